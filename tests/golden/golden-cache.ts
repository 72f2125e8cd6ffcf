import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Vitest global setup: names a file, new for each run, where the golden documents are kept once
 * the first test file has composed them (see `render.ts`), and removes it when the run ends.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "safedraft-golden-"));
  process.env.GOLDEN_MARKDOWN_CACHE = path.join(folder, "golden.json");
  return () => {
    delete process.env.GOLDEN_MARKDOWN_CACHE;
    rmSync(folder, { recursive: true, force: true });
  };
}
