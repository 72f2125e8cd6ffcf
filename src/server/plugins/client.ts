import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Serves the built client. Unknown `/api/*` paths answer a JSON 404; any other GET that wants a
 * page gets index.html so the client router can show it (history fallback).
 */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(path.join(clientDir, "index.html"));
  // The build prerenders the landing page; the two paths that show it first get that copy.
  const hasLanding = existsSync(path.join(clientDir, "landing.html"));
  const LANDING_PATHS = new Set(["/", "/landing"]);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }

  /**
   * "/" is the landing page to a visitor and the dashboard to an owner. The prerendered landing
   * page would show an owner the signed-out site until the app has checked the session, so a
   * request carrying a live session gets the plain app shell instead. A stale or unreadable
   * session just gets the landing page.
   */
  async function landingFor(request: FastifyRequest): Promise<boolean> {
    const url = request.url.split("?")[0]!;
    if (!hasLanding || !LANDING_PATHS.has(url)) return false;
    if (url !== "/" || !request.headers.cookie || !app.hasDecorator("sessionUser")) return true;
    try {
      return (await app.sessionUser(request)) === null;
    } catch {
      return true;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: `Not Found: ${request.method} ${request.url.split("?")[0]}` });
    }
    if (!hasClient) {
      return reply
        .status(404)
        .send({ message: "The web client has not been built. Run `npm run build` (or `npm start`)." });
    }
    const page = (await landingFor(request)) ? "landing.html" : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page);
  });
}
