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
  it("permit names the activity, leaves people's entries blank and gives welding its hot work conditions", () => {
    const doc = composeDocument(input("permit", code, RIDGELINE, RIDGELINE_METADATA));
    expect(doc.title).toContain("Welding steel roof beams");
    const details = table(doc, "work-details", "permit-details");
    expect(details.rows.find((r) => r.field === "Description of work")?.value).toBe(
      "Welding steel roof beams",
    );
    expect(details.rows.find((r) => r.field === "Permit no.")?.value).toBe("");
    expect(table(doc, "hazards-controls", "permit-hazards").rows.length).toBeGreaterThan(0);
    // Welding beams is hot work, with nothing to lock out: the hot work section, not lockout.
    expect(keys(table(doc, "hot-work", "hot-work-details"))).toContain("field");
    expect(doc.sections.some((x) => x.id === "isolations")).toBe(false);
    expect(readable(doc)).toContain("Fire watch");
  });
});

describe("permit records what an inspector checks", () => {
  const permit = (activity: string, taskIds: string[]) =>
    composeDocument(input("permit", "AU-NSW", RIDGELINE, { ...RIDGELINE_METADATA, activity, taskIds }));

  it("is issued and closed within a shift: every signature asks for the date and time", () => {
    const doc = permit("Welding steel roof beams", []);
    for (const [section, id] of [
      ["authorisation", "authorisation-sign"],
      ["authorisation", "crew"],
      ["close-out", "close-out-sign"],
    ] as const) {
      const columns = table(doc, section, id).columns;
      expect(columns.find((c) => c.key === "date")?.label, id).toBe("Date / time");
    }
    // A permit is not a document reviewed on a schedule: it says nothing of a next review.
    expect(readable(doc)).not.toMatch(/next due for review/i);
  });

  it("isolation points are a table to fill: point, method, locked by, lock, tag and verification", () => {
    const doc = permit("Die change on press 4", ["die-change-lockout"]);
    const points = table(doc, "isolations", "isolation-points");
    expect(keys(points)).toEqual(
      expect.arrayContaining(["point", "method", "lockedBy", "lock", "tag", "verifiedBy", "removedBy"]),
    );
    expect(points.rows.length).toBeGreaterThanOrEqual(6);
    expect(points.rows.every((r) => r.point === "" && r.lockedBy === "")).toBe(true);
  });

  it("a confined space permit has gas test readings and an entry and exit log, and closes out the log", () => {
    const doc = permit("Entry into a sewer pit to clear a blockage", ["confined-space-entry"]);
    expect(keys(table(doc, "gas-tests", "gas-readings"))).toEqual(
      expect.arrayContaining(["oxygen", "flammable", "h2s", "co", "by"]),
    );
    expect(keys(table(doc, "gas-tests", "entry-log"))).toEqual(["name", "in", "out", "standby"]);
    const closing = table(doc, "close-out", "close-out-checks")
      .rows.map((r) => r.item)
      .join("\n");
    expect(closing).toContain("entry log shows everyone who entered has come out");
  });

  it("close-out covers work complete, area made safe, isolations removed and the permit signed off", () => {
    const doc = permit("Die change on press 4", ["die-change-lockout"]);
    const closing = table(doc, "close-out", "close-out-checks")
      .rows.map((r) => r.item)
      .join("\n");
    expect(closing).toContain("The work described is complete");
    expect(closing).toContain("The area is clean, safe");
    expect(closing).toContain(
      "removed their own lock and tag, and every isolation point in the table is restored",
    );
    expect(table(doc, "close-out", "close-out-sign").rows.map((r) => r.role)).toEqual([
      "Receiver (work handed back)",
      "Issuer (permit cancelled)",
    ]);
    // Without a confined space there is no entry log to close.
    expect(closing).not.toContain("entry log");
    expect(doc.sections.some((s) => s.id === "gas-tests")).toBe(false);
  });
});
