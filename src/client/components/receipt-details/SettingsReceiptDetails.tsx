import type { FormEvent } from "react";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { toast } from "../ui/use-toast";
import { ReceiptDetailsFields, useReceiptDetails } from "./receipt-details";

/** Settings → Billing: the company, address and tax number printed on the next receipts. */
export function SettingsReceiptDetails() {
  const details = useReceiptDetails();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await details.save()) {
      toast({ title: "Receipt details saved", description: "They are printed on your next receipts." });
    }
  };
  return (
    <Card className="p-5" role="region" aria-labelledby="billing-details-title" data-testid="billing-details">
      <h2 id="billing-details-title" className="text-lg font-semibold">
        Receipt details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Buying for a business? Your company's name, address and tax number are printed on your receipts. Leave
        them blank for a personal receipt. Receipts already issued stay as they were.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <ReceiptDetailsFields details={details} idPrefix="billing" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={details.saving}>
            {details.saving ? "Saving…" : "Save receipt details"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
