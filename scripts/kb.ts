/**
 * `npm run kb`: checks knowledge/, resolves every profile along its `extends` chain and its dates,
 * and writes the typed modules the domain imports and docs/law/. Bad data stops it with the file,
 * the path inside it and the problem; so does an announced change (knowledge/pending.yaml) whose
 * look-again day has passed, after the files are written.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compileKnowledge, LAW_DOCS, loadKnowledge, readKnowledge } from "./kb/compile";
import { KnowledgeError } from "./kb/located";
import { overdueChanges } from "./kb/pending";

try {
  const knowledge = readKnowledge();
  const out = compileKnowledge(knowledge);
  mkdirSync(LAW_DOCS, { recursive: true });
  for (const f of readdirSync(LAW_DOCS)) if (!out.has(`${LAW_DOCS}/${f}`)) rmSync(join(LAW_DOCS, f));
  for (const [path, text] of out) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`kb: wrote ${out.size} files`);
  const overdue = overdueChanges(loadKnowledge(knowledge).pending, new Date().toISOString().slice(0, 10));
  if (overdue.length > 0) {
    console.error(overdue.join("\n"));
    process.exit(1);
  }
} catch (e) {
  if (e instanceof KnowledgeError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
