import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "../../../tests/golden/businesses";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../catalogue";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// A drill-and-blast contractor at someone else's mine is not the mine operator: the mine safety
// management system and the principal mining hazard plans are the operator's, and the contractor
// works under a plan the operator has accepted (WHS (Mines) Regulations 2022 (WA) r 625D). Mines
// also report reportable incidents, which go into the operator's quarterly report.

const mine = GOLDEN_BUSINESSES.find((g) => g.slug === "au-wa-mining-50-199")!;

const text = (documentType: DocumentTypeId, industry = mine.business.industry) =>
  renderPlainText(
    composeDocument({
      documentType,
      business: { ...mine.business, industry },
      metadata: mine.metadata,
      additionalPolicies: [],
      preparedBy: GOLDEN_AUTHOR,
      date: GOLDEN_DATE,
    }),
  );

describe("Western Australian mines: operator and contractor", () => {
  it("states the safety management system as the mine operator's duty, and what a contractor must do before it starts", () => {
    const policy = text("policy");
    expect(policy).toMatch(/If you are the mine operator, have a mine safety management system/);
    expect(policy).not.toMatch(/^Have a mine safety management system/m);
    expect(policy).toMatch(
      /as a contractor at a mine another business operates, do not start until you have either prepared a health and safety management plan/,
    );
  });

  it("tells a mine's incident form about reportable incidents and the quarterly report", () => {
    const form = text("incident-form");
    expect(form).toMatch(/reportable incidents/);
    expect(form).toMatch(/no later than 15 days after the end of each quarter/);
  });

  it("plans a contractor's emergencies within the mine operator's arrangements, not a building standard", () => {
    expect(text("emergency-plan")).toMatch(
      /mine operator's emergency arrangements in its mine safety management system/,
    );
    for (const type of DOCUMENT_TYPE_IDS) expect(text(type), type).not.toMatch(/AS 3745/);
    // A building's business in the same state still plans by AS 3745.
    expect(text("emergency-plan", "retail")).toMatch(/AS 3745/);
  });

  it("names the mine operator as the party in control of the site on the method statement", () => {
    expect(text("swms")).toMatch(/Mine operator \(where there is one\)/);
  });

  it("leaves other Western Australian businesses without mining duties", () => {
    for (const industry of ["construction", "retail"]) {
      expect(text("policy", industry)).not.toMatch(/mine safety management system|mine operator/);
      expect(text("incident-form", industry)).not.toMatch(/reportable incidents/);
    }
  });
});
