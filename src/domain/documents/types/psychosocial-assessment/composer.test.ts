import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { countryOf, input, JURISDICTION_CODES, readable, SHOP, section } from "../test-fixture";

const assessment = (code: string) => composeDocument(input("psychosocial-assessment", code, SHOP, {}));
const sectionText = (code: string, id: string) => {
  const doc = assessment(code);
  return readable({ ...doc, sections: [section(doc, id)] });
};
const citedIn = (code: string, id: string) =>
  (section(assessment(code), id).citations ?? []).map((c) => `${c.id}${c.pinpoint ? ` ${c.pinpoint}` : ""}`);

/**
 * The psychosocial hazards the provisions and their codes name, each a row of the table; physical
 * hazards (noise, heat, lighting) are assessed in the business's other risk assessments.
 */
const HAZARDS = [
  "job demands",
  "Low job control",
  "Poor support",
  "Lack of role clarity",
  "change management",
  "Inadequate reward and recognition",
  "organisational justice",
  "Traumatic events",
  "Remote or isolated work",
  "Violence and aggression",
  "Bullying",
  "Harassment, including sexual harassment",
  "Conflict or poor workplace relationships",
];

describe.each(JURISDICTION_CODES)("psychosocial-assessment in %s", (code) => {
  it("holds every part of the assessment, with a row for each psychosocial hazard, started only from what the register holds", () => {
    const doc = assessment(code);
    expect(doc.title).toBe("Psychosocial and Harassment Risk Assessment – Corner Grocer");
    expect(doc.sections.map((s) => s.id)).toEqual([
      "scope",
      "law",
      "hazards",
      "assessing",
      "controls",
      "consultation",
      "harassment",
      "review",
      "references",
    ]);
    const table = section(doc, "hazards").tables?.[0];
    expect(table?.rows).toHaveLength(HAZARDS.length);
    const us = countryOf(code) === "US";
    HAZARDS.forEach((hazard, i) => {
      const expected = us ? hazard.replace("organisational", "organizational") : hazard;
      expect(table?.rows[i]?.hazard).toContain(expected);
      // Nothing about the business is invented: a grocer's register holds customer aggression, which
      // starts the violence row with the register's own controls; every other row, and every
      // judgement of how likely and how serious, is the business's to write.
      if (hazard === "Violence and aggression") {
        expect(table?.rows[i]?.where).toMatch(/^Already in the hazard register as:\nCustomer aggression/);
        expect(table?.rows[i]?.controls).toContain("control: ");
      } else {
        expect(table?.rows[i]?.where, hazard).toBe("");
        expect(table?.rows[i]?.controls, hazard).toBe("");
      }
      expect(table?.rows[i]?.likelihood).toBe("");
      expect(table?.rows[i]?.severity).toBe("");
    });
    expect(readable(doc)).toContain("The work itself is changed first");
    expect(readable(doc)).not.toMatch(/physical environment|noise, heat/);
  });
});

describe("psychosocial assessment law", () => {
  it("states the Australian psychosocial provisions and the Sex Discrimination Act's positive duty", () => {
    expect(sectionText("AU-NSW", "law")).toContain(
      "the PCBU must identify them, eliminate psychosocial risks",
    );
    expect(sectionText("AU-NSW", "law")).toContain(
      "This assessment records how Corner Grocer meets these duties",
    );
    expect(sectionText("AU-NSW", "harassment")).toContain(
      "Under section 47C of the Sex Discrimination Act 1984 (Cth)",
    );
    expect(citedIn("AU-NSW", "harassment")).toEqual(["au-sda-1984 s 47C", "au-fair-work-act-2009 Part 3-5A"]);
  });

  it("states Victoria's Psychological Health Regulations, without the WHS Act's terms", () => {
    const text = sectionText("AU-VIC", "law");
    expect(text).toContain("Occupational Health and Safety (Psychological Health) Regulations 2025 (Vic)");
    expect(citedIn("AU-VIC", "law")).toContain("au-vic-ohs-psychological-health-regulations-2025");
    expect(JSON.stringify(assessment("AU-VIC"))).not.toMatch(/\bPCBU\b/);
  });

  it("states Great Britain's risk assessment duty and the Equality Act's duty to prevent sexual harassment", () => {
    expect(citedIn("UK-GB", "law")).toContain("uk-mhswr-1999 reg 3");
    expect(sectionText("UK-GB", "harassment")).toContain(
      "since 26 October 2024 every employer must take reasonable steps to prevent sexual harassment",
    );
    expect(citedIn("UK-GB", "harassment")).toEqual([
      "uk-equality-act-2010 s 40A",
      "uk-equality-act-2010 s 26",
    ]);
  });

  it("keeps Great Britain's Equality Act out of Northern Ireland's assessment", () => {
    const text = readable(assessment("UK-NI"));
    expect(text).not.toMatch(/Equality Act 2010|40A|26 October 2024/);
    expect(sectionText("UK-NI", "harassment")).toContain(
      "the Sex Discrimination (Northern Ireland) Order 1976",
    );
  });

  it("states New Zealand's duty and its harassment law", () => {
    expect(sectionText("NZ", "law")).toContain(
      "Risks to mental health are risks to health that a PCBU must manage",
    );
    expect(citedIn("NZ", "harassment")).toContain("nz-era-2000 s 117");
  });

  it("is good practice in the United States, not a requirement", () => {
    expect(sectionText("US-FED", "law")).toContain(
      "Assessing psychosocial risks in writing is good practice, not a requirement.",
    );
    for (const code of ["US-FED", "US-CA"]) {
      const text = sectionText(code, "law");
      expect(text, code).toContain("Keeping this assessment is good practice");
      expect(text, code).not.toContain("This assessment records how Corner Grocer meets these duties");
    }
    expect(sectionText("US-FED", "harassment")).toContain("Title VII of the Civil Rights Act of 1964");
  });

  it("states California's required workplace violence prevention plan, and only the rest as good practice", () => {
    const text = sectionText("US-CA", "law");
    expect(text).toContain(
      "California Labor Code section 6401.9, in effect and enforceable since July 1, 2024, requires employers to establish, implement and maintain an effective written workplace violence prevention plan",
    );
    expect(text).toContain(
      "Beyond the program and that plan, assessing psychosocial risks in writing is good practice, not a requirement.",
    );
    expect(citedIn("US-CA", "law")).toContain("us-ca-labor-code-6401-9");
    expect(citedIn("US-CA", "law")).toContain("us-ca-8-ccr-3203");
  });

  it("states each harassment duty once: a requirement that says a law sentence again is left out", () => {
    const nsw = sectionText("AU-NSW", "harassment");
    expect(nsw.match(/Fair Work Commission/g)).toHaveLength(1);
    expect(nsw.match(/reasonable and proportionate measures/g)).toHaveLength(1);
    // A requirement with a duty of its own stays.
    expect(sectionText("US-TX", "harassment")).toContain("Take immediate and appropriate corrective action");
  });

  it("cites the state's own anti-discrimination law where the section states it", () => {
    expect(citedIn("US-MN", "harassment")).toContain("us-mn-human-rights-act");
    expect(citedIn("US-IL", "harassment")).toContain("us-il-human-rights-act-2-109");
    expect(citedIn("US-WA", "harassment")).toContain("us-wa-rcw-49-60");
  });
});
