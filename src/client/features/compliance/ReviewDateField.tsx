import { useState } from "react";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { reviewPeriodMonths } from "../../../domain/catalogue/review-periods";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { useSetReviewDate } from "./api";

/**
 * The editor's next review date. Saved on its own as soon as it changes (it is not part of the
 * document's content or versions); reminders follow the new date.
 */
export function ReviewDateField({
  policyId,
  type,
  value,
}: {
  policyId: string;
  type: string;
  value: string | null;
}) {
  const [date, setDate] = useState(value ?? "");
  const save = useSetReviewDate(policyId);

  function change(next: string) {
    setDate(next);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) return;
    save.mutate(next, {
      onSuccess: () =>
        toast({
          title: "Review date saved",
          description: `Next review ${formatOrdinalDate(`${next}T00:00:00Z`)}.`,
        }),
      onError: (error) =>
        toast({
          title: "Review date not saved",
          description: error instanceof ApiRequestError ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });
  }

  const months = reviewPeriodMonths(type);
  if (months === null) {
    return (
      <p className="grid gap-1 text-sm" data-testid="no-review">
        <span className="font-medium">Next review</span>
        <span className="text-xs text-slate-500">
          None: a permit is issued and closed for each job or shift, not reviewed yearly.
        </span>
      </p>
    );
  }

  return (
    <div className="grid gap-1">
      <Label htmlFor="next-review">Next review</Label>
      <Input id="next-review" type="date" value={date} onChange={(e) => change(e.target.value)} />
      <span className="text-xs text-slate-500">
        {date ? `${formatOrdinalDate(`${date}T00:00:00Z`)} · ` : ""}
        every {months} months by default; reminders 30 and 7 days before
      </span>
    </div>
  );
}
