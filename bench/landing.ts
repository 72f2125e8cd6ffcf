import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/env";
import { lighthouseReport, lighthouseScore, type Row } from "./common";

/**
 * What a signed-out visitor's browser downloads to show the landing page: every script it
 * fetches, counted gzipped (the server sends the precompressed copies).
 */
export async function landingJavaScript(url: string, rows: Row[]) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // Scripts asked for before the app has taken the page over are what a visitor waits for before
  // the page responds; the below-the-fold sections and the toast region arrive afterwards.
  let ready = false;
  const scripts: { beforeReady: boolean; body: Promise<Buffer> }[] = [];
  const onResponse = (res: import("@playwright/test").Response) => {
    if (res.request().resourceType() !== "script") return;
    const body = res.body();
    // A script still arriving when the browser closes must not end the run: only the scripts
    // counted below are awaited, and their failures are reported there.
    body.catch(() => {});
    scripts.push({ beforeReady: !ready, body });
  };
  page.on("response", onResponse);
  await page.goto(url);
  await page.waitForSelector("html[data-app=ready]");
  ready = true;
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const sizes = await Promise.all(
    scripts.map(async (s) => ({
      beforeReady: s.beforeReady,
      gzip: gzipSync(await s.body, { level: 9 }).length,
    })),
  );
  await browser.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const initial = sizes.filter((s) => s.beforeReady);
  rows.push(
    {
      metric: `Landing page JavaScript until the app has the page (${initial.length} files, gzip)`,
      value: kb(initial.reduce((sum, s) => sum + s.gzip, 0)),
      unit: "kB",
      target: "≤ 150 kB",
    },
    {
      metric: `Landing page JavaScript in all (${sizes.length} files, gzip)`,
      value: kb(sizes.reduce((sum, s) => sum + s.gzip, 0)),
      unit: "kB",
    },
  );
}

/** Lighthouse's own scores for the landing page, as a phone (its default) and as a desktop. */
export async function lighthouseScores(url: string, rows: Row[]) {
  for (const formFactor of ["mobile", "desktop"] as const) {
    const lhr = await lighthouseReport(url, { formFactor });
    for (const key of ["performance", "accessibility"] as const) {
      rows.push({
        metric: `Lighthouse ${key}, landing page (${formFactor})`,
        value: lighthouseScore(lhr, key),
        unit: "/ 100",
        target: "≥ 95",
      });
    }
  }
}
