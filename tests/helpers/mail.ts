import { and, desc, eq } from "drizzle-orm";
import { outbox } from "../../src/server/db/schema";
import { Client, type TestContext } from "./app";

/** The newest e-mail to `to` on `topic`, waiting briefly for one sent after the answer. */
export async function latestMail(ctx: TestContext, to: string, topic: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.topic, topic)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    if (row || Date.now() > deadline) return row ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first app link (`/<page>?token=`) in an e-mail's text. */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`/${page}\\?token=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no /${page} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

/** Opens the confirmation link sent to `email` at sign-up, as its owner would. */
export async function verifyAddress(ctx: TestContext, email: string) {
  const mail = await latestMail(ctx, email, "account:verify-email");
  if (!mail) throw new Error(`no verification e-mail to ${email}`);
  const res = await new Client(ctx.app).post("/api/auth/verify-email", {
    token: tokenIn(mail.text, "verify-email"),
  });
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
}
