import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BillingDetailsView } from "../../../contracts/billing-details";
import { MAX_BILLING_ADDRESS, MAX_COMPANY_NAME } from "../../../contracts/billing-details";
import {
  COUNTRIES,
  TAX_NUMBER_KINDS,
  type TaxNumberKind,
  validateTaxNumber,
} from "../../../domain/catalogue";
import { ApiRequestError, apiJson } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";
import { TextAreaField, TextField } from "../ui/form-field";
import { SelectField } from "../ui/select-field";

const KEY = ["/api/account/billing-details"] as const;
const EMPTY: BillingDetailsView = { companyName: "", address: "", taxKind: null, taxNumber: "" };
/** Each country's own tax number, named with its country so a buyer picks theirs. */
const KIND_OPTIONS = TAX_NUMBER_KINDS.map((k) => ({
  value: k.value,
  label: `${k.label} (${COUNTRIES.find((c) => c.code === k.country)?.name ?? k.country})`,
}));

const same = (a: BillingDetailsView, b: BillingDetailsView) =>
  a.companyName.trim() === b.companyName.trim() &&
  a.address.trim() === b.address.trim() &&
  (a.taxKind ?? null) === (b.taxKind ?? null) &&
  a.taxNumber.trim() === b.taxNumber.trim();

/** The fields of a form that no longer hold their empty value: what the person typed. */
const typedFields = (form: BillingDetailsView): Partial<BillingDetailsView> =>
  Object.fromEntries(
    Object.entries(form).filter(([key, value]) => value !== EMPTY[key as keyof BillingDetailsView]),
  );

/**
 * The account's receipt details (company, tax number, address) as a form, and `save`, which
 * checks them as the server would (the tax number with the catalogue's own validator and its
 * message) before storing them. Checkout awaits `save` before any card is charged, since the
 * receipt prints the details as they are when the payment is confirmed; Settings → Billing saves
 * with the same checks, so a mistyped number is caught in the browser on both screens.
 */
export function useReceiptDetails() {
  const queryClient = useQueryClient();
  const stored = useQuery<BillingDetailsView>({ queryKey: KEY });
  const [form, setForm] = useState<BillingDetailsView>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const loaded = useRef(false);
  useEffect(() => {
    const data = stored.data;
    if (data && !loaded.current) {
      loaded.current = true;
      // A field typed in while the saved details were on their way keeps what was typed.
      setForm((typed) => ({ ...data, ...typedFields(typed) }));
    }
  }, [stored.data]);

  const save = useCallback(async (): Promise<boolean> => {
    setErrors({});
    if (same(form, stored.data ?? EMPTY)) return true;
    const taxNumber = form.taxNumber.trim();
    if (taxNumber) {
      if (!form.taxKind) {
        setErrors({ taxKind: "Choose which tax number this is: ABN, VAT, GST or EIN" });
        return false;
      }
      const checked = validateTaxNumber(form.taxKind, taxNumber);
      if (!checked.ok) {
        setErrors({ taxNumber: checked.message });
        return false;
      }
    }
    setSaving(true);
    try {
      const saved = await apiJson<BillingDetailsView>("PUT", KEY[0], {
        ...form,
        taxKind: form.taxKind || null,
      });
      queryClient.setQueryData(KEY, saved);
      setForm(saved);
      return true;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const fields = parseFieldErrors(error.body);
      setErrors(Object.keys(fields).length ? fields : { companyName: error.serverMessage });
      return false;
    } finally {
      setSaving(false);
    }
  }, [form, stored.data, queryClient]);

  return { form, setForm, errors, save, saving };
}

export type ReceiptDetails = ReturnType<typeof useReceiptDetails>;

/** The receipt details' four fields; `idPrefix` keeps their ids apart where two forms could meet. */
export function ReceiptDetailsFields({ details, idPrefix }: { details: ReceiptDetails; idPrefix: string }) {
  const { form, setForm, errors } = details;
  return (
    <>
      <TextField
        id={`${idPrefix}-company`}
        label="Company name"
        autoComplete="organization"
        value={form.companyName}
        maxLength={MAX_COMPANY_NAME}
        error={errors.companyName}
        onChange={(e) => setForm({ ...form, companyName: e.target.value })}
      />
      <SelectField
        id={`${idPrefix}-tax-kind`}
        label="Tax number type"
        placeholder="None"
        options={KIND_OPTIONS}
        value={form.taxKind ?? ""}
        error={errors.taxKind}
        onChange={(e) => setForm({ ...form, taxKind: (e.target.value || null) as TaxNumberKind | null })}
      />
      <TextField
        id={`${idPrefix}-tax-number`}
        label="Tax number"
        hint="ABN, VAT number, GST (IRD) number or EIN"
        value={form.taxNumber}
        maxLength={40}
        error={errors.taxNumber}
        onChange={(e) => setForm({ ...form, taxNumber: e.target.value })}
      />
      <TextAreaField
        id={`${idPrefix}-address`}
        label="Billing address"
        autoComplete="street-address"
        rows={3}
        value={form.address}
        maxLength={MAX_BILLING_ADDRESS}
        error={errors.address}
        onChange={(e) => setForm({ ...form, address: e.target.value })}
      />
    </>
  );
}
