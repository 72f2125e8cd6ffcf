import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AREAS, INDEX_FILE, indexMarkdown, readDecisions } from "../../scripts/decisions";

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

  it("groups the decisions under their areas, each decision once", () => {
    const index = readFileSync(INDEX_FILE, "utf8");
    const headings = [...index.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, AREAS.length)).toEqual([...AREAS]);
    for (const d of readDecisions()) expect(index.split(`](${d.file})`).length - 1).toBe(1);
    const platform = index.slice(index.indexOf("## Platform and operations"), index.indexOf("## Accounts"));
    expect(platform).toContain("[076](076-node-24-installed-with-the-app.md)");
  });
});
