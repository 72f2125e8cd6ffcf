import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * A PPE register cares for an item as the kind its own name says, not a kind named in what it
 * comes with: a "forestry safety helmet with face screen and hearing protection" is inspected for
 * its shell and harness and replaced after an impact, never issued and checked as earmuffs, and a
 * hard hat is head protection, not a sun hat. Checked over every golden register's rows.
 */
const registers = [...renderGoldenDocuments()].filter(([file]) => file.endsWith("/ppe-register.md"));
const HELMET_CARE = "Before each use: shell, harness and chin strap";

const rows = (markdown: string) =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .map((line) => line.split(" | "));

describe("a PPE register cares for an item as the kind its name says", () => {
  const helmets = registers.flatMap(([file, markdown]) =>
    rows(markdown)
      .filter((cells) => /^\| (Forestry safety helmet|Safety helmet|Hard hat)\b/i.test(`${cells[0]}`))
      .map((cells) => [file, cells.join(" | ")] as const),
  );

  it("has helmet rows to check, one with hearing protection on it", () => {
    expect(helmets.length).toBeGreaterThan(5);
    expect(helmets.some(([, row]) => /helmet with .*hearing protection/i.test(row))).toBe(true);
  });

  it.each(helmets)("%s: %s", (_file, row) => {
    expect(row).toContain(HELMET_CARE);
    expect(row).not.toMatch(/earmuff|sunscreen/i);
  });
});
