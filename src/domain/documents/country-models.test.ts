import { describe, expect, it } from "vitest";
import { plainBusinessText } from "../../../tests/helpers/plain-business";
import { PROFILE_CODES } from "../legal";
import { countryOf } from "./types/test-fixture";

/**
 * What a customer reads about notification, consultation, fire equipment and the laws their size
 * brings is the law of their own country, for every jurisdiction: no Australian work-group
 * representatives or six-monthly extinguisher service outside Australia, the words the supervisor
 * decides by explained where the form asks, and no charge to a federal agency whose laws do not
 * reach a business of that size.
 */

const compose = (code: string, documentType: string, employeeCount = "20-49", industry = "retail") =>
  plainBusinessText(code, industry, employeeCount, documentType);

const isAustralian = (code: string) => countryOf(code) === "AU";

describe("consultation follows each country's own representative model", () => {
  it("only Australian policies and training records carry representatives elected by work groups", () => {
    const wrong: string[] = [];
    for (const code of PROFILE_CODES) {
      const policy = compose(code, "policy");
      const training = compose(code, "training-record");
      const workGroups = policy.includes("elected by work groups");
      if (isAustralian(code) !== workGroups) wrong.push(`${code} policy: work groups ${workGroups}`);
      if (countryOf(code) === "US") {
        if (/Training for the employee representative role/.test(training))
          wrong.push(`${code} training record: employee representative role`);
        if (/Represent the employees of their work group/.test(policy))
          wrong.push(`${code} policy: work group representatives`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("Great Britain and New Zealand name their own representatives", () => {
    expect(compose("UK-GB", "policy")).toContain(
      "the employees' safety representatives, where there are any, and the employees directly",
    );
    expect(compose("NZ", "policy")).toContain(
      "health and safety representatives and health and safety committees, where there are any",
    );
  });

  it("a State Plan's own committee duty is still stated in its policy", () => {
    expect(compose("US-OR", "policy")).toContain("through a safety committee or safety meetings");
  });
});

describe("fire extinguisher intervals are the country's own", () => {
  it("the six-monthly service by a provider is printed only in Australian emergency plans", () => {
    const wrong: string[] = [];
    for (const code of PROFILE_CODES) {
      const plan = compose(code, "emergency-plan");
      const row = plan.split("\n").find((l) => l.includes("Fire extinguishers and fire equipment inspected"));
      if (!row) {
        wrong.push(`${code}: no extinguisher row`);
        continue;
      }
      const sixMonthly = row.includes("Every 6 months");
      if (isAustralian(code) !== sixMonthly) wrong.push(`${code}: ${row}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the incident form explains what the supervisor decides by", () => {
  it("New Zealand defines a notifiable incident and a notifiable event from the Act", () => {
    const form = compose("NZ", "incident-form");
    expect(form).toContain("What the words in the table mean");
    expect(form).toMatch(
      /Notifiable incident: an unplanned or uncontrolled incident in relation to a workplace/,
    );
    expect(form).toMatch(/Notifiable event: any of these that arise from work/);
    expect(form).toContain("s 24");
  });

  it("California names the page that finds the district office to call", () => {
    expect(compose("US-CA", "incident-form", "20-49", "construction")).toContain(
      "https://www.dir.ca.gov/dosh/enforcementpage.htm",
    );
  });

  it("a form with no definitions has no empty heading", () => {
    for (const code of PROFILE_CODES) {
      const form = compose(code, "incident-form");
      if (!form.includes("What the words in the table mean")) continue;
      const after = (form.split("What the words in the table mean")[1] ?? "").trimStart();
      expect(after.split("\n")[0], code).toMatch(/^\W*Notifiable|^\W*\w[\w ]*: /);
    }
  });
});

describe("conditions the headcount settles are settled", () => {
  it("no US bullying policy for fewer than 15 employees tells an employee to file a charge with the EEOC", () => {
    const wrong: string[] = [];
    for (const code of PROFILE_CODES.filter((c) => countryOf(c) === "US")) {
      const small = compose(code, "bullying-policy", "1-5");
      if (/may file a charge of discrimination with the (EEOC|Equal Employment)/i.test(small))
        wrong.push(`${code} 1-5`);
      if (!small.includes("With fewer than 15 employees, the business is not covered by Title VII"))
        wrong.push(`${code} 1-5: coverage not stated`);
      const large = compose(code, "bullying-policy", "50-199");
      if (
        !large.includes(
          "An employee may file a charge of discrimination with the Equal Employment Opportunity Commission",
        )
      )
        wrong.push(`${code} 50-199: charge not stated`);
    }
    expect(wrong).toEqual([]);
  });

  it("a Florida shop of 1-5 is not told of a complaint the Florida Civil Rights Act does not give it", () => {
    const text = compose("US-FL", "bullying-policy", "1-5");
    expect(text).not.toContain("An employee of an employer with 15 or more employees may file");
    expect(text).toContain(
      "covers employers with 15 or more employees, so it does not cover the business either",
    );
  });

  it("a California business of more than 10 employees is not offered oral instruction for fewer than 10", () => {
    for (const band of ["20-49", "50-199"]) {
      for (const type of ["policy", "action-plan"]) {
        expect(compose("US-CA", type, band, "construction")).not.toContain("With fewer than 10 employees");
      }
    }
    expect(compose("US-CA", "policy", "6-19")).toContain("With fewer than 10 employees you may instruct");
    expect(compose("US-CA", "policy", "1-5")).toContain(
      "Title 8 lets an employer with fewer than 10 employees instruct employees in safe work practices orally.",
    );
  });
});
