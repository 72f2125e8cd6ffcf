import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  calendarFeedSchema,
  comingDutiesSchema,
  complianceOverviewSchema,
  requirementsSchema,
  reviewDateSchema,
  reviewDateUpdateSchema,
} from "../../../contracts/compliance";
import { reviewPeriodMonths } from "../../../domain/catalogue";
import {
  businessRequirements,
  complianceOverview,
  documentOffered,
  isIsoDay,
  isoDay,
  requirementsAdded,
  TYPES_FOR_WORK,
  withHoldings,
} from "../../../domain/compliance";
import { CURRENT_LAW, type Law } from "../../../domain/documents/basis";
import { resolveProfile } from "../../../domain/documents/engine";
import { comingForBusinesses } from "../../coming/list";
import type { Database } from "../../db/client";
import { policies } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";
import { reachable } from "../../teams/business-scope";
import { businessRepository } from "../businesses/repository";
import { policyRepository } from "../documents/repository";
import { calendarFeeds } from "./feed";
import { reviewCalendarText, reviewReader } from "./reviews";

/** `appUrl` is the configured public origin: calendar links never take the request's Host header. */
export type ComplianceDeps = {
  db: Database;
  now?: () => Date;
  appUrl: string;
  /** Another knowledge base than the compiled one (a test's release). */
  law?: Law;
};

/** Review dates, the dashboard's Compliance panel, the calendar file and what a business needs. */
export async function complianceRoutes(
  app: FastifyInstance,
  { db, now = () => new Date(), appUrl, law }: ComplianceDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const documents = policyRepository(db);
  const owned = businessRepository(db);
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);

  const reviewDocuments = reviewReader(db, now, "compliance_reviews");
  const feeds = calendarFeeds(db, appUrl);

  r.get("/api/compliance", { schema: { response: { 200: complianceOverviewSchema } } }, async (request) => {
    const today = isoDay(now());
    return {
      today,
      ...complianceOverview(
        reachable(request.account, await reviewDocuments(request.account.ownerId)),
        today,
      ),
    };
  });

  r.get("/api/compliance/reviews.ics", async (request, reply) =>
    reply
      .header("content-disposition", 'attachment; filename="safedraft-reviews.ics"')
      .header("cache-control", "no-store")
      .type("text/calendar; charset=utf-8")
      .send(
        await reviewCalendarText(
          async (ownerId: string) => reachable(request.account, await reviewDocuments(ownerId)),
          request.account.ownerId,
          appUrl,
          now(),
        ),
      ),
  );

  // The subscribable feed: whether the person has one, and a new address (the old one stops working).
  r.get("/api/compliance/feed", { schema: { response: { 200: calendarFeedSchema } } }, async (request) =>
    feeds.status(request.account.ownerId),
  );
  r.post("/api/compliance/feed", { schema: { response: { 200: calendarFeedSchema } } }, async (request) =>
    feeds.reset(request.account.ownerId),
  );

  r.put(
    "/api/policies/:id/review",
    { schema: { params: idParamsSchema, body: reviewDateUpdateSchema, response: { 200: reviewDateSchema } } },
    async (request) => {
      const doc = await documents.get(request.account.ownerId, request.params.id);
      const { nextReviewOn } = request.body;
      if (reviewPeriodMonths(doc.type) === null) {
        throw badRequest(
          "nextReviewOn",
          "A permit to work has no review date: it is issued and closed for each job or shift",
        );
      }
      if (!isIsoDay(nextReviewOn)) throw badRequest("nextReviewOn", "Not a real calendar date");
      // PostgreSQL has no year 0000, and a review date before 1900 is surely a typo.
      if (Number(nextReviewOn.slice(0, 4)) < 1900)
        throw badRequest("nextReviewOn", "Use a date from the year 1900 onwards");
      await db.update(policies).set({ nextReviewOn }).where(eq(policies.id, doc.id));
      return { id: doc.id, nextReviewOn };
    },
  );

  r.get(
    "/api/businesses/:id/coming",
    { schema: { params: idParamsSchema, response: { 200: comingDutiesSchema } } },
    async (request) => {
      const business = await owned.get(request.account.ownerId, request.params.id);
      const today = isoDay(now());
      const coming = await comingForBusinesses(db, [business], today);
      return { today, coming: coming.get(business.id) ?? [] };
    },
  );

  r.get(
    "/api/businesses/:id/requirements",
    { schema: { params: idParamsSchema, response: { 200: requirementsSchema } } },
    async (request) => {
      const business = await owned.get(request.account.ownerId, request.params.id);
      const held = await db
        .select({ id: policies.id, type: policies.type, nextReviewOn: policies.nextReviewOn })
        .from(policies)
        .where(eq(policies.businessId, business.id));
      const profile = resolveProfile(business.country, business.jurisdiction);
      const today = isoDay(now());
      // The latest compiled law, as the documents are written; another release's law of today when given.
      const list = businessRequirements(business, law ? { day: today, law: law.profileOn } : undefined);
      const added = requirementsAdded(business, list, law ?? CURRENT_LAW, today);
      return {
        business: {
          id: business.id,
          name: business.name,
          jurisdiction: profile.code,
          jurisdictionName: profile.name,
        },
        requirements: withHoldings(list, held, today).map((r) => ({
          ...r,
          added: added.get(r.documentType) ?? null,
        })),
        notOffered: TYPES_FOR_WORK.filter((type) => !documentOffered(type, business)),
      };
    },
  );
}
