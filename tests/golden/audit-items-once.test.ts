import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * A safety audit checks each item once: a duty two topics share (a record that is a fire duty and
 * a records duty, a notifiable event's record under incidents and records) is checked where it
 * first comes, and a hazard with an area of its own is not checked again in the plant area, so
 * no area's count is inflated by an item the auditor has already marked. Checked over every
 * golden audit's checklist rows (the first column of its numbered tables).
 */
const audits = [...renderGoldenDocuments()].filter(([file]) => file.endsWith("/safety-audit.md"));

function checklistItems(markdown: string): string[] {
  const start = markdown.search(/^## \d+\. Audit Checklist/m);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| (Audit item|---) /.test(line))
    .map((line) => line.split(" | ")[0]!.slice(2).trim())
    .filter((item) => item.length > 20);
}

describe("a safety audit checks each item once", () => {
  it("has golden audits to check", () => expect(audits.length).toBeGreaterThan(20));

  it.each(audits)("%s repeats no checklist item", (_file, markdown) => {
    const items = checklistItems(markdown);
    expect(items.length).toBeGreaterThan(10);
    expect(items.filter((item, i) => items.indexOf(item) !== i)).toEqual([]);
  });

  it("a hazard with its own area is not checked again under plant", () => {
    const forestry = audits.find(([file]) => file.startsWith("nz-forestry-harvesting"))![1];
    expect(forestry).not.toMatch(/Plant and equipment risks are managed .* forestry machines on steep slopes/);
    expect(forestry).toContain("**10. Forestry machines on steep slopes");
  });
});
