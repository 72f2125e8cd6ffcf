import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  createSignOnLinkSchema,
  publicSignOnSchema,
  signatureListSchema,
  signatureParamsSchema,
  signatureSchema,
  signOnLinkSchema,
  signOnPosterSchema,
  signOnReceiptSchema,
  signOnStatusSchema,
  signOnTokenParamsSchema,
  submitSignatureSchema,
  voidSignatureSchema,
} from "../../../contracts/sign-on";
import { HttpError } from "../../lib/http-errors";
import { hashOfToken, type SignOnService } from "../../sign-on/service";

/**
 * Per client address: a crew on one site connection shares an address, so enough for thirty
 * people to open the page a few times and sign, far too few to guess a link.
 */
export const SIGN_ON_READS_PER_ADDRESS = { max: 120, timeWindow: "15 minutes" } as const;
export const SIGN_ON_SIGNS_PER_ADDRESS = { max: 60, timeWindow: "15 minutes" } as const;
/** Per link, from every address together: a leaked link cannot be used to flood the register. */
export const SIGN_ON_SIGNS_PER_LINK = { max: 200, timeWindow: "1 hour" } as const;

const tokenKey = (request: FastifyRequest) =>
  `sign-on:${hashOfToken((request.params as { token?: string }).token ?? "")}`;

/** The public page's two calls: read the document a link opens, and sign it. No account. */
export async function signOnPublicRoutes(app: FastifyInstance, { signOn }: { signOn: SignOnService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A second limit on the same route: the plugin runs one route limiter per request, so this one
  // is checked by hand after the per-address one has passed.
  const linkLimit = app.createRateLimit({ ...SIGN_ON_SIGNS_PER_LINK, keyGenerator: tokenKey });
  const perLink = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await linkLimit(request);
    // `isAllowed` is true only for an allow-listed key; a counted request is over when exceeded.
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header("retry-after", String(verdict.ttlInSeconds));
      throw new HttpError(429, "Too many signatures on this link just now. Try again in a few minutes.");
    }
  };

  r.get(
    "/api/sign-on/:token",
    {
      config: { rateLimit: SIGN_ON_READS_PER_ADDRESS },
      schema: { params: signOnTokenParamsSchema, response: { 200: publicSignOnSchema } },
    },
    async (request) => signOn.read(request.params.token),
  );

  // The letterhead's logo, served as the owner's own logo route serves it; a link that does not
  // open a document is 404, counted with the page's other reads.
  r.get(
    "/api/sign-on/:token/logo",
    {
      config: { rateLimit: SIGN_ON_READS_PER_ADDRESS },
      schema: { params: signOnTokenParamsSchema },
    },
    async (request, reply) => {
      const logo = await signOn.logo(request.params.token);
      return reply
        .header("content-type", logo.mediaType)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=300")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(logo.data);
    },
  );

  r.post(
    "/api/sign-on/:token/signatures",
    {
      config: { rateLimit: SIGN_ON_SIGNS_PER_ADDRESS },
      preHandler: perLink,
      schema: {
        params: signOnTokenParamsSchema,
        body: submitSignatureSchema,
        response: { 200: signOnReceiptSchema, 201: signOnReceiptSchema },
      },
    },
    async (request, reply) => {
      const { created, receipt } = await signOn.sign(request.params.token, request.body);
      return reply.status(created ? 201 : 200).send(receipt);
    },
  );
}

/** The owner's side: the link of a document and the signatures on it. Someone else's document is 404. */
export async function signOnOwnerRoutes(app: FastifyInstance, { signOn }: { signOn: SignOnService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);

  r.get(
    "/api/policies/:id/sign-on",
    { schema: { params: idParamsSchema, response: { 200: signOnStatusSchema } } },
    async (request) => signOn.status(request.account.ownerId, request.params.id),
  );

  r.get(
    "/api/policies/:id/sign-on/poster",
    { schema: { params: idParamsSchema, response: { 200: signOnPosterSchema } } },
    async (request) => signOn.poster(request.account.ownerId, request.params.id),
  );

  r.post(
    "/api/policies/:id/sign-on",
    { schema: { params: idParamsSchema, body: createSignOnLinkSchema, response: { 201: signOnLinkSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await signOn.createLink(request.account.ownerId, request.params.id, request.body.expiresInDays),
        ),
  );

  r.delete("/api/policies/:id/sign-on", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await signOn.disableLink(request.account.ownerId, request.params.id);
    return reply.status(204).send();
  });

  r.get(
    "/api/policies/:id/signatures",
    { schema: { params: idParamsSchema, response: { 200: signatureListSchema } } },
    async (request) => signOn.list(request.account.ownerId, request.params.id),
  );

  r.get(
    "/api/policies/:id/signatures/:signatureId/image",
    { schema: { params: signatureParamsSchema } },
    async (request, reply) => {
      const png = await signOn.image(request.account.ownerId, request.params.id, request.params.signatureId);
      return reply.type("image/png").header("cache-control", "private, no-store").send(png);
    },
  );

  r.post(
    "/api/policies/:id/signatures/:signatureId/void",
    {
      schema: {
        params: signatureParamsSchema,
        body: voidSignatureSchema,
        response: { 200: signatureSchema },
      },
    },
    async (request) =>
      signOn.voidSignature(
        request.account.ownerId,
        request.params.id,
        request.params.signatureId,
        request.body.reason,
      ),
  );
}
