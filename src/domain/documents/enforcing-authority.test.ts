import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "../../../tests/golden/businesses";
import { DOCUMENT_TYPE_IDS } from "../catalogue";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// In Great Britain the Health and Safety (Enforcing Authority) Regulations 1998 give shops,
// offices, hotels and catering to the local authority; factories and building sites stay with HSE,
// and RIDDOR reports go to HSE either way. A shop's documents must not name HSE as the body that
// enforces at its premises, nor a builder's a local authority.

const shop = GOLDEN_BUSINESSES.find((g) => g.slug === "uk-gb-retail-1-5")!;
const builder = GOLDEN_BUSINESSES.find((g) => g.slug === "uk-gb-construction-6-19")!;

function compose(golden: typeof shop, documentType: (typeof DOCUMENT_TYPE_IDS)[number], industry?: string) {
  return composeDocument({
    documentType,
    business: industry ? { ...golden.business, industry } : golden.business,
    metadata: golden.metadata,
    additionalPolicies: [],
    preparedBy: GOLDEN_AUTHOR,
    date: GOLDEN_DATE,
  });
}

describe("who enforces at a British business's premises", () => {
  it.each(["retail", "hospitality", "professional"])(
    "a %s business's every document names its local authority as the enforcing authority, not HSE",
    (industry) => {
      for (const type of DOCUMENT_TYPE_IDS) {
        const doc = compose(shop, type, industry);
        expect(doc.complianceReferences.authority, type).toBe(
          "Your local authority's environmental health service",
        );
        const text = renderPlainText(doc);
        expect(text, type).not.toMatch(/enforced by the Health and Safety Executive/);
      }
    },
  );

  it("says the law is enforced at the shop by the local authority, and that RIDDOR reports still go to HSE", () => {
    const text = renderPlainText(compose(shop, "action-plan"));
    expect(text).toMatch(
      /at these premises is enforced by your local authority's environmental health service/,
    );
    expect(text).toMatch(/Reports under RIDDOR still go to HSE/);
  });

  it("still tells a shop to report to HSE under RIDDOR on its incident form", () => {
    const text = renderPlainText(compose(shop, "incident-form"));
    expect(text).toMatch(/Health and Safety Executive/);
  });

  it("leaves a builder with HSE", () => {
    for (const type of DOCUMENT_TYPE_IDS) {
      const doc = compose(builder, type);
      expect(doc.complianceReferences.authority, type).toBe("Health and Safety Executive");
      expect(renderPlainText(doc), type).not.toMatch(/local authority's environmental health service/);
    }
  });
});
