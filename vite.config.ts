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

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
