import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const text = (g: GoldenBusiness, documentType: DocumentTypeId) => renderPlainText(composeGolden(g, documentType));
/** The register's row for a hazard, from its name to the end of the row. */
const rowOf = (register: string, name: string) => register.split("\n").find((line) => line.includes(`Hazard: ${name} |`));

// A register, induction or policy asks for no hazard types: what the business declared must bring
// every row it stands for on its own.
describe("a declared high-risk activity brings the hazards it always comes with", () => {
  it("psychological hazards bring workload, bullying and harassment as well as emotionally demanding work", () => {
    const clinic = golden("au-vic-healthcare-50-199");
    expect(clinic.business.highRiskActivities).toContain("psychological-hazards");
    for (const type of ["hazard-register", "induction"] as const) {
      const doc = text(clinic, type);
      expect(doc, type).toMatch(/Traumatic and emotionally demanding work/);
      expect(doc, type).toMatch(/Work-related stress, bullying and harassment/);
    }
  });

  it("a business without the activity is not given the row by it", () => {
    const shop = golden("uk-gb-retail-1-5");
    expect(shop.business.highRiskActivities).not.toContain("psychological-hazards");
    expect(text(shop, "hazard-register")).not.toMatch(/Traumatic and emotionally demanding work/);
  });

  it("a builder's work at height keeps its ladder control beside the roof and scaffold ones, in one row", () => {
    for (const slug of ["au-nsw-construction-20-49", "uk-gb-scaffolding-6-19", "us-tx-construction-20-49"]) {
      const g = golden(slug);
      expect(g.business.highRiskActivities, slug).toContain("working-at-height");
      const register = text(g, "hazard-register");
      const row = rowOf(register, "Working at height");
      expect(row, slug).toBeDefined();
      // OSHA's test is whether a control is feasible; the other countries' Acts' is reasonable practicability.
      expect(row, slug).toMatch(
        g.business.country === "US"
          ? /Use a ladder only for short, light work where a platform or scaffold is not feasible/
          : /Use a ladder only for short, light work where a platform or scaffold is not reasonably practicable/,
      );
      // One guardrail line: the builder's own, not a shop's "any edge" beside it.
      expect(row, slug).toMatch(/Install perimeter guardrails/);
      expect(row, slug).not.toMatch(/Guardrails on raised platforms, stairs and any edge/);
      // One row for falls, not a second ladders row beside it.
      expect(register, slug).not.toMatch(/Hazard: Falls from height/);
      // A builder plans its work at height; reaching high shelves from the floor is a shop's answer,
      // and a builder in safety boots is not issued shoes as well.
      expect(row, slug).not.toMatch(/Keep what is used often within reach from the floor/);
      expect(text(g, "ppe-register"), slug).not.toMatch(/Slip-resistant enclosed footwear|Slip-resistant shoes/);
    }
  });

  it("a warehouse that declares work at height keeps its own ladder, mezzanine and racking controls", () => {
    const warehouse = golden("uk-gb-warehouse-50-199");
    expect(warehouse.business.highRiskActivities).toContain("working-at-height");
    const row = text(warehouse, "hazard-register")
      .split("\n")
      .find((line) => /Hazard: Falls from height/.test(line));
    expect(row).toMatch(/Inspect ladders before use, set them on firm level ground and keep three points of contact/);
    expect(row).toMatch(/Guardrails on mezzanines/);
  });
});
