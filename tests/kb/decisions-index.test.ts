import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEX_FILE, indexMarkdown, readDecisions } from "../../scripts/decisions";

describe("the decisions index", () => {
  it("lists every decision with its title, date and status (run `npm run decisions` when it fails)", () => {
    const decisions = readDecisions();
    expect(decisions.length).toBeGreaterThan(70);
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(indexMarkdown(decisions));
  });

  it("numbers each decision once", () => {
    const numbers = readDecisions().map((d) => d.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
