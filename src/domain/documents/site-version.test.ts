import { describe, expect, it } from "vitest";
import { composeDocument } from "./engine";
import { siteVersion, supportsSignOn } from "./site-version";
import { input, RIDGELINE, RIDGELINE_METADATA } from "./types/test-fixture";

const compose = (type: "swms" | "induction" | "contractor-induction", code = "AU-NSW") =>
  composeDocument(input(type, code, RIDGELINE, RIDGELINE_METADATA));

describe("site version", () => {
  it("is offered for SWMS and inductions only", () => {
    expect(supportsSignOn("swms")).toBe(true);
    expect(supportsSignOn("induction")).toBe(true);
    expect(supportsSignOn("contractor-induction")).toBe(true);
    expect(supportsSignOn("policy")).toBe(false);
    expect(siteVersion("policy", compose("swms"))).toBeUndefined();
  });

  it("reads a SWMS as the job, its steps with hazards and controls, PPE, permits, then emergencies", () => {
    const doc = compose("swms");
    const site = siteVersion("swms", doc)!;
    expect(site.sections.map((s) => s.id)).toEqual(["scope", "job-steps", "ppe", "permits", "emergency"]);
    const job = site.sections[0]!.tables[0]!;
    expect(job.layout).toBe("fields");
    if (job.layout !== "fields") throw new Error();
    expect(job.fields).toContainEqual({ label: "Work activity", value: "Welding steel roof beams" });
    // Fields left blank for the supervisor to fill are not shown as empty lines.
    expect(job.fields.every((f) => f.value !== "")).toBe(true);
    const steps = site.sections[1]!.tables[0]!;
    if (steps.layout !== "cards") throw new Error("steps are cards");
    expect(steps.cards[0]!.title).toBe("Step 1");
    const labels = steps.cards[0]!.lines.map((l) => l.label);
    expect(labels).toEqual([
      "Activity",
      "Hazards",
      "Controls required before the step starts",
      "Responsible",
    ]);
    // Risk ratings and further controls not yet in place are for the planner, not the crew.
    const every = steps.cards.flatMap((c) => c.lines.map((l) => l.label));
    expect(every).not.toContain("Further controls to consider");
    expect(every).not.toContain("Risk before controls");
    // Step 1 decides and permits the work (no hazard of its own); step 2 meets several hazards.
    expect(steps.cards[1]!.lines[1]!.values.length).toBeGreaterThan(1);
    expect(JSON.stringify(site)).not.toContain("Worker sign-on");
  });

  it("reads an induction's rules, hazards and emergency arrangements", () => {
    const site = siteVersion("induction", compose("induction"))!;
    expect(site.sections.map((s) => s.id)).toEqual([
      "scope",
      "site-rules",
      "hazards",
      "emergency",
      "incident-reporting",
    ]);
    const contractor = siteVersion("contractor-induction", compose("contractor-induction"))!;
    expect(contractor.sections.map((s) => s.id)).toContain("hazards");
  });

  it("uses the document's own words: a US job safety analysis stays in US terms", () => {
    const site = siteVersion("swms", compose("swms", "US-CA"))!;
    expect(site.documentName).toBe("Job Safety Analysis");
  });

  it("shows the site details the owner filled in", () => {
    const doc = compose("swms");
    const site = siteVersion("swms", {
      ...doc,
      siteDetails: { ...doc.siteDetails, siteAddress: "3 Quay St", siteContact: "Ana 0400 000 000" },
    })!;
    expect(site.site).toEqual(
      expect.arrayContaining([
        { label: "Site address", value: "3 Quay St" },
        { label: "Site contact", value: "Ana 0400 000 000" },
      ]),
    );
  });
});
