import { cpSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A data folder of the journey's own. Once the run's global setup has migrated a template
 * database (`e2e/global-setup.ts`), the folder starts as a copy of it.
 */
export function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-e2e-"));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Debian's Chromium, which every browser test and benchmark drives (never a downloaded build). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Without the networking flags Chromium keeps trying hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
