import { describe, expect, it } from "vitest";
import type { DocSection } from "./content";
import { sectionChanges } from "./review-changes";

const s = (id: string, body: string, tables: DocSection["tables"] = []): DocSection => ({
  id,
  heading: id.toUpperCase(),
  body,
  tables,
});

describe("what changed since the version a reviewer saw", () => {
  it("marks the words that changed in a section and leaves unchanged sections out", () => {
    const changes = sectionChanges(
      [s("scope", "<p>Roof sheeting at 12 Smith St</p>"), s("ppe", "<p>Hard hat</p>")],
      [s("scope", "<p>Roof sheeting at 14 Smith St</p>"), s("ppe", "<p>Hard hat</p>")],
    );
    expect(changes).toEqual([
      {
        id: "scope",
        heading: "SCOPE",
        change: "changed",
        before: "<p>Roof sheeting at <del>12</del> Smith St</p>",
        after: "<p>Roof sheeting at <ins>14</ins> Smith St</p>",
        tablesChanged: false,
      },
    ]);
  });

  it("names sections added and removed, and a table that changed", () => {
    const row = (v: string) => [
      { id: "t", caption: "T", columns: [{ key: "a", label: "A" }], rows: [{ a: v }] },
    ];
    const changes = sectionChanges(
      [s("scope", "<p>Same</p>", row("1")), s("old", "<p>Gone</p>")],
      [s("scope", "<p>Same</p>", row("2")), s("new", "<p>Fresh</p>")],
    );
    expect(changes.map((c) => [c.id, c.change, c.tablesChanged])).toEqual([
      ["scope", "changed", true],
      ["new", "added", false],
      ["old", "removed", false],
    ]);
  });

  it("finds nothing between a version and itself", () => {
    const same = [s("scope", "<p>Same</p>")];
    expect(sectionChanges(same, same)).toEqual([]);
  });
});
