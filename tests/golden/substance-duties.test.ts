import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const text = (g: GoldenBusiness, documentType: DocumentTypeId) => renderPlainText(composeGolden(g, documentType));
const describedAs = (slug: string, workDescription: string): GoldenBusiness => {
  const g = golden(slug);
  return { ...g, business: { ...g.business, workDescription } };
};
/** The line of a document that holds `words`. */
const lineWith = (doc: string, words: string) => doc.split("\n").find((l) => l.includes(words)) ?? "";

const COSHH = "Control of Substances Hazardous to Health Regulations 2002";

describe("the controls COSHH asks for cite COSHH in Great Britain, and are good practice elsewhere", () => {
  it("a British body shop's checks of its spray booth, extraction and health surveillance cite regulations 7, 9 and 11", () => {
    const bodyShop = golden("uk-gb-manufacturing-6-19");
    const doc = text(bodyShop, "checklist");
    expect(lineWith(doc, "Spray two-pack only in a spray booth")).toContain(`${COSHH}, reg 7`);
    expect(lineWith(doc, "Booth extraction checked before each use")).toContain(`${COSHH}, reg 9`);
    expect(lineWith(doc, "Health surveillance for everyone who sprays")).toContain(`${COSHH}, reg 11`);
    expect(lineWith(doc, "Spray guns cleaned in an enclosed gun-wash")).toContain("Good practice");
    // Its health records are kept as long as the law says.
    expect(text(bodyShop, "hazard-register")).toMatch(
      /A health record of each sprayer and mixer under health surveillance kept for at least 40 years from the date of its last entry \(COSHH regulation 11\)/,
    );
  });

  it("a British machine shop's mist extraction and health surveillance cite COSHH too", () => {
    const doc = text(golden("uk-gb-machine-shop-mwf-6-19"), "checklist");
    expect(lineWith(doc, "Local exhaust ventilation (mist extraction)")).toContain(`${COSHH}, reg 9`);
    expect(lineWith(doc, "Respiratory health surveillance")).toContain(`${COSHH}, reg 11`);
  });

  it("a British machine shop keeps one health record of each worker under its skin checks and respiratory surveillance, said once", () => {
    const shop = golden("uk-gb-machine-shop-mwf-6-19");
    for (const type of ["checklist", "risk-assessment", "hazard-register", "action-plan"] as const) {
      const doc = text(shop, type);
      expect(doc.match(/kept for at least 40 years/g), type).toHaveLength(1);
      expect(doc, type).toMatch(
        /A health record of each person under health surveillance \(respiratory or skin checks\) kept for at least 40 years from the date of its last entry \(COSHH regulation 11\)/,
      );
    }
    // Its checklist tests the record against regulation 11.
    expect(lineWith(text(shop, "checklist"), "A health record of each person")).toContain(`${COSHH}, reg 11`);
  });

  it("a British shop whose work names only the mist keeps its record with the respiratory surveillance", () => {
    const g = describedAs("uk-gb-machine-shop-mwf-6-19", "Grinding with oil mist extraction");
    const mistOnly = { ...g, metadata: { ...g.metadata, activity: "Grinding", scope: "The grinding bay" } };
    const doc = text(mistOnly, "checklist");
    expect(doc).not.toMatch(/Metalworking fluids on the skin/);
    expect(doc).toMatch(
      /A health record of each person under respiratory health surveillance kept for at least 40 years/,
    );
  });

  it("an American or Australian body shop gets no COSHH and no 40-year record", () => {
    for (const g of [
      describedAs("us-wa-manufacturing-20-49", "Vehicle spray refinishing with two-pack paints"),
      describedAs("au-qld-manufacturing-50-199", "Vehicle spray refinishing with two-pack paints"),
      describedAs("au-sa-machining-mwf-6-19", "CNC turning and milling of steel and aluminium parts"),
    ]) {
      for (const type of ["checklist", "safety-audit", "hazard-register"] as const) {
        const doc = text(g, type);
        expect(doc, `${g.slug} ${type}`).not.toMatch(/COSHH|Control of Substances Hazardous to Health|40 years/);
      }
      expect(text(g, "hazard-register"), g.slug).not.toMatch(/A health record of each/);
    }
  });
});
