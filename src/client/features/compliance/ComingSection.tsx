import { CalendarClock, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import type { ComingDutiesView } from "../../../contracts/compliance";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useComingDuties } from "./api";

type Duty = ComingDutiesView["coming"][number];

/** "What's coming for this business": duties that start or change within a year, and announced ones. */
export function ComingSection({ businessId }: { businessId: string }) {
  const query = useComingDuties(businessId);
  return (
    <section className="mt-8" aria-labelledby="coming-heading" data-testid="coming">
      <h2 id="coming-heading" className="text-lg font-semibold">
        What's coming for this business
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Duties that start or change in the next 12 months, and changes announced but not yet dated, for this
        business's jurisdiction and industry.
      </p>
      {query.isLoading ? (
        <Spinner className="mt-4" />
      ) : !query.data ? (
        <p className="mt-2 text-sm text-red-700">What's coming could not be loaded.</p>
      ) : query.data.coming.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="coming-empty">
          Nothing is coming for this business in the next 12 months that SafeDraft knows of.
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {query.data.coming.map((d) => (
            <li key={d.id}>
              <ComingCard duty={d} businessId={businessId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ComingCard({ duty, businessId }: { duty: Duty; businessId: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="coming-duty" data-id={duty.id}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-800 [&_svg]:h-4 [&_svg]:w-4">
        <CalendarClock aria-hidden />
        {duty.from ? `From ${formatOrdinalDate(`${duty.from}T00:00:00Z`)}` : "Date not yet fixed"}
      </p>
      <p className="mt-2 text-sm text-slate-800">{duty.summary}</p>
      {duty.expected ? <p className="mt-1 text-sm text-slate-600">Expected: {duty.expected}</p> : null}
      {duty.condition ? (
        <p className="mt-1 text-sm text-slate-600">This applies to the business {duty.condition}.</p>
      ) : null}
      {duty.needs.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">Documents it will need</p>
          <ul className="mt-1 grid gap-1">
            {duty.needs.map((n) => (
              <li key={n.documentType}>
                {n.name}
                {n.held ? (
                  " (you have one)"
                ) : (
                  <>
                    {" "}
                    <Link
                      href={`/generator?business=${businessId}&type=${n.documentType}`}
                      className="text-brand-700 hover:underline"
                    >
                      Generate
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {duty.changes.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">Your documents that will change</p>
          <ul className="mt-1 grid gap-1">
            {duty.changes.map((c) => (
              <li key={c.id} className="break-words">
                <Link href={`/editor/${c.id}`} className="text-brand-700 hover:underline">
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <a
        href={duty.source}
        target="_blank"
        rel="noreferrer"
        className="mt-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        Source <ExternalLink className="h-3 w-3" aria-hidden />
      </a>
    </Card>
  );
}
