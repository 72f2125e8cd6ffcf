import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderFirstPaint } from "../../src/client/prerender";
import {
  Client,
  createTestApp,
  newUser,
  signedInClient,
  TEST_ORIGIN,
  type TestContext,
} from "../helpers/app";
import { businesses } from "../helpers/fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const template = readFileSync(path.join(root, "src/client/index.html"), "utf8");
/** The landing page as the build prerenders it (scripts/prerender.ts): the first render inside #root. */
const landing = template.replace('<div id="root"></div>', `<div id="root">${renderFirstPaint("/")}</div>`);

/** Every way a page could run script the CSP would have to allow inline. */
function inlineScript(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\bsrc\s*=/i.test(tag)) found.push(tag);
  }
  for (const attr of html.match(/<[^>]*\son[a-z]+\s*=[^>]*>/gi) ?? []) found.push(attr);
  for (const url of html.match(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi) ?? []) found.push(url);
  return found;
}

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers["set-cookie"];
  return header === undefined ? [] : [header].flat();
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clientFiles: { "index.html": template, "landing.html": landing } });
});
afterAll(() => ctx.close());

describe("pages and the Content Security Policy", () => {
  const PAGES = [
    "/",
    "/landing",
    "/dashboard",
    "/editor/8a4b7c1e-0000-4000-8000-000000000000",
    "/free-trial",
  ];

  it("serves every page without inline script, under a policy that allows none", async () => {
    for (const page of PAGES) {
      const res = await new Client(ctx.app).get(page, { accept: "text/html" });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers["content-type"], page).toMatch(/^text\/html/);
      expect(inlineScript(res.body), page).toEqual([]);
      expect(res.body, page).toMatch(/<script type="module" src="[^"]+"><\/script>/);

      const csp = directives(res);
      expect(csp.get("script-src"), page).toEqual(["'self'"]);
      expect(csp.get("default-src"), page).toEqual(["'self'"]);
      expect(csp.get("object-src"), page).toEqual(["'none'"]);
      expect(csp.get("base-uri"), page).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), page).toEqual(["'none'"]);
      // Pages must not be framed by older browsers either, which ignore frame-ancestors.
      expect(res.headers["x-frame-options"], page).toBe("DENY");
      expect(res.headers["x-content-type-options"], page).toBe("nosniff");
      // HSTS belongs to production only (see below).
      expect(res.headers["strict-transport-security"], page).toBeUndefined();
    }
  });

  it("prerenders the real landing page into / and /landing", async () => {
    for (const page of ["/", "/landing"]) {
      const res = await new Client(ctx.app).get(page);
      expect(res.body, page).toContain('<div id="root"><');
      expect(res.body.length, page).toBeGreaterThan(template.length + 1000);
    }
    const app = await new Client(ctx.app).get("/dashboard");
    expect(app.body).toContain('<div id="root"></div>');
  });

  it("gives a signed-in owner the app at / instead of the signed-out landing page, and only while signed in", async () => {
    const { client } = await signedInClient(ctx.app);
    const home = await client.get("/", { accept: "text/html" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"></div>');
    // The landing page itself stays reachable signed in.
    expect((await client.get("/landing")).body).toContain('<div id="root"><');

    expect((await client.get("/api/logout")).statusCode).toBe(302);
    expect((await client.get("/")).body).toContain('<div id="root"><');
    // A cookie that names no session is a visitor.
    const stranger = await new Client(ctx.app).get("/", {
      cookie: "safedraft.session_token=not-a-session.signature",
    });
    expect(stranger.body).toContain('<div id="root"><');
  });

  it("holds the built client to the same rule when there is one", () => {
    const built = path.join(root, "dist/client");
    for (const file of ["index.html", "landing.html"]) {
      const full = path.join(built, file);
      if (!existsSync(full)) continue;
      expect(inlineScript(readFileSync(full, "utf8")), full).toEqual([]);
    }
  });

  it("sends the same policy with API answers and allows Stripe only when Stripe is configured", async () => {
    const api = await new Client(ctx.app).get("/api/health");
    expect(directives(api).get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives(api).get("script-src")).toEqual(["'self'"]);

    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    });
    try {
      const res = await new Client(stripe.app).get("/");
      expect(directives(res).get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
      expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
    } finally {
      await stripe.close();
    }
  });
});

describe("transport security and the session cookie, per environment", () => {
  it("in production: HSTS, upgrade-insecure-requests, and a Secure, HttpOnly, SameSite=Lax session cookie", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    try {
      const page = await new Client(prod.app).get("/");
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(directives(page).has("upgrade-insecure-requests")).toBe(true);

      const user = newUser();
      const client = new Client(prod.app);
      const signUp = await client.post("/api/auth/sign-up/email", user);
      expect(signUp.statusCode).toBe(200);
      const first = await client.post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(first.statusCode).toBe(200);
      await client.get("/api/logout");
      const signIn = await new Client(prod.app).post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(signIn.statusCode).toBe(200);
      for (const res of [first, signIn]) {
        const cookies = setCookies(res);
        const session = cookies.find((c) => c.includes("session_token="));
        expect(session, cookies.join("\n")).toMatch(/^__Secure-safedraft\.session_token=/);
        for (const cookie of cookies) {
          expect(cookie).toMatch(/; HttpOnly/i);
          expect(cookie).toMatch(/; SameSite=Lax/i);
          expect(cookie).toMatch(/; Secure/i);
          expect(cookie).toMatch(/; Path=\//i);
        }
      }
    } finally {
      await prod.close();
    }
  });

  it("in development: no HSTS (it would pin a local http:// run to https), and no Secure flag", async () => {
    const dev = await createTestApp({ NODE_ENV: "development" });
    try {
      const page = await new Client(dev.app).get("/");
      expect(page.headers["strict-transport-security"]).toBeUndefined();
      expect(directives(page).has("upgrade-insecure-requests")).toBe(false);

      const user = newUser();
      const signUp = await new Client(dev.app).post("/api/auth/sign-up/email", user);
      expect(signUp.statusCode).toBe(200);
      const signIn = await new Client(dev.app).post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(signIn.statusCode).toBe(200);
      const cookies = setCookies(signIn);
      expect(cookies.some((c) => c.startsWith("safedraft.session_token="))).toBe(true);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).toMatch(/; Path=\//i);
        expect(cookie).not.toMatch(/; Secure/i);
      }
    } finally {
      await dev.close();
    }
  });
});

describe("cross-origin state-changing requests", () => {
  const REFUSED = { message: "Cross-origin request refused" };
  const CROSS: Record<string, Record<string, string>> = {
    "another site's Origin": { origin: "https://evil.example" },
    "a look-alike Origin": { origin: `${TEST_ORIGIN}.evil.example` },
    "an opaque Origin": { origin: "null" },
    "Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site" },
  };

  it("refuses POST, PUT, PATCH and DELETE to the API from another site, before anything changes", async () => {
    const { client } = await signedInClient(ctx.app);
    const created = await client.post("/api/businesses", businesses.nswBuilder);
    const id = created.json().id as string;
    const calls: [string, string, unknown][] = [
      ["POST", "/api/businesses", { ...businesses.nswBuilder, name: "Forged Co" }],
      ["PUT", `/api/businesses/${id}`, { ...businesses.nswBuilder, name: "Forged Co" }],
      ["PATCH", `/api/businesses/${id}`, { name: "Forged Co" }],
      ["DELETE", `/api/businesses/${id}`, undefined],
      ["POST", "/api/account/delete", { confirmation: "DELETE" }],
      ["POST", "/api/auth/change-password", { currentPassword: "x", newPassword: "forged password 1" }],
      ["POST", "/api/contact", { name: "x" }],
      ["POST", "/api/auth/sign-up/email", { email: "x@example.com" }],
      ["POST", "/api/nowhere", {}],
    ];
    for (const [name, headers] of Object.entries(CROSS)) {
      for (const [method, url, body] of calls) {
        const res = await client.request(method as "POST", url, body as Record<string, unknown>, headers);
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(403);
        expect(res.json(), `${name}: ${method} ${url}`).toEqual(REFUSED);
      }
    }
    const list = (await client.get("/api/businesses")).json() as { id: string; name: string }[];
    expect(list.map((b) => b.name)).toEqual([businesses.nswBuilder.name]);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses a cross-site write whatever spelling of the path reaches the route", async () => {
    const { client } = await signedInClient(ctx.app);
    for (const url of ["/%61pi/businesses", "/api//businesses", "/api/businesses?x=1", "/API/businesses"]) {
      const res = await client.request("POST", url, businesses.nswBuilder, {
        origin: "https://evil.example",
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await client.get("/api/businesses")).json()).toEqual([]);
  });

  it("accepts same-origin writes, and calls without browser headers (scripts, server-to-server)", async () => {
    const { client } = await signedInClient(ctx.app);
    const sameOrigin = await client.post("/api/businesses", businesses.ukCafe, {
      origin: TEST_ORIGIN,
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.statusCode).toBe(201);
    const noHeaders = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: { host: "safedraft.test", cookie: client.cookie, "content-type": "application/json" },
      payload: JSON.stringify(businesses.nzFarm),
    });
    expect(noHeaders.statusCode).toBe(201);
    // Reading is never refused: a cross-site GET changes nothing.
    expect((await client.get("/api/health", { "sec-fetch-site": "cross-site" })).statusCode).toBe(200);
  });

  it("never lets another site's script read an answer (no CORS grant)", async () => {
    const { client } = await signedInClient(ctx.app);
    for (const [method, url] of [
      ["GET", "/api/businesses"],
      ["GET", "/api/auth/user"],
      ["OPTIONS", "/api/businesses"],
    ] as const) {
      const res = await client.request(method, url, undefined, {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
      });
      expect(res.headers["access-control-allow-origin"], `${method} ${url}`).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"], `${method} ${url}`).toBeUndefined();
    }
  });

  it("does not sign anyone out from a link on another site", async () => {
    const { client } = await signedInClient(ctx.app);
    const forged = await client.get("/api/logout", { "sec-fetch-site": "cross-site" });
    expect(forged.statusCode).toBe(302);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    const own = await client.get("/api/logout", { "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(302);
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("behind a proxy, accepts the configured public origin and nothing that merely resembles it", async () => {
    const proxied = await createTestApp({ APP_URL: "https://safedraft.example" });
    try {
      const ok = await new Client(proxied.app).post("/api/auth/sign-up/email", newUser(), {
        origin: "https://safedraft.example",
      });
      expect(ok.statusCode).toBe(200);
      for (const origin of ["https://safedraft.example.evil.example", "http://safedraft.example"]) {
        const res = await new Client(proxied.app).post("/api/auth/sign-up/email", newUser(), { origin });
        expect(res.statusCode, origin).toBe(403);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe("rate limits", () => {
  it("stops sign-in attempts from one address at the 11th in a minute, with a clear message", async () => {
    const client = new Client(ctx.app);
    // Each attempt names another account: the per-account throttle of one address (a few wrong
    // passwords for one account) is its own limit; this one counts every attempt from the address.
    const attempt = (n: number, headers: Record<string, string> = {}) =>
      client.post(
        "/api/auth/sign-in/email",
        { email: `nobody${n}@example.com`, password: "not it at all" },
        headers,
      );
    // A forged X-Forwarded-For is not believed (TRUST_PROXY is off), so it cannot spread the attempts.
    for (let i = 0; i < 10; i++) {
      expect((await attempt(i, { "x-forwarded-for": `192.0.2.${i}` })).statusCode).toBe(401);
    }
    const limited = await attempt(99, { "x-forwarded-for": "192.0.2.99" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
    expect(Number(limited.headers["retry-after"] ?? limited.headers["x-retry-after"])).toBeGreaterThan(0);
  });

  it("stops free-trial calls from one address 10 past the day's trials within an hour, valid or not", async () => {
    const client = new Client(ctx.app);
    const allowed = ctx.config.freeTrialsPerNetworkPerDay + 10;
    expect(allowed).toBe(60);
    for (let i = 0; i < allowed; i++) {
      expect((await client.post("/api/free-trial/generate", { email: "x" })).statusCode).toBe(400);
    }
    const limited = await client.post("/api/free-trial/generate", { email: "x" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/retry in 1 hour/);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("stops contact messages from one address at the 6th in 15 minutes, however the sender claims to be forwarded", async () => {
    const client = new Client(ctx.app);
    const message = (i: number) => ({
      name: "Priya Shah",
      email: "priya@example.com",
      subject: `Question ${i}`,
      message: "Which documents should a 12-person joinery start with?",
    });
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/contact", message(i), { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await client.post("/api/contact", message(6), { "x-forwarded-for": "198.51.100.77" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/retry in 15 minutes/);
  });
});

describe("caching", () => {
  it("marks authenticated JSON answers no-store, so no cache keeps one person's data", async () => {
    const { client } = await signedInClient(ctx.app);
    for (const url of [
      "/api/auth/user",
      "/api/businesses",
      "/api/billing",
      "/api/policies",
      "/api/account/security",
    ]) {
      const res = await client.get(url);
      expect({ url, status: res.statusCode, cache: res.headers["cache-control"] }).toEqual({
        url,
        status: 200,
        cache: "no-store",
      });
    }
  });
});
