import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { NOT_REVIEWED_TYPES } from "../../domain/catalogue";
import { formatOrdinalDate } from "../../domain/catalogue/dates";
import { isoDay, type ReminderStage, remindersDue } from "../../domain/compliance";
import type { Database } from "../db/client";
import { businesses, policies, reviewReminders, users } from "../db/schema";
import type { Mailer } from "./mail";

export type ReviewReminders = {
  /** Sends every reminder that is due on `now()`'s day and not yet sent; returns how many went out. */
  run(): Promise<{ sent: number }>;
};

const SUBJECT: Record<ReminderStage, (title: string) => string> = {
  "30-days": (t) => `Review due in 30 days: ${t}`,
  "7-days": (t) => `Review due in 7 days: ${t}`,
  overdue: (t) => `Review overdue: ${t}`,
};

export function createReviewReminders(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}): ReviewReminders {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async run() {
      const today = isoDay(now());
      const rows = await db
        .select({
          policyId: policies.id,
          title: policies.title,
          dueOn: policies.nextReviewOn,
          businessName: businesses.name,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          emailNotifications: users.emailNotifications,
        })
        .from(policies)
        .innerJoin(businesses, eq(businesses.id, policies.businessId))
        .innerJoin(users, eq(users.id, businesses.userId))
        // A permit is issued and closed per job: never reminded for review, whatever date it holds.
        .where(and(isNotNull(policies.nextReviewOn), notInArray(policies.type, NOT_REVIEWED_TYPES)));
      const candidates = rows.map((r) => ({ ...r, dueOn: r.dueOn as string }));
      const ids = candidates.map((c) => c.policyId);
      const sent =
        ids.length === 0
          ? []
          : await db
              .select({
                policyId: reviewReminders.policyId,
                dueOn: reviewReminders.dueOn,
                stage: reviewReminders.stage,
              })
              .from(reviewReminders)
              .where(inArray(reviewReminders.policyId, ids));
      let count = 0;
      for (const due of remindersDue(candidates, sent, today)) {
        // The primary key decides who sends: a second process running at the same moment inserts nothing.
        const claimed = await db
          .insert(reviewReminders)
          .values({ policyId: due.policyId, dueOn: due.dueOn, stage: due.stage })
          .onConflictDoNothing()
          .returning({ policyId: reviewReminders.policyId });
        if (claimed.length === 0) continue;
        const doc = candidates.find((c) => c.policyId === due.policyId)!;
        const when = formatOrdinalDate(`${due.dueOn}T00:00:00Z`);
        const lead =
          due.stage === "overdue"
            ? `The review of "${doc.title}" for ${doc.businessName} was due on ${when} and is now overdue.`
            : `Your "${doc.title}" for ${doc.businessName} is due for review on ${when}.`;
        await mailer.send({
          to: doc.email,
          subject: SUBJECT[due.stage](doc.title),
          text: [
            `Hello ${doc.firstName || "there"},`,
            "",
            lead,
            "Review it, update anything that has changed, and set the next review date in the editor:",
            `${deps.appUrl}/editor/${doc.policyId}`,
            "",
            "You can turn review reminders off in Settings > Notifications.",
          ].join("\n"),
          topic: `review:${due.stage}:${doc.policyId}:${due.dueOn}`,
          unsubscribe: { userId: doc.userId, purpose: "notifications" },
        });
        count += 1;
      }
      return { sent: count };
    },
  };
}
