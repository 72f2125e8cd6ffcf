import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { businesses, documentUpdates, lawDigests, policies, users } from "../db/schema";
import type { Mailer } from "../services/mail";

/**
 * One e-mail per user for a law event, listing that user's documents it marked, with links. Only
 * to users with e-mail notifications on. The (user, event) row is claimed before sending, so with
 * several processes the e-mail still goes out once.
 */
export async function sendLawDigests(
  deps: { db: Database; mailer: Mailer; appUrl: string },
  event: string,
  policyIds: string[],
): Promise<number> {
  if (policyIds.length === 0) return 0;
  const { db } = deps;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      policyId: policies.id,
      title: policies.title,
      businessName: businesses.name,
      reasons: documentUpdates.reasons,
    })
    .from(policies)
    .innerJoin(businesses, eq(businesses.id, policies.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .innerJoin(documentUpdates, eq(documentUpdates.policyId, policies.id))
    .where(and(inArray(policies.id, policyIds), eq(users.emailNotifications, true)));
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  let sent = 0;
  for (const [userId, docs] of byUser) {
    const claimed = await db
      .insert(lawDigests)
      .values({ userId, event })
      .onConflictDoNothing()
      .returning({ userId: lawDigests.userId });
    if (claimed.length === 0) continue;
    const first = docs[0]!;
    // Only the law's changes are "what changed" here; the owner's own changes to their business,
    // waiting on the same documents, are named apart so they are not read as the law's.
    const summaries = (kind: "law" | "business") => [
      ...new Set(docs.flatMap((d) => d.reasons.filter((r) => r.kind === kind).map((r) => r.summary))),
    ];
    const changes = summaries("law");
    const own = summaries("business");
    const count = docs.length === 1 ? "1 of your documents" : `${docs.length} of your documents`;
    await deps.mailer.send({
      to: first.email,
      subject: `The law changed: ${count} ${docs.length === 1 ? "needs" : "need"} updating`,
      text: [
        `Hello ${first.firstName || "there"},`,
        "",
        "What changed in the law:",
        ...changes.map((c) => `- ${c}`),
        "",
        ...(own.length
          ? [
              "Also waiting on these documents, from changes you made to your business details:",
              ...own.map((c) => `- ${c}`),
              "",
            ]
          : []),
        `These documents relied on it. Open each to see the sections affected, with your text beside the new text, and choose what to keep. Updating costs no credit.`,
        ...docs.map((d) => `- ${d.title} (${d.businessName}): ${deps.appUrl}/updates/${d.policyId}`),
        "",
        "You can turn these e-mails off in Settings > Notifications.",
      ].join("\n"),
      topic: `law:${event}:${userId}`,
      unsubscribe: { userId, purpose: "notifications" },
    });
    sent += 1;
  }
  return sent;
}
