import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";

/**
 * Production runs the server built to JavaScript (`npm run build`, then `npm start` or
 * `npm run serve`) on plain node, with only the runtime dependencies installed. This builds it as
 * the build does, then runs it the way production does.
 */
const outdir = path.resolve(`dist/test-server-${process.pid}`);
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
let server: ChildProcess;
let output = "";
let origin = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/**
 * The packages a built file imports: `import … from "pkg"`, `import("pkg")`, `__require("pkg")` (a
 * bundled CommonJS package's require of a package left out of the bundle) and `require("pkg")` or
 * `require2("pkg")` (the app's own createRequire). A `require("…")` inside quotes is code a package
 * generates as text, never run here.
 */
function packagesImportedBy(file: string): Set<string> {
  const code = readFileSync(file, "utf8");
  const name = String.raw`"((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.-]+)*)"`;
  const specifiers = [
    ...code.matchAll(new RegExp(String.raw`^import\b[^;]*?\bfrom\s*${name}`, "gm")),
    ...code.matchAll(new RegExp(String.raw`^import\s*${name}`, "gm")),
    ...code.matchAll(
      new RegExp(String.raw`(?<![\w.$'"\`])(?:import|__require|require\d*)\(\s*${name}\s*\)`, "g"),
    ),
  ].map((m) => m[1]!);
  return new Set(
    specifiers
      .filter((s) => !s.startsWith("node:") && !builtinModules.includes(s.split("/")[0]!))
      .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!)),
  );
}

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-server.mjs", outdir]);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(outdir, "server.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      NODE_OPTIONS: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "safedraft-compiled-")),
      DATABASE_URL: "",
    },
  });
  server.stdout!.on("data", (d) => {
    output += d;
  });
  server.stderr!.on("data", (d) => {
    output += d;
  });
  const deadline = Date.now() + 90_000;
  while (!output.includes("SafeDraft is running")) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the built server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(outdir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("imports at run time only packages listed as dependencies, and never a TypeScript loader", () => {
    // Each entry turns on the compile cache and imports its bundle, which holds the packages that
    // can be bundled and imports the rest.
    for (const file of ["server.bundle.mjs", "render-worker.mjs"]) {
      const imported = [...packagesImportedBy(path.join(outdir, file))];
      // The export worker draws PDFs with pdfmake, which reads its fonts beside itself: never bundled.
      if (file === "render-worker.mjs") expect(imported, file).toContain("pdfmake");
      expect(imported.length, file).toBeGreaterThan(0);
      expect(
        imported.filter((p) => !(p in pkg.dependencies)),
        `${file} imports packages missing from dependencies`,
      ).toEqual([]);
      expect(imported).not.toContain("tsx");
    }
  });

  it("runs on plain node: answers health, and renders a PDF in its export worker", async () => {
    expect(output).toContain(`Node.js ${process.versions.node}`);
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    const trial = await fetch(`${origin}/api/free-trial/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        businessName: "Compiled Print Works",
        email: `compiled-${process.pid}@example.com`,
        industry: "manufacturing",
        employeeCount: "6-19",
        jurisdiction: "UK-GB",
        businessDescription: "Commercial printing and finishing.",
        safetyHazards: "Guillotines and solvent-based inks.",
      }),
    });
    expect(trial.status).toBe(200);
    const { pdfUrl } = (await trial.json()) as { pdfUrl: string };
    const pdf = await fetch(`${origin}${pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  }, 60_000);

  it("shuts down cleanly on SIGTERM: stops, logs why, exits 0", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toMatch(/shutting down/);
  }, 30_000);
});
