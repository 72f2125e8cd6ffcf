/**
 * `npx tsx scripts/wording/measure.ts [type …] [--before <commit>]`: for each templated document
 * type, how much of its golden documents' text is written in its template, and how much still in
 * its composer's string literals. A character of a golden file counts for a source when a fixed
 * stretch of that source (a template text between slots, or a string literal of the composer
 * between substitutions, of 8 characters or more) covers it. With `--before`, the composer as it
 * was at that commit is measured too. Prose literals are string literals of three words or more.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import type { WordingNode } from "../../src/domain/documents/wording";
import { TEMPLATES } from "../../src/domain/documents/wording.generated";

const args = process.argv.slice(2);
const at = args.indexOf("--before");
const before = at >= 0 ? args[at + 1] : undefined;
const types = args.filter((a, i) => !a.startsWith("--") && (at < 0 || i !== at + 1));

const MIN = 8;

function templateStretches(type: string): string[] {
  const out: string[] = [];
  const walk = (node: WordingNode): void => {
    if (node.kind === "group") for (const e of Object.values(node.entries)) walk(e);
    else if (node.kind === "list") for (const i of node.items) walk(i);
    else
      for (const parts of [node.parts, node.small, ...Object.values(node.variants ?? {})])
        for (const p of parts ?? []) if (typeof p === "string") out.push(p);
  };
  walk(TEMPLATES[type]!.root);
  return out;
}

/** The string literals of a source file (template literal pieces too), and how many are prose. */
function literals(source: string): { stretches: string[]; prose: number; proseChars: number; chars: number } {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const stretches: string[] = [];
  let prose = 0;
  let proseChars = 0;
  const add = (text: string) => {
    stretches.push(text);
    if (text.trim().split(/\s+/).length >= 3) {
      prose += 1;
      proseChars += text.length;
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node.head.text);
      for (const span of node.templateSpans) add(span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { stretches, prose, proseChars, chars: source.length };
}

/** Characters of `text` covered by any stretch of `stretches` (each at least MIN long). */
function covered(text: string, stretches: string[]): number {
  const mark = new Uint8Array(text.length);
  for (const s of new Set(stretches.map((x) => x.trim()).filter((x) => x.length >= MIN))) {
    let i = text.indexOf(s);
    while (i >= 0) {
      mark.fill(1, i, i + s.length);
      i = text.indexOf(s, i + 1);
    }
  }
  return mark.reduce((n, m) => n + m, 0);
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

for (const type of types.length ? types : Object.keys(TEMPLATES)) {
  const goldens = readdirSync("golden", { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readFileSync(`golden/${d.name}/${type}.md`, "utf8"));
  const total = goldens.reduce((n, g) => n + g.length, 0);
  const composer = `src/domain/documents/types/${type}/composer.ts`;
  const now = literals(readFileSync(composer, "utf8"));
  const template = templateStretches(type);
  const inTemplate = goldens.reduce((n, g) => n + covered(g, template), 0);
  const inComposer = goldens.reduce((n, g) => n + covered(g, now.stretches), 0);
  console.log(`${type}: ${goldens.length} golden documents, ${total} characters`);
  console.log(`  from its template:          ${pct(inTemplate, total)}`);
  console.log(
    `  from its composer's literals: ${pct(inComposer, total)} (prose literals: ${now.prose}, ${pct(now.proseChars, now.chars)} of the file)`,
  );
  if (before) {
    const was = literals(execFileSync("git", ["show", `${before}:${composer}`], { encoding: "utf8" }));
    const wasIn = goldens.reduce((n, g) => n + covered(g, was.stretches), 0);
    console.log(
      `  before (${before}): from its composer's literals ${pct(wasIn, total)} (prose literals: ${was.prose}, ${pct(was.proseChars, was.chars)} of the file)`,
    );
  }
}
