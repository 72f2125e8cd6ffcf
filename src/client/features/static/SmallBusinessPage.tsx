import { ArrowRight, Info } from "lucide-react";
import { Link } from "wouter";
import { DOCUMENT_TYPES, PACKS } from "../../../domain/catalogue";
import { HashLink } from "../../components/layout/HashLink";
import { PricingCards } from "../../components/pricing/PricingCards";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { countryListPhrase } from "../../lib/country-list";
import { formatPrice } from "../../lib/price-format";
import { useAuth } from "../../lib/use-auth";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { exampleScenarios } from "./scenarios";

const SCENARIOS = exampleScenarios();

const steps = [
  {
    title: "Try a free policy",
    text: "Generate one basic policy for your business with no sign-up and no card, to see what SafeDraft writes.",
  },
  {
    title: "Create your account",
    text: "Sign up with your e-mail address. Your businesses, documents and credits stay in your account.",
  },
  {
    title: "Register your business",
    text: "Enter your country and state, industry, headcount, identifiers and high-risk activities once.",
  },
  {
    title: "Buy the packs you need",
    text: "Start with the Core pack, add the others as you grow, or take the Complete Document Suite. One-time prices, credits never expire.",
  },
  {
    title: "Generate, review and keep current",
    text: "Generate each document, review and edit it, export it to Word or PDF, and set a review date so it stays up to date.",
  },
];

export function SmallBusinessPage() {
  usePageMeta({
    title: pageTitle("WHS Documents for Small Businesses"),
    description: `The workplace health and safety documents a small business needs in ${countryListPhrase()}: what the law asks at your size, one-time packs in US dollars and a free basic policy.`,
  });
  const { user } = useAuth();
  const signedIn = Boolean(user);

  return (
    // The page ends on a full-width call-to-action band: it meets the footer without the usual gap.
    <div className="-mb-16">
      <section aria-labelledby="sb-hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            Guide for small businesses
          </p>
          <h1
            id="sb-hero-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            WHS documents for small businesses
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            A small business carries the same health and safety duties as a large one. SafeDraft writes the
            documents your law expects — {DOCUMENT_TYPES.length} types in {PACKS.length} packs — for your
            state, industry and headcount, in minutes rather than weeks.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/free-trial">Generate a Free Policy</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <HashLink href="/landing#pricing">See All Pricing</HashLink>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="sb-steps-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="sb-steps-title" className="text-center text-3xl font-bold text-slate-900">
          Getting started in 5 steps
        </h2>
        <ol className="mt-10 grid gap-4">
          {steps.map((step, i) => (
            <li key={step.title}>
              <Card className="flex gap-4 p-5">
                <span
                  aria-hidden
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sb-scenarios-title" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="sb-scenarios-title" className="text-center text-3xl font-bold text-slate-900">
            Example scenarios
          </h2>
          <p className="mx-auto mt-3 flex max-w-2xl items-start justify-center gap-2 text-center text-slate-700">
            <Info className="mt-1 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            <span>
              These are illustrations, not customers or testimonials. What the law asks is taken from the same
              knowledge base that SafeDraft's documents cite.
            </span>
          </p>
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {SCENARIOS.map((s) => (
              <Card key={s.id} className="flex flex-col p-6" data-testid="example-scenario">
                <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                  Example scenario
                </p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">
                  {s.business} in {s.place}
                </h3>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">What the law asks</h4>
                <ul className="mt-2 grid gap-3 text-sm text-slate-700">
                  {s.duties.map((d) => (
                    <li key={d.text}>
                      {d.text}
                      <span className="mt-1 block text-xs text-slate-600">{d.sources.join("; ")}</span>
                    </li>
                  ))}
                </ul>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">Documents that help</h4>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                  {s.documents.map((d) => (
                    <li key={d.title}>
                      {d.title} <span className="text-slate-600">({d.pack})</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-auto pt-4 text-sm font-medium text-slate-900">
                  {s.packs.map((p) => `${p.name} ${formatPrice(p.price)}`).join(" + ")}
                  {s.packs.length > 1
                    ? ` = ${formatPrice(s.packs.reduce((sum, p) => sum + p.price, 0))}, one-time`
                    : ", one-time"}
                </p>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="sb-pricing-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="sb-pricing-title" className="text-center text-3xl font-bold text-slate-900">
          Simple one-time pricing
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Prices in US dollars. No subscription, and credits never expire.
        </p>
        <div className="mt-12">
          <PricingCards signedIn={signedIn} />
        </div>
      </section>

      <section aria-labelledby="sb-cta-title" className="bg-brand-800 py-14 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="sb-cta-title" className="text-3xl font-bold">
            Start with one free policy
          </h2>
          <p className="mt-3 text-brand-50">
            See what SafeDraft writes for your business, then buy only the packs you need.
          </p>
          <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
            <Button size="lg" className="bg-white text-brand-900 hover:bg-brand-50" asChild>
              <Link href="/free-trial">Start Free Trial</Link>
            </Button>
            {signedIn ? (
              <Button
                size="lg"
                variant="outline"
                className="border-white bg-transparent text-white hover:bg-brand-700"
                asChild
              >
                <Link href="/subscribe?plan=core">Buy the Core Pack</Link>
              </Button>
            ) : (
              <Button
                size="lg"
                variant="outline"
                className="border-white bg-transparent text-white hover:bg-brand-700"
                asChild
              >
                <a href="/api/login?mode=signup">Create an Account to Buy</a>
              </Button>
            )}
            <Button
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-brand-700"
              asChild
            >
              <Link href="/contact?inquiry=compliance">
                Ask a Question <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
