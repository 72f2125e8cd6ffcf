import { z } from "zod";
import { INQUIRY_TYPES } from "../domain/catalogue";

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optional = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The contact form and POST /api/contact. Name, e-mail, subject and message are required. */
export const contactSchema = z.object({
  name: text("Name", 200),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
  company: optional("Company", 200),
  phone: optional("Phone", 50),
  subject: text("Subject", 300),
  message: text("Message", 5000),
  inquiryType: z
    .enum(INQUIRY_TYPES.map((i) => i.value) as [string, ...string[]], {
      error: `Inquiry type must be one of ${INQUIRY_TYPES.map((i) => i.value).join(", ")}`,
    })
    .optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactResponseSchema = z.object({ id: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** `GET /api/seller`: who sells SafeDraft, from the server's configuration, for the site's pages. */
export const sellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  taxLabel: z.string(),
  taxId: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;
