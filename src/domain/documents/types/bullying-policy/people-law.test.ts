import { describe, expect, it } from "vitest";
import type { DocumentMetadata } from "../../compose-types";
import { composeDocument } from "../../engine";
import { BOOKSHOP, type Doc, input, METADATA, readable, type TestBusiness } from "../test-fixture";

/** Every provision the document cites, as "instrument-id pinpoint". */
const cites = (doc: Doc) =>
  doc.complianceReferences.citations.map((c) => [c.id, c.pinpoint].filter(Boolean).join(" "));
const instruments = (doc: Doc) => doc.complianceReferences.citations.map((c) => c.id);

const FREIGHT: TestBusiness = {
  name: "Ridgeway Freight",
  industry: "transport",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Road freight and linehaul with B-doubles, warehouse loading with forklifts",
  highRiskActivities: ["mobile-equipment", "manual-handling"],
  identifier: { label: "Business number", value: null },
};

const LOADING: DocumentMetadata = {
  ...METADATA,
  activity: "Loading a linehaul trailer with a forklift at the depot",
  hazardTypes: ["physical", "machinery"],
};

describe("the bullying and harassment policy carries the harassment law of its own jurisdiction", () => {
  it("gives a GB employer the Equality Act duty to prevent sexual harassment, and no Australian or US law", () => {
    const doc = composeDocument(input("bullying-policy", "UK-GB", BOOKSHOP));
    expect(cites(doc)).toEqual(
      expect.arrayContaining(["uk-equality-act-2010 s 40A", "uk-equality-act-2010 s 26"]),
    );
    const text = readable(doc);
    expect(text).toMatch(
      /since 26 October 2024 every employer must take reasonable steps to prevent sexual harassment/,
    );
    expect(text).toMatch(/employment tribunal/);
    expect(instruments(doc).filter((id) => /^(au|us|nz)-/.test(id))).toEqual([]);
    expect(text).not.toMatch(/Sex Discrimination Act|Fair Work|Title VII|EEOC|Human Rights Act 1993/);
  });

  it("gives an Australian business the Sex Discrimination Act positive duty and the Commission's sexual harassment route, and no GB law", () => {
    for (const code of ["AU-NSW", "AU-VIC", "AU-WA"]) {
      const doc = composeDocument(input("bullying-policy", code, BOOKSHOP));
      expect(cites(doc), code).toEqual(
        expect.arrayContaining(["au-sda-1984 s 47C", "au-fair-work-act-2009 Part 3-5A"]),
      );
      const text = readable(doc);
      expect(text, code).toMatch(/reasonable and proportionate measures to eliminate, as far as possible/);
      // The Commission's sexual harassment route is listed with the other ways to get help outside the business.
      const reporting = doc.sections.find((s) => s.id === "reporting");
      expect(reporting?.body, code).toMatch(
        /sexually harassed in connection with work may apply to the Fair Work Commission/,
      );
      expect(
        instruments(doc).filter((id) => /^(uk|us|nz)-/.test(id)),
        code,
      ).toEqual([]);
      expect(text, code).not.toMatch(/Equality Act|Title VII|EEOC/);
    }
  });

  it("gives a New Zealand employer the harassment grievances and the Human Rights Act, and no other country's law", () => {
    const doc = composeDocument(input("bullying-policy", "NZ", BOOKSHOP));
    expect(cites(doc)).toEqual(
      expect.arrayContaining(["nz-era-2000 s 108", "nz-era-2000 s 117", "nz-hra-1993 s 62"]),
    );
    expect(readable(doc)).toMatch(/take whatever steps are practicable to prevent it happening again/);
    expect(instruments(doc).filter((id) => /^(uk|us|au)-/.test(id))).toEqual([]);
  });

  it("gives a New York employer Labor Law 201-g and a Texas employer Title VII without New York law", () => {
    const ny = composeDocument(input("bullying-policy", "US-NY", BOOKSHOP));
    expect(instruments(ny)).toEqual(expect.arrayContaining(["us-ny-labor-law-201-g", "us-title-vii-1964"]));
    expect(readable(ny)).toMatch(/interactive sexual harassment prevention training every year/);

    const tx = composeDocument(input("bullying-policy", "US-TX", BOOKSHOP));
    expect(instruments(tx)).toContain("us-title-vii-1964");
    expect(instruments(tx)).not.toContain("us-ny-labor-law-201-g");
    const text = readable(tx);
    expect(text).toMatch(/employers with 15 or more employees/);
    expect(text).not.toMatch(/201-g|New York/);
    expect(instruments(tx).filter((id) => /^(uk|au|nz)-/.test(id))).toEqual([]);
  });

  it("tells a new starter at induction what the harassment law requires of the business", () => {
    const gb = readable(composeDocument(input("induction", "UK-GB", BOOKSHOP)));
    expect(gb).toMatch(/Bullying, Harassment and Discrimination/);
    expect(gb).toMatch(/Take reasonable steps to prevent sexual harassment of employees/);
    const ny = composeDocument(input("induction", "US-NY", BOOKSHOP));
    expect(instruments(ny)).toContain("us-ny-labor-law-201-g");
    expect(instruments(composeDocument(input("induction", "AU-QLD", BOOKSHOP)))).toContain("au-sda-1984");
  });
});

describe("return to work in Great Britain", () => {
  it("names sick pay and the reasonable adjustments duty instead of a compensation scheme", () => {
    const doc = composeDocument(input("return-to-work", "UK-GB", BOOKSHOP));
    expect(cites(doc)).toContain("uk-equality-act-2010 s 20");
    const text = readable(doc);
    expect(text).toMatch(/Statutory Sick Pay/);
    expect(text).toMatch(/reasonable adjustments/);
    expect(text).toMatch(/no separate workers' compensation scheme/);
  });
});

describe("return to work in Queensland", () => {
  it("states WorkCover's injury report deadline that the steps refer to", () => {
    const doc = composeDocument(input("return-to-work", "AU-QLD", BOOKSHOP));
    expect(readable(doc)).toMatch(
      /to WorkCover Queensland as soon as you know of it; failing to report it within 8 business days is an offence/,
    );
  });
});

describe("heavy vehicle law for transport businesses", () => {
  it("gives an NSW freight business the HVNL primary duty in its policy and risk assessment", () => {
    for (const type of ["policy", "risk-assessment"] as const) {
      const doc = composeDocument(input(type, "AU-NSW", FREIGHT));
      expect(cites(doc), type).toContain("au-hvnl s 26C");
      expect(readable(doc), type).toMatch(/chain of responsibility|heavy vehicle transport activities/);
    }
    const policy = readable(composeDocument(input("policy", "AU-NSW", FREIGHT)));
    expect(policy).toMatch(/fatigue-regulated heavy vehicle/);
  });

  it("puts the chain of responsibility in the loading method and procedure in NSW, and not in New Zealand", () => {
    for (const type of ["swms", "sop-template"] as const) {
      const nsw = readable(composeDocument(input(type, "AU-NSW", FREIGHT, LOADING)));
      expect(nsw, type).toMatch(/party in the chain of responsibility under the Heavy Vehicle National Law/);
      const nz = readable(composeDocument(input(type, "NZ", FREIGHT, LOADING)));
      expect(nz, type).toMatch(/linehaul|load/i);
      expect(nz, type).not.toMatch(/Heavy Vehicle National Law|chain of responsibility/i);
    }
  });

  it("leaves the fatigue and speeding chapters out in the ACT, where they do not apply", () => {
    const doc = composeDocument(input("policy", "AU-ACT", FREIGHT));
    expect(cites(doc)).toContain("au-hvnl s 26C");
    expect(readable(doc)).not.toMatch(/fatigue-regulated heavy vehicle|speeding/);
  });

  it("gives no HVNL to a WA, NT or New Zealand freight business, nor to an NSW business outside transport", () => {
    for (const [code, business] of [
      ["AU-WA", FREIGHT],
      ["AU-NT", FREIGHT],
      ["NZ", FREIGHT],
      ["AU-NSW", BOOKSHOP],
    ] as const) {
      for (const type of ["policy", "risk-assessment", "induction"] as const) {
        const doc = composeDocument(input(type, code, business));
        expect(instruments(doc), `${code} ${type}`).not.toContain("au-hvnl");
        expect(readable(doc), `${code} ${type}`).not.toMatch(
          /Heavy Vehicle National Law|chain of responsibility/i,
        );
      }
    }
  });
});
