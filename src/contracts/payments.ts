import { z } from "zod";
import { billingDetailsSchema } from "./billing-details";

/** GET /api/payments/config: which payment form the page shows. */
export const paymentConfigSchema = z.object({
  provider: z.enum(["stripe", "test", "none"]),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const product = z
  .string({ error: "product is required: a pack id, complete-document-suite, or pack ids joined by commas" })
  .trim()
  .min(1, "product is required")
  .max(200, "product must be at most 200 characters");

/** POST /api/create-payment-intent. `amount` (whole dollars) is checked, never trusted. */
export const createPaymentIntentSchema = z.object({
  product,
  amount: z.number({ error: "amount must be a number of whole dollars" }).min(0).max(100_000).optional(),
  /** The company to print on this purchase's receipt (and the next ones), when the buyer gives one. */
  billingDetails: billingDetailsSchema.optional(),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/** POST /api/get-or-create-subscription */
export const subscriptionRequestSchema = z.object({
  plan: z
    .string({ error: "plan is required" })
    .trim()
    .min(1, "plan is required")
    .max(200, "plan must be at most 200 characters"),
});

/** The answer of both payment calls. */
export const paymentResponseSchema = z.object({
  type: z.enum(["checkout", "setup", "payment"]),
  clientSecret: z.string().optional(),
  url: z.string().optional(),
  provider: z.enum(["stripe", "test"]),
  /** What will be charged, from the catalogue: shown on the pay button. */
  amount: z.number().optional(),
  currency: z.string().optional(),
  productName: z.string().optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** POST /api/payments/test-mode/confirm: the card form of the built-in test mode. */
export const testModeConfirmSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required" }).min(1, "clientSecret is required").max(200),
  cardNumber: z
    .string({ error: "Card number is required" })
    .trim()
    .min(1, "Card number is required")
    .max(30, "Card number is too long"),
  expiry: z
    .string({ error: "Expiry date is required" })
    .trim()
    .min(1, "Expiry date is required")
    .max(10, "Expiry date is too long"),
  cvc: z.string({ error: "CVC is required" }).trim().min(1, "CVC is required").max(4, "CVC is too long"),
});
export type TestModeConfirmInput = z.infer<typeof testModeConfirmSchema>;

export const testModeConfirmResultSchema = z.object({
  status: z.literal("succeeded"),
  type: z.enum(["payment", "setup"]),
});

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const purchaseSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  productName: z.string(),
  packIds: z.array(z.string()),
  amount: z.number(),
  /** How much of `amount` has been given back; a payment refunded in part stays "succeeded". */
  refunded: z.number(),
  currency: z.string(),
  status: z.enum(["pending", "succeeded", "failed", "refunded", "disputed"]),
  receiptUrl: z.string().nullable(),
  provider: z.enum(["stripe", "test"]),
  /** Why a payment ended as it did when the status alone does not say (a decline, a double payment). */
  note: z.string().nullable(),
  /** The receipt of a payment that was taken: its number and where its PDF downloads. */
  receipt: z.object({ number: z.string().nullable(), pdfUrl: z.string() }).nullable(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

/** GET /api/billing: the Settings → Billing tab. */
export const billingSchema = z.object({
  subscriptionStatus: z.string(),
  credits: z.record(z.string(), z.number()),
  provider: z.enum(["stripe", "test", "none"]),
  paymentMethod: cardSummarySchema.nullable(),
  /** Completed, failed, refunded and disputed payments, newest first; abandoned checkouts are left out. */
  history: z.array(purchaseSummarySchema),
});
export type Billing = z.infer<typeof billingSchema>;

/** GET /api/receipts/{id}/pdf: the id is the purchase's. */
export const receiptParamsSchema = z.object({
  id: z.uuid("id must be a purchase id from billing history"),
});
