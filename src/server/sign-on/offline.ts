import { createHash } from "node:crypto";

/** Where the sign-on page lives; the service worker controls this path and nothing else. */
export const SIGN_ON_SCOPE = "/sign-on/";
export const SIGN_ON_WORKER_PATH = "/sign-on/sw.js";

/**
 * The files the built sign-on page loads, from its HTML: its script, the scripts that script
 * imports (the build lists each as a modulepreload link), its stylesheet and its icon.
 */
export function signOnShellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!url || url.startsWith("//")) continue;
    if (tag.startsWith("<script") || /\brel="(stylesheet|modulepreload|icon)"/.test(tag)) found.add(url);
  }
  return [...found];
}

/** The scripts among them: what the bench weighs. */
export const scriptAssets = (assets: string[]) => assets.filter((url) => url.endsWith(".js"));

/**
 * The service worker of the sign-on page. It keeps the page shell, its files and the last copy of
 * each document opened, so a page opened once works without reception; a new build gets a new
 * cache name (the version) and the old one is dropped. Signatures are not its business: the page
 * queues them itself and sends them when back online, so nothing is ever replayed behind its back.
 */
export function signOnServiceWorker(html: string | null): string {
  const assets = html ? signOnShellAssets(html) : [];
  const version = createHash("sha256")
    .update(html ?? "")
    .digest("base64url")
    .slice(0, 12);
  return `// SafeDraft crew sign-on: works offline once opened.
const CACHE = ${JSON.stringify(`sign-on-${version}`)};
const SHELL = ${JSON.stringify(SIGN_ON_SCOPE)};
const ASSETS = ${JSON.stringify(assets)};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...ASSETS]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sign-on-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The network first for the page and the document, so a new issue shows as soon as there is
// reception; the copy kept last time when there is none.
function networkFirst(request, key) {
  return fetch(request)
    .then((response) => {
      const copy = response.clone();
      if (response.ok) caches.open(CACHE).then((cache) => cache.put(key, copy));
      // A link turned off or expired: the phone forgets the document too.
      else if (response.status === 404) caches.open(CACHE).then((cache) => cache.delete(key));
      return response;
    })
    .catch(() => caches.match(key, { cacheName: CACHE }).then((kept) => kept || Response.error()));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith("/api/sign-on/")) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (ASSETS.includes(url.pathname)) {
    // Built files never change under the same name.
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((kept) => kept || fetch(request)));
  }
});
`;
}
