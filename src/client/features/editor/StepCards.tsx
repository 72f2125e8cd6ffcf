import { ChevronLeft, ChevronRight, Pencil } from "lucide-react";
import { useId, useState } from "react";
import type { DocTable } from "../../../domain/documents/content";
import { Button } from "../../components/ui/button";

/** The table a SWMS (RAMS, JSA) keeps its work method in: one row per step of the job. */
export const JOB_STEPS_TABLE = "job-steps";

/** Columns the card shows in its own places; any other column is listed after them by its label. */
const PLACED = new Set([
  "step",
  "activity",
  "hazards",
  "controls",
  "before",
  "after",
  "further",
  "responsible",
]);

const lines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A work method on a phone: one card per step ("Step 3 of 9") with its hazards, its controls and
 * its ratings, read top to bottom instead of an eight-column table scrolled sideways. Previous,
 * next and a step list move between steps. With `onChange` each card can be edited; the change is
 * made to the same table the desktop editor edits, so it is saved the same way. The step shown is
 * the page's (`step`, `onStep`), so switching between reading and editing keeps the reader's place.
 */
export function StepCards({
  table,
  onChange,
  step: index,
  onStep: setIndex,
}: {
  table: DocTable;
  onChange?: (t: DocTable) => void;
  step: number;
  onStep: (step: number) => void;
}) {
  const [editing, setEditing] = useState(false);
  const jumpId = useId();
  const count = table.rows.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const row = table.rows[current] ?? {};
  const label = (key: string) => table.columns.find((c) => c.key === key)?.label ?? key;
  const has = (key: string) => table.columns.some((c) => c.key === key);
  const go = (next: number) => {
    setIndex(next);
    setEditing(false);
  };
  const setCell = (key: string, value: string) =>
    onChange?.({
      ...table,
      rows: table.rows.map((r, i) => (i === current ? { ...r, [key]: value } : r)),
    });
  const others = table.columns.filter((c) => !PLACED.has(c.key));

  return (
    <div className="mt-4 min-w-0" data-testid="step-cards">
      <p className="text-sm font-semibold text-slate-700">{table.caption}</p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => go(current - 1)}
          disabled={current === 0}
          aria-label="Previous step"
        >
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <label htmlFor={jumpId} className="sr-only">
          Go to step
        </label>
        <select
          id={jumpId}
          className="min-w-0 max-w-[9rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          value={current}
          onChange={(e) => go(Number(e.target.value))}
        >
          {table.rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <option key={i} value={i}>
              Step {i + 1}
              {r.activity ? `: ${r.activity.slice(0, 40)}` : ""}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="outline"
          onClick={() => go(current + 1)}
          disabled={current === count - 1}
          aria-label="Next step"
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </div>

      <article
        aria-label={`Step ${current + 1} of ${count}`}
        className="mt-3 min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        data-testid="step-card"
      >
        <div className="flex items-start justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700" aria-live="polite">
            Step {current + 1} of {count}
          </p>
          {onChange && !editing ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit step
            </Button>
          ) : null}
        </div>

        {editing && onChange ? (
          <div className="mt-2 grid gap-3">
            {table.columns
              .filter((c) => c.key !== "step")
              .map((c) => (
                <label key={c.key} className="grid gap-1 text-sm">
                  <span className="font-semibold text-slate-700">{c.label}</span>
                  <textarea
                    className="w-full resize-y rounded border border-slate-300 px-2 py-1 text-sm"
                    rows={Math.min(8, Math.max(2, lines(row[c.key]).length + 1))}
                    value={row[c.key] ?? ""}
                    onChange={(e) => setCell(c.key, e.target.value)}
                  />
                </label>
              ))}
            <div>
              <Button size="sm" onClick={() => setEditing(false)}>
                Done
              </Button>
            </div>
          </div>
        ) : (
          <>
            <h3 className="mt-1 break-words text-base font-semibold text-slate-900">
              {row.activity || `Step ${current + 1}`}
            </h3>
            {has("hazards") ? <CardPart title={label("hazards")} items={lines(row.hazards)} /> : null}
            {has("before") || has("after") ? (
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {has("before") ? <Rating term={label("before")} value={row.before} /> : null}
                {has("after") ? <Rating term={label("after")} value={row.after} /> : null}
              </dl>
            ) : null}
            {has("controls") ? <CardPart title={label("controls")} items={lines(row.controls)} /> : null}
            {has("further") && lines(row.further).length ? (
              <CardPart title={label("further")} items={lines(row.further)} />
            ) : null}
            {has("responsible") && row.responsible ? (
              <p className="mt-3 text-sm">
                <span className="font-semibold text-slate-700">{label("responsible")}: </span>
                {row.responsible}
              </p>
            ) : null}
            {others.map((c) =>
              row[c.key] ? <CardPart key={c.key} title={c.label} items={lines(row[c.key])} /> : null,
            )}
          </>
        )}
      </article>
    </div>
  );
}

function CardPart({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-700">{title}</h4>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a cell may repeat and have no identity
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">None listed.</p>
      )}
    </div>
  );
}

function Rating({ term, value }: { term: string; value: string | undefined }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="break-words font-semibold text-slate-900">{value || "Not rated"}</dd>
    </div>
  );
}
