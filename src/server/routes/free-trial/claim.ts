import { randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { businessBandOf, businessIndustryOf, countryOfRegion } from "../../../domain/catalogue";
import { defaultNextReview, isoDay } from "../../../domain/compliance";
import type { Database } from "../../db/client";
import { businesses, freeTrials, policies, policyRevisions, users } from "../../db/schema";
import { emailKey } from "../../lib/abuse-keys";
import { isUuid } from "../../lib/ids";

/** What a browser that took a trial keeps of it: the trial and its download link's key. */
export type TrialProof = { id?: string; token?: string };

/**
 * Carries a free trial into an account: the trial's business and its policy become the account's
 * own, with no credit spent. A trial is the account's when the browser that took it shows its
 * link's key, or when the account's confirmed e-mail is the one the trial was taken with. The
 * claim marks the trial in the same transaction that writes the business and policy, and only an
 * unclaimed trial is marked, so a trial is carried exactly once however often this is asked.
 * Returns the new business and policy ids, or null when there was nothing to carry.
 */
export async function claimTrial(
  db: Database,
  userId: string,
  proof: TrialProof,
  now: Date,
): Promise<{ businessId: string; policyId: string } | null> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const byBrowser = proof.id && isUuid(proof.id) ? eq(freeTrials.id, proof.id) : undefined;
  const byEmail = user.emailVerified ? eq(freeTrials.emailKey, emailKey(user.email)) : undefined;
  if (!byBrowser && !byEmail) return null;
  const candidates = await db
    .select()
    .from(freeTrials)
    .where(and(isNull(freeTrials.claimedBy), or(byBrowser, byEmail)));
  const trial = candidates.find(
    (t) =>
      (byEmail && t.emailKey === emailKey(user.email)) ||
      (t.id === proof.id && sameKey(t.downloadToken, proof.token)),
  );
  if (!trial?.content) return null;

  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(freeTrials)
      .set({ claimedBy: userId, claimedAt: now })
      .where(and(eq(freeTrials.id, trial.id), isNull(freeTrials.claimedBy)))
      .returning({ id: freeTrials.id });
    if (claimed.length === 0) return null;

    const content = trial.content!;
    const country = countryOfRegion(trial.jurisdiction) ?? content.country;
    const businessId = randomUUID();
    await tx.insert(businesses).values({
      id: businessId,
      userId,
      name: trial.businessName,
      country,
      jurisdiction: trial.jurisdiction,
      ...businessIndustryOf(trial.industry ?? "other"),
      employeeCount: businessBandOf(trial.employeeCount ?? "1-5"),
      workDescription: trial.businessDescription,
      regions: [trial.jurisdiction],
      highRiskActivities: [],
    });
    const policyId = randomUUID();
    await tx.insert(policies).values({
      id: policyId,
      businessId,
      type: "policy",
      title: content.title,
      content,
      metadata: {},
      version: 1,
      issue: 1,
      status: "draft",
      createdBy: user.name,
      nextReviewOn: defaultNextReview("policy", isoDay(now)),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(policyRevisions).values({
      policyId,
      version: 1,
      issue: 1,
      title: content.title,
      content,
      status: "draft",
      authorId: userId,
      authorName: user.name,
      createdAt: now,
    });
    return { businessId, policyId };
  });
}

function sameKey(stored: string | null, given: string | undefined) {
  if (!stored || !given) return false;
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
