import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "./documents";
import { isPerJobType, jobLabel, jobTitle, PER_JOB_TYPES } from "./per-job";

describe("per-job documents", () => {
  it("are the task and event documents; policies, plans, registers and inductions are business-wide", () => {
    for (const t of PER_JOB_TYPES) expect(DOCUMENT_TYPE_IDS).toContain(t);
    expect(isPerJobType("swms")).toBe(true);
    expect(isPerJobType("permit")).toBe(true);
    for (const t of ["policy", "emergency-plan", "hazard-register", "induction", "contractor-induction"])
      expect(isPerJobType(t)).toBe(false);
  });

  it("are labelled by their job and site, or by their date when neither is given", () => {
    expect(jobLabel({ activity: " Skylight install ", location: "4 Bay Rd" }, "2026-11-23")).toBe(
      "Skylight install, 4 Bay Rd",
    );
    expect(jobLabel({ scope: "Warehouse dispatch" }, "2026-11-23")).toBe("Warehouse dispatch");
    expect(jobLabel({ location: "Dock 2" }, "2026-11-23")).toBe("Dock 2");
    expect(jobLabel({ activity: "  " }, "2026-11-23")).toBe("November 23rd, 2026");
  });

  it("keep a title the editor accepts back (at most 300 characters) with name and business intact", () => {
    const title = jobTitle("Permit to Work", "x".repeat(500), "Harbour Roofing Pty Ltd");
    expect(title.length).toBeLessThanOrEqual(300);
    expect(title.startsWith("Permit to Work – xxx")).toBe(true);
    expect(title.endsWith("… – Harbour Roofing Pty Ltd")).toBe(true);
    expect(jobTitle("SWMS", "Re-roof", "Acme")).toBe("SWMS – Re-roof – Acme");
  });
});
