// Builds the server to plain JavaScript for production: `node dist/server/server.mjs` runs it with
// no TypeScript loader. The packages are bundled in, so a start reads three files instead of
// resolving some thousand modules through node_modules (which took most of a cold start); only
// the packages that load files, native code or threads of their own stay imports of node_modules
// (installed with `npm ci --omit=dev`). Each entry is a small file that turns on Node's compile
// cache and then imports its bundle, so a restart skips compiling it again. The export worker is
// its own file beside the server (and the admin commands beside both), where the export pool
// looks for it (threads start seldom, so it has no cache of its own), and the database migrations are copied beside them, where the database client
// reads them.
//
//   node scripts/build-server.mjs [outdir]     (default dist/server)
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * Packages kept out of the bundle: PGlite reads its WebAssembly and data files beside itself,
 * sharp loads native code, piscina starts threads from its own files, pdfmake reads its fonts, and pg
 * looks for its optional native driver. Each is a dependency, installed by `npm ci --omit=dev`.
 */
const EXTERNAL = ["@electric-sql/pglite", "sharp", "piscina", "pdfmake", "pg"].flatMap((p) => [p, `${p}/*`]);

// A bundle of CommonJS packages in an ES module still calls require, __filename and __dirname.
const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  "const require = __createRequire(import.meta.url);",
  "const __filename = __fileURLToPath(import.meta.url);",
  "const __dirname = __pathDirname(__filename);",
].join(" ");

/** Entries started by a command: a small file that turns on the compile cache imports each bundle. */
const ENTRIES = { server: "src/server/server.ts", admin: "src/server/admin/cli.ts" };
/** The export worker, a module the export pool imports for its default export: bundled as is. */
const WORKER = { "render-worker": "src/server/exports/render-worker-entry.ts" };

const outdir = path.resolve(process.argv[2] ?? "dist/server");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    ...Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [`${name}.bundle`, file])),
    ...WORKER,
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  external: EXTERNAL,
  banner: { js: COMMONJS_GLOBALS },
  sourcemap: true,
  logLevel: "warning",
});
for (const name of Object.keys(ENTRIES)) {
  writeFileSync(
    path.join(outdir, `${name}.mjs`),
    [
      "// Compiled code is cached between starts (in the system's temporary folder, or NODE_COMPILE_CACHE).",
      'import { enableCompileCache } from "node:module";',
      "enableCompileCache?.();",
      `await import("./${name}.bundle.mjs");`,
      "",
    ].join("\n"),
  );
}
cpSync("src/server/db/migrations", path.join(outdir, "migrations"), { recursive: true });
console.log(`build-server: wrote ${path.relative(process.cwd(), outdir) || "."}`);
