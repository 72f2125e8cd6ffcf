import { WIZARD_STEPS } from "../../../domain/catalogue";

export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / WIZARD_STEPS) * 100);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-slate-600">
        <span>
          Step {step} of {WIZARD_STEPS}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="mt-2 h-2 rounded-full bg-slate-200"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Progress"
      >
        <div className="h-2 rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
