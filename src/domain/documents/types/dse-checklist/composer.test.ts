import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { BOOKSHOP, countryOf, input, JURISDICTION_CODES, keys, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("dse-checklist in %s", (code) => {
  const country = countryOf(code);

  it("DSE checklist uses the local name and yes/no/action columns", () => {
    const doc = composeDocument(input("dse-checklist", code, BOOKSHOP, {}));
    expect(doc.title).toBe(
      `${country === "UK" ? "DSE Workstation Assessment" : "Workstation Ergonomics Checklist"} – Corner Books & Gifts`,
    );
    const tables = doc.sections.find((s) => s.id === "checklist")?.tables ?? [];
    expect(tables.map((t) => t.caption)).toEqual([
      "Display screen",
      "Keyboard and mouse",
      "Chair",
      "Desk",
      "Environment",
      "Software and breaks",
      "Laptops and home working",
    ]);
    for (const t of tables) expect(keys(t)).toEqual(["item", "basis", "result", "action"]);
    expect(keys(table(doc, "actions", "dse-actions"))).toEqual(["no", "action", "owner", "due", "done"]);
  });
});

describe("workstation checklist items name the provision they test", () => {
  const tables = (code: string) =>
    composeDocument(input("dse-checklist", code, BOOKSHOP, {})).sections.find((s) => s.id === "checklist")
      ?.tables ?? [];

  it("Great Britain: one item per area checks the regulation; the detailed checks are good practice", () => {
    const gb = tables("UK-GB");
    const chair = gb.find((t) => t.id === "chair")!;
    expect(chair.rows[0]?.basis).toBe("Health and Safety (Display Screen Equipment) Regulations 1992, reg 3");
    expect(chair.rows.slice(1).every((r) => r.basis === "Good practice")).toBe(true);
    expect(gb.find((t) => t.id === "software-breaks")?.rows[0]?.basis).toBe(
      "Health and Safety (Display Screen Equipment) Regulations 1992, reg 4",
    );
    expect(gb.find((t) => t.id === "laptops-home")?.rows.every((r) => r.basis === "Good practice")).toBe(
      true,
    );
  });

  it("elsewhere, with no workstation provision in the knowledge base, every item is good practice", () => {
    for (const code of ["AU-NSW", "NZ", "US-FED"])
      expect(tables(code).every((t) => t.rows.every((r) => r.basis === "Good practice"))).toBe(true);
  });
});
