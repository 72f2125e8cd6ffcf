import { and, eq, inArray } from "drizzle-orm";
import { formatOrdinalDate } from "../../domain/catalogue/dates";
import { type ComingDuty, type ComingKnowledge, isoDay } from "../../domain/compliance";
import type { Database } from "../db/client";
import { businesses, comingDigests, users } from "../db/schema";
import type { Mailer } from "../services/mail";
import { comingForBusinesses } from "./list";

export type ComingDigest = {
  /** Sends this month's e-mail to each owner with something coming who has not had it; returns how many went out. */
  run(): Promise<{ sent: number }>;
};

const when = (d: ComingDuty) =>
  d.from ? `From ${formatOrdinalDate(`${d.from}T00:00:00Z`)}` : `Date not yet fixed (${d.expected})`;

/** One duty as the e-mail lists it. */
function dutyLines(d: ComingDuty): string[] {
  return [
    `- ${when(d)}: ${d.summary}`,
    ...(d.condition ? [`  This applies to you ${d.condition}.`] : []),
    ...d.needs.map((n) => `  You will need: ${n.name}${n.held ? " (you have one: check it)" : ""}`),
    ...d.changes.map((c) => `  Your document that will change: ${c.title}`),
    `  Source: ${d.source}`,
  ];
}

/**
 * The monthly "What's coming" e-mail: one per owner per month, covering all their businesses, sent
 * only when something is coming for one of them and only to owners who have it turned on. The
 * (owner, month) row is claimed before sending, so with several processes it still goes out once.
 * The job runs daily: the first run of a month sends it, later runs find it claimed.
 */
export function createComingDigest(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
  knowledge?: ComingKnowledge;
}): ComingDigest {
  const { db, mailer, appUrl } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async run() {
      const today = isoDay(now());
      const month = today.slice(0, 7);
      const owners = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.comingDutiesEmails, true), eq(users.emailNotifications, true)));
      if (owners.length === 0) return { sent: 0 };
      const done = new Set(
        (
          await db
            .select({ userId: comingDigests.userId })
            .from(comingDigests)
            .where(eq(comingDigests.month, month))
        ).map((r) => r.userId),
      );
      const waiting = owners.filter((o) => !done.has(o.id));
      if (waiting.length === 0) return { sent: 0 };
      const owned = await db
        .select()
        .from(businesses)
        .where(
          inArray(
            businesses.userId,
            waiting.map((o) => o.id),
          ),
        )
        .orderBy(businesses.createdAt);
      let sent = 0;
      for (const owner of waiting) {
        const mine = owned.filter((b) => b.userId === owner.id);
        const coming = await comingForBusinesses(db, mine, today, deps.knowledge);
        const withSomething = mine.filter((b) => (coming.get(b.id) ?? []).length > 0);
        if (withSomething.length === 0) continue;
        // The primary key decides who sends: a second process at the same moment inserts nothing.
        const claimed = await db
          .insert(comingDigests)
          .values({ userId: owner.id, month })
          .onConflictDoNothing()
          .returning({ userId: comingDigests.userId });
        if (claimed.length === 0) continue;
        const subject =
          withSomething.length === 1
            ? `What's coming for ${withSomething[0]!.name}`
            : `What's coming for your ${withSomething.length} businesses`;
        await mailer.send({
          to: owner.email,
          subject,
          text: [
            `Hello ${owner.firstName || "there"},`,
            "",
            "These changes to the law start within the next 12 months, or are announced and not yet dated, for your business. Documents you generate follow the law on their own date; SafeDraft tells you again when a change takes effect.",
            ...withSomething.flatMap((b) => [
              "",
              b.name,
              ...(coming.get(b.id) ?? []).flatMap(dutyLines),
              `See it in SafeDraft: ${appUrl}/businesses/${b.id}/requirements`,
            ]),
            "",
            `You get this e-mail once a month. To turn it off, open ${appUrl}/settings?tab=notifications and turn off "What's coming".`,
          ].join("\n"),
          topic: `coming:${month}:${owner.id}`,
          unsubscribe: { userId: owner.id, purpose: "coming-duties" },
        });
        sent += 1;
      }
      return { sent };
    },
  };
}
