import type { FastifyInstance, FastifyRequest } from "fastify";
import { PUBLIC_PATHS } from "../../domain/catalogue";

/**
 * robots.txt and sitemap.xml need absolute addresses, which only the running server knows: the
 * configured public origin, or the one the request came in on.
 */
export async function seoRoutes(app: FastifyInstance, { appUrl }: { appUrl: string | undefined }) {
  const origin = (request: FastifyRequest) => appUrl ?? `${request.protocol}://${request.host}`;

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /editor/",
          "Disallow: /settings",
          `Sitemap: ${origin(request)}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${base}${p === "/" ? "/" : p}</loc></url>`).join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
