import { z } from "zod";

/** GET and POST /api/email/unsubscribe?token=: the token from the e-mail's link is the only key. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "token is required: open the link from the e-mail as it was sent" })
    .min(1, "token is required: open the link from the e-mail as it was sent")
    .max(400, "token is too long to be an unsubscribe link's"),
});

/** What a one-click POST answers (a browser's form post gets the same as a page). */
export const unsubscribeResponseSchema = z.object({
  unsubscribed: z.literal(true),
  purpose: z.enum(["notifications", "coming-duties"]),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResponseSchema>;
