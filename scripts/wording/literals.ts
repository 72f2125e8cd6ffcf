/**
 * `npx tsx scripts/wording/literals.ts [--before <commit>] [--each]`: the share of the characters
 * of `src/domain/documents/types/<type>/composer.ts` that are string literals (template literal
 * pieces included, import paths not). A composer that only selects and orders keeps this low; its
 * wording lives in `knowledge/documents/<type>/template.yaml`. Prose literals, those of three words
 * or more, are counted apart: they are the sentences still written in code. With `--before`, the
 * composers as they were at that commit are measured too; `--each` lists every composer.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

const TYPES = "src/domain/documents/types";

export type LiteralShare = { chars: number; literal: number; prose: number; proseCount: number };

/** The string-literal characters of one TypeScript source. */
export function literalShare(source: string): LiteralShare {
  const file = ts.createSourceFile("composer.ts", source, ts.ScriptTarget.Latest, true);
  const out: LiteralShare = { chars: source.length, literal: 0, prose: 0, proseCount: 0 };
  const add = (text: string) => {
    out.literal += text.length;
    if (text.trim().split(/\s+/).length >= 3) {
      out.prose += text.length;
      out.proseCount += 1;
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
  return out;
}

const sum = (shares: LiteralShare[]): LiteralShare =>
  shares.reduce(
    (a, s) => ({
      chars: a.chars + s.chars,
      literal: a.literal + s.literal,
      prose: a.prose + s.prose,
      proseCount: a.proseCount + s.proseCount,
    }),
    { chars: 0, literal: 0, prose: 0, proseCount: 0 },
  );

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
const line = (label: string, s: LiteralShare) =>
  `${label}: ${pct(s.literal, s.chars)} string literals (${s.literal} of ${s.chars} characters); prose literals ${pct(s.prose, s.chars)} (${s.proseCount})`;

function composers(at?: string): Map<string, string> {
  const out = new Map<string, string>();
  if (at) {
    const files = execFileSync("git", ["ls-tree", "-r", "--name-only", at, TYPES], { encoding: "utf8" })
      .split("\n")
      .filter((f) => /\/[^/]+\/composer\.ts$/.test(f));
    for (const f of files)
      out.set(f.split("/").at(-2)!, execFileSync("git", ["show", `${at}:${f}`], { encoding: "utf8" }));
    return out;
  }
  for (const d of readdirSync(TYPES, { withFileTypes: true }))
    if (d.isDirectory())
      try {
        out.set(d.name, readFileSync(`${TYPES}/${d.name}/composer.ts`, "utf8"));
      } catch {
        // A folder without a composer (shared helpers) is not a document type.
      }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--before");
  const before = at >= 0 ? args[at + 1] : undefined;
  const each = args.includes("--each");
  const report = (label: string, files: Map<string, string>) => {
    const shares = [...files].map(([type, source]) => [type, literalShare(source)] as const);
    if (each)
      for (const [type, s] of shares.sort(([a], [b]) => a.localeCompare(b)))
        console.log(line(`  ${type}`, s));
    console.log(line(label, sum(shares.map(([, s]) => s))));
  };
  if (before) report(`composers at ${before}`, composers(before));
  report("composers now", composers());
}
