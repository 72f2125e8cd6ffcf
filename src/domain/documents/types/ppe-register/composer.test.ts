import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, keys, RIDGELINE, RIDGELINE_METADATA, table } from "../test-fixture";
import { fitOf } from "./composer";

const RESPIRATOR = /respirat|breathing apparatus|mask|rpe/i;

describe.each(JURISDICTION_CODES)("ppe-register in %s", (code) => {
  it("PPE register lists the hazards' PPE with a standard only where the law sets a respirator's fit testing, and an issue log", () => {
    const doc = composeDocument(input("ppe-register", code, RIDGELINE, RIDGELINE_METADATA));
    const register = table(doc, "register", "ppe-register");
    expect(keys(register)).toEqual([
      "item",
      "hazard",
      "standard",
      "who",
      "issue",
      "inspection",
      "replacement",
    ]);
    expect(register.rows.length).toBeGreaterThan(2);
    for (const r of register.rows) {
      // Only a respirator's row names a rule: the fit testing and training the law here sets.
      if (r.standard !== "") {
        expect(r.item).toMatch(RESPIRATOR);
        expect(r.standard).toMatch(/^(Fit testing(, for a tight-fitting face piece)?|Respirator training): /);
      }
      expect(r.hazard).not.toBe("");
    }
    expect(keys(table(doc, "issue-log", "issue-log"))).toEqual(["name", "item", "size", "date", "signature"]);
  });
});

describe("ppe-register of the business's own work", () => {
  const builder = { ...RIDGELINE, workDescription: "Concrete saw cutting and core drilling for builders" };

  it("lists the respirator the saw cutting calls for, with federal OSHA's fit testing and training, in the US", () => {
    const doc = composeDocument(input("ppe-register", "US-TX", builder, {}));
    const rows = table(doc, "register", "ppe-register").rows;
    const respirator = rows.find((r) => RESPIRATOR.test(String(r.item)) && /dust/i.test(String(r.hazard)));
    expect(respirator?.standard).toMatch(/^Fit testing: Before first use.*1910\.134\(f\)\(2\)/s);
    expect(respirator?.standard).toMatch(/Respirator training: .*1910\.134\(k\)\(5\)/s);
    expect(rows.some((r) => /hearing/i.test(String(r.item)))).toBe(true);
  });

  it("names no fit testing interval where no law in the knowledge base sets one", () => {
    const doc = composeDocument(input("ppe-register", "AU-VIC", builder, {}));
    const rows = table(doc, "register", "ppe-register").rows;
    expect(rows.some((r) => RESPIRATOR.test(String(r.item)))).toBe(true);
    for (const r of rows) expect(r.standard).toBe("");
  });

  it("lists no PPE for work an office does not do", () => {
    const office = {
      ...RIDGELINE,
      industry: "professional",
      workDescription: "Accounting and bookkeeping from a city office",
      highRiskActivities: [],
    };
    const doc = composeDocument(input("ppe-register", "AU-NSW", office, {}));
    const items = table(doc, "register", "ppe-register").rows.map((r) => String(r.item));
    expect(items.filter((i) => /respirat|helmet|hearing/i.test(i))).toEqual([]);
  });
});

describe("a respirator's fit, which decides its fit testing", () => {
  it.each([
    ["N95 respirator fit-tested to the wearer", "tight"],
    ["Half-mask respirator with P100 (HEPA) filters", "tight"],
    ["Respirator with the cartridge type the SDS specifies", "tight"],
    ["Supplied-air respirator with a tight-fitting full facepiece", "tight"],
    ["Supplied-air breathing apparatus where the atmosphere cannot be made safe", "tight"],
    ["Air-fed (supplied-air) respirator for two-pack isocyanate finishes", "either"],
    ["Powered air-purifying respirator", "either"],
    ["Air-fed hood for spray painting", "loose"],
    ["Powered air-purifying respirator with a loose-fitting hood", "loose"],
    ["Face mask for infection control", null],
    ["Safety glasses", null],
  ])("%s is %s", (item, fit) => {
    expect(fitOf(item)).toBe(fit);
  });
});
