import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "../../../tests/golden/businesses";
import { composeGolden } from "../../../tests/golden/render";
import { composeDocument } from "../../domain/documents/engine";
import type { BusinessRow, PolicyRow } from "./export-model";
import { shorten, siteCopyModel } from "./site-copy";

function copyOf(slug: string, documentType: "swms" | "induction" | "contractor-induction") {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
  const content = composeGolden(golden, documentType);
  const policy: PolicyRow = {
    type: documentType,
    issue: 3,
    status: "published",
    publishedRevision: 7,
    updatedAt: new Date(),
    content: { ...content, generation: { engine: "built-in", generatedAt: GOLDEN_DATE, generatedInMs: 0 } },
  };
  const business = { name: golden.business.name } as BusinessRow;
  return { content, copy: siteCopyModel(policy, business) };
}

describe("shorten", () => {
  it("keeps short text and cuts long text at a word, marking the cut", () => {
    expect(shorten("  Wear a  helmet ", 40)).toBe("Wear a helmet");
    const cut = shorten(
      "Perimeter guardrails or scaffold with toe boards on every edge where a person could fall",
      40,
    );
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe("Perimeter guardrails or scaffold with…");
  });
});

describe("siteCopyModel", () => {
  it("takes a SWMS's job, every step with its first control, PPE, permits and the emergency number", () => {
    const { content, copy } = copyOf("au-nsw-construction-20-49", "swms");
    const steps = content.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "job-steps")!;
    expect(copy.stepLabel).toBe("Step");
    expect(copy.steps).toHaveLength(steps.rows.length);
    expect(copy.steps[0]!.control).toMatch(/^Inspect from the ground/);
    expect(copy.steps[0]!.moreControls).toBe(steps.rows[0]!.controls!.split("\n").length - 1);
    expect(copy.steps[0]!.risk).toMatch(/^(Low|Medium|High|Extreme) \(\d+\)$/);
    for (const s of copy.steps) expect(s.control.length).toBeLessThanOrEqual(140);
    expect(copy.job).toContainEqual(["Version", "Version 3"]);
    expect(copy.job.find(([k]) => k === "Location")![1]).toBe(content.siteDetails.siteAddress);
    expect(copy.ppe.length).toBeGreaterThan(2);
    expect(copy.permits.length).toBeGreaterThan(0);
    expect(copy.emergencyNumber).toBe("000");
    expect(copy.contacts[0]).toEqual(["Emergency services", "000"]);
    expect(copy.emergencySteps[1]).toContain("000");
  });

  it("uses each country's emergency number", () => {
    expect(copyOf("uk-gb-construction-6-19", "swms").copy.emergencyNumber).toBe("999");
    expect(copyOf("us-tx-construction-20-49", "swms").copy.emergencyNumber).toBe("911");
    expect(copyOf("nz-construction-6-19", "swms").copy.emergencyNumber).toBe("111");
  });

  it("gives an induction its hazards with their first control, PPE, permits and its contact list", () => {
    const { copy } = copyOf("au-nsw-construction-20-49", "induction");
    expect(copy.stepLabel).toBe("Hazard");
    expect(copy.steps[0]!.step).toBe("Working at height");
    expect(copy.ppe).toContain("Safety helmet with chin strap");
    expect(copy.permits.join(" ")).toMatch(/permit/i);
    expect(copy.contacts).toContainEqual(["Emergency services (fire, ambulance, police)", "000"]);

    const contractor = copyOf("au-nsw-construction-20-49", "contractor-induction").copy;
    expect(contractor.ppe.join(" ")).toMatch(/PPE/);
    expect(contractor.permits.join(" ")).toMatch(/permit/i);
  });
});

describe("siteCopyModel with pasted text", () => {
  it("drops characters no PDF font can draw, as the full exports do", () => {
    const golden = GOLDEN_BUSINESSES.find((g) => g.slug === "au-nsw-construction-20-49")!;
    const content = composeDocument({
      documentType: "swms",
      business: golden.business,
      metadata: golden.metadata,
      additionalPolicies: [],
      preparedBy: GOLDEN_AUTHOR,
      date: GOLDEN_DATE,
    });
    const steps = content.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "job-steps")!;
    steps.rows[0]!.controls = "Isolate: Guard\u0007rails\uFFFF up first";
    const copy = siteCopyModel(
      {
        type: "swms",
        issue: 1,
        status: "draft",
        publishedRevision: null,
        updatedAt: new Date(),
        content: {
          ...content,
          generation: { engine: "built-in", generatedAt: GOLDEN_DATE, generatedInMs: 0 },
        },
      },
      { name: "Harbour\u0000 Roofing" } as BusinessRow,
    );
    expect(copy.steps[0]!.control).toBe("Guardrails up first");
    expect(copy.businessName).toBe("Harbour Roofing");
  });
});
