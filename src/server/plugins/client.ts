import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SIGN_ON_SCOPE, SIGN_ON_WORKER_PATH, signOnServiceWorker } from "../sign-on/offline";
import { SIGN_ON_TOKEN_SHAPE } from "../sign-on/service";

/** The shape of a document's id (a UUID): nothing else is written into a page as one. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  /** Whether the request carries a live session; a stale or unreadable one is no session. */
  async function signedIn(request: FastifyRequest): Promise<boolean> {
    if (!request.headers.cookie || !app.hasDecorator("sessionUser")) return false;
    try {
      return (await app.sessionUser(request)) !== null;
    } catch {
      return false;
    }
  }

  // The app shell, and what the build lists of each screen's code (vite.config.ts, preloadScreens).
  const indexHtml = hasClient ? readFileSync(path.join(clientDir, "index.html"), "utf8") : "";
  const signedInShell = indexHtml.replace(/[ \t]*<link rel="preload"[^>]*as="font"[^>]*>\n?/g, "");
  const screensFile = path.join(clientDir, "screen-preloads.json");
  const screenCode: Record<string, string[]> = existsSync(screensFile)
    ? JSON.parse(readFileSync(screensFile, "utf8"))
    : {};

  /**
   * The app shell for a screen an owner opens by address (the dashboard at "/", a document at
   * /editor/:id), naming what that screen waits for: the session, the screen's code and the
   * document. The browser then fetches them all with the app's own code instead of one after the
   * other (app, then session, then screen, then document). Only a document id is written in.
   */
  function shellFor(url: string): string | null {
    const editor = /^\/editor\/([^/]+)$/.exec(url);
    const [screen, data] =
      url === "/"
        ? ["dashboard", []]
        : editor && DOCUMENT_ID.test(editor[1]!)
          ? ["editor", [`/api/policies/${editor[1]}`]]
          : [null, []];
    if (!screen) return null;
    const links = [
      ...["/api/auth/session", ...data].map(
        (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`,
      ),
      ...(screenCode[screen] ?? []).map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      ),
    ];
    // The brand font is not asked for with the page: the screen paints only once the app has run,
    // and on a phone's line the font (48 kB) would share the bandwidth the app's code waits for. It
    // is fetched when the first text is laid out, and swaps in (font-display: swap).
    return signedInShell.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
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
    const url = request.url.split("?")[0]!;
    const shell = shellFor(url);
    // "/" is the landing page to a visitor and the dashboard to an owner: the prerendered landing
    // page would show an owner the signed-out site until the app has checked the session.
    const owner = shell !== null && (await signedIn(request));
    reply.header("cache-control", "no-cache");
    if (owner) return reply.type("text/html; charset=utf-8").send(shell);
    return reply.sendFile(hasLanding && LANDING_PATHS.has(url) ? "landing.html" : "index.html");
  });
}
