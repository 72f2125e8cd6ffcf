import type { ReactNode } from "react";

/** The date the privacy policy and the terms were last changed. */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2026, 10, 22));

export function formatLegalDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A privacy policy or terms page: title, last updated date, contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated:{" "}
        <time dateTime={LEGAL_LAST_UPDATED.toISOString().slice(0, 10)}>
          {formatLegalDate(LEGAL_LAST_UPDATED)}
        </time>
      </p>
      <div className="mt-6 space-y-3 text-slate-700">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal-prose mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
            <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-6">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
