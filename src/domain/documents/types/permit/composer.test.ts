import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  input,
  JURISDICTION_CODES,
  keys,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("permit in %s", (code) => {
  it("permit names the activity, leaves people's entries blank and lists isolation points", () => {
    const doc = composeDocument(input("permit", code, RIDGELINE, RIDGELINE_METADATA));
    expect(doc.title).toContain("Welding steel roof beams");
    const details = table(doc, "work-details", "permit-details");
    expect(details.rows.find((r) => r.field === "Description of work")?.value).toBe(
      "Welding steel roof beams",
    );
    expect(details.rows.find((r) => r.field === "Permit no.")?.value).toBe("");
    expect(table(doc, "hazards-controls", "permit-hazards").rows.length).toBeGreaterThan(0);
    expect(keys(table(doc, "isolations", "isolation-points"))).toContain("lock");
    expect(readable(doc)).toContain("Fire watch");
  });
});
