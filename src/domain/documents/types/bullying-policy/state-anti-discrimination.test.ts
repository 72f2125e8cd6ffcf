import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { BOOKSHOP, type Doc, input, readable, section, type TestBusiness } from "../test-fixture";

const instruments = (doc: Doc) => doc.complianceReferences.citations.map((c) => c.id);
const routes = (doc: Doc) => JSON.stringify(section(doc, "reporting"));

/** Each state's own anti-discrimination law, the agency an employee files with, and its instrument. */
const STATES = [
  {
    code: "US-CA",
    law: /California Fair Employment and Housing Act/,
    agency: /California Civil Rights Department/,
    id: "us-ca-feha",
  },
  {
    code: "US-NY",
    law: /New York State Human Rights Law/,
    agency: /New York State Division of Human Rights/,
    id: "us-ny-human-rights-law",
  },
  {
    code: "US-MN",
    law: /Minnesota Human Rights Act/,
    agency: /Minnesota Department of Human Rights/,
    id: "us-mn-human-rights-act",
  },
  {
    code: "US-WA",
    law: /Washington Law Against Discrimination/,
    agency: /Washington State Human Rights Commission/,
    id: "us-wa-rcw-49-60",
    // Chapter 49.60 RCW covers employers of 8 or more: its commission is a route for a business it covers.
    employees: "20-49",
  },
  {
    code: "US-VA",
    law: /Virginia Human Rights Act/,
    agency: /Office of Civil Rights of the Attorney General of Virginia/,
    id: "us-va-human-rights-act",
  },
  {
    code: "US-FL",
    law: /Florida Civil Rights Act of 1992/,
    agency: /Florida Commission on Human Relations/,
    id: "us-fl-civil-rights-act-1992",
    // The Act covers employers of 15 or more (s. 760.02(7)): its agency is a route for a business it covers.
    employees: "20-49",
  },
  {
    code: "US-TX",
    law: /Chapter 21 of the Texas Labor Code/,
    agency: /Texas Workforce Commission Civil Rights Division/,
    id: "us-tx-labor-code-ch-21",
  },
] as const;

const MIDSIZE: TestBusiness = { ...BOOKSHOP, employeeCount: "20-49" };

describe("a US bullying and harassment policy names its own state's anti-discrimination law and agency", () => {
  for (const state of STATES) {
    it(`${state.code}: names the state's law and where to file, and no other state's`, () => {
      const business = "employees" in state ? { ...BOOKSHOP, employeeCount: state.employees } : BOOKSHOP;
      const doc = composeDocument(input("bullying-policy", state.code, business));
      const text = readable(doc);
      expect(text).toMatch(state.law);
      expect(text).toMatch(state.agency);
      // Title VII and the EEOC stay alongside the state's law.
      expect(text).toMatch(/Equal Employment Opportunity Commission/);
      // The agency is given as a route outside the business, citing the state's law.
      expect(routes(doc)).toMatch(state.agency);
      expect(instruments(doc)).toContain(state.id);
      for (const other of STATES.filter((s) => s.code !== state.code)) {
        expect(text).not.toMatch(other.law);
        expect(text).not.toMatch(other.agency);
        expect(instruments(doc)).not.toContain(other.id);
      }
    });
  }

  it("gives a state without a checked law of its own only Title VII and the EEOC", () => {
    const doc = composeDocument(input("bullying-policy", "US-OH", BOOKSHOP));
    const text = readable(doc);
    expect(text).toMatch(/Equal Employment Opportunity Commission/);
    for (const state of STATES) {
      expect(text).not.toMatch(state.law);
      expect(text).not.toMatch(state.agency);
    }
  });

  it("tells a Washington employer of 8 or more, but not a smaller one, to prevent discrimination under the state law", () => {
    const duty =
      /as the Washington Law Against Discrimination requires of employers with 8 or more employees/;
    expect(readable(composeDocument(input("bullying-policy", "US-WA", MIDSIZE)))).toMatch(duty);
    expect(readable(composeDocument(input("bullying-policy", "US-WA", BOOKSHOP)))).not.toMatch(duty);
  });

  it("does not send a Washington employee of a business of 1-5 to a commission whose law does not cover it", () => {
    const doc = composeDocument(input("bullying-policy", "US-WA", BOOKSHOP));
    expect(routes(doc)).not.toMatch(/Washington State Human Rights Commission/);
    // The law section still states the rule and its limit.
    expect(readable(doc)).toMatch(/Washington Law Against Discrimination/);
  });

  it("does not send a Florida employee of a business of 1-5 to a commission whose Act does not cover it", () => {
    const doc = composeDocument(input("bullying-policy", "US-FL", BOOKSHOP));
    expect(routes(doc)).not.toMatch(/Florida Commission on Human Relations/);
    expect(readable(doc)).toMatch(/Equal Employment Opportunity Commission/);
  });

  it("tells a Florida employer of 15 or more, but not a smaller one, to prevent discrimination under the state law", () => {
    const duty = /as the Florida Civil Rights Act of 1992 requires of employers with 15 or more employees/;
    expect(readable(composeDocument(input("bullying-policy", "US-FL", MIDSIZE)))).toMatch(duty);
    expect(readable(composeDocument(input("bullying-policy", "US-FL", BOOKSHOP)))).not.toMatch(duty);
  });

  it("tells a Texas employer of any size about its sexual harassment law, and one of 15 or more about discrimination", () => {
    const small = readable(composeDocument(input("bullying-policy", "US-TX", BOOKSHOP)));
    expect(small).toMatch(/sexual harassment in workplaces with one or more workers/);
    expect(small).toMatch(/Take immediate and appropriate corrective action/);
    const duty =
      /as Chapter 21 of the Texas Labor Code requires of private employers with 15 or more employees/;
    expect(small).not.toMatch(duty);
    expect(readable(composeDocument(input("bullying-policy", "US-TX", MIDSIZE)))).toMatch(duty);
  });
});
