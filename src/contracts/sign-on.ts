import { z } from "zod";
import type { SiteVersion } from "../domain/documents/site-version";

/** The most a drawn signature may weigh, decoded. The page sends a small PNG well under this. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;
/** The longest an owner may keep a link working, in days. */
export const MAX_LINK_DAYS = 366;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/policies/:id/sign-on: turn sign-on on with a new link, working for some days or until turned off. */
export const createSignOnLinkSchema = z.object({
  expiresInDays: z
    .number({ error: `Days must be a whole number from 1 to ${MAX_LINK_DAYS}` })
    .int(`Days must be a whole number from 1 to ${MAX_LINK_DAYS}`)
    .min(1, `Days must be a whole number from 1 to ${MAX_LINK_DAYS}`)
    .max(MAX_LINK_DAYS, `Days must be a whole number from 1 to ${MAX_LINK_DAYS}`)
    .nullable()
    .default(null),
});
export type CreateSignOnLinkInput = z.input<typeof createSignOnLinkSchema>;

/** The link as the owner sees it, whenever they open it: the address while it works. */
export const signOnLinkSchema = z.object({
  enabled: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether the working link can be shown: false for a link made before links were kept to show
   * again (it still works; the owner makes a new one to see, share or print it).
   */
  shown: z.boolean(),
  /** The address workers open, while the link works and can be shown. */
  url: z.string().optional(),
  /** The token itself, in the answer that made the link only. */
  token: z.string().optional(),
});
export type SignOnLink = z.infer<typeof signOnLinkSchema>;

/** GET /api/policies/:id/sign-on/poster: what the site-board poster prints. */
export const signOnPosterSchema = z.object({
  businessName: z.string(),
  title: z.string(),
  /** The per-job document's job and site, when it has them. */
  job: z.string().nullable(),
  site: z.string().nullable(),
  url: z.string(),
  expiresAt: z.string().nullable(),
});
export type SignOnPoster = z.infer<typeof signOnPosterSchema>;

/** Where the owner's printable poster of a document's crew link lives. */
export const signOnPosterPath = (policyId: string) => `/editor/${policyId}/sign-on-poster`;

/** GET /api/policies/:id/sign-on */
export const signOnStatusSchema = z.object({
  supported: z.boolean(),
  /** The issue crews read and sign: the last published one; null before the first publish. */
  publishedIssue: z.number().nullable(),
  link: signOnLinkSchema.nullable(),
});
export type SignOnStatus = z.infer<typeof signOnStatusSchema>;

/** One signature as its document's owner sees it (the drawing is fetched by its own URL). */
export const signatureSchema = z.object({
  id: z.string(),
  issue: z.number(),
  revision: z.number(),
  name: z.string(),
  company: z.string(),
  cardNumber: z.string().nullable(),
  signedAt: z.string(),
  receivedAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  imageUrl: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** GET /api/policies/:id/signatures: every signature, newest first, with the issue crews sign now. */
export const signatureListSchema = z.object({
  publishedIssue: z.number().nullable(),
  signatures: z.array(signatureSchema),
});
export type SignatureList = z.infer<typeof signatureListSchema>;

export const signatureParamsSchema = z.object({ id: z.string(), signatureId: z.string() });

/** POST /api/policies/:id/signatures/:signatureId/void */
export const voidSignatureSchema = z.object({ reason: text("Reason", 500) });
export type VoidSignatureInput = z.input<typeof voidSignatureSchema>;

export const signOnTokenParamsSchema = z.object({ token: z.string() });

/** GET /api/sign-on/:token: what a worker reads, and the save of it they sign. */
export const publicSignOnSchema = z.object({
  businessName: z.string(),
  country: z.string(),
  /** The business's address and contact lines, and whether it has a logo (`GET /api/sign-on/:token/logo`). */
  letterhead: z.object({ lines: z.array(z.string()), logo: z.boolean() }),
  issue: z.number(),
  revision: z.number(),
  /** The latest earlier issue anyone signed, if any: everyone must sign this one again. */
  earlierIssue: z.number().nullable(),
  site: z.custom<SiteVersion>((v) => typeof v === "object" && v !== null),
});
export type PublicSignOn = z.infer<typeof publicSignOnSchema>;

const SIGNATURE_PREFIX = "data:image/png;base64,";

/** POST /api/sign-on/:token/signatures */
export const submitSignatureSchema = z.object({
  /** Made by the phone once per signing; sending it again stores nothing new. */
  submissionId: z.uuid({ error: "submissionId must be a UUID" }),
  /** The save the worker read: a newer issue published meanwhile is refused, to be read first. */
  revision: z.number({ error: "revision must be a number" }).int().min(1),
  name: text("Name", 120),
  company: text("Company or trade", 160),
  cardNumber: z
    .string({ error: "Card number must be text" })
    .trim()
    .max(80, "Card number must be at most 80 characters")
    .optional()
    .transform((v) => (v ? v : null)),
  signature: z
    .string({ error: "Signature is required" })
    .startsWith(SIGNATURE_PREFIX, "Signature must be a PNG image")
    .max(
      SIGNATURE_PREFIX.length + Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4,
      `Signature must be at most ${MAX_SIGNATURE_BYTES / 1024} KB`,
    ),
  understood: z.literal(true, { error: "Tick to confirm you have read and understood it" }),
  signedAt: z.iso.datetime({ offset: true, error: "signedAt must be a date and time" }),
});
export type SubmitSignatureInput = z.input<typeof submitSignatureSchema>;
export type SubmittedSignature = z.output<typeof submitSignatureSchema>;

/** The worker's receipt. */
export const signOnReceiptSchema = z.object({
  name: z.string(),
  company: z.string(),
  title: z.string(),
  documentName: z.string(),
  issue: z.number(),
  signedAt: z.string(),
  receivedAt: z.string(),
});
export type SignOnReceipt = z.infer<typeof signOnReceiptSchema>;

/** The longest range one register covers, in days. */
export const MAX_REGISTER_DAYS = 366;
const day = (field: string) => z.iso.date({ error: `${field} must be a date as YYYY-MM-DD` });

/**
 * GET /api/businesses/:id/sign-on-register.{csv,pdf}?from=…&to=…&documentId=…: the signatures
 * signed from the start of `from` to the end of `to` (on the business's clock), of every document
 * of the business or of one.
 */
export const signOnRegisterQuerySchema = z
  .object({ from: day("from"), to: day("to"), documentId: z.string().optional() })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "to must be on or after from" })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_REGISTER_DAYS, {
    path: ["to"],
    message: `A register covers at most ${MAX_REGISTER_DAYS} days`,
  });

export const signOnRegisterPath = (
  businessId: string,
  format: "csv" | "pdf",
  q: { from: string; to: string; documentId?: string },
) =>
  `/api/businesses/${businessId}/sign-on-register.${format}?from=${q.from}&to=${q.to}${q.documentId ? `&documentId=${encodeURIComponent(q.documentId)}` : ""}`;
