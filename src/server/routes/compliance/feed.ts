import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type CalendarFeed, calendarFeedParamsSchema } from "../../../contracts/compliance";
import type { Database } from "../../db/client";
import { calendarFeeds as feedsTable } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { hashOfToken, newToken } from "../../lib/tokens";
import { reviewCalendarText, reviewReader } from "./reviews";

/**
 * Per client address. A calendar app polls a feed every few hours; the allowance is far past that and
 * far too small to guess a 256-bit address.
 */
export const CALENDAR_FEED_READS_PER_ADDRESS = { max: 60, timeWindow: "15 minutes" } as const;

const feedPath = (token: string) => `/api/calendar/${token}/reviews.ics`;

/** A person's feed address: made, reset and looked up by the hash of its secret only. */
export function calendarFeeds(db: Database, appUrl: string) {
  return {
    async status(userId: string): Promise<CalendarFeed> {
      const [row] = await db
        .select({ createdAt: feedsTable.createdAt })
        .from(feedsTable)
        .where(eq(feedsTable.userId, userId));
      return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
    },

    /** A new address in place of any old one, which stops working with this same write. */
    async reset(userId: string): Promise<CalendarFeed> {
      const token = newToken();
      const createdAt = new Date();
      await db
        .insert(feedsTable)
        .values({ userId, tokenHash: hashOfToken(token), createdAt })
        .onConflictDoUpdate({ target: feedsTable.userId, set: { tokenHash: hashOfToken(token), createdAt } });
      const url = `${appUrl}${feedPath(token)}`;
      return {
        active: true,
        createdAt: createdAt.toISOString(),
        url,
        webcalUrl: url.replace(/^https?:\/\//, "webcal://"),
      };
    },

    async ownerOf(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: feedsTable.userId })
        .from(feedsTable)
        .where(eq(feedsTable.tokenHash, hashOfToken(token)));
      return row?.userId ?? null;
    },
  };
}

/** The feed itself: no session, the secret in the address is the key. An unknown one is 404. */
export async function calendarFeedRoutes(
  app: FastifyInstance,
  { db, appUrl, now = () => new Date() }: { db: Database; appUrl: string; now?: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feeds = calendarFeeds(db, appUrl);
  const reviews = reviewReader(db, now, "calendar_feed_reviews");
  r.get(
    "/api/calendar/:token/reviews.ics",
    { config: { rateLimit: CALENDAR_FEED_READS_PER_ADDRESS }, schema: { params: calendarFeedParamsSchema } },
    async (request, reply) => {
      const userId = await feeds.ownerOf(request.params.token);
      if (!userId) throw notFound("Calendar");
      return reply
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .type("text/calendar; charset=utf-8")
        .send(await reviewCalendarText(reviews, userId, appUrl, now()));
    },
  );
}
