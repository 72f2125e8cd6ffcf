import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  complianceOverviewSchema,
  requirementsSchema,
  reviewDateSchema,
  reviewDateUpdateSchema,
} from "../../../contracts/compliance";
import {
  businessRequirements,
  complianceOverview,
  isIsoDay,
  isoDay,
  requirementsAdded,
  reviewCalendar,
  withHoldings,
} from "../../../domain/compliance";
import { CURRENT_LAW, type Law } from "../../../domain/documents/basis";
import { resolveProfile } from "../../../domain/documents/engine";
import type { Database } from "../../db/client";
import { businesses, policies } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";
import { businessRepository } from "../businesses/repository";
import { policyRepository } from "../documents/repository";

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

  // Read by every dashboard load: prepared once by name.
  const reviewQuery = db
    .select({
      id: policies.id,
      title: policies.title,
      type: policies.type,
      businessId: policies.businessId,
      businessName: businesses.name,
      nextReviewOn: policies.nextReviewOn,
    })
    .from(policies)
    .innerJoin(businesses, eq(businesses.id, policies.businessId))
    .where(and(eq(businesses.userId, sql.placeholder("userId")), isNotNull(policies.nextReviewOn)))
    .orderBy(asc(policies.nextReviewOn))
    .prepare("compliance_reviews");
  const reviewDocuments = (userId: string) =>
    reviewQuery
      .execute({ userId })
      .then((rows) => rows.map((row) => ({ ...row, nextReviewOn: row.nextReviewOn as string })));

  r.get("/api/compliance", { schema: { response: { 200: complianceOverviewSchema } } }, async (request) => {
    const today = isoDay(now());
    return { today, ...complianceOverview(await reviewDocuments(request.user.id), today) };
  });

  r.get("/api/compliance/reviews.ics", async (request, reply) => {
    const entries = (await reviewDocuments(request.user.id)).map((d) => ({
      id: d.id,
      title: d.title,
      businessName: d.businessName,
      dueOn: d.nextReviewOn,
      url: `${appUrl}/editor/${d.id}`,
    }));
    return reply
      .header("content-disposition", 'attachment; filename="safedraft-reviews.ics"')
      .header("cache-control", "no-store")
      .type("text/calendar; charset=utf-8")
      .send(reviewCalendar(entries, now()));
  });

  r.put(
    "/api/policies/:id/review",
    { schema: { params: idParamsSchema, body: reviewDateUpdateSchema, response: { 200: reviewDateSchema } } },
    async (request) => {
      const doc = await documents.get(request.user.id, request.params.id);
      const { nextReviewOn } = request.body;
      if (!isIsoDay(nextReviewOn)) throw badRequest("nextReviewOn", "Not a real calendar date");
      // PostgreSQL has no year 0000, and a review date before 1900 is surely a typo.
      if (Number(nextReviewOn.slice(0, 4)) < 1900)
        throw badRequest("nextReviewOn", "Use a date from the year 1900 onwards");
      await db.update(policies).set({ nextReviewOn }).where(eq(policies.id, doc.id));
      return { id: doc.id, nextReviewOn };
    },
  );

  r.get(
    "/api/businesses/:id/requirements",
    { schema: { params: idParamsSchema, response: { 200: requirementsSchema } } },
    async (request) => {
      const business = await owned.get(request.user.id, request.params.id);
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
      };
    },
  );
}
