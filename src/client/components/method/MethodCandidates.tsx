import type { MethodCandidate } from "../../../domain/tasks/suggest";

/**
 * Each task offered for a job, with why it is offered in small text: the generator's choice of a
 * job's method and the update page's, the same. `selected` marks the one chosen, where a choice
 * stays on screen until it is sent.
 */
export function MethodCandidates({
  candidates,
  onChoose,
  selected,
}: {
  candidates: readonly MethodCandidate[];
  onChoose: (id: string) => void;
  selected?: string;
}) {
  return (
    <ul className="grid gap-2" data-testid="task-suggestions">
      {candidates.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            aria-pressed={c.id === selected}
            onClick={() => onChoose(c.id)}
            className={`grid w-full gap-0.5 rounded-md border px-3 py-2 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${c.id === selected ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-300 bg-white"}`}
          >
            <span className="text-sm font-medium">{c.title}</span>
            <span className="text-xs text-slate-600">{c.why}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
