import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN_DIR, renderGoldenDocuments } from "./render";

/**
 * What customers receive, held still: every document type for every reference business, compared
 * with the committed Markdown under golden/. A change to the law or the engine that changes a
 * document fails here until `npm run golden` rewrites the files and the diff is reviewed.
 */
const rendered = renderGoldenDocuments();

function committedFiles(): string[] {
  return readdirSync(GOLDEN_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(GOLDEN_DIR, d.name))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

describe("golden documents", () => {
  it("has a committed file for every rendered document and none left over", () => {
    expect(committedFiles()).toEqual([...rendered.keys()].sort());
  });

  it.each([...rendered.keys()])("%s matches its golden file (npm run golden rewrites it)", (path) => {
    const committed = readFileSync(join(GOLDEN_DIR, path), "utf8");
    expect(rendered.get(path)).toBe(committed);
  });
});
