import { gzipSync } from "node:zlib";
import type { BrowserContext } from "@playwright/test";
import {
  lighthouseReport,
  lighthouseScore,
  median,
  PHONE,
  type Row,
  serverWithOwnerAndSwms,
  throttleLikeAPhone,
} from "./common";

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
      const context = await browser.newContext(PHONE);
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

/**
 * Marks, in the page's own clock (from the start of the navigation), the first frame in which the
 * document's title is the page's visible heading and the first section's text is visible: the
 * moment its owner can start reading. Checked every frame. A string, so the bundler's helpers never
 * reach the page.
 */
const WATCH_DOCUMENT_TEXT = (title: string) => `(() => {
  const shown = (el) => el && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const check = () => {
    const h1 = document.querySelector("h1");
    const text = document.querySelector("[data-section] .doc-prose");
    if (shown(h1) && h1.textContent.includes(${JSON.stringify(title)}) && shown(text) && text.textContent.trim()) {
      window.__documentTextShown = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "speed-index",
  "cumulative-layout-shift",
];

/** What Lighthouse found slow on a page, printed with BENCH_VERBOSE to say where the time goes. */
function explain(name: string, lhr: Awaited<ReturnType<typeof lighthouseReport>>) {
  console.log(`${name}: performance ${lighthouseScore(lhr, "performance")}`);
  for (const id of METRICS) {
    const audit = lhr.audits[id];
    console.log(`  ${id.padEnd(26)} ${audit?.displayValue ?? ""} (score ${audit?.score})`);
  }
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === "informative") continue;
    if (METRICS.includes(audit.id)) continue;
    console.log(`  ! ${audit.id}: ${audit.displayValue ?? ""} ${audit.title}`);
  }
  const chains = lhr.audits["critical-request-chains"]?.details as
    | { longestChain?: { duration: number; length: number } }
    | undefined;
  if (chains?.longestChain)
    console.log(
      `  longest critical chain: ${chains.longestChain.length} requests, ${Math.round(chains.longestChain.duration)} ms`,
    );
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
    [];
  for (const r of requests)
    console.log(
      `  ${String(Math.round(Number(r.networkRequestTime))).padStart(6)}–${String(Math.round(Number(r.networkEndTime))).padStart(6)} ms  ${new URL(String(r.url)).pathname}`,
    );
}

/**
 * How fast a signed-in owner's screens are, on the built server: Lighthouse's phone scores for the
 * dashboard and for a document open in the editor (the session's cookie sent with every request),
 * and the time from opening a document to its text on screen, on a desktop and on a phone with
 * Lighthouse's phone profile, each the median of five first visits in fresh browser contexts.
 */
export async function signedInSpeed(rows: Row[]) {
  const { server, browser, owner, doc } = await serverWithOwnerAndSwms("Signed-in speed");
  try {
    const cookies = await owner.cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const editorUrl = `${server.url}/editor/${doc.id}`;

    for (const [name, url] of [
      ["dashboard", `${server.url}/`],
      ["editor, a SWMS open", editorUrl],
    ] as const) {
      const lhr = await lighthouseReport(url, { formFactor: "mobile", cookie });
      // A page that sent the visitor elsewhere (to the landing page or sign-in) is not the one measured.
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: the session was not sent`);
      if (process.env.BENCH_VERBOSE) explain(name, lhr);
      rows.push(
        {
          metric: `Lighthouse performance, signed in, ${name} (mobile)`,
          value: lighthouseScore(lhr, "performance"),
          unit: "/ 100",
          target: "≥ 90",
        },
        {
          metric: `Lighthouse accessibility, signed in, ${name} (mobile)`,
          value: lighthouseScore(lhr, "accessibility"),
          unit: "/ 100",
          target: "≥ 95",
        },
      );
    }

    for (const device of ["desktop", "phone"] as const) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const context = await browser.newContext(device === "phone" ? PHONE : {});
        try {
          await context.addCookies(cookies);
          await context.addInitScript(WATCH_DOCUMENT_TEXT(doc.title));
          const page = await context.newPage();
          if (device === "phone") await throttleLikeAPhone(context, page);
          await page.goto(editorUrl, { waitUntil: "commit" });
          // A function, not a string: the app's content security policy refuses eval.
          const shown = await page.waitForFunction(
            () => (window as { __documentTextShown?: number }).__documentTextShown,
            undefined,
            { timeout: 60_000 },
          );
          times.push((await shown.jsonValue()) as number);
        } finally {
          await context.close();
        }
      }
      if (process.env.BENCH_VERBOSE)
        console.log(`open a document, ${device}: ${times.map(Math.round).join(", ")} ms`);
      rows.push({
        metric:
          device === "desktop"
            ? "Open a document to its text on screen, desktop (median of 5)"
            : "Open a document to its text on screen, phone (slow 4G, CPU 4× slower; median of 5)",
        value: Math.round(median(times)),
        unit: "ms",
        target: device === "desktop" ? "≤ 1000 ms" : "≤ 2500 ms",
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
