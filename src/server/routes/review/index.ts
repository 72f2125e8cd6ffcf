import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  publicReviewSchema,
  respondReviewSchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewSchema,
  reviewTokenParamsSchema,
  sendReviewSchema,
  sentReviewSchema,
} from "../../../contracts/review";
import { HttpError } from "../../lib/http-errors";
import { hashOfToken, type ReviewService } from "../../review/service";

/** Per client address: a reviewer opens the page a few times; far too few to guess a link. */
export const REVIEW_READS_PER_ADDRESS = { max: 60, timeWindow: "15 minutes" } as const;
export const REVIEW_ANSWERS_PER_ADDRESS = { max: 20, timeWindow: "15 minutes" } as const;
/** Per link, from every address together: one reviewer answers once, with a few retries. */
export const REVIEW_ANSWERS_PER_LINK = { max: 10, timeWindow: "1 hour" } as const;

// The key is stored with the shared counters, so it holds the token's hash, never the token.
const tokenKey = (request: FastifyRequest) =>
  `review:${hashOfToken((request.params as { token?: string }).token ?? "")}`;

/** The reviewer's two calls: read the version a link was sent with, and answer it. No account. */
export async function reviewPublicRoutes(app: FastifyInstance, { review }: { review: ReviewService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A second limit on the same route, checked by hand after the per-address one has passed.
  const linkLimit = app.createRateLimit({ ...REVIEW_ANSWERS_PER_LINK, keyGenerator: tokenKey });
  const perLink = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await linkLimit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header("retry-after", String(verdict.ttlInSeconds));
      throw new HttpError(429, "Too many answers on this link just now. Try again in a few minutes.");
    }
  };

  r.get(
    "/api/review/:token",
    {
      config: { rateLimit: REVIEW_READS_PER_ADDRESS },
      schema: { params: reviewTokenParamsSchema, response: { 200: publicReviewSchema } },
    },
    async (request) => review.read(request.params.token),
  );

  r.post(
    "/api/review/:token/response",
    {
      config: { rateLimit: REVIEW_ANSWERS_PER_ADDRESS },
      preHandler: perLink,
      schema: {
        params: reviewTokenParamsSchema,
        body: respondReviewSchema,
        response: { 200: reviewResponseSchema, 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, response } = await review.respond(request.params.token, request.body);
      return reply.status(created ? 201 : 200).send(response);
    },
  );
}

/** The owner's side: send the issued version, see each reviewer's answer, withdraw a link. */
export async function reviewOwnerRoutes(app: FastifyInstance, { review }: { review: ReviewService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);

  r.get(
    "/api/policies/:id/reviews",
    { schema: { params: idParamsSchema, response: { 200: reviewListSchema } } },
    async (request) => review.list(request.account.ownerId, request.params.id),
  );

  r.post(
    "/api/policies/:id/reviews",
    {
      schema: {
        params: idParamsSchema,
        body: sendReviewSchema,
        response: { 200: sentReviewSchema, 201: sentReviewSchema },
      },
    },
    async (request, reply) => {
      const { created, sent } = await review.send(
        { ...request.user, id: request.account.ownerId },
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(sent);
    },
  );

  r.post(
    "/api/policies/:id/reviews/:reviewId/revoke",
    { schema: { params: reviewParamsSchema, response: { 200: reviewSchema } } },
    async (request) => review.revoke(request.account.ownerId, request.params.id, request.params.reviewId),
  );
}
