import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  input,
  JURISDICTION_CODES,
  keys,
  RIDGELINE,
  RIDGELINE_METADATA,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("checklist in %s", (code) => {
  it("checklist has the general areas plus one table per hazard, with answer and action columns", () => {
    const doc = composeDocument(input("checklist", code, RIDGELINE, RIDGELINE_METADATA));
    const tables = doc.sections.find((s) => s.id === "checklist")?.tables ?? [];
    const captions = tables.map((t) => t.caption);
    for (const area of [
      "Housekeeping and access",
      "Emergency equipment",
      "First aid",
      "Electrical",
      "Chemicals",
    ]) {
      expect(captions).toContain(area);
    }
    expect(tables.length).toBeGreaterThan(8);
    for (const t of tables) expect(keys(t)).toEqual(["item", "basis", "result", "comments", "action"]);
    expect(table(doc, "sign-off", "follow-up").columns.map((c) => c.label)).toContain("Owner");
  });
});

const inspection = (code: string, business = RIDGELINE) =>
  composeDocument(input("checklist", code, business, RIDGELINE_METADATA)).sections.find(
    (s) => s.id === "checklist",
  )?.tables ?? [];

describe("inspection items cite the provision each one tests", () => {
  const basisOf = (code: string, start: string) =>
    inspection(code)
      .flatMap((t) => t.rows)
      .find((r) => r.item?.startsWith(start))?.basis;

  it.each([
    ["AU-NSW", "First aid kits are fully stocked", "Work Health and Safety Regulation 2025 (NSW), s 42"],
    ["AU-NSW", "The chemical register lists", "Work Health and Safety Regulation 2025 (NSW), s 346"],
    [
      "NZ",
      "First aid kits are fully stocked",
      "Health and Safety at Work (General Risk and Workplace Management) Regulations 2016, r 13",
    ],
    ["US-FED", "All containers, including decanted ones, are labelled", "29 CFR 1910.1200"],
  ])("%s: “%s” cites its own provision", (code, item, basis) => {
    expect(basisOf(code, spelt(item, code))).toContain(basis);
  });

  it.each(JURISDICTION_CODES)("%s: no item carries another item's block of citations", (code) => {
    for (const t of inspection(code)) {
      const blocks = t.rows.map((r) => r.basis ?? "").filter((b) => b.includes("\n"));
      expect(new Set(blocks).size, t.caption).toBe(blocks.length);
      // A hazard's own law is cited once, on its first item; its controls, PPE and permits are
      // good practice, and so is what its people hold unless a law licenses it (a high risk work
      // licence), when that item cites the licensing provisions, never the hazard's block.
      if (t.id.startsWith("hazard-")) {
        const [first, ...rest] = t.rows;
        for (const r of rest.filter((r) => r.basis !== "Good practice")) {
          expect(r.item, t.caption).toMatch(/^People doing the work hold: .*licen[cs]e/);
          expect(r.basis, t.caption).not.toBe(first?.basis);
        }
      }
    }
  });

  it("a check the jurisdiction names no provision for is good practice, not another country's law", () => {
    // Great Britain has no chemical register duty; US construction first aid is not 1910.151.
    expect(basisOf("UK-GB", "The chemical register lists")).toBe("Good practice");
    expect(basisOf("US-FED", "First aid kits are fully stocked")).toBe("Good practice");
  });
});
