import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactResponseSchema, contactSchema, type Seller, sellerSchema } from "../../../contracts/contact";
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
    seller,
  }: { db: Database; mailer: Mailer; accountMail: AccountMail; inbox: string; seller: Seller },
) {
  // The seller's identity is configuration, so the contact and terms pages read it here rather than
  // having it baked into the pages when they are built.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/seller", { schema: { response: { 200: sellerSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return seller;
    });

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
