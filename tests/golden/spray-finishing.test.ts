import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const text = (g: GoldenBusiness, documentType: DocumentTypeId) => renderPlainText(composeGolden(g, documentType));
/** The business as if its own words named other work. */
const describedAs = (slug: string, workDescription: string, scope: string): GoldenBusiness => {
  const g = golden(slug);
  return { ...g, business: { ...g.business, workDescription }, metadata: { ...g.metadata, scope } };
};

describe("a business that spray-finishes gets a spray booth's controls", () => {
  it("the cabinet shop that sprays and the body shop spray only in a booth, with air-fed respirators for isocyanates", () => {
    for (const slug of ["us-wa-manufacturing-20-49", "uk-gb-manufacturing-6-19"]) {
      expect(text(golden(slug), "hazard-register"), slug).toMatch(
        /Spray finishes only in a spray booth or enclosed spray area/,
      );
      expect(text(golden(slug), "ppe-register"), slug).toMatch(
        /Air-fed \(supplied-air\) respirator for two-pack isocyanate finishes/,
      );
    }
  });

  it("a cabinet shop that does not spray, and a farm that sprays crops, get no booth", () => {
    const cabinets = describedAs(
      "us-wa-manufacturing-20-49",
      "Custom kitchen cabinets: cutting, edge-banding and assembly",
      "Machine shop and assembly floor",
    );
    const farm = describedAs("au-tas-agriculture-6-19", "Mixed farm: crop spraying, harvesting and livestock", "Paddocks");
    for (const g of [cabinets, farm]) {
      expect(text(g, "hazard-register"), g.slug).not.toMatch(/spray booth/i);
      expect(text(g, "ppe-register"), g.slug).not.toMatch(/Air-fed/);
    }
  });

  it("a body shop spraying two-pack paint has isocyanates and occupational asthma as a row of its own register", () => {
    const bodyShop = golden("uk-gb-manufacturing-6-19");
    expect(bodyShop.business.workDescription).toMatch(/two-pack/);
    const register = text(bodyShop, "hazard-register");
    expect(register).toMatch(/Hazard: Isocyanates in two-pack paints and lacquers \(occupational asthma\)/);
    expect(register).toMatch(/Health surveillance for everyone who sprays or mixes isocyanate paints/);
    // Its extraction is examined at the interval the country's law sets.
    expect(register).toMatch(/at least once every 14 months \(COSHH regulation 9\)/);
    const refinisher = describedAs("uk-gb-manufacturing-6-19", "Vehicle spray refinishing", "Body shop");
    expect(text(refinisher, "hazard-register")).toMatch(/Hazard: Isocyanates in two-pack paints/);
  });

  it("a cabinet shop spraying lacquer and a house painter get no isocyanate row", () => {
    for (const slug of ["us-wa-manufacturing-20-49", "us-wa-painting-1-5"])
      expect(text(golden(slug), "hazard-register"), slug).not.toMatch(/Isocyanates in two-pack/);
    // A two-pack epoxy is amine-cured: "two-pack" alone says nothing of isocyanates.
    const floors = describedAs("uk-gb-manufacturing-6-19", "Warehouse floor coating with two-pack epoxy", "Floors");
    expect(text(floors, "hazard-register")).not.toMatch(/Isocyanates in two-pack/);
  });

  it("an air-fed respirator is cared for by its air supply, not by a filter change schedule", () => {
    const register = text(golden("uk-gb-manufacturing-6-19"), "ppe-register");
    const row = register.split("\n").find((line) => line.includes("Air-fed (supplied-air) respirator"));
    expect(row).toMatch(/the compressed air supply tested for quality and flow/);
    expect(row).not.toMatch(/filters checked against the change schedule/);
  });
});
