import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { businessSchema, idParamsSchema } from "../../../contracts/business";
import { checkLogo, logoProblem, MAX_LOGO_BYTES, tooLarge } from "../../letterhead/logo";
import type { SharedLimits } from "../../lib/shared-limits";
import type { businessRepository } from "./repository";

/**
 * The letterhead logo: `PUT` takes the file's bytes as the body (whatever content type the
 * browser declares: the bytes decide what it is), `DELETE` removes it, `GET` serves the stored
 * copy. A plugin of its own so that its any-type body parser applies to these routes only.
 */
export async function logoRoutes(
  app: FastifyInstance,
  { repo, limits }: { repo: ReturnType<typeof businessRepository>; limits: SharedLimits },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Decoding takes a thread of libuv's small pool and memory outside the heap: one upload at a
  // time per person, so a handful of parallel requests cannot take the pool from everyone else.
  // The place is held in the database, so requests spread over several processes still take turns.
  const busy = () =>
    logoProblem(
      429,
      "Another logo upload of yours is still being checked. Wait for it to finish, then try again.",
    );

  // Read as a stream with its own cap, so an oversized upload is refused as soon as it passes the
  // limit with a message naming the field, rather than Fastify's generic "body is too large".
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (request, payload, done) => {
    const declared = Number(request.headers["content-length"]);
    if (declared > MAX_LOGO_BYTES) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_LOGO_BYTES) {
        payload.removeAllListeners("data");
        payload.resume();
        finish(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on("end", () => finish(null, Buffer.concat(chunks)));
    payload.on("error", (error) => finish(error));
  });

  r.put(
    "/api/businesses/:id/logo",
    {
      schema: { params: idParamsSchema, response: { 200: businessSchema } },
      // Each upload is decoded and encoded again (an SVG also drawn); a person choosing logos needs a handful a minute.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      // The owner check comes before looking at the file: a stranger learns nothing from the answer.
      await repo.get(request.account.ownerId, request.params.id);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // A process that dies mid-check frees the place when the lease runs out.
      const release = await limits.lease(`logo:${request.account.ownerId}`, 1, 60_000);
      if (!release) throw busy();
      let logo: Awaited<ReturnType<typeof checkLogo>>;
      try {
        logo = await checkLogo(body);
      } finally {
        await release().catch(() => {});
      }
      await repo.setLogo(request.account.ownerId, request.params.id, logo);
      return repo.show(request.account.ownerId, request.params.id);
    },
  );

  r.delete("/api/businesses/:id/logo", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await repo.removeLogo(request.account.ownerId, request.params.id);
    return reply.status(204).send();
  });

  r.get("/api/businesses/:id/logo", { schema: { params: idParamsSchema } }, async (request, reply) => {
    const logo = await repo.logoFile(request.account.ownerId, request.params.id);
    return (
      reply
        .header("content-type", logo.mediaType)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        // Opened on its own, a stored SVG still may not run or load anything.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(logo.data)
    );
  });
}
