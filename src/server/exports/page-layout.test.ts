import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "../../../tests/golden/businesses";
import { composeGolden } from "../../../tests/golden/render";
import { PAPER_SIZES } from "../../domain/catalogue";
import { isWideTable, textWidth } from "./page-layout";

function tablesOf(documentType: "swms" | "hazard-register") {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === "au-nsw-construction-20-49")!;
  const content = composeGolden(golden, documentType);
  return new Map(content.sections.flatMap((s) => s.tables ?? []).map((t) => [t.id, t]));
}

describe("isWideTable", () => {
  it("turns job steps and registers, not the risk matrix or the sign-on sheet", () => {
    const swms = tablesOf("swms");
    expect(isWideTable(swms.get("job-steps")!)).toBe(true);
    expect(isWideTable(swms.get("matrix")!)).toBe(false);
    expect(isWideTable(swms.get("sign-on")!)).toBe(false);
    expect(isWideTable(swms.get("ppe")!)).toBe(false);
    const register = [...tablesOf("hazard-register").values()].find((t) => t.columns.length >= 8)!;
    expect(isWideTable(register)).toBe(true);
  });

  it("needs five columns however long the text", () => {
    const long = "a".repeat(400);
    const table = (n: number) => ({
      id: "t",
      caption: "t",
      columns: Array.from({ length: n }, (_, i) => ({ key: `c${i}`, label: `C${i}` })),
      rows: [Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, long]))],
    });
    expect(isWideTable(table(4))).toBe(false);
    expect(isWideTable(table(5))).toBe(true);
  });
});

describe("textWidth", () => {
  it("turns the document's own paper for landscape, A4 and US Letter alike", () => {
    expect(textWidth(PAPER_SIZES.a4.points, false)).toBe(595.28);
    expect(textWidth(PAPER_SIZES.a4.points, true)).toBe(841.89);
    expect(textWidth(PAPER_SIZES.letter.twips, true)).toBe(15840);
    expect(textWidth(PAPER_SIZES.letter.twips, false)).toBe(12240);
  });
});
