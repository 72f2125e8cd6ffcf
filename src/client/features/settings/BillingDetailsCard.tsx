import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import type { BillingDetailsInput, BillingDetailsView } from "../../../contracts/billing-details";
import { TAX_NUMBER_KINDS, type TaxNumberKind } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextAreaField, TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";

const KEY = ["/api/account/billing-details"] as const;
const KIND_OPTIONS = TAX_NUMBER_KINDS.map((k) => ({ value: k.value, label: k.label }));

/** Settings → Billing: the company, address and tax number printed on the next receipts. */
export function BillingDetailsCard() {
  const queryClient = useQueryClient();
  const details = useQuery<BillingDetailsView>({ queryKey: KEY });
  const save = useMutation({
    mutationFn: (input: BillingDetailsInput) => apiJson<BillingDetailsView>("PUT", KEY[0], input),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const [form, setForm] = useState<BillingDetailsView>({
    companyName: "",
    address: "",
    taxKind: null,
    taxNumber: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (details.data) setForm(details.data);
  }, [details.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({ ...form, taxKind: form.taxKind || null });
      setForm(saved);
      toast({ title: "Receipt details saved", description: "They are printed on your next receipts." });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setErrors(parseFieldErrors(error.body));
    }
  };
  return (
    <Card className="p-5" data-testid="billing-details">
      <h2 className="text-lg font-semibold">Receipt details</h2>
      <p className="mt-1 text-sm text-slate-600">
        Buying for a business? Your company's name, address and tax number are printed on your receipts. Leave
        them blank for a personal receipt. Receipts already issued stay as they were.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <TextField
          id="billing-company"
          label="Company name"
          value={form.companyName}
          maxLength={200}
          error={errors.companyName}
          onChange={(e) => setForm({ ...form, companyName: e.target.value })}
        />
        <SelectField
          id="billing-tax-kind"
          label="Tax number type"
          placeholder="None"
          options={KIND_OPTIONS}
          value={form.taxKind ?? ""}
          error={errors.taxKind}
          onChange={(e) => setForm({ ...form, taxKind: (e.target.value || null) as TaxNumberKind | null })}
        />
        <TextAreaField
          id="billing-address"
          label="Address"
          rows={3}
          value={form.address}
          maxLength={500}
          error={errors.address}
          onChange={(e) => setForm({ ...form, address: e.target.value })}
        />
        <TextField
          id="billing-tax-number"
          label="Tax number (ABN, VAT, GST or EIN)"
          value={form.taxNumber}
          maxLength={40}
          error={errors.taxNumber}
          onChange={(e) => setForm({ ...form, taxNumber: e.target.value })}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save receipt details"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
