import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BUILDER,
  countryOf,
  EMERGENCY_NUMBER,
  input,
  JURISDICTION_CODES,
  readable,
  SHOP,
  section,
  type TestBusiness,
} from "../test-fixture";

const plan = (code: string, business: TestBusiness = BUILDER) =>
  composeDocument(input("violence-plan", code, business, {}));
const lawText = (code: string, business: TestBusiness = BUILDER) => {
  const doc = plan(code, business);
  return readable({ ...doc, sections: [section(doc, "law")] });
};

/** A New York store with more retail employees than the Retail Worker Safety Act's floor of 10. */
const NY_STORE: TestBusiness = { ...SHOP, name: "Empire Hardware", employeeCount: "20-49" };

describe.each(JURISDICTION_CODES)("violence-plan in %s", (code) => {
  it("holds every part of a violence prevention plan, with the country's emergency number and words", () => {
    const doc = plan(code);
    expect(doc.title).toBe("Workplace Violence Prevention Plan – Harbourside Builders");
    expect(doc.sections.map((s) => s.id)).toEqual([
      "scope",
      "law",
      "responsibility",
      "reporting",
      "risks",
      "controls",
      "incident",
      "log",
      "training",
      "review",
      "references",
    ]);
    const text = readable(doc);
    expect(text).toContain(`Call ${EMERGENCY_NUMBER[countryOf(code)]} for the police or an ambulance`);
    const log = section(doc, "log").tables?.[0];
    expect(log?.columns.map((c) => c.label.split(" (")[0])).toEqual([
      "Date",
      "Time",
      "Location",
      "Type of violence",
      "Description of what happened",
      "Who was involved",
      "Consequences",
      "Actions taken",
      "Person completing",
    ]);
    if (countryOf(code) === "US") {
      expect(text).toContain("Nobody is retaliated against for reporting");
      expect(text).toContain("counseling or the employee assistance program");
    } else {
      expect(text).toContain("Nobody is disadvantaged or treated unfairly for reporting");
      // Australia writes "program"; New Zealand and Britain "programme".
      expect(text).toContain("counselling or an employee assistance program");
      expect(text).not.toMatch(/OSHA|retaliat|General Duty Clause|counseling\b/);
    }
  });
});

describe("violence plan law", () => {
  it("states California's Labor Code 6401.9 plan, each element cited, as a rule and not as good practice", () => {
    const text = lawText("US-CA");
    expect(text).toContain(
      "California Labor Code section 6401.9, in effect and enforceable since July 1, 2024",
    );
    expect(text).toContain("Accept and respond to reports of workplace violence, and prohibit retaliation");
    expect(text).toContain("Record every workplace violence incident in a violent incident log.");
    expect(text).toContain("It does not apply to an employer subject to Title 8, section 3342");
    expect(text).toContain("the rest of this plan sets out how it meets them");
    expect(text).not.toContain("This plan is good practice");
    expect(section(plan("US-CA"), "law").citations?.map((c) => c.id)).toEqual(["us-ca-labor-code-6401-9"]);
  });

  it("says nothing of the exceptions and record periods not read at the source", () => {
    const text = readable(plan("US-CA"));
    expect(text).not.toMatch(/fewer than 10 employees|not accessible to the public|telework/i);
  });

  it("states New York's Retail Worker Safety Act for a store, and not for a builder", () => {
    const store = lawText("US-NY", NY_STORE);
    expect(store).toContain("New York's Retail Worker Safety Act (Labor Law section 27-e)");
    expect(store).toContain("working late night or early morning hours, exchanging money with the public");
    expect(store).toContain("every two years with 49 or fewer");
    expect(section(plan("US-NY", NY_STORE), "law").citations?.map((c) => c.id)).toContain(
      "us-ny-labor-law-27-e",
    );
    const builder = lawText("US-NY");
    expect(builder).not.toMatch(/Retail Worker Safety Act|27-e/);
    expect(builder).toContain("This plan is good practice under that duty");
  });

  it("offers the plan as good practice under each country's own general duty elsewhere", () => {
    expect(lawText("US-TX")).toContain("General Duty Clause");
    expect(lawText("AU-NSW")).toContain(
      "psychosocial hazard provisions of the Work Health and Safety Regulation",
    );
    expect(lawText("AU-VIC")).toContain("Occupational Health and Safety Act 2004 (Vic)");
    expect(lawText("NZ")).toContain("Health and Safety at Work Act 2015");
    expect(lawText("UK-GB")).toContain("Management of Health and Safety at Work Regulations 1999");
    for (const code of ["US-TX", "AU-NSW", "AU-VIC", "NZ", "UK-GB"]) {
      const text = lawText(code);
      expect(text, code).toMatch(/This plan is good practice under th(at duty|ose duties)/);
      expect(text, code).not.toMatch(/6401\.9|27-e|the rest of this plan sets out how it meets them/);
    }
    expect(lawText("AU-VIC")).not.toMatch(/PCBU|Work Health and Safety/);
  });
});

describe("violence-plan controls fit where the business's people work", () => {
  const controlsAndResponse = (code: string, business: TestBusiness) => {
    const doc = plan(code, business);
    return readable({ ...doc, sections: [section(doc, "controls"), section(doc, "incident")] });
  };

  it.each(JURISDICTION_CODES)(
    "%s: a building crew is protected on sites, with no counter, drop safe or safe room",
    (code) => {
      const text = controlsAndResponse(code, BUILDER);
      expect(text).not.toMatch(/drop safe|safe room|refuse service|counters or screens/);
      expect(text).toContain("Before work at an occupied building, a client's home or a public place");
      expect(text).toContain("to a vehicle or a place that can be locked, or off the site");
    },
  );

  it.each(JURISDICTION_CODES)("%s: a shop's premises are designed and staffed against violence", (code) => {
    const text = controlsAndResponse(code, SHOP);
    expect(text).toContain("a drop safe");
    expect(text).toContain("how to refuse service safely");
    expect(text).not.toContain("Before work at an occupied building");
  });

  it("covers the business's people wherever they work, not only at the site the plan was written for", () => {
    const doc = composeDocument(
      input("violence-plan", "US-CA", BUILDER, { location: "500 Harbor Boulevard, Oakland" }),
    );
    expect(readable({ ...doc, sections: [section(doc, "scope")] })).toContain(
      "threats against its employees wherever they work for it",
    );
  });

  it("outside the United States, no yearly review is stated as law", () => {
    for (const code of ["AU-NSW", "AU-VIC", "NZ", "UK-GB"]) {
      expect(lawText(code), code).not.toContain("at least once a year");
    }
  });

  it("in Great Britain, says which violent incidents are reported to HSE under RIDDOR", () => {
    const text = lawText("UK-GB");
    expect(text).toContain("Report to HSE under RIDDOR any act of work-related violence");
    expect(text).toMatch(/This plan is good practice under th(at duty|ose duties)/);
    for (const code of ["AU-NSW", "NZ", "US-TX"]) expect(lawText(code), code).not.toContain("RIDDOR");
  });

  it("in Victoria, names aggression a psychosocial hazard under the 2025 regulations", () => {
    expect(lawText("AU-VIC")).toContain(
      "Occupational Health and Safety (Psychological Health) Regulations 2025",
    );
  });
});
