import { Link } from "wouter";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { LegalDocument, type LegalSection } from "./LegalDocument";

const contactLink = (
  <Link href="/contact?inquiry=general" className="text-brand-800 underline">
    contact form
  </Link>
);

const sections: LegalSection[] = [
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul>
          <li>
            <strong>Account data:</strong> your first and last name, e-mail address and a one-way hash of your
            password (never the password itself).
          </li>
          <li>
            <strong>Business details</strong> you enter: business name, country, state or region, industry,
            number of employees, business identifiers, work description, regions of operation, high-risk
            activities, and the letterhead contact details and logo you add. The logo is kept in our database,
            not with any other service.
          </li>
          <li>
            <strong>Documents</strong> you generate, their revisions and their status and review dates.
          </li>
          <li>
            <strong>Crew sign-on:</strong> when a business turns on sign-on for a document, each worker who
            signs it on their phone gives their name, company or trade, an optional licence or card number and
            a drawn signature; we keep these with the time the phone reports and the time we received them,
            for the business that owns the document. The sign-on link itself is stored as a one-way hash and,
            so that the business can show and print it again, encrypted with a key kept apart from the
            database; turning sign-on off deletes the encrypted copy. The phone used to sign keeps a signing
            made without reception until it has been sent, and the names and companies signed on it, so it can
            show who signed there and ask them to sign a new version; clearing the browser's data for this
            site removes them.
          </li>
          <li>
            <strong>Outside review:</strong> when a business sends a document for review, we keep the
            reviewer's e-mail address and the name and organisation the business gives, and the reviewer's
            answer: their name, organisation, comments and the time, with the version they answered. The
            review link itself is stored only as a one-way hash.
          </li>
          <li>
            <strong>Purchases:</strong> which packs you bought, the amount, the date and your remaining
            credits. Card details are entered into our payment provider's form and are never stored by
            SafeDraft.
          </li>
          <li>
            <strong>Free trial requests:</strong> the e-mail address and business details you enter, used to
            write the policy and to keep the trial to one per person.
          </li>
          <li>
            <strong>Messages</strong> you send us through the contact form.
          </li>
          <li>
            <strong>Usage data:</strong> server logs of requests (IP address, time, page or API call and the
            result), used for security, rate limiting and fixing faults.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use it",
    body: (
      <ul>
        <li>To run your account and generate, store and export your documents.</li>
        <li>To process purchases and keep the records the law requires.</li>
        <li>To answer your messages and send the e-mails the service needs, such as our replies to you.</li>
        <li>To protect the service against abuse, and to find and fix faults.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We do not sell your data and we do not use advertising or third-party analytics trackers.</p>
        <ul>
          <li>Our payment provider processes card payments.</li>
          <li>Our e-mail provider delivers the e-mails the service sends.</li>
          <li>
            When SafeDraft is configured with an AI writing model, the business details needed to write a
            document are sent to that model's provider to improve the wording. Citations always come from our
            own legal knowledge base.
          </li>
          <li>We disclose data when the law requires it.</li>
        </ul>
        <p>
          Our pages load their fonts, icons and scripts from SafeDraft itself, not from other hosts; the card
          form of our payment provider is the only exception, and only on the payment page.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <p>
        We use one session cookie to keep you signed in; it is HttpOnly and cannot be read by scripts. Your
        browser's own storage keeps a note that the free trial was used, the document you are generating and
        the packs in your selection. None of these is used for tracking.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          Your account, businesses and documents: while your account is open. Delete Account in Settings
          removes them, with their revisions and your credit history, at once.
        </li>
        <li>
          Crew sign-on signatures: with the document they were given on, for as long as the business keeps it.
          The business can void a signature but not change it; deleting the document or the account removes
          its signatures at once. A worker who wants theirs removed asks the business that collected it.
        </li>
        <li>
          Review answers: with the document they were given on, for as long as the business keeps it; deleting
          the document or the account removes them at once.
        </li>
        <li>
          Payment records: 7 years, as tax law requires, kept by us and by our payment provider. Your
          purchases and their numbered receipts stay after you delete your account, with your name and e-mail
          address taken off them.
        </li>
        <li>
          Free-trial requests (e-mail, business name and network address) and contact messages: up to 7 years,
          to limit repeat trials and answer follow-ups; ask us and we remove them.
        </li>
        <li>Usage data: about 2 years.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>
          You can ask to see, correct, export or delete the personal data we hold about you, and you can
          object to how we use it. Send your request through our {contactLink}; we answer privacy requests
          within 30 days.
        </p>
        <p>
          You can also complain to the privacy regulator where you live, for example the Office of the
          Australian Information Commissioner, the UK Information Commissioner's Office or the New Zealand
          Privacy Commissioner.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Passwords are stored only as hashes, sessions live on our server, connections are encrypted in
        production, and each account can reach only its own businesses and documents.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we change this policy we update the date at the top of this page. The version published here is
        the one that applies.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: <p>Questions about privacy are welcome through our {contactLink}.</p>,
  },
];

export function PrivacyPage() {
  usePageMeta({
    title: pageTitle("Privacy Policy"),
    description: "What SafeDraft collects, why, who it is shared with, how long it is kept and your rights.",
  });
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains how SafeDraft ("we") handles personal data when you visit the site, try the
          free trial, create an account, buy document packs or contact us.
        </p>
      }
      sections={sections}
    />
  );
}
