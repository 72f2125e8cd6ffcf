import { describe, expect, it } from "vitest";
import { NOT_RATED } from "../../src/domain/documents/method";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { RESPONSE_STEP, TASK_IDS, taskById } from "../../src/domain/tasks";
import { GOLDEN_BUSINESSES } from "./businesses";
import { bySlug, composeGolden, everyDocument, goldenMarkdown, ownWords } from "./render";

/**
 * A hazard row carries only the controls and PPE of its own hazard, for a business whose facts call
 * for them: a family practice's sharps and infectious exposures row had Legionella water-system
 * maintenance, a respirator "for mold" and Q fever vaccination, lines of building water systems,
 * mould remediation and animal work.
 * And a step that is the response to an incident (reporting a needlestick, first aid) is not a work
 * step rated like the work: it is said with the emergency procedures.
 */

const WATER_SYSTEMS =
  /cooling tower|water system|hot water|warm water|\bspas?\b|\bpools?\b|plumb|aged care|nursing home|hospital|hotel|motel|resort/;
const MOULD_OR_ORGANIC_DUST = /mou?ld|damp|water damage|flood|remediation|compost|\bhay\b|grain|bird droppings|pigeon/;

const ANIMALS = /animal|livestock|cattle|sheep|poultry|veterinar|abattoir|meat processing/;
const SEWAGE = /sewage|sewer|drain|wastewater|septic|plumb/;

const LEGIONELLA = /Legionella/;
const MOULD_RESPIRATOR = /respirator for (mould|mold)/i;

/** A step's activity without the task name a method of several tasks puts before it. */
const stepWords = (activity: string) => [activity, activity.replace(/^[^:]*: /, "")];

describe("a hazard row carries only the lines of its own hazard", () => {
  it("a family practice's sharps row has no Legionella water-system line and no respirator for mold", () => {
    const practice = bySlug("us-ny-healthcare-50-199");
    for (const type of [
      "hazard-register",
      "risk-assessment",
      "action-plan",
      "checklist",
      "contractor-induction",
      "swms",
      "ppe-register",
      "safety-audit",
      "training-record",
      "induction",
      "sop-template",
    ] as const) {
      const text = goldenMarkdown(practice, type);
      expect(text, type).not.toMatch(LEGIONELLA);
      expect(text, type).not.toMatch(MOULD_RESPIRATOR);
    }
    const register = goldenMarkdown(practice, "hazard-register");
    const sharps = register.split("\n").find((l) => l.includes("| Sharps injuries and infectious exposures |"))!;
    expect(sharps).toMatch(/Sharps containers at the point of use/);
    expect(sharps).toMatch(/Never recap needles/);
  });

  it("no reference business gets Legionella or a mould respirator its own facts do not name", () => {
    for (const golden of GOLDEN_BUSINESSES) {
      const text = everyDocument(golden);
      const words = ownWords(golden);
      if (!WATER_SYSTEMS.test(words)) expect(text, golden.slug).not.toMatch(LEGIONELLA);
      if (golden.business.industry !== "agriculture" && !MOULD_OR_ORGANIC_DUST.test(words))
        expect(text, golden.slug).not.toMatch(MOULD_RESPIRATOR);
      if (golden.business.industry !== "agriculture" && !ANIMALS.test(words))
        expect(text, golden.slug).not.toMatch(/Q fever/);
      if (golden.business.industry !== "agriculture" && !ANIMALS.test(words) && !SEWAGE.test(words))
        expect(text, golden.slug).not.toMatch(/offered hepatitis A vaccination/);
    }
  });

  it("a clinic's sharps and infection row does not repeat its own vaccination, exposure procedure and PPE in general words", () => {
    const clinics = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "healthcare");
    expect(clinics.length).toBeGreaterThan(0);
    for (const golden of clinics) {
      const text = everyDocument(golden);
      // A veterinary practice's staff are offered the vaccinations for animal work, not hepatitis B.
      if (ANIMALS.test(ownWords(golden))) expect(text, golden.slug).toMatch(/vaccinations a doctor advises for veterinary work/);
      else expect(text, golden.slug).toMatch(/hepatitis B/);
      expect(text, golden.slug).not.toMatch(/Offer vaccination where relevant/);
      expect(text, golden.slug).not.toMatch(/Clean and disinfect tools after use/);
      expect(text, golden.slug).not.toMatch(/Waterproof gloves or disposable nitrile gloves/);
    }
  });

  it("a business whose words name water systems or mould still gets those lines", () => {
    const practice = bySlug("us-ny-healthcare-50-199");
    const hospital = everyDocument({
      ...practice,
      business: { ...practice.business, workDescription: "Hospital wards with inpatient care and hot water systems" },
    });
    expect(hospital).toMatch(/Maintain water systems against Legionella/);

    const drains = bySlug("nz-construction-sewer-6-19");
    const remediation = everyDocument({
      ...drains,
      business: {
        ...drains.business,
        workDescription: `${drains.business.workDescription}, and mould remediation after water damage`,
      },
    });
    expect(remediation).toMatch(/P2 respirator for mould or dusty organic material/);
    // A drainlayer's sewage work keeps its vaccination line, naming who is offered it and on whose advice.
    expect(everyDocument(drains)).toMatch(
      /works with sewage is offered the vaccinations a doctor or occupational health nurse advises for sewage work/,
    );
  });
});

describe("a response to an incident is not a rated work step", () => {
  it("no task of the library has a rated step that reports, gives first aid or follows up an exposure", () => {
    const rated = TASK_IDS.flatMap((id) =>
      taskById(id)!
        .steps.filter((s) => s.hazards.length > 0 && RESPONSE_STEP.test(s.do))
        .map((s) => `${id}: ${s.do}`),
    );
    expect(rated).toEqual([]);
  });

  it("no reference business's method rates a response step or lists one as a step of the work", () => {
    for (const golden of GOLDEN_BUSINESSES) {
      for (const type of ["swms", "sop-template", "permit"] as const) {
        const content = composeGolden(golden, type);
        for (const table of content.sections.flatMap((s) => s.tables ?? [])) {
          for (const row of table.rows) {
            if (row.activity !== undefined && stepWords(row.activity).some((w) => RESPONSE_STEP.test(w)))
              expect([row.before, row.after], `${golden.slug} ${type}: ${row.activity}`).toEqual([NOT_RATED, NOT_RATED]);
            if (row.stage !== undefined && row.step !== undefined && RESPONSE_STEP.test(row.step))
              expect(row.hazard ?? "", `${golden.slug} ${type}: ${row.step}`).toMatch(/^None of its own/);
          }
        }
        expect(renderMarkdown(content), `${golden.slug} ${type}`).not.toMatch(/\| Report any needlestick/);
      }
    }
  });

  it("the practice's method says what to do after a needlestick with its emergency procedures", () => {
    const swms = goldenMarkdown(bySlug("us-ny-healthcare-50-199"), "swms");
    const emergency = swms.slice(swms.indexOf("Emergency Procedures"));
    expect(emergency).toMatch(/Needlestick, cut or splash of blood or body fluids: .*post-exposure procedure/);
    const steps = swms.slice(swms.indexOf("Job Steps"), swms.indexOf("Risk rating matrix"));
    expect(steps).not.toMatch(/needlestick/i);
  });
});
