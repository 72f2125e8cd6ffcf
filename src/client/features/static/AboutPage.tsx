import { BadgeCheck, BookOpenCheck, HandCoins, Lock, MessageSquareText, ShieldCheck } from "lucide-react";
import { DOCUMENT_TYPES } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { IconCardGrid } from "../../components/ui/icon-card-grid";
import { countryListPhrase } from "../../lib/country-list";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { PageHeader } from "./PageHeader";

const countryList = countryListPhrase();

const values = [
  {
    icon: BookOpenCheck,
    title: "Accuracy first",
    text: "Every citation comes from a legal knowledge base with its official source, and is checked against your jurisdiction before a document is shown.",
  },
  {
    icon: MessageSquareText,
    title: "Plain language",
    text: "Documents are written for the people who use them: owners, supervisors and workers, not only lawyers.",
  },
  {
    icon: HandCoins,
    title: "Honest pricing",
    text: "One-time packs priced in US dollars, credits that never expire, and a free trial that needs no card.",
  },
  {
    icon: Lock,
    title: "Privacy by default",
    text: "We collect what the service needs and nothing more. Fonts and icons are served from our own site, not from third parties.",
  },
  {
    icon: BadgeCheck,
    title: "Your documents are yours",
    text: "You own what you generate. Edit it, export it to Word or PDF and use it however your business needs.",
  },
  {
    icon: ShieldCheck,
    title: "Safety is the point",
    text: "Paperwork matters only because it helps people go home safe. We say clearly that our documents are suggested documentation, not legal advice.",
  },
];

export function AboutPage() {
  usePageMeta({
    title: pageTitle("About"),
    description: `Why SafeDraft exists: workplace health and safety documents that cite the right law for businesses in ${countryList}.`,
  });
  return (
    <div>
      <PageHeader eyebrow="About SafeDraft" title="Safety documents that fit the business and the law">
        <p>
          SafeDraft helps small and medium businesses in {countryList} write the health and safety documents
          their law expects.
        </p>
      </PageHeader>

      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold text-slate-900">
            Our mission
          </h2>
          <p className="mt-3 text-slate-700">
            Every business owes its workers a safe workplace, and every safety regime expects that duty to be
            written down in some form: a policy, risk assessments, emergency plans, registers. Our mission is
            to make those documents quick to produce, specific to the business and honest about the law behind
            them, so owners can spend their time on the work of keeping people safe.
          </p>
        </section>
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-2xl font-bold text-slate-900">
            Our story
          </h2>
          <p className="mt-3 text-slate-700">
            Small businesses carry the same legal duties as large ones, usually without a safety team. Generic
            templates do not say which Act applies in their state, what their headcount changes, or which
            regulator to call after an incident. SafeDraft was built to close that gap: it combines a legal
            knowledge base for each jurisdiction with the details of the business to produce{" "}
            {DOCUMENT_TYPES.length} kinds of document that can be reviewed, edited and kept up to date.
          </p>
        </section>
      </div>

      <section aria-labelledby="values-title" className="bg-white py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="values-title" className="text-center text-2xl font-bold text-slate-900">
            What we value
          </h2>
          <IconCardGrid items={values} className="mt-8" />
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="about-cta-title" className="text-2xl font-bold text-slate-900">
          Ready to get your documents in order?
        </h2>
        <p className="mt-3 text-slate-700">
          Sign in or create an account to register your business and generate your first document.
        </p>
        <Button size="lg" className="mt-6" asChild>
          <a href="/api/login?mode=signup">Get Started</a>
        </Button>
      </section>
    </div>
  );
}
