import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite.config";

/**
 * The pages opened from a link with no account (crew sign-on, and an outside reviewer's page),
 * built apart from the app. The crew sign-on page: a worker's phone on site loads it over a weak
 * connection, so it runs on Preact through its React compatibility layer (the page uses only
 * hooks and plain elements) instead of React DOM, which alone is larger than the page's budget.
 * It is written into the app's build folder after the app (see docs/decisions/029-crew-sign-on.md).
 */
export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: false,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { input: { "sign-on": "src/client/sign-on.html", review: "src/client/review.html" } },
  },
});
