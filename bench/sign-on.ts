import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { scriptAssets, signOnShellAssets } from "../src/server/sign-on/offline";
import { median, PHONE, type Row, serverWithOwnerAndSwms, throttleLikeAPhone } from "./common";

/**
 * The JavaScript a phone downloads to open a crew sign-on link, from the built `dist`: the sign-on
 * page's script and everything it imports, as listed in sign-on.html and followed through each
 * chunk's own imports (static and dynamic), counted gzipped as the server sends them.
 */
export function signOnJavaScript(
  rows: Row[],
  clientDir = path.resolve(import.meta.dirname, "../dist/client"),
) {
  const html = path.join(clientDir, "sign-on.html");
  if (!existsSync(html)) throw new Error("dist/client/sign-on.html is missing: run npm run build");
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), spec!));
    }
  };
  for (const url of scriptAssets(signOnShellAssets(readFileSync(html, "utf8")))) visit(url);
  const bytes = [...seen].reduce(
    (sum, url) => sum + gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length,
    0,
  );
  rows.push({
    metric: `Crew sign-on page JavaScript (${seen.size} files, gzip)`,
    value: Math.round(bytes / 102.4) / 10,
    unit: "kB",
    target: "≤ 60 kB",
  });
}

/**
 * How long a crew sign-on link takes to open on a phone: from navigation to the document's steps
 * and the sign-on form on screen, in Chromium at 390 px with Lighthouse's phone profile (150 ms
 * round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×), first visit (nothing cached).
 * The median of five visits, each in a fresh browser context.
 */
export async function signOnOpenTime(rows: Row[]) {
  const { server, browser, api, headers, ok, doc } = await serverWithOwnerAndSwms("Sign-on");
  try {
    await ok(
      await api.put(`${server.url}/api/policies/${doc.id}`, {
        headers,
        data: { content: doc.content, baseVersion: doc.version, status: "published" },
      }),
    );
    const { url } = await (
      await ok(await api.post(`${server.url}/api/policies/${doc.id}/sign-on`, { headers, data: {} }))
    ).json();

    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const phone = await browser.newContext(PHONE);
      const page = await phone.newPage();
      await throttleLikeAPhone(phone, page);
      const started = Date.now();
      await page.goto(url, { waitUntil: "commit" });
      await page.getByText("Step 1", { exact: true }).waitFor();
      await page.getByTestId("signature-pad").waitFor();
      times.push(Date.now() - started);
      await phone.close();
    }
    rows.push({
      metric: "Crew sign-on link open on a phone (slow 4G, CPU 4× slower; median of 5)",
      value: median(times),
      unit: "ms",
      target: "≤ 1000 ms",
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}
