import { Bell, CalendarClock, FileCheck2, Gavel, Map as MapIcon, PencilLine, Timer } from "lucide-react";
import { lazy, memo, Suspense, startTransition, useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { DOCUMENT_TYPES, PACKS } from "../../../domain/catalogue";
import { PricingCards } from "../../components/pricing/PricingCards";
import { Button } from "../../components/ui/button";
import { IconCardGrid } from "../../components/ui/icon-card-grid";
import { countryListPhrase } from "../../lib/country-list";
import { useHashScroll } from "../../lib/hash-scroll";
import { useAuth } from "../../lib/use-auth";
import { usePageMeta } from "../../lib/use-page-meta";
import { DemoDialog } from "./DemoDialog";

// The compliance and citations sections carry the legal knowledge base: loaded after first paint.
const LawSections = lazy(() => import("./LawSections"));

export const LANDING_META = {
  title: "SafeDraft — WHS documents for Australia, the UK, New Zealand and the US",
  description: `Generate workplace health and safety documents that cite the right Act and regulator for your state: ${DOCUMENT_TYPES.length} document types in ${PACKS.length} one-time packs, and one basic policy free with no sign-up.`,
};

const countries = countryListPhrase();

const features = [
  {
    icon: FileCheck2,
    title: "AI-assisted generation",
    text: "Documents are drafted from your industry, headcount, work and high-risk activities. When an AI model is configured it polishes the wording; the facts and citations always come from the knowledge base.",
  },
  {
    icon: Gavel,
    title: "Legal citations",
    text: "Each document cites the Act, regulations, codes of practice and standards that apply where you work, with links to the official sources.",
  },
  {
    icon: MapIcon,
    title: "Jurisdiction requirements",
    text: `State and national rules for ${countries}, including headcount thresholds such as when a written policy is required.`,
  },
  {
    icon: Timer,
    title: "Minutes, not months",
    text: "A complete first draft is ready within seconds of clicking Generate, so your time goes into reviewing it rather than writing it.",
  },
  {
    icon: PencilLine,
    title: "Fully editable",
    text: "Edit every section in the browser, publish when ready, and export to Word or PDF. Every save keeps a revision.",
  },
  {
    icon: Bell,
    title: "Compliance tracking",
    text: "Each document records its version, status and review date so you can see what is current and what is due.",
  },
];

function LawSectionsPlaceholder() {
  // Holds roughly the space of the sections so the page below does not jump much when they arrive.
  return <div className="min-h-[90rem] md:min-h-[60rem]" aria-hidden />;
}

export function LandingPage() {
  usePageMeta(LANDING_META);
  const { user } = useAuth();
  const [lawReady, setLawReady] = useState(false);
  const onLawReady = useCallback(() => setLawReady(true), []);
  useHashScroll(lawReady);
  // The law sections load after the first paint; the prerendered page (scripts/prerender.ts) and
  // the browser's first render both show their placeholder, so hydration matches. They arrive in a
  // transition, which React renders in short slices.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);

  // The sections are memoised: this component re-renders when the current user query settles,
  // which changes nothing but the pricing buttons.
  return (
    // The page ends on a full-width call-to-action band: it meets the footer without the usual gap.
    <div className="-mb-16">
      <Hero />
      <Features />
      {mounted ? (
        <Suspense fallback={<LawSectionsPlaceholder />}>
          <LawSections onReady={onLawReady} />
        </Suspense>
      ) : (
        <LawSectionsPlaceholder />
      )}
      <Pricing signedIn={Boolean(user)} />
      <CallToAction />
    </div>
  );
}

const Hero = memo(function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Workplace health and safety documents
        </p>
        <h1
          id="hero-title"
          className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
        >
          Workplace safety documents that cite the right law
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
          SafeDraft writes WHS policies, safe work method statements, risk assessments, emergency plans and
          registers tailored to your country, state, industry and size — {DOCUMENT_TYPES.length} document
          types for businesses in {countries}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link href="/free-trial">Generate Your First Policy</Link>
          </Button>
          <DemoDialog />
        </div>
        <p className="mt-4 text-sm text-slate-700">One basic policy free. No sign-up and no credit card.</p>
      </div>
    </section>
  );
});

const Features = memo(function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
        Features
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Everything a small or medium business needs to put its safety documentation in order.
      </p>
      <IconCardGrid items={features} className="mt-10" />
    </section>
  );
});

const Pricing = memo(function Pricing({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-white py-16"
      data-testid="pricing-section"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-center text-3xl font-bold text-slate-900">
          Pricing
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Try one basic policy free, without signing up. Then buy one-time document packs: no subscription,
          and credits never expire. Prices in US dollars.
        </p>
        <div className="mt-12">
          <PricingCards signedIn={signedIn} />
        </div>
      </div>
    </section>
  );
});

const CallToAction = memo(function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <CalendarClock className="mx-auto h-10 w-10 text-brand-100" aria-hidden />
        <h2 id="cta-title" className="mt-4 text-3xl font-bold">
          Put your safety documents in order this week
        </h2>
        <p className="mt-3 text-brand-50">
          Generate a basic policy for free now, or talk to us about the documents your business needs.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" className="bg-white text-brand-900 hover:bg-brand-50" asChild>
            <Link href="/free-trial">Start Free Trial</Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-brand-700"
            asChild
          >
            <Link href="/contact?inquiry=sales">Schedule Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
});
