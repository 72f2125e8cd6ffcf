import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { bySlug, everyDocument, goldenMarkdown } from "./render";

/**
 * A commercial cleaner's hazard register and risk assessment carry the controls of cleaning work,
 * and its ratings count only those: no forklifts, pallets, spray booths, extraction or closed
 * transfer from a warehouse's or a factory's rows, which stay with the businesses that do that work.
 */
const CLEANERS = ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19", "us-nc-facilities-6-19"];

/** The row of a markdown table whose first cell starts with the hazard's name. */
function row(markdown: string, hazard: string): string {
  const found = markdown.split("\n").find((l) => l.startsWith(`| ${hazard}`) && l.split("|").length > 6);
  expect(found, hazard).toBeDefined();
  return found ?? "";
}

describe("a cleaner's controls are cleaning's own", () => {
  it("no cleaner's documents borrow a warehouse's or a factory's equipment", () => {
    for (const slug of CLEANERS) {
      const text = everyDocument(bySlug(slug));
      for (const borrowed of [
        /forklift/i,
        /Pallet jacks/i,
        /palleti[sz]ed/i,
        /spray booth/i,
        /Local exhaust ventilation at mixing/,
        /closed transfer/i,
        /Workers handling stock/,
        /Spray finishing training/,
      ])
        expect(text, `${slug} ${borrowed}`).not.toMatch(borrowed);
    }
  });

  it("a cleaner's chemicals row rates the risk on dilution units, labelled bottles and the trolley's eyewash", () => {
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const chemicals = row(goldenMarkdown(bySlug(slug), "risk-assessment"), "Hazardous chemicals (handling");
      expect(chemicals).toContain("wall-mounted dilution or dosing unit");
      expect(chemicals).toContain("adding the chemical to the water");
      expect(chemicals).toContain("Spray bottles filled only at the dispenser");
      expect(chemicals).toMatch(/eyewash bottle carried on every cleaning (trolley|cart)/);
      expect(chemicals).toContain("bleach kept away from acid cleaners and ammonia");
    }
  });

  it("a cleaner's manual handling row is trolleys, mop buckets, waste bags, backpack vacuums and furniture", () => {
    const handling = row(goldenMarkdown(bySlug("au-nsw-commercial-cleaning-6-19"), "risk-assessment"), "Manual handling");
    expect(handling).toContain("Cleaners pushing trolleys and floor machines");
    expect(handling).toContain("mop buckets on castors filled only part-way and emptied by their drain hose");
    expect(handling).toContain("Waste bags carried one at a time or moved in a wheeled bin");
    expect(handling).toContain("Backpack vacuums fitted and adjusted to the wearer");
    expect(handling).toContain("moved by two people");
  });

  it("a warehouse and a factory keep their forklifts, pallet jacks and extraction", () => {
    const transport = goldenMarkdown(bySlug("au-sa-transport-20-49"), "risk-assessment");
    expect(transport).toContain("Pallet jacks, vacuum lifters and hoists");
    const machining = goldenMarkdown(bySlug("au-sa-machining-mwf-6-19"), "risk-assessment");
    expect(machining).toContain("Local exhaust ventilation at mixing and spraying points");
    expect(machining).toContain("Pallet jacks, vacuum lifters and hoists");
  });
});

describe("after a needlestick", () => {
  it("every document tells the person to wash without squeezing and go straight to an emergency department, never to wait for the same day", () => {
    for (const { slug } of GOLDEN_BUSINESSES) {
      const text = everyDocument(bySlug(slug));
      expect(text, slug).not.toMatch(/medical assessment the same day/);
      if (/needlestick/i.test(text) && CLEANERS.includes(slug)) {
        expect(text, slug).toMatch(/without squeezing or scrubbing|never squeezed or scrubbed/);
        expect(text, slug).toMatch(/goe?s? straight to the nearest emergency department, phoning the supervisor on the way/);
      }
    }
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const register = goldenMarkdown(bySlug(slug), "hazard-register");
      expect(register).toContain("goes straight to the nearest emergency department");
      expect(register).toContain("treatment after exposure works best started within hours");
    }
  });
});

describe("sanitary units", () => {
  it("cleaners never empty a sanitary unit: the hygiene contractor exchanges it, and the cleaner reports one full or damaged", () => {
    for (const slug of CLEANERS) {
      const text = everyDocument(bySlug(slug));
      expect(text, slug).not.toMatch(/Empty sanitary|lifting sanitary and waste bin liners|empty bins and sanitary waste/i);
      expect(text, slug).not.toMatch(/sanitary (bins|waste) collected by a licensed contractor/);
    }
    const sydney = everyDocument(bySlug("au-nsw-commercial-cleaning-6-19"));
    expect(sydney).toContain("sanitary units exchanged by the hygiene contractor, and never opened or emptied by cleaners");
    expect(sydney).toContain("leave sanitary units closed, and report any that are full or damaged");
    const houston = everyDocument(bySlug("us-tx-commercial-cleaning-6-19"));
    expect(houston).toContain("feminine hygiene receptacles exchanged by the hygiene vendor");
    expect(houston).not.toMatch(/sanitary unit|hygiene contractor/);
  });
});

describe("a lone night shift's start check", () => {
  it("is the supervisor's site check before the first shift and the cleaner's own pre-start check at arrival, not a supervisor who is not there", () => {
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const lone = everyDocument(bySlug(slug))
        .split("\n")
        .filter((l) => l.includes("Working alone, at night or after hours"));
      expect(lone.length, slug).toBeGreaterThan(0);
      for (const line of lone) expect(line, slug).not.toContain("Do not start until the supervisor has verified");
      expect(lone.join("\n"), slug).toContain("verified by the supervisor before the first shift");
      expect(lone.join("\n"), slug).toContain("confirmed it at the arrival check-in");
    }
    const houston = goldenMarkdown(bySlug("us-tx-commercial-cleaning-6-19"), "swms");
    expect(houston).toContain("the sharps kit, a charged phone and the portable ground-fault circuit interrupter (GFCI) and confirmed it at the arrival check-in");
  });

  it("work that is not done alone still waits for the supervisor's verification", () => {
    const text = GOLDEN_BUSINESSES.map((g) => everyDocument(g)).join("\n");
    expect(text).toContain("Do not start until the supervisor has verified every control listed here is in place.");
  });
});

describe("a lone shift's check-ins", () => {
  it("are made on arrival, every hour, before bin rooms and car parks, and on leaving; a missed one is escalated on a timeline; exits open from inside", () => {
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const register = goldenMarkdown(bySlug(slug), "hazard-register");
      expect(register, slug).toMatch(
        /on arrival, at least every hour, before going to a bin room, (car park|parking lot) or loading dock and on coming back, and on leaving/,
      );
      expect(register, slug).toContain("phones the cleaner at once");
      expect(register, slug).toContain("if there is no answer within 15 minutes");
      expect(register, slug).toContain("calls emergency services if the cleaner is not reached within 30 minutes");
      expect(register, slug).toContain("every exit still openable from inside without a key");
    }
    const jsa = goldenMarkdown(bySlug("us-tx-commercial-cleaning-6-19"), "swms");
    expect(jsa).toContain("a missed check-out escalated on the same timeline as a missed check-in");
  });
});

describe("a US cleaner's words", () => {
  it("are restrooms, trash bags, cords, corded machines and multi-outlet adapters", () => {
    for (const slug of ["us-tx-commercial-cleaning-6-19", "us-nc-facilities-6-19"]) {
      const text = everyDocument(bySlug(slug));
      for (const british of [/washroom/i, /bin bag/i, /mains-powered/i, /double adaptor/i, /\bleads (and|kept|run)\b/i, /damaged lead\b/i, /sanitary bin/i])
        expect(text, `${slug} ${british}`).not.toMatch(british);
    }
    const houston = everyDocument(bySlug("us-tx-commercial-cleaning-6-19"));
    expect(houston).toContain("Needles, sharps and body fluids in bins, restrooms and waste");
    expect(houston).toContain("a trash bag, feminine hygiene receptacle");
    expect(houston).toContain("Cords kept behind the operator");
    expect(houston).toContain("in place of corded rotary machines");
    expect(everyDocument(bySlug("us-nc-facilities-6-19"))).toContain("no multi-outlet adapters");
    // An Australian cleaner keeps its own words.
    const sydney = everyDocument(bySlug("au-nsw-commercial-cleaning-6-19"));
    expect(sydney).toContain("bins, washrooms and waste");
    expect(sydney).toContain("Leads kept behind the operator");
  });
});
