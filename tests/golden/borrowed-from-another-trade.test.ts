import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { bySlug, everyDocument, goldenMarkdown, ownWords } from "./render";

/**
 * Hazards, permits, audit items and PPE a safety consultant found borrowed from another trade in
 * the reference businesses' documents: water jetting and boilers at a press shop, a dig permit and a
 * water-main strike for a roofer, night shifts and ceiling hoists at a family practice, a factory's
 * automated feeding for a drainlayer, a lockout audit item at a bookshop, and a trench crew's
 * helmet worn only where the barriers go up.
 */

const ALL = GOLDEN_BUSINESSES.map((g) => ({ golden: g, text: everyDocument(g) }));

describe("hazard lines need the business's own facts", () => {
  it("a press shop gets hydraulics, not water jetting or a boiler room", () => {
    const text = everyDocument(bySlug("us-wa-stamping-20-49"));
    for (const line of [/water jetting/i, /jetting gun/i, /boiler/i, /steam/i, /low-water cut-outs/, /blow-downs/])
      expect(text).not.toMatch(line);
    expect(text).toMatch(/High-pressure hydraulics and hoses/);
    expect(text).toMatch(/Pressure vessels, compressed air and gas cylinders/);
  });

  it("a roofer gets overhead powerlines, not a dig permit, reinforcing bar or a water-main strike", () => {
    const text = everyDocument(bySlug("us-ca-construction-20-49"));
    for (const line of [
      /dig permit/i,
      /reinforcing bar/i,
      /Water main struck/,
      /Underground service location/,
      /buried cables/,
      /before breaking ground/,
    ])
      expect(text).not.toMatch(line);
    expect(text).toMatch(/Overhead power lines and concealed services/);
  });

  it("a family practice gets long days and exam tables, not night shifts, ceiling hoists or negative-pressure rooms", () => {
    const text = everyDocument(bySlug("us-ny-healthcare-50-199"));
    for (const line of [/Night shifts/i, /night staff/, /Ceiling and mobile hoists/, /negative-pressure rooms/, /rostering managers/])
      expect(text).not.toMatch(line);
    expect(text).toMatch(/Long days, workload and fatigue/);
    expect(text).toMatch(/Height-adjustable exam tables/);
  });

  it("a drainlayer's machinery is site plant, not a factory's automated feeding or light curtains", () => {
    const text = everyDocument(bySlug("nz-construction-6-19"));
    for (const line of [/Automate feeding/, /light curtains/, /rollers, belts, blades and presses/, /Fixed machinery/])
      expect(text).not.toMatch(line);
    expect(text).toMatch(/Plant and powered equipment \(entanglement, crushing, cutting\)/);
  });

  it("a press shop's risk assessment says its hydraulics come from its own work description", () => {
    const risks = goldenMarkdown(bySlug("us-wa-stamping-20-49"), "risk-assessment");
    expect(risks).toMatch(/\| High-pressure hydraulics and hoses \| Named in the business's work description \|/);
  });

  it("shops are not given a building site's helmet and vibrating tools, or a cash business's safes and robbery training", () => {
    const surf = everyDocument(bySlug("us-fl-retail-1-5"));
    for (const line of [/where objects can fall from above/, /tool vibration/, /vibrating tools/]) expect(surf).not.toMatch(line);
    const books = everyDocument(bySlug("uk-gb-retail-1-5"));
    for (const line of [/Armed robbery response training/, /time-delay safes/]) expect(books).not.toMatch(line);
  });

  it("a roofer's fall row is not a shop's reaching from the floor", () => {
    const text = everyDocument(bySlug("us-ca-construction-20-49"));
    expect(text).not.toMatch(/within reach from the floor/);
    expect(text).not.toMatch(/stepladders and chairs used for reaching/);
  });

  it("no reference business gets another trade's line that its own facts do not name", () => {
    for (const { golden, text } of ALL) {
      const words = ownWords(golden);
      const at = golden.slug;
      if (!/jetting|hydro ?blasting|water blasting|pressure wash/.test(words))
        expect(text, at).not.toMatch(/water jetting|jetting guns/i);
      if (!/boiler|steam|autoclave/.test(words)) expect(text, at).not.toMatch(/boiler|low-water cut-outs/i);
      const breaksGround =
        golden.business.highRiskActivities.includes("excavation") ||
        golden.business.highRiskActivities.includes("demolition") ||
        /excavat|trench|earthworks|digging|drain|sewer|footings|foundations|piling|landscaping/.test(words);
      if (!breaksGround) {
        expect(text, at).not.toMatch(/Excavation\/dig permit/);
        expect(text, at).not.toMatch(/Water main struck/);
      }
      if (golden.business.industry !== "manufacturing") expect(text, at).not.toMatch(/Automate feeding and removal/);
      if (golden.business.industry === "healthcare" && !/hospital|ward|shift|roster|aged care|inpatient/.test(words))
        expect(text, at).not.toMatch(/Night shifts|rest facilities for night staff/);
      if (golden.business.industry === "healthcare" && !/hospital|ward|inpatient/.test(words))
        expect(text, at).not.toMatch(/negative-pressure rooms/);
      if (["retail", "hospitality", "healthcare", "professional", "office", "education"].includes(golden.business.industry))
        expect(text, at).not.toMatch(/where objects can fall from above|prolonged tool vibration/);
      if (golden.business.industry === "construction") expect(text, at).not.toMatch(/within reach from the floor/);
    }
  });

  it("a business whose words name the trade still gets its lines", () => {
    const stamping = bySlug("us-wa-stamping-20-49");
    const jetting = everyDocument({
      ...stamping,
      business: {
        ...stamping.business,
        workDescription: "Industrial cleaning by high-pressure water jetting and boiler servicing",
      },
    });
    expect(jetting).toMatch(/High-pressure water jetting, hydraulics and pressure testing/);
    expect(jetting).toMatch(/Water-jetting protective suit and boots/);
    expect(jetting).toMatch(/low-water cut-outs/);

    const practice = bySlug("us-ny-healthcare-50-199");
    const hospital = everyDocument({
      ...practice,
      business: { ...practice.business, workDescription: "Hospital wards with night shifts and inpatient care" },
    });
    expect(hospital).toMatch(/Night shifts/);
    expect(hospital).toMatch(/Ceiling and mobile hoists/);
    expect(hospital).toMatch(/negative-pressure rooms/);

    // A drainlayer still plans for a dig permit and a struck water main.
    const drains = everyDocument(bySlug("nz-construction-6-19"));
    expect(drains).toMatch(/Excavation\/dig permit/);
    expect(drains).toMatch(/Water main struck/);
  });
});

describe("audit items follow the business's work", () => {
  const LOCKOUT = "Isolation and lockout procedures are written, with locks and tags available.";

  it("a bookshop, an office, a surf shop, a practice and a roofer are not audited on lockout", () => {
    for (const slug of [
      "uk-gb-retail-1-5",
      "au-act-professional-6-19",
      "us-fl-retail-1-5",
      "us-ny-healthcare-50-199",
      "us-ca-construction-20-49",
    ]) {
      const audit = goldenMarkdown(bySlug(slug), "safety-audit");
      expect(audit, slug).not.toContain(LOCKOUT);
      expect(audit, slug).not.toContain("Guards are fitted and emergency stops are tested.");
    }
  });

  it("every reference business is audited on lockout exactly where its own controls isolate energy", () => {
    for (const golden of GOLDEN_BUSINESSES) {
      const audit = goldenMarkdown(golden, "safety-audit");
      // What the business is told to put in place: a personal lock at each isolation point, or an
      // isolation permit (general prose naming lockout among the standards' topics does not count).
      const actions = goldenMarkdown(golden, "action-plan") + goldenMarkdown(golden, "induction");
      const isolates = /personal lock|(lockout\/tagout|lock-off)\) permit/i.test(actions);
      expect(audit.includes(LOCKOUT), golden.slug).toBe(isolates);
    }
    expect(goldenMarkdown(bySlug("us-wa-stamping-20-49"), "safety-audit")).toContain(LOCKOUT);
  });
});

/** The rows of the Markdown table that follows a bold caption. */
function tableAfter(markdown: string, caption: RegExp): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => caption.test(l));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("|")) rows.push(line.split("|").slice(1, -1).map((c) => c.trim()));
    else if (rows.length) break;
  }
  return rows.slice(2);
}

/** Step numbers named in "Step 2" or "Steps 1, 2, 4". */
const stepNumbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe("site-wide PPE is worn at every step of the job", () => {
  it("the trench crew's helmet, boots and hi-vis are listed for the pipelayer in the trench", () => {
    const swms = goldenMarkdown(bySlug("nz-construction-6-19"), "swms");
    const ppe = tableAfter(swms, /^\*\*PPE required\*\*/);
    for (const item of ["Safety helmet", "Steel-capped safety boots", "High-visibility clothing"]) {
      const row = ppe.find((r) => r[0] === item);
      expect(row, item).toBeDefined();
      expect(stepNumbers(row![1] ?? ""), item).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it("every reference construction method lists its head and foot protection at every step done at the work", () => {
    const construction = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "construction");
    expect(construction.length).toBeGreaterThan(4);
    for (const golden of construction) {
      const swms = goldenMarkdown(golden, "swms");
      const steps = tableAfter(swms, /^\*\*Job steps/);
      // A step with hazards of its own is done at the work; planning at the office is not rated.
      const atWork = steps.filter((r) => r[2] && r[2] !== "–" && /\(\d+\)/.test(r[3] ?? "")).map((r) => Number(r[0]));
      const ppe = tableAfter(swms, /^\*\*PPE required\*\*/);
      const sitewide = ppe.filter((r) => /^(Safety helmet|Steel-toe safety boots|Safety boots with toe caps)/.test(r[0] ?? ""));
      for (const row of sitewide) expect(stepNumbers(row[1] ?? ""), `${golden.slug}: ${row[0]}`).toEqual(atWork);
    }
  });
});

describe("a cutting control is the method of the cutting it is for", () => {
  it("a CNC machine shop's SOP is its own method: no food portioning, no saws, no hand knives", () => {
    const sop = goldenMarkdown(bySlug("uk-gb-machine-shop-mwf-6-19"), "sop-template");
    for (const line of [/pre-portioned/i, /blade brakes/i, /flesh-sensing/i, /Knives, blades and power cutting tools/])
      expect(sop).not.toMatch(line);
    // Swarf is still a sharp edge at the step that makes it.
    expect(sop).toMatch(/\| 4 \| Task \| Machine the part with coolant[^\n]*Physical hazards \(struck by objects, sharp edges, vibration\)/);
  });

  it("no reference business reads a kitchen's portioning, and only work with saws reads a saw's blade brakes", () => {
    const saws = /\b(saws?|sawing|joinery|joiner|carpentry|carpenter|cabinets?|framing|timber|lumber|woodwork(ing)?|truss(es)?)\b/i;
    for (const { golden, text } of ALL) {
      expect(text, golden.slug).not.toMatch(/pre-portioned/i);
      if (!saws.test(ownWords(golden))) expect(text, golden.slug).not.toMatch(/blade brakes/i);
    }
    expect(everyDocument(bySlug("au-qld-truss-manufacturing-20-49"))).toMatch(
      /saws with blade brakes or flesh-sensing stops/,
    );
  });

  it("where the business's words name saws, the saw's control is the one its action plan decides on and its policy's is a saw's control in place", () => {
    const cutting = /Knives, blades and power cutting tools/;
    for (const slug of [
      "nz-sawmill-edger-20-49",
      "au-qld-truss-manufacturing-20-49",
      "us-az-tile-roofing-6-19",
      "us-wa-manufacturing-20-49",
    ]) {
      const golden = bySlug(slug);
      const policyLine = goldenMarkdown(golden, "policy")
        .split("\n")
        .find((l) => l.startsWith("- ") && cutting.test(l));
      // The policy names the most effective control in place: the saw's guards, not a blade
      // brake the business has only to decide on, and never a shop's safety knives.
      expect(policyLine, slug).toMatch(/Engineering control: Keep guards fitted on saws/);
      expect(policyLine, slug).not.toMatch(/saws with blade brakes|– (Eliminate|Substitute):/);
      expect(policyLine, slug).not.toMatch(/safety knives/i);
      // A substitution is the business's decision in the assessment as in the action plan: the
      // saw's control is the cutting row's decision, and no cutting action speaks of safety knives.
      const actions = goldenMarkdown(golden, "risk-assessment")
        .split("\n")
        .filter((l) => /^\| (Put in place and check|Decide whether)/.test(l) && cutting.test(l));
      if (actions.length)
        // OSHA's test is whether a control is feasible; the other countries' Acts' is reasonable practicability.
        expect(actions.join("\n"), slug).toMatch(
          new RegExp(
            `\\| Decide whether this further control is ${golden.business.country === "US" ? "feasible" : "reasonably practicable"} here; put it in place, or record why not: Use saws with blade brakes or flesh-sensing stops\\.`,
          ),
        );
      for (const action of actions) expect(action, slug).not.toMatch(/safety knives/i);
    }
    // The sawmill, the truss plant and the tile roofer rate the cutting row an action of its own:
    // the saw's substitution is a decision there, as in the action plan.
    for (const slug of ["nz-sawmill-edger-20-49", "au-qld-truss-manufacturing-20-49", "us-az-tile-roofing-6-19"]) {
      const test = bySlug(slug).business.country === "US" ? "feasible" : "reasonably practicable";
      expect(goldenMarkdown(bySlug(slug), "risk-assessment"), slug).toMatch(
        new RegExp(
          `\\| Decide whether this further control is ${test} here; put it in place, or record why not: Use saws with blade brakes or flesh-sensing stops\\.[^\\n]*\\| Knives, blades and power cutting tools \\|`,
        ),
      );
    }
  });

  it("a forestry crew's cutting is chainsaw work: a required chain brake, chaps and chainsaw training, never a box cutter's or a parcel's controls", () => {
    const golden = bySlug("nz-forestry-harvesting-20-49");
    const text = everyDocument(golden);
    for (const line of [/packaging that opens without a blade/i, /cut to size/i, /self-retracting/i, /blade brakes/i])
      expect(text).not.toMatch(line);
    const assessment = goldenMarkdown(golden, "risk-assessment");
    const row = assessment.split("\n").find((l) => l.startsWith("| Chainsaws (kickback and cuts) | A chainsaw kicks back"));
    // The chain brake is what the saw must have before it is used: a required control, not an option.
    expect(row).toMatch(/Engineering control: Use only chainsaws with a working chain brake/);
    expect(row).toMatch(/Administrative control: Start the chainsaw on the ground or firmly braced/);
    expect(row).not.toMatch(/clamp the workpiece|disconnect power before changing blades/);
    expect(assessment).toMatch(
      /\| Put in place and check: use only chainsaws with a working chain brake[^\n]*Chainsaw operator training[^\n]*\| Chainsaws \(kickback and cuts\) \| Engineering control \|/,
    );
    expect(goldenMarkdown(golden, "action-plan")).not.toMatch(/reasonably practicable[^\n]*chain brake/);
    expect(goldenMarkdown(golden, "ppe-register")).toMatch(/chainsaw chaps or protective legwear/);
  });
});
