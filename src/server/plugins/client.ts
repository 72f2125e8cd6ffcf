import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SIGN_ON_SCOPE, SIGN_ON_WORKER_PATH, signOnServiceWorker } from "../sign-on/offline";
import { SIGN_ON_TOKEN_SHAPE } from "../sign-on/service";

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

  // The crew sign-on page is a small page of its own (sign-on.html), not the app: a worker's phone
  // on site loads only what signing needs, and its service worker can keep all of it offline.
  const signOnHtml = path.join(clientDir, "sign-on.html");
  const hasSignOn = existsSync(signOnHtml);
  const worker = signOnServiceWorker(hasSignOn ? readFileSync(signOnHtml, "utf8") : null);
  // Served from inside the scope it controls, so the browser limits it to that path: the rest of
  // the app never runs through it. Checked for updates on every visit (no-cache).
  app.get(SIGN_ON_WORKER_PATH, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("service-worker-allowed", SIGN_ON_SCOPE)
      .send(worker),
  );
  if (hasClient && hasSignOn) {
    const html = readFileSync(signOnHtml, "utf8");
    const shell = async (request: FastifyRequest<{ Params: { token?: string } }>, reply: FastifyReply) => {
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
      const token = request.params.token;
      // The page's one request for the document starts with the page itself, not after its script
      // has arrived and run: on a slow phone network that is a round trip and more saved. Only a
      // token of the shape links are made with is written into the page.
      if (!token || !SIGN_ON_TOKEN_SHAPE.test(token)) return reply.send(html);
      const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/sign-on/${token}">`;
      return reply.send(html.replace("</head>", `    ${preload}\n  </head>`));
    };
    app.get(SIGN_ON_SCOPE, shell);
    app.get(`${SIGN_ON_SCOPE}:token`, shell);
  }

  // An outside reviewer's page is its own small page too (review.html): no account, no app.
  const reviewHtml = path.join(clientDir, "review.html");
  if (hasClient && existsSync(reviewHtml)) {
    const html = readFileSync(reviewHtml, "utf8");
    const page = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
    app.get("/review/:token", page);
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
