import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

/** The latest e-mails, newest first: what staff read when no SMTP server is configured. */
export async function latestOutbox(db: Database, count: number) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(count);
  return rows.map((m) =>
    [
      `${m.createdAt.toISOString()}  [${m.status}]  to ${m.to}${m.replyTo ? `  reply-to ${m.replyTo}` : ""}`,
      `Subject: ${m.subject}`,
      m.text,
      m.error ? `Error: ${m.error}` : null,
    ]
      .filter((line) => line !== null)
      .join("\n"),
  );
}
