import type { ReactNode } from "react";

/** The title band of a static page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </div>
  );
}
