import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BOOKSHOP,
  countryOf,
  EMERGENCY_NUMBER,
  input,
  JURISDICTION_CODES,
  keys,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("induction in %s", (code) => {
  const country = countryOf(code);

  it("induction covers rights, hazards, the emergency number, and not the emergency and incident types chosen for other documents", () => {
    const doc = composeDocument(input("induction", code, RIDGELINE, RIDGELINE_METADATA));
    const text = readable(doc);
    expect(text).toContain(`call ${EMERGENCY_NUMBER[country]}`);
    expect(text).not.toContain("Chemical Spill");
    expect(text).toContain("every injury, illness, near miss, damage and hazard");
    expect(text).toContain(spelt("Construction Induction", code));
    const hazards = table(doc, "hazards", "induction-hazards");
    expect(keys(hazards)).toEqual(["hazard", "harm", "controls", "ppe"]);
    expect(hazards.rows.some((r) => /height/i.test(r.hazard ?? ""))).toBe(true);
    const signOff = table(doc, "sign-off", "induction-sign-off");
    expect(signOff.rows.map((r) => r.role)).toEqual([spelt("Inductee", code), spelt("Inductor", code)]);
    const retail = readable(composeDocument(input("induction", code, BOOKSHOP, {})));
    expect(retail).not.toContain(spelt("Construction Induction", code));
  });
});
