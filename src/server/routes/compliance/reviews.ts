import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { clockRegion, NOT_REVIEWED_TYPES } from "../../../domain/catalogue";
import { attentionFor, reviewCalendar } from "../../../domain/compliance";
import type { DocSection } from "../../../domain/documents/content";
import type { Database } from "../../db/client";
import { businesses, documentUpdates, policies } from "../../db/schema";
import { jobColumn } from "../documents/job-column";

/**
 * A person's documents with a review date, soonest first, each with what needs their attention:
 * read by every dashboard load and every calendar feed poll, so prepared once (under `name`).
 */
export function reviewReader(db: Database, now: () => Date, name: string) {
  const notReviewed = new Set<string>(NOT_REVIEWED_TYPES);
  const reviewQuery = db
    .select({
      id: policies.id,
      title: policies.title,
      job: jobColumn,
      type: policies.type,
      businessId: policies.businessId,
      businessName: businesses.name,
      nextReviewOn: policies.nextReviewOn,
      jurisdiction: businesses.jurisdiction,
      regions: businesses.regions,
      issued: sql<boolean>`${policies.publishedRevision} is not null`,
      markedFor: documentUpdates.reasons,
      // Only a permit's own fields are read (its expiry and close-out): other documents' content
      // stays in the database.
      permitSections: sql<
        DocSection[] | null
      >`case when ${policies.type} = 'permit' then ${policies.content}->'sections' end`,
    })
    .from(policies)
    .innerJoin(businesses, eq(businesses.id, policies.businessId))
    .leftJoin(documentUpdates, eq(documentUpdates.policyId, policies.id))
    .where(
      and(
        eq(businesses.userId, sql.placeholder("userId")),
        // Permits have no review date but stay listed: one left open past its expiry needs attention.
        or(isNotNull(policies.nextReviewOn), inArray(policies.type, NOT_REVIEWED_TYPES)),
      ),
    )
    .orderBy(asc(policies.nextReviewOn))
    .prepare(name);
  return (userId: string) =>
    reviewQuery.execute({ userId }).then((rows) =>
      rows.map(({ jurisdiction, regions, issued, markedFor, permitSections, ...row }) => ({
        ...row,
        nextReviewOn: notReviewed.has(row.type) ? null : (row.nextReviewOn as string),
        attention: attentionFor(
          {
            type: row.type,
            issued,
            markedFor: [...new Set((markedFor ?? []).map((r) => r.kind))],
            // A permit's expiry is read on the business's own clock.
            jurisdiction: clockRegion({ jurisdiction, regions }),
            sections: permitSections,
          },
          now(),
        ),
      })),
    );
}

/** The .ics text of a person's review dates, each event linking to its document in the editor. */
export async function reviewCalendarText(
  reviews: ReturnType<typeof reviewReader>,
  userId: string,
  appUrl: string,
  now: Date,
): Promise<string> {
  const entries = (await reviews(userId)).flatMap((d) =>
    // A permit has no review date, so no calendar entry.
    d.nextReviewOn === null
      ? []
      : [
          {
            id: d.id,
            title: d.title,
            businessName: d.businessName,
            dueOn: d.nextReviewOn,
            url: `${appUrl}/editor/${d.id}`,
          },
        ],
  );
  return reviewCalendar(entries, now);
}
