import { describe, expect, it } from "vitest";
import { checkExportShape, MAX_NESTING, nestingDepth } from "./export-bounds";

const section = (heading: string, body: string, cells = 0) => ({
  id: heading,
  heading,
  body,
  tables: cells
    ? [
        {
          id: "t",
          caption: "T",
          columns: [{ key: "a", label: "A" }],
          rows: Array.from({ length: cells }, () => ({ a: "1" })),
        },
      ]
    : [],
});

describe("what an export holds", () => {
  it("measures how deep lists and quotes are nested, whatever the case of the tags", () => {
    expect(nestingDepth("<p>plain</p>")).toBe(0);
    expect(nestingDepth("<ul><li>a<OL><li>b</li></OL></li></ul><blockquote><p>q</p></blockquote>")).toBe(2);
    expect(nestingDepth("</ul></ul><ul><li>x</li></ul>")).toBe(1);
  });

  it("names the first section at which the tables pass 10,000 cells, or a list passes ten levels", () => {
    expect(() =>
      checkExportShape({ sections: [section("Scope", "<p>x</p>", 6_000), section("Plant", "", 6_000)] }),
    ).toThrow(/^Section 2 “Plant”: the document's tables hold 12,000 cells by this section/);
    const deep = `${"<ul><li>".repeat(MAX_NESTING + 1)}x${"</li></ul>".repeat(MAX_NESTING + 1)}`;
    expect(() =>
      checkExportShape({ sections: [section("Scope", "<p>x</p>"), section("Steps", deep)] }),
    ).toThrow(
      /^Section 2 “Steps”: its lists or quotes are nested 11 levels deep; an export holds at most 10/,
    );
    const fine = `${"<ul><li>".repeat(MAX_NESTING)}x${"</li></ul>".repeat(MAX_NESTING)}`;
    expect(() => checkExportShape({ sections: [section("Steps", fine, 10_000)] })).not.toThrow();
  });
});
