import { describe, expect, it } from "vitest";
import { plainBusinessText } from "../../../tests/helpers/plain-business";
import { PROFILE_CODES } from "../legal";
import { countryOf } from "./types/test-fixture";

/**
 * What an Australian supervisor, manager or worker reads is their own jurisdiction's law: the
 * incident form sets out its own Act's notifiable categories with their sections (and no other
 * state's), the psychosocial provisions are pinpointed only where the numbering was read, and a
 * high risk work licence line never names a class the business's plant did not choose.
 */

const AU = PROFILE_CODES.filter((c) => countryOf(c) === "AU");
const compose = (code: string, documentType: string, industry = "retail", employeeCount = "20-49") =>
  plainBusinessText(code, industry, employeeCount, documentType);

/** Each jurisdiction's categories as its own Act words them, and where the definitions are read. */
const OWN: Record<string, RegExp[]> = {
  "AU-NSW": [
    /Serious injury or illness under section 36 of the Act: an injury or illness requiring the person to have immediate treatment as an in-patient in a hospital/,
    /Dangerous incident under section 37 of the Act: .*the inrush of water, mud or gas in workings/,
  ],
  "AU-VIC": [
    /Incident under section 37 of the Act: one that results in the death of a person;.*electric shock, a spinal injury/,
    /Dangerous incident under section 37\(2\) of the Act: one that exposes a person in the immediate vicinity/,
  ],
  "AU-WA": [
    /Serious injury or illness under section 36 of the Act: .*occurs in a remote location and requires the person to be transferred urgently/,
    /likely to prevent the person from doing their normal work for at least 10 days/,
    /Dangerous incident, as WorkSafe WA lists it: /,
  ],
};

/** Words only one jurisdiction's definitions use, which no other form may carry. */
const ONLY: { pattern: RegExp; codes: string[] }[] = [
  { pattern: /remote location/, codes: ["AU-WA"] },
  { pattern: /at least 10 days/, codes: ["AU-WA"] },
  { pattern: /Incident under section 37 of the Act/, codes: ["AU-VIC"] },
  { pattern: /immediate vicinity/, codes: ["AU-VIC"] },
  { pattern: /as WorkSafe WA lists it/, codes: ["AU-WA"] },
  { pattern: /Serious injury or illness under section 36/, codes: ["AU-NSW", "AU-WA"] },
];

describe("each Australian incident form defines the notifiable categories in its own Act's words", () => {
  it.each(Object.keys(OWN))("%s lists its own categories with their sections", (code) => {
    for (const industry of code === "AU-WA" ? ["retail", "mining"] : ["retail"]) {
      const form = compose(code, "incident-form", industry);
      expect(form).toContain("What the words in the table mean");
      for (const pattern of OWN[code]!) expect(form, `${code} ${industry}`).toMatch(pattern);
    }
  });

  it("no form carries another jurisdiction's categories", () => {
    const wrong: string[] = [];
    for (const code of AU) {
      const form = compose(code, "incident-form");
      for (const { pattern, codes } of ONLY)
        if (pattern.test(form) && !codes.includes(code)) wrong.push(`${code}: ${pattern}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the sections the definitions name are in the form's references", () => {
    expect(compose("AU-NSW", "incident-form")).toMatch(
      /Work Health and Safety Act 2011 \(NSW\)[^\n]*s 36[^\n]*s 37/,
    );
    expect(compose("AU-VIC", "incident-form")).toMatch(
      /Occupational Health and Safety Act 2004 \(Vic\)[^\n]*s 37/,
    );
    expect(compose("AU-WA", "incident-form")).toMatch(/Work Health and Safety Act 2020 \(WA\)[^\n]*s 36/);
  });
});

describe("psychosocial provisions are cited by number only where the numbering was read", () => {
  const PINPOINTED = ["AU-QLD", "AU-WA"];

  it("Queensland and Western Australian bullying policies cite regulations 55A to 55D of their own Regulations", () => {
    expect(compose("AU-QLD", "bullying-policy")).toMatch(
      /Work Health and Safety Regulation 2011 \(Qld\)[^\n]*r 55A–55D/,
    );
    expect(compose("AU-WA", "bullying-policy")).toMatch(
      /Work Health and Safety \(General\) Regulations 2022 \(WA\)[^\n]*r 55A–55D/,
    );
  });

  it("a WA mine cites its Mines Regulations whole, not the General Regulations' numbers", () => {
    const policy = compose("AU-WA", "bullying-policy", "mining");
    expect(policy).toContain("Work Health and Safety (Mines) Regulations 2022 (WA)");
    expect(policy).not.toMatch(/55A/);
  });

  it("no other jurisdiction's documents pinpoint the psychosocial provisions", () => {
    const wrong: string[] = [];
    for (const code of AU.filter((c) => !PINPOINTED.includes(c)))
      for (const type of ["bullying-policy", "risk-assessment", "hazard-register"])
        if (/55A/.test(compose(code, type, "professional"))) wrong.push(`${code} ${type}`);
    expect(wrong).toEqual([]);
  });
});

describe("a high risk work licence line does not pretend to name a class", () => {
  it("no Australian document asks for a licence 'for the plant class'", () => {
    const wrong: string[] = [];
    for (const code of AU)
      for (const industry of ["construction", "manufacturing", "mining", "transport", "agriculture"])
        for (const type of ["induction", "policy", "risk-assessment", "safety-audit", "training-record"]) {
          const text = compose(code, type, industry);
          if (/for the plant class/i.test(text)) wrong.push(`${code} ${industry} ${type}`);
          for (const line of text.split("\n").filter((l) => /High risk work licence/.test(l)))
            if (
              !/High risk work licence, in the class the plant requires, for any plant that needs one/.test(
                line,
              )
            )
              wrong.push(`${code} ${industry} ${type}: ${line.slice(0, 120)}`);
        }
    expect(wrong).toEqual([]);
  });
});
