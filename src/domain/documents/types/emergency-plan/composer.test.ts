import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../../catalogue";
import { profileFor } from "../../../legal";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import {
  builderProfile,
  countryOf,
  EMERGENCY_NUMBER,
  input,
  JURISDICTION_CODES,
  readable,
  SHOP,
  section,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("emergency-plan in %s", (code) => {
  const profile = builderProfile(code);
  const country = countryOf(code);

  it("emergency plan leads with the chosen emergency and the country's emergency number", () => {
    const doc = composeDocument(input("emergency-plan", code));
    const contacts = table(doc, "emergency-contacts");
    expect(contacts.rows[0]?.number).toBe(EMERGENCY_NUMBER[country]);
    expect(contacts.rows.map((r) => r.contact)).toContain(profile.regulator.name);
    expect(contacts.rows.find((r) => /hospital/i.test(r.contact ?? ""))?.number).toBe("");

    const procedures = section(doc, "procedures").body;
    expect(procedures.indexOf("Chemical Spill: detailed procedure")).toBeGreaterThan(-1);
    expect(procedures.indexOf("Chemical Spill")).toBeLessThan(procedures.indexOf("Fire"));
    expect(table(doc, "evacuation").rows.find((r) => r.field === "Primary assembly point")?.value).toBe("");
    expect(readable(doc)).toContain(profile.emergencyPlanning.summary);

    const shop = composeDocument(input("emergency-plan", code, SHOP, {}, []));
    const shopProcedures = textOf(section(shop, "procedures").body);
    expect(shopProcedures).toContain("Fire: detailed procedure");
    expect(shopProcedures).not.toContain("Chemical Spill");
  });

  it("says whose each testing interval is, and dates the first of each rather than a 'next' one", () => {
    for (const business of [undefined, SHOP]) {
      const doc = composeDocument(
        business ? input("emergency-plan", code, business, {}, []) : input("emergency-plan", code),
      );
      const schedule = table(doc, "testing", "testing-schedule");
      expect(schedule.columns.map((c) => c.label)).toContain("First due");
      for (const row of schedule.rows) {
        // An interval is the business's own, cited to the law that sets it, or another's schedule.
        expect(row.frequency, row.activity).toMatch(/business's own interval|\(.+\d.*\)|sets$|^As /);
      }
    }
  });
});

describe("emergency-plan: headcount rules", () => {
  const rule = (code: string, id: string) => {
    const found = profileFor(code).thresholds.find((t) => t.id === id);
    if (!found) throw new Error(`No threshold ${id} in ${code}`);
    return found.consequence;
  };
  const text = (type: DocumentTypeId, code: string, employeeCount: string) =>
    readable(composeDocument(input(type, code, { ...SHOP, employeeCount }, {}, [])));

  it("lets a US business of up to 10 employees communicate its emergency plan orally", () => {
    const oral = rule("US-FED", "us-eap-fpp-oral");
    const written = rule("US-FED", "us-eap-fpp-written");
    expect(text("emergency-plan", "US-FED", "1-5")).toContain(oral);
    expect(text("emergency-plan", "US-FED", "1-5")).not.toContain(written);
    expect(text("emergency-plan", "US-FED", "20-49")).toContain(written);
    expect(text("emergency-plan", "US-FED", "20-49")).not.toContain(oral);
  });
});
