import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const apiPort = process.env.PORT ?? "5000";

/**
 * Writes .br and .gz beside every text file of the build, once, so the server can send the
 * compressed copy (`preCompressed` in @fastify/static) without compressing per request.
 */
export function precompress(): Plugin {
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

/** A chunk of the bundle and every chunk it imports statically, by file name. */
function withStaticImports(bundle: Rolldown.OutputBundle, file: string, files = new Set<string>()) {
  const output = bundle[file];
  if (files.has(file) || output?.type !== "chunk") return files;
  files.add(file);
  for (const dependency of output.imports) withStaticImports(bundle, dependency, files);
  return files;
}

/**
 * The screens a signed-in owner opens by address, by the module that renders each. The server
 * names their code in the page it sends for their address (src/server/plugins/client.ts), so the
 * browser fetches it alongside the app instead of after the app has checked the session.
 */
const SCREENS = {
  dashboard: "app/DashboardPage.tsx",
  editor: "features/editor/EditorPage.tsx",
};

/**
 * Writes screen-preloads.json: for each of SCREENS, its chunk and the chunks that chunk imports,
 * less those every page already has (the entry's and the app's, listed in index.html).
 */
function preloadScreens(): Plugin {
  let root = "";
  return {
    name: "safedraft-preload-screens",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const everyPage = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.isEntry) continue;
        withStaticImports(bundle, output.fileName, everyPage);
        for (const file of output.dynamicImports) withStaticImports(bundle, file, everyPage);
      }
      const screens: Record<string, string[]> = {};
      for (const [screen, module] of Object.entries(SCREENS)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.facadeModuleId === path.resolve(root, module),
        );
        if (!chunk) throw new Error(`preload-screens: no chunk of its own renders ${module}`);
        screens[screen] = [...withStaticImports(bundle, chunk.fileName)].filter(
          (file) => !everyPage.has(file),
        );
      }
      this.emitFile({ type: "asset", fileName: "screen-preloads.json", source: JSON.stringify(screens) });
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
        const files = new Set<string>([chunk.fileName]);
        for (const file of chunk.dynamicImports) withStaticImports(bundle, file, files);
        files.delete(chunk.fileName);
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
  plugins: [react(), tailwindcss(), preloadApp(), preloadScreens(), precompress()],
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
    // The crew sign-on page is built on its own, with Preact (vite.sign-on.config.ts).
    rollupOptions: { input: { index: "src/client/index.html" } },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
