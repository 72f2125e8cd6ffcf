import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from "../../../contracts/unsubscribe";
import { HttpError } from "../../lib/http-errors";
import { confirmPage, donePage, refusedPage } from "../../unsubscribe/page";
import type { UnsubscribeService } from "../../unsubscribe/service";
import { UNSUBSCRIBE_PATH } from "../../unsubscribe/token";

/**
 * Per client address, in the shared store. One-click unsubscribes arrive from the mail providers'
 * own servers, so one address speaks for many people: the allowance is generous, and a token is an
 * HMAC that no number of tries will guess.
 */
export const UNSUBSCRIBES_PER_ADDRESS = { max: 120, timeWindow: "15 minutes" } as const;

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/**
 * The link in every notification e-mail's List-Unsubscribe header. No session: the signed token is
 * the key. GET asks (and changes nothing); POST unsubscribes, from a mail provider's one-click
 * button (RFC 8058: no cookie, no Origin of ours, hence `tokenOnly`) or from the page's button.
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { unsubscribe }: { unsubscribe: UnsubscribeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST body is the form field `List-Unsubscribe=One-Click`, form-encoded or multipart.
  // Only the token in the address decides anything, so the body is read (within a small limit) and
  // dropped. The parsers are this plugin's own: every other route still takes JSON only.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  r.get(
    UNSUBSCRIBE_PATH,
    {
      config: { rateLimit: UNSUBSCRIBES_PER_ADDRESS },
      schema: { querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      reply.type("text/html; charset=utf-8");
      try {
        const { name } = await unsubscribe.check(request.query.token);
        return reply.send(confirmPage(request.query.token, name));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.status(error.statusCode).send(refusedPage(error.message));
      }
    },
  );

  r.post(
    UNSUBSCRIBE_PATH,
    {
      config: { rateLimit: UNSUBSCRIBES_PER_ADDRESS, tokenOnly: true },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request, reply) => {
      if (!wantsPage(request)) return unsubscribe.unsubscribe(request.query.token);
      // The page's own button: answer with a page, not JSON (the response schema is the JSON's).
      const html = (reply as FastifyReply).type("text/html; charset=utf-8").serializer(String);
      try {
        const done = await unsubscribe.unsubscribe(request.query.token);
        return html.send(donePage(done.message));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return html.status(error.statusCode).send(refusedPage(error.message));
      }
    },
  );
}
