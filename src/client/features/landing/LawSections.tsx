import { ExternalLink, Scale } from "lucide-react";
import { memo, useEffect } from "react";
import { Card } from "../../components/ui/card";
import { citationSamples, countryLaws, instrumentCount, KIND_LABELS, outsideModelLaw } from "./legal-summary";

// Read once: the knowledge base does not change while the page is open.
const LAWS = countryLaws();
const SAMPLES = citationSamples();

function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLink className="ml-1 inline h-3 w-3 align-baseline" aria-hidden />
    </a>
  );
}

/**
 * The landing page's compliance and legal citations sections. They carry the legal knowledge base,
 * so they load after the rest of the page; `onReady` tells the page its anchors may have moved.
 * Memoised: the page re-renders when they report ready and when the current user is known, and
 * neither changes them.
 */
export default memo(function LawSections({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);

  return (
    <>
      <section
        id="compliance"
        aria-labelledby="compliance-title"
        className="scroll-mt-20 bg-white py-16"
        data-testid="compliance-section"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="compliance-title" className="text-center text-3xl font-bold text-slate-900">
            Compliance for {LAWS.length} countries
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            Each document follows the law of the state or country where the business works: its Act, its
            regulations and its regulator.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {LAWS.map((country) => (
              <Card
                key={country.code}
                className={`p-6 ${country.jurisdictions.length > 1 ? "md:row-span-3" : ""}`}
                data-testid={`law-${country.code}`}
              >
                <h3 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                  <Scale className="h-5 w-5 text-brand-700" aria-hidden />
                  {country.name}
                </h3>
                {country.jurisdictions.length > 1 ? (
                  <ul className="mt-4 grid gap-4 text-sm">
                    {country.jurisdictions.map((j) => (
                      <li key={j.code}>
                        <span className="block font-medium text-slate-900">{j.name}</span>
                        <OutLink href={j.act.url}>{j.act.title}</OutLink>
                        <span className="text-slate-700">
                          {" "}
                          · <OutLink href={j.regulator.website}>{j.regulator.name}</OutLink>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  country.jurisdictions.map((j) => (
                    <dl key={j.code} className="mt-4 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
                      <dt className="font-medium text-slate-900">Principal Act</dt>
                      <dd>
                        <OutLink href={j.act.url}>{j.act.title}</OutLink>
                      </dd>
                      {j.regulations ? (
                        <>
                          <dt className="font-medium text-slate-900">Regulations</dt>
                          <dd>
                            <OutLink href={j.regulations.url}>{j.regulations.title}</OutLink>
                          </dd>
                        </>
                      ) : null}
                      <dt className="font-medium text-slate-900">Regulator</dt>
                      <dd>
                        <OutLink href={j.regulator.website}>{j.regulator.name}</OutLink>
                      </dd>
                    </dl>
                  ))
                )}
                {country.statePlans ? (
                  <p className="mt-4 text-sm text-slate-700">
                    {country.statePlans.privateAndPublic} states run OSHA-approved State Plans for private and
                    public employers and {country.statePlans.publicOnly} for public employers only; documents
                    for those states say so.
                  </p>
                ) : null}
              </Card>
            ))}
          </div>
          {LAWS.map((country) => {
            const outside = outsideModelLaw(country);
            return outside.length > 0 ? (
              <p key={country.code} className="mt-6 text-center text-sm text-slate-700">
                In {country.name}, every state and territory except {outside.join(" and ")} has adopted the
                model WHS laws. SafeDraft writes to the law of each.
              </p>
            ) : null;
          })}
        </div>
      </section>

      <section
        id="citations"
        aria-labelledby="citations-title"
        className="scroll-mt-20 py-16"
        data-testid="citations-section"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="citations-title" className="text-center text-3xl font-bold text-slate-900">
            Legal citations you can check
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            Documents cite only instruments from SafeDraft's legal knowledge base ({instrumentCount()} Acts,
            regulations, codes of practice, standards and guides), each checked against the business's
            jurisdiction and listed with a link to its official source.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {SAMPLES.map((sample) => (
              <Card key={sample.country} className="flex flex-col p-6">
                <h3 className="text-lg font-semibold text-slate-900">{sample.countryName}</h3>
                <p className="mt-1 text-xs text-slate-600">Examples from {sample.jurisdiction}</p>
                <figure className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm">
                  <figcaption className="text-xs text-slate-700">
                    A general duty, as a document cites it
                  </figcaption>
                  <p className="mt-1 font-medium text-slate-900">{sample.example}</p>
                </figure>
                <ul className="mt-4 grid gap-3 text-sm">
                  {sample.instruments.map((i) => (
                    <li key={i.title}>
                      <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">
                        {KIND_LABELS[i.kind]}
                      </span>
                      <OutLink href={i.url}>{i.title}</OutLink>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </div>
      </section>
    </>
  );
});
