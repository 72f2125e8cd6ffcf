import { describe, expect, it } from "vitest";
import { profileFor } from "../../../legal";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, labels, readable, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("contractor-induction in %s", (code) => {
  const profile = profileFor(code);

  it("contractor induction asks for insurance, licences and the local method statement", () => {
    const doc = composeDocument(input("contractor-induction", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    expect(readable(doc)).toContain("All residential extension sites");
    const docs = table(doc, "documents");
    const names = docs.rows.map((r) => r.document).join("\n");
    expect(names).toMatch(/insurance/i);
    expect(names).toMatch(/Licences/);
    expect(names).toContain(profile.highRiskWork.documentName);
    const signOn = table(doc, "sign-on");
    expect(labels(signOn)).toEqual(
      expect.arrayContaining([
        "Name",
        "Licence / ticket no.",
        "Insurance sighted (Y / N)",
        "Signature",
        "Date",
      ]),
    );
    expect(readable(doc)).toContain(profile.consultation.summary);
  });
});
