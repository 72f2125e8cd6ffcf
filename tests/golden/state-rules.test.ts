import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * Where a State Plan has its own rule, the document states that rule, not the federal one the plan
 * must be "at least as effective as". California's construction first aid (8 CCR 1512) and
 * Washington's (WAC 296-155-120) want trained first-aiders on every site, with none of 29 CFR
 * 1926.50(c)'s "where no infirmary, clinic, hospital or physician is reasonably accessible".
 */
const documents = renderGoldenDocuments();
const of = (business: string) => [...documents].filter(([file]) => file.startsWith(`${business}/`));

describe("State Plan construction first aid is the state's own rule", () => {
  it.each([
    ["us-ca-construction-20-49", /Title 8, section 1512/, /suitable number of appropriately trained persons/],
    ["us-wa-painting-1-5", /WAC 296-155-120/, /valid first-aid certificate at every worksite where a crew/],
  ])("%s", (business, rule, duty) => {
    for (const [file, text] of of(business)) expect(text, file).not.toMatch(/reasonably accessible/);
    const plan = documents.get(`${business}/first-aid-plan.md`)!;
    expect(plan).toMatch(rule);
    expect(plan).toMatch(duty);
    expect(plan).not.toMatch(/medical personnel (are )?available for advice/i);
  });
});

describe("California's own ergonomics and heat rules", () => {
  it("the workstation checklist gives 8 CCR 5110 and its conditions, not 'no standard applies'", () => {
    const dse = documents.get("us-ca-construction-20-49/dse-checklist.md")!;
    expect(dse).not.toMatch(/No specific federal OSHA standard governs computer workstations/);
    expect(dse).toMatch(/section 5110 \(Repetitive Motion Injuries\)/);
    expect(dse).toMatch(/more than one employee/);
    expect(dse).toMatch(/licensed physician/);
    expect(dse).toMatch(/last 12 months/);
    expect(dse).toMatch(/worksite evaluation|evaluate each job/);
  });

  it("a California construction policy states section 3395's water, shade, high-heat and training duties", () => {
    const policy = documents.get("us-ca-construction-20-49/policy.md")!;
    expect(policy).toMatch(/at least 1 quart per hour/);
    expect(policy).toMatch(/cool-down rest in the shade/);
    expect(policy).toMatch(/equals or exceeds 95 °F, follow the high-heat procedures/);
    expect(policy).toMatch(/pre-shift meeting/);
    expect(policy).toMatch(/acclimatized/);
    expect(policy).toMatch(/Train all employees and supervisors in heat illness prevention/);
  });
});
