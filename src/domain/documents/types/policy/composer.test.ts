import { describe, expect, it } from "vitest";
import { EXTRA_POLICIES } from "../../../catalogue";
import { plural } from "../../composers/text";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import {
  builderProfile,
  input,
  JURISDICTION_CODES,
  labels,
  readable,
  SHOP,
  section,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("policy in %s", (code) => {
  const profile = builderProfile(code);

  it("policy has a section with real content for each chosen extra policy, and a signature block", () => {
    const doc = composeDocument(input("policy", code));
    for (const x of EXTRA_POLICIES) {
      const s = section(doc, `extra-${x.value}`);
      expect(s.heading).toBe(spelt(x.label, code));
      expect(textOf(s.body).length + JSON.stringify(s.tables ?? []).length).toBeGreaterThan(300);
    }
    expect(labels(table(doc, "commitment", "policy-signature"))).toEqual([
      "Name",
      "Position / company",
      "Signature",
      "Date",
    ]);
    const responsibilities = textOf(section(doc, "responsibilities").body);
    expect(responsibilities).toContain(profile.terms.dutyHolderShort);
    // Representatives' roles are described where the country's own law names its representative
    // model; federal OSHA names none, so a US policy has no work-group representatives.
    if (profile.terms.representation)
      expect(responsibilities.toLowerCase()).toContain(plural(profile.terms.representative).toLowerCase());
    else expect(responsibilities).not.toContain("work group");
    expect(readable(doc)).toContain(profile.generalDuties.summary);

    const plain = composeDocument(input("policy", code, SHOP, {}, ["drug-alcohol"]));
    expect(plain.sections.filter((s) => s.id.startsWith("extra-")).map((s) => s.id)).toEqual([
      "extra-drug-alcohol",
    ]);
  });
});
