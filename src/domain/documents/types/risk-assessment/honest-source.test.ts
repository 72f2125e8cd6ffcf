import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BOOKSHOP,
  BUILDER,
  input,
  JURISDICTION_CODES,
  readable,
  SHOP,
  section,
  table,
} from "../test-fixture";

/**
 * A risk assessment is composed from the business's words and the hazard library, not from a visit:
 * it never says its hazards were found, observed or identified by walking through the workplace,
 * and every row says honestly why it is there.
 */
const CLAIMS =
  /were found|was found|the assessment found|the assessment considered|observed|hazards were identified by|identified (at|during|on) (the|a|your)/i;

const HONEST_WHY =
  /^(Named in the scope of this assessment|High-risk activity of the business: .+|Hazard type chosen for this assessment|Named in the business's work description|Common hazard of .+ work)$/;

describe.each(JURISDICTION_CODES)("risk assessment in %s", (code) => {
  it.each([
    ["a builder", BUILDER],
    ["a shop", SHOP],
    ["a bookshop", BOOKSHOP],
  ] as const)("of %s claims no inspection and says why each row is there", (_who, business) => {
    const doc = composeDocument(input("risk-assessment", code, business));
    const identify = readable({ ...doc, sections: [section(doc, "identify")] });
    expect(readable(doc)).not.toMatch(CLAIMS);
    expect(identify).toContain("none records a finding at the workplace until the person preparing this");
    expect(identify).toContain(
      "Before it is issued, check every row against the work as it is really done, by:",
    );
    const rows = table(doc, "identify", "hazards-identified");
    expect(rows.columns.map((c) => c.label)).toEqual(["Hazard", "Why this row"]);
    for (const r of rows.rows) expect(r.source).toMatch(HONEST_WHY);
  });
});
