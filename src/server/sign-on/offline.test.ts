import { describe, expect, it } from "vitest";
import { scriptAssets, signOnServiceWorker, signOnShellAssets } from "./offline";

const html = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/sign-on-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/client-def.js">
<link rel="stylesheet" crossorigin href="/assets/styles-ghi.css">
<link rel="canonical" href="/elsewhere">
<script src="//cdn.example.com/x.js"></script>
</head><body><div id="root"></div></body></html>`;

describe("the sign-on page's offline files", () => {
  it("lists the page's script, its imports, stylesheet and icon, and nothing from elsewhere", () => {
    expect(signOnShellAssets(html)).toEqual([
      "/favicon.svg",
      "/assets/sign-on-abc.js",
      "/assets/client-def.js",
      "/assets/styles-ghi.css",
    ]);
    expect(scriptAssets(signOnShellAssets(html))).toEqual([
      "/assets/sign-on-abc.js",
      "/assets/client-def.js",
    ]);
  });

  it("names its cache after the build, so a new build replaces the files kept", () => {
    const cacheOf = (script: string) => /const CACHE = "([^"]+)"/.exec(script)?.[1];
    expect(cacheOf(signOnServiceWorker(html))).toBe(cacheOf(signOnServiceWorker(html)));
    expect(cacheOf(signOnServiceWorker(html.replace("abc", "xyz")))).not.toBe(
      cacheOf(signOnServiceWorker(html)),
    );
    expect(signOnServiceWorker(null)).toContain("const ASSETS = []");
  });
});
