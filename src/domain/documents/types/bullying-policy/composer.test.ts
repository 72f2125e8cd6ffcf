import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { BOOKSHOP, input, JURISDICTION_CODES, readable, spelt, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("bullying-policy in %s", (code) => {
  it("bullying policy takes its legal framing from the profile and sets investigation timeframes", () => {
    const doc = composeDocument(input("bullying-policy", code, BOOKSHOP, {}));
    const definition = doc.sections.find((s) => s.id === "definition");
    expect(definition?.citations?.length).toBeGreaterThan(0);
    expect(table(doc, "investigation", "investigation-steps").rows.length).toBeGreaterThan(4);
    expect(readable(doc)).toContain(spelt("victimised", code));
  });
});
