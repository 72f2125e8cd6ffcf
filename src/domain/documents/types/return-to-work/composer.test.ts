import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, keys, RIDGELINE, RIDGELINE_METADATA, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("return-to-work in %s", (code) => {
  it("return to work program names the scheme's roles and has a suitable-duties plan", () => {
    const doc = composeDocument(input("return-to-work", code, RIDGELINE, RIDGELINE_METADATA));
    const roles = table(doc, "responsibilities", "rtw-roles").rows.map((r) => r.role ?? "");
    expect(roles.some((r) => r.startsWith("Return to work coordinator"))).toBe(true);
    expect(roles.some((r) => r.startsWith("Treating practitioner"))).toBe(true);
    expect(table(doc, "process", "rtw-steps").rows.length).toBeGreaterThan(8);
    expect(keys(table(doc, "process", "suitable-duties-plan"))).toContain("restrictions");
  });
});
