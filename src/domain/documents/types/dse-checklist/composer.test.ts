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
    for (const t of tables) expect(keys(t)).toEqual(["item", "result", "action"]);
    expect(keys(table(doc, "actions", "dse-actions"))).toEqual(["no", "action", "owner", "due", "done"]);
  });
});
