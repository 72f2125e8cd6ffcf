import { z } from "zod";
import { TAX_NUMBER_KIND_VALUES } from "../domain/catalogue/tax-numbers";

export const MAX_COMPANY_NAME = 200;
export const MAX_BILLING_ADDRESS = 500;

/**
 * The company a buyer wants on its receipts: all optional, blank clears. The tax number's own
 * check (its length and check digits) is the server's, answered 422 naming `taxNumber`.
 */
export const billingDetailsSchema = z.object({
  companyName: z
    .string({ error: "companyName must be text" })
    .trim()
    .max(MAX_COMPANY_NAME, `Company name must be at most ${MAX_COMPANY_NAME} characters`)
    .default(""),
  address: z
    .string({ error: "address must be text" })
    .trim()
    .max(MAX_BILLING_ADDRESS, `Address must be at most ${MAX_BILLING_ADDRESS} characters`)
    .default(""),
  taxKind: z
    .enum(TAX_NUMBER_KIND_VALUES, { error: "Tax number type must be ABN, VAT, GST or EIN" })
    .nullish(),
  taxNumber: z
    .string({ error: "taxNumber must be text" })
    .trim()
    .max(40, "Tax number is too long")
    .default(""),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

/** GET/PUT /api/account/billing-details: what is printed on the next receipts; blank when none. */
export const billingDetailsResponseSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  taxKind: z.enum(TAX_NUMBER_KIND_VALUES).nullable(),
  taxNumber: z.string(),
});
export type BillingDetailsView = z.infer<typeof billingDetailsResponseSchema>;
