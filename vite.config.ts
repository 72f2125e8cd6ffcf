import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiPort = process.env.PORT ?? "5000";

/**
 * Writes .br and .gz beside every text file of the build, once, so the server can send the
 * compressed copy (`preCompressed` in @fastify/static) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = "";
  let ssr = false;
  return {
    name: "safedraft-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server-side build of the landing page is not served.
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * main.tsx imports the app dynamically (docs/decisions/008-landing-page-boot.md). This lists the
 * app's chunks in index.html as modulepreload links, so a page the client renders fetches them
 * together with main.tsx instead of after it runs; scripts/prerender.ts turns them into
 * low-priority hints at the end of the prerendered landing page.
 */
function preloadApp(): Plugin {
  return {
    name: "safedraft-preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || file === chunk.fileName || output?.type !== "chunk") return;
          files.add(file);
          for (const dependency of output.imports) visit(dependency);
        };
        for (const file of chunk.dynamicImports) visit(file);
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}`, "data-app-chunk": true },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), preloadApp(), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // The app's own chunks are already asked for by index.html (preloadApp), and on the landing
      // page they are fetched after it has painted: main.tsx's imports add no preload links.
      // (Each preload link the page adds costs main-thread time while the landing page starts.)
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === "js" && /^assets\/(index|boot)-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    reportCompressedSize: false,
    rollupOptions: {
      // The crew sign-on page is a page of its own, kept small for phones on site.
      input: { index: "src/client/index.html", "sign-on": "src/client/sign-on.html" },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
