import { ArrowRight, BookOpen, Building2, ClipboardList, Factory, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { DOCUMENT_TYPES } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { countryListPhrase } from "../../lib/country-list";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { PageHeader } from "./PageHeader";

export const RESOURCES_META = {
  title: pageTitle("WHS Resource Hub"),
  description:
    "Guides to workplace health and safety documents for small businesses in Australia, the UK, New Zealand and the US.",
};

const categories = [
  {
    icon: Building2,
    title: "Small business guides",
    text: "Which documents a small business needs, and how to get them in place.",
    href: "/whs-documents-small-business",
  },
  {
    icon: Factory,
    title: "Industry guides",
    text: "What construction, hospitality, retail and other industries should document.",
  },
  {
    icon: ClipboardList,
    title: "Checklists and templates",
    text: "Printable checklists for inspections, inductions and toolbox talks.",
  },
  {
    icon: Newspaper,
    title: "Law updates",
    text: "Plain-language summaries when health and safety law changes in your country.",
  },
] as const;

export function ResourcesPage() {
  usePageMeta(RESOURCES_META);
  return (
    <div>
      <PageHeader eyebrow="Resource Hub" title="WHS resources for growing businesses">
        <p>
          Practical guidance for businesses in {countryListPhrase()} on the health and safety documents their
          law expects.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <section aria-labelledby="featured-title">
          <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Featured guide</h2>
          <Card className="mt-3 flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center">
            <BookOpen className="h-12 w-12 shrink-0 text-brand-700" aria-hidden />
            <div className="flex-1">
              <h3 id="featured-title" className="text-2xl font-bold text-slate-900">
                WHS documents for small businesses
              </h3>
              <p className="mt-2 text-slate-700">
                The documents a small business needs, what the law in your country asks for at your size, and
                how to go from nothing to a complete set: {DOCUMENT_TYPES.length} document types, explained.
              </p>
            </div>
            <Button size="lg" asChild>
              <Link href="/whs-documents-small-business">
                Read the guide <ArrowRight aria-hidden />
              </Link>
            </Button>
          </Card>
        </section>

        <section aria-labelledby="categories-title" className="mt-12">
          <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
            Browse by category
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {categories.map((c) => {
              const Icon = c.icon;
              const available = "href" in c;
              return (
                <li key={c.title}>
                  <Card
                    className={`flex h-full flex-col p-6 ${available ? "" : "bg-slate-50"}`}
                    data-testid={`category-${available ? "available" : "coming-soon"}`}
                  >
                    <div className="flex items-start justify-between gap-3">
                      <Icon
                        className={`h-8 w-8 ${available ? "text-brand-700" : "text-slate-500"}`}
                        aria-hidden
                      />
                      {available ? null : (
                        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                          Coming Soon
                        </span>
                      )}
                    </div>
                    <h3 className="mt-3 text-lg font-semibold text-slate-900">{c.title}</h3>
                    <p className="mt-1 flex-1 text-slate-700">{c.text}</p>
                    <div className="mt-4">
                      {available ? (
                        <Button variant="outline" asChild>
                          <Link href={c.href}>
                            Browse guides <ArrowRight aria-hidden />
                          </Link>
                        </Button>
                      ) : (
                        <Button variant="outline" disabled aria-label={`${c.title}: coming soon`}>
                          Coming Soon
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
