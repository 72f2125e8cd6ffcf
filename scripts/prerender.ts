// Writes dist/client/landing.html: index.html with the landing page already rendered into #root
// (and its .br/.gz copies). Runs after `vite build` and the SSR build of src/client/prerender.tsx.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist/client");
const { renderFirstPaint } = (await import(
  pathToFileURL(path.join(root, "dist/prerender/prerender.js")).href
)) as {
  renderFirstPaint: (path: string) => string;
};

function write(file: string, html: string) {
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

// Text paints in Inter from the start when its Latin file is fetched with the page, instead of
// swapping from a fallback font and shifting the layout.
const font = readdirSync(path.join(client, "assets")).find((f) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(f),
);
const preload = font
  ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />\n  </head>`
  : "</head>";
const indexFile = path.join(client, "index.html");
const template = readFileSync(indexFile, "utf8").replace("</head>", preload);
write(indexFile, template);

const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`index.html has no ${marker}`);
// The landing page paints before the app runs (src/client/main.tsx), so it does not ask for the
// app's chunks up front: anything fetched before the first paint competes with its CSS and font.
const file = path.join(client, "landing.html");
const html = template
  .replace(/\s*<link [^>]*data-app-chunk[^>]*>/g, "")
  .replace(marker, `<div id="root">${renderFirstPaint("/")}</div>`);
write(file, html);
console.log(
  `prerendered the landing page into ${path.relative(root, file)} (${Math.round(html.length / 1024)} kB)`,
);
