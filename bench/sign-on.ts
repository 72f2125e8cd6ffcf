import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { scriptAssets, signOnShellAssets } from "../src/server/sign-on/offline";
import type { Row } from "./common";

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
