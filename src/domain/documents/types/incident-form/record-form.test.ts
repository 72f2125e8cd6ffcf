import { describe, expect, it } from "vitest";
import { EMPLOYEE_BANDS } from "../../../catalogue";
import { PROFILE_CODES } from "../../../legal";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import { renderPlainText } from "../../plain-text";
import { composeForUsState } from "../../us-state-fixture";
import { countryOf, type Doc, input, SHOP } from "../test-fixture";

/**
 * The information OSHA Form 301 (and Cal/OSHA Form 301, whose equivalent-form items in Title 8's
 * Appendix F are the same) asks for, item by item: a US incident form carries every one, so an
 * employer who keeps records does not fill in a second form.
 */
const FORM_301_ITEMS = [
  /^Full name/,
  /^Home address \(street, city, state, ZIP code\)/,
  /^Date of birth/,
  /^Date hired/,
  /^Sex \(male \/ female\)/,
  /^Name of the physician or other health care professional/,
  /^If treatment was given away from the worksite: facility, street, city, state, ZIP code/,
  /treated in an emergency room\? \(yes \/ no\)/,
  /hospitalized overnight as an in-patient\? \(yes \/ no\)/,
  /^Case number from the Log/,
  /^Date of injury or illness/,
  /^Time the employee began work/,
  /^Time of event .*time cannot be determined/,
  /^What was the employee doing just before the incident occurred\?/,
  /^What happened\?/,
  /^What was the injury or illness\?/,
  /^What object or substance directly harmed the employee\?/,
  /^If the employee died: date of death/,
  /^Name and title/,
  /^Phone/,
];

const US_CODES = PROFILE_CODES.filter((c) => countryOf(c) === "US");
const OTHER_CODES = PROFILE_CODES.filter((c) => countryOf(c) !== "US");
const BANDS = EMPLOYEE_BANDS.map((b) => b.value);

const recordSection = (doc: Doc) => doc.sections.find((s) => s.id === "record-form");
const fields = (doc: Doc) =>
  (recordSection(doc)?.tables ?? []).flatMap((t) => t.rows.map((r) => String(r.field)));
const lead = (doc: Doc) => textOf(recordSection(doc)?.body ?? "");

describe("the US incident form carries the recordkeeping form's fields", () => {
  it.each(US_CODES)("%s: every Form 301 item, for every size of business", (code) => {
    for (const band of BANDS) {
      const doc = composeForUsState("incident-form", code, "manufacturing", band);
      const have = fields(doc);
      for (const item of FORM_301_ITEMS)
        expect(
          have.some((f) => item.test(f)),
          `${code} ${band}: ${item}`,
        ).toBe(true);
    }
  });

  it("a federal business of 20 or more completes OSHA Form 301 within 7 calendar days", () => {
    const doc = composeForUsState("incident-form", "US-TX", "construction", "20-49");
    const text = lead(doc);
    expect(text).toMatch(
      /^Unless your industry is partially exempt as a low-hazard industry, complete an OSHA Form 301/,
    );
    expect(text).toContain("within 7 calendar days of receiving information that it occurred");
    expect(text).toContain("by the end of the next business day");
    expect(text).not.toMatch(/10 or fewer|good record/);
    expect(recordSection(doc)?.citations).toEqual(
      expect.arrayContaining([{ id: "us-29-cfr-1904", pinpoint: "1904.29" }]),
    );
  });

  it("a business of 1-5 reads plainly that it is partially exempt, with the form offered as a good record", () => {
    for (const code of ["US-FED", "US-TX", "US-FL", "US-NY"]) {
      const doc = composeForUsState("incident-form", code, "retail", "1-5");
      const text = lead(doc);
      expect(text, code).toMatch(/^With 10 or fewer employees company-wide, you are partially exempt/);
      expect(text, code).toMatch(/fatality within 8 hours.*amputation or loss of an eye within 24 hours/);
      expect(text, code).toContain("as a good record of the case");
      expect(text, code).not.toContain("within 7 calendar days");
      expect(text, code).not.toMatch(/^If you have/);
      // The sign-off does not repeat the exemption the form's section states.
      const signOff = textOf(doc.sections.find((s) => s.id === "sign-off")!.body);
      expect(signOff, code).not.toContain("partially exempt from keeping");
    }
  });

  it("a business of 6-19 reads that the duty applies with more than 10 employees company-wide", () => {
    const doc = composeForUsState("incident-form", "US-FED", "manufacturing", "6-19");
    const text = lead(doc);
    expect(text).toMatch(
      /^With more than 10 employees company-wide, keep the incident report as follows\. Unless your industry/,
    );
    expect(text).toContain("within 7 calendar days");
    expect(text).toContain("With 10 or fewer employees company-wide, you are partially exempt");
  });

  it("a California business names Cal/OSHA Form 301 and Title 8's rule", () => {
    const doc = composeForUsState("incident-form", "US-CA", "construction", "20-49");
    const text = lead(doc);
    expect(text).toContain("complete a Cal/OSHA Form 301 (Injury and Illness Incident Report)");
    expect(text).toContain("Cal/OSHA Form 300, within 7 calendar days");
    for (const t of recordSection(doc)!.tables!) expect(t.caption).toMatch(/^Cal\/OSHA Form 301: /);
    expect(recordSection(doc)?.citations).toEqual(
      expect.arrayContaining([
        { id: "us-ca-8-ccr-14300-29", pinpoint: "s 14300.29(b)" },
        { id: "us-ca-8-ccr-14300-appendix-f" },
      ]),
    );
    expect(JSON.stringify(recordSection(doc))).not.toContain("us-29-cfr-1904");
  });

  it("Washington names the OSHA 301 Incident Report under chapter 296-27 WAC", () => {
    const text = lead(composeForUsState("incident-form", "US-WA", "manufacturing", "20-49"));
    expect(text).toContain("complete an OSHA 301 Incident Report");
    expect(text).toContain("as chapter 296-27 WAC requires");
  });
});

describe("no other country's incident form gains the recordkeeping form", () => {
  it.each(OTHER_CODES)("%s", (code) => {
    for (const band of BANDS) {
      const doc = composeDocument(input("incident-form", code, { ...SHOP, employeeCount: band }));
      expect(recordSection(doc), `${code} ${band}`).toBeUndefined();
      const text = renderPlainText(doc);
      expect(text, `${code} ${band}`).not.toMatch(
        /Form 301|Date hired|Date of birth|hospitalized overnight|Case number from the Log|directly harmed/,
      );
    }
  });
});
