import type { FastifyInstance } from "fastify";
import { PUBLIC_PATHS } from "../../domain/catalogue";

/**
 * robots.txt and sitemap.xml need absolute addresses: the configured public origin, never the
 * request's Host header, which anyone can set (and a cache in front could then serve to everyone).
 */
export async function seoRoutes(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /editor/",
          "Disallow: /settings",
          `Sitemap: ${appUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${appUrl}${p === "/" ? "/" : p}</loc></url>`).join(
      "\n",
    );
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
