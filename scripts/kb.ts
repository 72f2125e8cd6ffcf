/**
 * `npm run kb`: checks knowledge/, resolves every profile along its `extends` chain and its dates,
 * and writes the typed modules the domain imports and docs/law/. Bad data stops it with the file,
 * the path inside it and the problem.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compileKnowledge, LAW_DOCS, readKnowledge } from "./kb/compile";
import { KnowledgeError } from "./kb/located";

try {
  const out = compileKnowledge(readKnowledge());
  mkdirSync(LAW_DOCS, { recursive: true });
  for (const f of readdirSync(LAW_DOCS)) if (!out.has(`${LAW_DOCS}/${f}`)) rmSync(join(LAW_DOCS, f));
  for (const [path, text] of out) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`kb: wrote ${out.size} files`);
} catch (e) {
  if (e instanceof KnowledgeError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
