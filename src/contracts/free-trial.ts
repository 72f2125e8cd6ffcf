import { z } from "zod";
import {
  COUNTRY_CODES,
  countryOfRegion,
  REGIONS,
  TRIAL_EMPLOYEE_BANDS,
  TRIAL_INDUSTRIES,
} from "../domain/catalogue";

const allRegions: readonly string[] = COUNTRY_CODES.flatMap((c) => REGIONS[c].map((r) => r.code));
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** The free-trial form and POST /api/free-trial/generate, with its field messages. */
export const freeTrialSchema = z.object({
  businessName: required("Business name is required", 200),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
  industry: z.enum(TRIAL_INDUSTRIES.map((i) => i.value) as [string, ...string[]], {
    error: "Please select an industry",
  }),
  employeeCount: z.enum(TRIAL_EMPLOYEE_BANDS.map((b) => b.value) as [string, ...string[]], {
    error: "Please select employee count",
  }),
  jurisdiction: z
    .string({ error: "Please select your location" })
    .refine((v) => allRegions.includes(v) && countryOfRegion(v) !== undefined, "Please select your location"),
  businessDescription: required("Please tell us about your business", 2000),
  safetyHazards: required("Please describe some safety hazards of your business", 2000),
});
export type FreeTrialInput = z.input<typeof freeTrialSchema>;

export const freeTrialResultSchema = z.object({
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  /** The policy as plain text, for the .txt download. */
  text: z.string(),
  /** Where the watermarked PDF of this trial downloads from. */
  pdfUrl: z.string(),
  /** The trial, which the browser keeps with the link to carry it into an account on sign-up. */
  trialId: z.string(),
  /** When that link stops working (ISO time). */
  pdfExpiresAt: z.string(),
});
export type FreeTrialResult = z.infer<typeof freeTrialResultSchema>;

/**
 * POST /api/free-trial/claim: the trial this browser took (its id and its link's key), if it kept
 * them; the account's confirmed e-mail is tried as well.
 */
export const claimTrialSchema = z.object({
  id: z.string({ error: "id must be text" }).max(100, "id is not a free trial").optional(),
  token: z.string({ error: "token must be text" }).max(200, "token is not a download key").optional(),
});
export type ClaimTrialInput = z.input<typeof claimTrialSchema>;

export const claimTrialResultSchema = z.object({
  claimed: z.boolean(),
  businessId: z.string().optional(),
  policyId: z.string().optional(),
});
export type ClaimTrialResult = z.infer<typeof claimTrialResultSchema>;
