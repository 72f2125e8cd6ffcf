import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactResponseSchema, contactSchema } from "../../../contracts/contact";
import { INQUIRY_TYPES, optionLabel } from "../../../domain/catalogue";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { AccountMail } from "../../services/account-mail";
import type { Mailer } from "../../services/mail";

/** Messages one address may send in the window: enough for a follow-up, too few to spam. */
export const CONTACT_LIMIT = { max: 5, timeWindow: "15 minutes" } as const;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

/**
 * `POST /api/contact`: stores the message, e-mails it to the team with a reply-to of the sender, and
 * acknowledges it to the sender.
 */
export async function contactRoutes(
  app: FastifyInstance,
  {
    db,
    mailer,
    accountMail,
    inbox,
  }: { db: Database; mailer: Mailer; accountMail: AccountMail; inbox: string },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact",
    {
      config: { rateLimit: CONTACT_LIMIT },
      schema: { body: contactSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const m = request.body;
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: m.name,
          email: m.email,
          company: m.company ?? null,
          phone: m.phone ?? null,
          subject: m.subject,
          message: m.message,
          inquiryType: m.inquiryType ?? null,
          ipAddress: request.ip,
        })
        .returning({ id: contactMessages.id });
      const kind = m.inquiryType ? optionLabel(INQUIRY_TYPES, m.inquiryType) : "Contact form";
      await mailer.send({
        to: inbox,
        replyTo: m.email,
        topic: `contact:${row!.id}`,
        subject: oneLine(`[${kind}] ${m.subject}`),
        text: [
          `From: ${oneLine(m.name)} <${m.email}>`,
          m.company ? `Company: ${m.company}` : null,
          m.phone ? `Phone: ${m.phone}` : null,
          `Inquiry type: ${kind}`,
          "",
          m.message,
        ]
          .filter((line) => line !== null)
          .join("\n"),
      });
      // The sender hears that the message arrived.
      await accountMail.contactReceived(m.email);
      return reply.status(201).send({
        id: row!.id,
        message: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
    },
  );
}
