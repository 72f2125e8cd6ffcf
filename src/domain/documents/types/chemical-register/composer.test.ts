import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  builderProfile,
  filledRows,
  input,
  JURISDICTION_CODES,
  labels,
  readable,
  SHOP,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("chemical-register in %s", (code) => {
  const profile = builderProfile(code);

  it("chemical register has the SDS log columns and the profile's wording", () => {
    const doc = composeDocument(input("chemical-register", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    // The scope is a risk assessment's input, never this document's.
    expect(readable(doc)).not.toContain("All residential extension sites");
    const t = table(doc, "register");
    expect(labels(t)).toEqual([
      "Product name",
      "Supplier",
      "Hazard classification / GHS pictograms",
      // The permissible exposure limit and the DOT hazard class in the US.
      spelt("Workplace exposure limit (SDS section 8)", code),
      // Health monitoring in Australia and New Zealand, medical surveillance in the US, health
      // surveillance in Britain.
      spelt("Health monitoring needed (Yes / No)", code),
      spelt("Dangerous goods class and UN number (SDS section 14)", code),
      "Quantity & location",
      "SDS issue date",
      "SDS review due",
      "Controls / PPE",
    ]);
    // A builder gets example rows for cement and fuel; a corner shop gets a blank register.
    expect(t.rows.filter((r) => r.product?.includes("(example – replace)")).length).toBeGreaterThan(1);
    if (code.startsWith("US")) {
      expect(labels(t)).toContain("Permissible exposure limit (SDS section 8)");
      expect(labels(t)).toContain("DOT hazard class and UN number (SDS section 14)");
    }
    const shop = table(composeDocument(input("chemical-register", code, SHOP, {})), "register");
    expect(filledRows(shop).filter((r) => r.product !== "")).toHaveLength(0);
    const text = readable(doc);
    expect(text).toContain(profile.hazardousChemicals.summary);
    // Bunding, or secondary containment as a US reader knows it.
    expect(text).toMatch(code.startsWith("US") ? /secondary containment/i : /bund/i);
    expect(text).toMatch(/spill kit/i);
  });
});
