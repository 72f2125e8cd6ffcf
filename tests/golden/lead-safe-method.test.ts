import { describe, expect, it } from "vitest";
import { confidentMatches, methodFor } from "../../src/domain/tasks";
import { TASK_INDEX } from "../../src/domain/tasks/index.generated";
import { GOLDEN_BUSINESSES } from "./businesses";
import { goldenMarkdown } from "./render";

/**
 * Stripping or scraping lead-based paint is its own job: the per-job documents of a business whose
 * job disturbs lead paint follow the lead-safe method (containment, wet methods, clean-up, washing
 * and blood-lead testing), not a painter's "open the windows" method, and cite the law that governs
 * lead paint work where they are written.
 */
const disturbsLeadPaint = GOLDEN_BUSINESSES.filter((g) => /lead[- ]?based paint|lead paint/i.test(g.metadata.activity ?? ""));

describe("jobs that disturb lead-based paint", () => {
  it("the golden set has such jobs in more than one state", () => {
    expect(new Set(disturbsLeadPaint.map((g) => g.business.jurisdiction)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(["Stripping lead-based paint from window frames", "Scraping lead paint off sash windows", "Lead paint removal on a 1920s bungalow"])(
    "'%s' is matched to the lead-safe method, never to painting by brush and roller",
    (activity) => {
      const ids = confidentMatches(TASK_INDEX, activity, "construction").map((t) => t.id);
      expect(ids).toContain("lead-paint-removal");
      expect(ids).not.toContain("painting-interior");
      expect(methodFor({ activity, industry: "construction" })?.tasks.map((t) => t.id)).toContain("lead-paint-removal");
    },
  );

  it.each(disturbsLeadPaint.map((g) => [g.slug, g] as const))("%s: the SWMS and the permit carry the lead-safe method", (slug, g) => {
    for (const type of ["swms", "permit"] as const) {
      const doc = goldenMarkdown(g, type);
      expect(doc, `${slug} ${type}`).toMatch(/plastic sheeting/i);
      expect(doc, `${slug} ${type}`).toMatch(/No open-flame burning/);
      expect(doc, `${slug} ${type}`).toMatch(/wash hands and face/i);
      expect(doc, `${slug} ${type}`).toMatch(/no dry sweeping/i);
      // A painter's ventilation step spreads lead dust: it is not this job's method.
      expect(doc, `${slug} ${type}`).not.toMatch(/Windows open or fans/);
    }
    const swms = goldenMarkdown(g, "swms");
    expect(swms, slug).toMatch(/Blood-lead testing/);
    if (g.business.country === "US") {
      expect(swms, slug).toContain("29 CFR 1926.62");
      expect(swms, slug).toContain("built before 1978");
    }
  });

  it("the job steps cite the lead in construction standard under federal OSHA, never in a State Plan state that has not bound it", () => {
    const cites = (slug: string) =>
      (goldenMarkdown(GOLDEN_BUSINESSES.find((g) => g.slug === slug)!, "swms").match(/^Cites: .*$/gm) ?? []).join("\n");
    expect(cites("us-il-renovation-6-19")).toContain("us-29-cfr-1926-62");
    expect(cites("us-wa-painting-1-5")).not.toContain("us-29-cfr-1926-62");
  });
});

