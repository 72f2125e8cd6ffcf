import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { builderProfile, input, JURISDICTION_CODES, labels, readable, spelt, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("contractor-induction in %s", (code) => {
  const profile = builderProfile(code);

  it("contractor induction asks for insurance, licences and the local method statement", () => {
    const doc = composeDocument(input("contractor-induction", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    // The scope is a risk assessment's input, never this document's.
    expect(readable(doc)).not.toContain("All residential extension sites");
    const docs = table(doc, "documents");
    const names = docs.rows.map((r) => r.document).join("\n");
    expect(names).toMatch(/insurance/i);
    expect(names).toContain(spelt("Licences", code));
    expect(names).toContain(profile.highRiskWork.documentName);
    const signOn = table(doc, "sign-on");
    expect(labels(signOn)).toEqual(
      expect.arrayContaining([
        "Name",
        spelt("Licence / ticket no.", code),
        spelt("Insurance sighted (Y / N)", code),
        "Signature",
        "Date",
      ]),
    );
    expect(readable(doc)).toContain(profile.consultation.summary);
  });
});
