import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BOOKSHOP,
  countryOf,
  EMERGENCY_NUMBER,
  input,
  JURISDICTION_CODES,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("first-aid-plan in %s", (code) => {
  const country = countryOf(code);

  it("first aid plan sizes first aiders from the band and adds eyewash and burns kits for the hazards", () => {
    const withChemicals = {
      ...RIDGELINE,
      highRiskActivities: [...RIDGELINE.highRiskActivities, "hazardous-chemicals"],
    };
    const doc = composeDocument(input("first-aid-plan", code, withChemicals, RIDGELINE_METADATA));
    const text = readable(doc);
    expect(text).toContain("own planning ratio");
    expect(text).toContain(`Call ${EMERGENCY_NUMBER[country]}`);
    expect(table(doc, "first-aiders", "first-aiders").rows).toHaveLength(3);
    const kits = table(doc, "kits", "kit-locations").rows.map((r) => r.item);
    expect(kits.some((k) => /Eyewash/.test(k ?? ""))).toBe(true);
    expect(kits.some((k) => /Burns/.test(k ?? ""))).toBe(true);
    const retail = composeDocument(input("first-aid-plan", code, BOOKSHOP, {}));
    expect(table(retail, "kits", "kit-locations").rows.some((r) => /Eyewash/.test(r.item ?? ""))).toBe(false);
  });

  it("gives a 1-5 low-hazard business the lower-hazard ratio, even with manual handling ticked", () => {
    const shop = composeDocument(
      input("first-aid-plan", code, { ...BOOKSHOP, highRiskActivities: ["manual-handling"] }, {}),
    );
    const firstAider = spelt("first aider", code);
    expect(readable(shop)).toMatch(
      new RegExp(`one ${firstAider} for every 50 \\w+ \\(a lower-hazard workplace\\)`),
    );
    const builder = composeDocument(input("first-aid-plan", code, RIDGELINE, RIDGELINE_METADATA));
    expect(readable(builder)).toMatch(
      new RegExp(`one ${firstAider} for every 25 \\w+ \\(a higher-hazard workplace\\)`),
    );
  });
});
