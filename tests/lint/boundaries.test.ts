import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The import boundaries in biome.json, shown to bite: each case writes a few files into a temporary
 * copy of the project's lint configuration and runs Biome on them, the way `npm run lint` would.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Lints `files` (path → source) under the project's own rules; the exit code and what Biome printed. */
function lint(files: Record<string, string>): { code: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "safedraft-lint-"));
  const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(BIOME, ["lint", "--max-diagnostics=50", "--colors=off", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the import boundaries the linter enforces", () => {
  it("passes code that keeps to them", () => {
    const { code, output } = lint({
      "src/client/features/generator/Step.ts":
        'import { api } from "../../lib/api";\nimport { DOCUMENT_TYPES } from "../../../domain/catalogue";\nimport { own } from "./own";\nexport const step = [api, DOCUMENT_TYPES, own];\n',
      "src/client/app/Screen.ts":
        'import { step } from "../features/generator/Step";\nimport { panel } from "../features/documents/Panel";\nexport const screen = [step, panel];\n',
      "src/server/exports/word.ts": 'import { Document } from "docx";\nexport const word = Document;\n',
    });
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });

  it("fails a client feature that imports another feature", () => {
    const { code, output } = lint({
      "src/client/features/generator/Planted.ts":
        'import { usePolicies } from "../documents/api";\nexport const planted = usePolicies;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("A client feature does not import another feature");
  });

  it("fails client code that reaches a domain module outside the allow-list", () => {
    const { code, output } = lint({
      "src/client/lib/planted.ts":
        'import { composeDocument } from "../../domain/documents/engine";\nexport const planted = composeDocument;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("The client reads the domain only through the modules allowed");
  });

  it("fails docx, pdfmake or jszip imported outside the render module", () => {
    const { code, output } = lint({
      "src/server/routes/planted.ts":
        'import JSZip from "jszip";\nimport type { TDocumentDefinitions } from "pdfmake/interfaces";\nexport const planted: [unknown, TDocumentDefinitions?] = [JSZip];\n',
      "src/client/features/editor/planted.ts":
        'import { Document } from "docx";\nexport const planted = Document;\n',
    });
    expect(code).not.toBe(0);
    expect(output.match(/Only the render module, src\/server\/exports\/, imports/g)?.length).toBe(3);
  });

  it("fails an import cycle", () => {
    const { code, output } = lint({
      "src/domain/a.ts": 'import { b } from "./b";\nexport const a = () => b();\n',
      "src/domain/b.ts": 'import { a } from "./a";\nexport const b = () => a();\n',
    });
    expect(code).not.toBe(0);
    expect(output).toContain("lint/suspicious/noImportCycles");
  });
});
