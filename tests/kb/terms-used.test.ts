import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TERM_NAMES } from "../../scripts/kb/schema";

/**
 * A country term no wording names is a word someone may correct for nothing: the documents never
 * print it. Every term a profile may hold is named by a template or a library line
 * (`{{local.name}}`, `{{terms.name}}`) or read by a composer or the engine (`terms.name`).
 */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const knowledgeText = files("knowledge", (n) => n.endsWith(".yaml") && n !== "changelog.yaml")
  .filter((f) => !f.includes("/jurisdictions/"))
  .map((f) => readFileSync(f, "utf8"))
  .join("\n");
// A composer reads a term as `terms.name`, or takes several at once from the terms on one line
// (`const { emergencyLead: lead } = ctx.terms`).
const codeLines = files(
  "src",
  (n) => n.endsWith(".ts") && !n.endsWith(".generated.ts") && !n.endsWith(".test.ts"),
)
  .flatMap((f) => readFileSync(f, "utf8").split("\n"))
  .filter((line) => /\bterms\b/.test(line));

describe("country terms", () => {
  it("are each named by some wording or read by the engine", () => {
    const unused = [...TERM_NAMES].filter(
      (name) =>
        !knowledgeText.includes(`{{local.${name}}}`) &&
        !knowledgeText.includes(`{{terms.${name}}}`) &&
        !codeLines.some((line) => new RegExp(`\\b${name}\\b`).test(line)),
    );
    expect(unused).toEqual([]);
  });
});
