import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

const root = path.resolve(import.meta.dirname, "../..");
/** The brand font's preload, as the build writes it into the shell (scripts/prerender.ts). */
const FONT_PRELOAD =
  '<link rel="preload" href="/assets/inter-latin-wght-normal-hhh.woff2" as="font" type="font/woff2" crossorigin />';
/**
 * The app shell as the build writes it: the page's own script, the app's chunks and the brand
 * font in the head.
 */
const shell = readFileSync(path.join(root, "src/client/index.html"), "utf8").replace(
  "</head>",
  `<link rel="modulepreload" crossorigin href="/assets/App-aaa.js" data-app-chunk>\n  ${FONT_PRELOAD}\n  </head>`,
);
/** What the build lists for each screen a signed-in owner opens by address. */
const screens = {
  dashboard: ["assets/DashboardPage-ddd.js", "assets/businesses-api-eee.js"],
  editor: ["assets/EditorPage-fff.js", "assets/DocumentBody-ggg.js"],
};
const DOCUMENT = "8a4b7c1e-0000-4000-8000-000000000000";

// The screen's code at low priority: the app's own chunks, which paint the page's frame, go first.
const modulePreload = (file: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`;
const fetchPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { clientFiles: { "index.html": shell, "screen-preloads.json": JSON.stringify(screens) } },
  );
});
afterAll(() => ctx.close());

describe("a signed-in owner's screen starts its code and data with the page", () => {
  it("opening a document fetches the editor's code, the session and the document alongside the app", async () => {
    const { client } = await signedInClient(ctx.app);
    const page = await client.get(`/editor/${DOCUMENT}`, { accept: "text/html" });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    for (const file of screens.editor) expect(head).toContain(modulePreload(file));
    expect(head).toContain(fetchPreload("/api/auth/session"));
    expect(head).toContain(fetchPreload(`/api/policies/${DOCUMENT}`));
    // The dashboard's code is not fetched for the editor, and the app's own chunks stay listed.
    expect(page.body).not.toContain("DashboardPage");
    expect(head).toContain("/assets/App-aaa.js");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("opening the dashboard fetches its code and the session alongside the app, and no document", async () => {
    const { client } = await signedInClient(ctx.app);
    const page = await client.get("/", { accept: "text/html" });
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    for (const file of screens.dashboard) expect(head).toContain(modulePreload(file));
    expect(head).toContain(fetchPreload("/api/auth/session"));
    expect(page.body).not.toContain("/api/policies/");
    expect(page.body).not.toContain("EditorPage");
  });

  it("a signed-in screen's page does not hold the app's code back for the brand font", async () => {
    // The screen paints only once the app has run, so the font is not needed before then; fetched
    // with the page it shares a phone's line with the code the first paint waits for.
    const { client } = await signedInClient(ctx.app);
    for (const url of ["/", `/editor/${DOCUMENT}`]) {
      const page = await client.get(url, { accept: "text/html" });
      expect(page.body, url).toContain(fetchPreload("/api/auth/session"));
      expect(page.body, url).not.toContain('as="font"');
    }
    // A page the app renders for a visitor keeps it: its text paints in Inter from the start.
    const visitor = await new Client(ctx.app).get(`/editor/${DOCUMENT}`, { accept: "text/html" });
    expect(visitor.body).toContain(FONT_PRELOAD);
  });

  it("a visitor, a stale session or an address that is not a document's gets the plain shell", async () => {
    const visitor = await new Client(ctx.app).get(`/editor/${DOCUMENT}`, { accept: "text/html" });
    const stale = await new Client(ctx.app).get(`/editor/${DOCUMENT}`, {
      accept: "text/html",
      cookie: "safedraft.session_token=not-a-session.signature",
    });
    for (const page of [visitor, stale]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('rel="preload" as="fetch"');
      expect(page.body).not.toContain("EditorPage");
    }
    const { client } = await signedInClient(ctx.app);
    for (const odd of ["not-a-document", "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", `${DOCUMENT}/extra`]) {
      const page = await client.get(`/editor/${odd}`, { accept: "text/html" });
      expect(page.statusCode, odd).toBe(200);
      expect(page.body, odd).not.toContain("/api/policies/");
      expect(page.body, odd).not.toContain("<script>alert");
    }
  });
});

describe("what a phone downloads to open a document is compressed", () => {
  it("sends a document's JSON and the page compressed to a browser that accepts it, and plain to one that does not", async () => {
    const signed = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, signed.user.email, "core", 1);
    const businessId = await createBusiness(signed.client, businesses.nswBuilder);
    const generated = await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: "12 Smith St" },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const url = `/api/policies/${generated.json().id}`;

    const plain = await signed.client.get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const json = plain.body;
    expect(json.length).toBeGreaterThan(10_000);

    const br = await signed.client.get(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    const gzip = await signed.client.get(url, { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);

    // A browser that refuses an encoding is not sent it.
    const refused = await signed.client.get(url, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(json);

    const page = await signed.client.get(`/editor/${generated.json().id}`, {
      accept: "text/html",
      "accept-encoding": "gzip, deflate, br",
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(`href="${url}"`);
  });

  it("never compresses a write's answer or the sign-in library's, where a secret may sit beside someone else's words", async () => {
    const signed = await signedInClient(ctx.app);
    const enable = await signed.client.post(
      "/api/auth/two-factor/enable",
      { password: signed.user.password },
      { "accept-encoding": "gzip, br" },
    );
    expect(enable.statusCode).toBe(200);
    expect(enable.headers["content-encoding"]).toBeUndefined();
    expect(enable.json().backupCodes).toHaveLength(10);
    await grantCredits(ctx.database.db, signed.user.email, "core", 1);
    const businessId = await createBusiness(signed.client, businesses.nswBuilder);
    const generated = await signed.client.post(
      "/api/documents/generate",
      { businessId, documentType: "swms", metadata: { activity: "Roof sheeting", location: "3 Elm St" } },
      { "accept-encoding": "gzip, br" },
    );
    expect(generated.statusCode).toBe(201);
    expect(generated.body.length).toBeGreaterThan(10_000);
    expect(generated.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers as they are", async () => {
    const health = await new Client(ctx.app).get("/api/health", { "accept-encoding": "gzip, br" });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});
