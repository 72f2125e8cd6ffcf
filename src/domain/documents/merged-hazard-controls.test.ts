import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "../../../tests/golden/businesses";
import { composeGolden } from "../../../tests/golden/render";
import type { DocumentTypeId } from "../catalogue";
import type { DocTable } from "./content";

// A row that stands for several asked-for hazards of one kind (a clinic's biological hazards and
// its sharps, a shop's manual handling and its deliveries) is printed once, and a safety manager
// reading it finds every control each of them brought: none is lost for being merged.

function tableOf(slug: string, documentType: DocumentTypeId, sectionId: string): DocTable {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
  const doc = composeGolden(golden, documentType);
  const table = doc.sections.find((s) => s.id === sectionId)?.tables?.[0];
  if (!table) throw new Error(`${slug} ${documentType}: no table in ${sectionId}`);
  return table;
}

/** Everything a row says about controls: those in place and those to consider. */
function controlsOfRow(table: DocTable, hazard: RegExp): string {
  const rows = table.rows.filter((r) => hazard.test(r.hazard ?? ""));
  expect(rows, String(hazard)).toHaveLength(1);
  return `${rows[0]!.controls ?? ""}\n${rows[0]!.further ?? ""}`;
}

describe("a merged hazard row keeps every control of the hazards it stands for", () => {
  it("the community health clinic's register: vaccination and general manual handling", () => {
    const register = tableOf("au-vic-healthcare-50-199", "hazard-register", "register");
    const sharps = controlsOfRow(register, /^Sharps injuries/);
    expect(sharps).toContain("Never recap needles; hepatitis B vaccination");
    // Legionella is a control of a building's water systems, which the clinic's words do not name.
    expect(sharps).not.toContain("Legionella");
    // The vaccines of sewage and animal work (hepatitis A, tetanus, Q fever) are not a clinic's, and
    // the general vaccination and tool-cleaning lines would only repeat the row's own.
    expect(sharps).not.toContain("Offer vaccination where relevant");
    expect(sharps).not.toContain("Q fever");
    expect(sharps).not.toContain("Clean and disinfect tools after use");
    const handling = controlsOfRow(register, /^Patient handling/);
    expect(handling).toContain("Ceiling and mobile hoists");
    expect(handling).toContain("Team lifts for loads over 20 kg");
    // A clinic moves patients and equipment, not palletised goods: trolleys, not pallet jacks.
    expect(handling).toContain("Mechanical aids suited to the load: trolleys");
    expect(handling).not.toContain("pallet jacks");
  });

  it("the New York clinic's risk assessment keeps its own vaccination line, without another hazard's Legionella", () => {
    const table = tableOf("us-ny-healthcare-50-199", "risk-assessment", "hazards");
    const sharps = controlsOfRow(table, /^Sharps injuries/);
    expect(sharps).not.toContain("Legionella");
    expect(sharps).toContain("hepatitis B vaccination");
    expect(sharps).not.toContain("Offer vaccination where relevant");
  });

  it("a shop's deliveries row keeps the general manual-handling controls", () => {
    const register = tableOf("uk-gb-retail-1-5", "hazard-register", "register");
    const handling = controlsOfRow(register, /^Deliveries and shelf stacking/);
    expect(handling).toContain("Two-person lifts for heavy cartons");
    expect(handling).toContain("Team lifts for loads over 20 kg");
    expect(handling).toContain("Have goods delivered to the point of use");
  });

  it("a roofer's procedure keeps the open-edge and opening controls on its one falls row", () => {
    const hazards = tableOf("au-nsw-construction-20-49", "sop-template", "hazards");
    const falls = controlsOfRow(hazards, /^Working at height$/);
    expect(falls).toContain("Install perimeter guardrails");
    expect(falls).toContain("Cover remaining openings with covers able to carry a person");
    expect(falls).toContain("travel-restraint system");
  });

  it("a carrier's loading procedure keeps the dock-edge controls with the storage wording", () => {
    const hazards = tableOf("au-sa-transport-20-49", "sop-template", "hazards");
    const falls = controlsOfRow(hazards, /^Falls from height/);
    expect(falls).toContain("never climb racking");
    expect(falls).toContain("Fix guardrails or barriers around pits, open edges");
  });

  it("no row repeats a control, and a wording that covers another says each heat control once", () => {
    for (const g of GOLDEN_BUSINESSES) {
      const register = tableOf(g.slug, "hazard-register", "register");
      for (const r of register.rows) {
        const lines = `${r.controls ?? ""}\n${r.further ?? ""}`.split("\n").filter(Boolean);
        expect(new Set(lines).size, `${g.slug}: ${r.hazard}`).toBe(lines.length);
      }
    }
    const register = tableOf("us-ca-construction-20-49", "hazard-register", "register");
    const heat = controlsOfRow(register, /^Heat and sun/);
    expect(heat).toContain("Work-rest schedule for hot days");
    expect(heat).not.toContain("Heat plan:");
  });
});
