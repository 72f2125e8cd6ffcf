import { Link } from "wouter";
import { BUNDLE, COMPLIANCE_PORTAL, CURRENCY, PACKS } from "../../../domain/catalogue";
import { formatPrice } from "../../lib/price-format";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { SellerDetails } from "./SellerDetails";

const packPrices = PACKS.map((p) => `${p.name} ${formatPrice(p.price)}`).join(", ");

const sections: LegalSection[] = [
  {
    id: "service",
    title: "The service",
    body: (
      <>
        <p>
          SafeDraft generates workplace health and safety documents from the details you give about your
          business and from our legal knowledge base, and lets you edit, store and export them.
        </p>
        <p>
          <strong>Documents are suggested documentation, not legal advice.</strong> You are responsible for
          reviewing each document against your workplace and the current law, and for seeking professional
          advice where you need it. Using SafeDraft does not by itself make a business compliant.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <p>
        Give accurate details, keep your password to yourself and tell us if you think someone else has used
        your account. You are responsible for what happens in your account.
      </p>
    ),
  },
  {
    id: "free-trial",
    title: "Free trial",
    body: (
      <p>
        The free trial writes one basic policy without an account or a card. It is limited to one per browser,
        and we also limit it per e-mail address and per network address. Trial documents carry a watermark and
        have no edit history or compliance tracking.
      </p>
    ),
  },
  {
    id: "purchases",
    title: "Purchases and credits",
    body: (
      <>
        <p>
          Document packs are one-time purchases, not subscriptions. Prices are shown and charged in US dollars
          ({CURRENCY}): {packPrices}, or the {BUNDLE.name} for {formatPrice(BUNDLE.price)}.
        </p>
        <p>
          A pack gives one credit for each document type it contains; generating a document of that type uses
          the credit. <strong>Credits do not expire.</strong> Credits belong to the account: they are shared
          across all its businesses and jobs.
        </p>
        <p>The {COMPLIANCE_PORTAL.name} subscription is announced as coming soon and cannot be bought yet.</p>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <p>
        We may refund unused credits, at our discretion, when you ask within 30 days of the purchase. Credits
        already used to generate documents are not refundable. Nothing in these terms takes away a right to a
        refund that consumer law gives you.
      </p>
    ),
  },
  {
    id: "ownership",
    title: "Who owns the documents",
    body: (
      <p>
        You own the documents you generate with SafeDraft and may use, change and share them as you wish. You
        allow us to store and process them only to provide the service to you. SafeDraft's software, design
        and legal knowledge base remain ours.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <p>
        Do not misuse the service: no attempts to break its security, to overload it, to get around the free
        trial or credit limits, or to use it for anything unlawful.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <>
        <p>
          We work to keep the knowledge base accurate and the service available, but we provide it as it is,
          without a promise that a document is complete or right for your circumstances.
        </p>
        <p>
          To the extent the law allows, our total liability to you is limited to the amount you paid us in the
          12 months before the claim arose, and we are not liable for indirect or consequential loss. Rights
          that consumer law gives you and that cannot be excluded are not affected.
        </p>
      </>
    ),
  },
  {
    id: "ending",
    title: "Ending the agreement",
    body: (
      <p>
        You may stop using SafeDraft and ask us to delete your account at any time. We may suspend or close an
        account that breaks these terms. Personal data is then kept only as our{" "}
        <Link href="/privacy" className="text-brand-800 underline">
          Privacy Policy
        </Link>{" "}
        describes.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        When we change these terms we update the date at the top of this page. Purchases already made keep the
        terms that applied when you made them.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms are welcome through our{" "}
        <Link href="/contact?inquiry=general" className="text-brand-800 underline">
          contact form
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  usePageMeta({
    title: pageTitle("Terms of Service"),
    description:
      "The terms for using SafeDraft: suggested documentation not legal advice, one-time packs in US dollars, credits that do not expire, refunds and liability.",
  });
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <>
          <p>
            These terms apply when you use SafeDraft, whether you try the free trial, create an account or buy
            document packs. By using the service you accept them.
          </p>
          <SellerDetails />
        </>
      }
      sections={sections}
    />
  );
}
