import { Check } from "lucide-react";
import { type BusinessChoices, suggestTasks, taskTitle } from "../../../domain/tasks/suggest";

type Props = {
  activity: string;
  /** The business's industry, activities, description and the hazard types picked: only tasks that fit them are suggested. */
  business: BusinessChoices;
  selected: string[];
  onChange: (taskIds: string[]) => void;
  /** What the picker asks, where the document does not simply follow the tasks' steps. */
  legend?: string;
  help?: string;
};

/**
 * Suggests tasks from the library for the activity, and lets the user pick the ones the document
 * covers: the document then follows those tasks' steps. Shows nothing when no task fits.
 */
export function TaskPicker({
  activity,
  business,
  selected,
  onChange,
  legend = "Tasks this document covers",
  help = "Pick the tasks that match your work; the document follows their steps.",
}: Props) {
  const suggested = suggestTasks(activity, business).map((m) => m.id);
  const shown = [...selected, ...suggested.filter((id) => !selected.includes(id))];
  if (shown.length === 0) return null;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id].slice(0, 5));
  return (
    <fieldset data-testid="task-suggestions">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <p className="mb-2 text-xs text-slate-500">{help}</p>
      <div className="flex flex-wrap gap-2">
        {shown.map((id) => {
          const on = selected.includes(id);
          return (
            <button
              key={id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(id)}
              className={
                on
                  ? "inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                  : "inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-700"
              }
            >
              {on ? <Check className="h-3.5 w-3.5" aria-hidden /> : null}
              {taskTitle(id) ?? id}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
