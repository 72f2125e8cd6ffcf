import { gzipSync } from "node:zlib";
import type { BrowserContext } from "@playwright/test";
import { type Row, serverWithOwnerAndSwms } from "./common";

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Every script a fresh page load fetches until `ready` resolves and the network has been quiet,
 * counted gzipped (gzip -9, as the server's precompressed copies are made). Cookies are kept, the
 * browser's cache is not: each load is a first visit to the app's code by a signed-in person.
 */
async function scriptsFetched(
  context: BrowserContext,
  url: string,
  ready: (page: import("@playwright/test").Page) => Promise<unknown>,
) {
  const page = await context.newPage();
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = res.body();
    body.catch(() => {});
    scripts.push({ url: res.url(), body });
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(
    scripts.map(async (s) => ({ url: s.url, gzip: gzipSync(await s.body, { level: 9 }).length })),
  );
  await page.close();
  return { files: sizes.length, bytes: sizes.reduce((sum, s) => sum + s.gzip, 0), sizes };
}

/**
 * What a signed-in person's phone downloads to open the dashboard, and to open a document to read
 * it in the editor, on the built server in Chromium.
 */
export async function signedInJavaScript(rows: Row[]) {
  const { server, browser, owner, doc } = await serverWithOwnerAndSwms("Signed-in");
  try {
    const cookies = await owner.cookies();
    const fresh = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      await context.addCookies(cookies);
      return context;
    };

    const dashboardContext = await fresh();
    const dashboard = await scriptsFetched(dashboardContext, `${server.url}/`, (page) =>
      page.getByTestId("dashboard-greeting").waitFor(),
    );
    await dashboardContext.close();
    const editorContext = await fresh();
    const editor = await scriptsFetched(editorContext, `${server.url}/editor/${doc.id}`, (page) =>
      page.getByRole("heading", { level: 1, name: doc.title }).waitFor(),
    );
    await editorContext.close();
    if (process.env.BENCH_VERBOSE) {
      for (const [name, load] of [
        ["dashboard", dashboard],
        ["editor", editor],
      ] as const) {
        console.log(`${name}:`);
        for (const s of [...load.sizes].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${kb(s.gzip).toFixed(1).padStart(7)} kB  ${new URL(s.url).pathname}`);
      }
    }
    rows.push(
      {
        metric: `Dashboard JavaScript, signed in, fresh load (${dashboard.files} files, gzip)`,
        value: kb(dashboard.bytes),
        unit: "kB",
        target: "≤ 150 kB",
      },
      {
        metric: `Editor JavaScript, reading a document, fresh load (${editor.files} files, gzip)`,
        value: kb(editor.bytes),
        unit: "kB",
        target: "≤ 200 kB",
      },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
