import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { createUnsubscribeSigner, type UnsubscribePurpose } from "../unsubscribe/token";

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** An attachment goes with the message as sent; the outbox keeps its text, which links to the same file. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  topic?: string;
  attachments?: MailAttachment[];
  /**
   * A notification a person may stop: the message carries RFC 8058 one-click unsubscribe headers
   * and a line with the same link, which turns off this purpose's e-mails for this person.
   */
  unsubscribe?: { userId: string; purpose: UnsubscribePurpose };
};
export type Mailer = {
  send(message: MailMessage): Promise<{ id: string; status: "logged" | "sent" | "failed" }>;
};

/**
 * Writes every message to the outbox first, so nothing is lost when the mail server is down, then
 * hands it to SMTP when one is configured. Without SMTP the message is rendered by nodemailer's
 * JSON transport (the same composition path) and logged.
 */
/** What the mailer logs: a sent message and a failure. The server passes its logger; a command-line run its own. */
export type MailLog = Pick<FastifyBaseLogger, "info" | "error">;

export function createMailer(config: AppConfig["mail"], db: Database, log: MailLog): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });

  const unsubscribe = createUnsubscribeSigner(config.unsubscribe.secret, config.unsubscribe.appUrl);

  return {
    async send(message) {
      const link = message.unsubscribe
        ? unsubscribe.url(message.unsubscribe.userId, message.unsubscribe.purpose)
        : null;
      const text = link
        ? `${message.text}\n\nTo stop these e-mails, without signing in: ${link}`
        : message.text;
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          text,
          topic: message.topic ?? null,
          status: "logged",
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text,
          ...(link
            ? {
                // A mail provider's "Unsubscribe" button POSTs to the link with no cookie (RFC 8058).
                headers: {
                  "List-Unsubscribe": `<${link}>`,
                  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
                },
              }
            : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        });
        if (!config.smtpUrl) {
          log.info(
            { outboxId: id, to: message.to, subject: message.subject },
            "e-mail kept in the outbox (no SMTP_URL)",
          );
          return { id, status: "logged" };
        }
        await db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, id));
        return { id, status: "sent" };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ outboxId: id, err: error }, "e-mail could not be sent");
        await db
          .update(outbox)
          .set({ status: "failed", error: reason.slice(0, 1000) })
          .where(eq(outbox.id, id));
        return { id, status: "failed" };
      }
    },
  };
}
