/**
 * `npm run golden`: rewrites golden/<business>/<document type>.md from the engine, removing files
 * no longer rendered. Review the resulting git diff as a customer's safety manager would.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GOLDEN_DIR, renderGoldenDocuments } from "../tests/golden/render";

const files = renderGoldenDocuments();
for (const entry of readdirSync(GOLDEN_DIR, { withFileTypes: true })) {
  if (entry.isDirectory()) rmSync(join(GOLDEN_DIR, entry.name), { recursive: true });
}
for (const [path, text] of files) {
  const target = join(GOLDEN_DIR, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(`golden: wrote ${files.size} documents to ${GOLDEN_DIR}/`);
