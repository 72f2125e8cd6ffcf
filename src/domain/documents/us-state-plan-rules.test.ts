import { describe, expect, it } from "vitest";
import { REGIONS } from "../catalogue/regions";
import { renderPlainText } from "./plain-text";
import type { DocumentTypeId } from "./types/registry";
import { composeForUsState } from "./us-state-fixture";

// What Kentucky's, Virginia's, North Carolina's and South Carolina's State Plans add or change, and
// how South Carolina, Tennessee, Indiana, Iowa and Vermont take reports, as a safety manager reads
// them in the documents themselves.

function compose(
  documentType: DocumentTypeId,
  jurisdiction: string,
  industry: string,
  employeeCount = "20-49",
) {
  const doc = composeForUsState(documentType, jurisdiction, industry, employeeCount, {
    emergencyType: "fire",
    activity: "Routine work",
    location: "Main site",
    incidentTypes: ["near-miss", "major-injury"],
  });
  const ids = doc.complianceReferences.citations.map((c) => `${c.id} ${c.pinpoint ?? ""}`.trim());
  return { text: renderPlainText(doc), ids };
}

const US_CODES = REGIONS.US.map((r) => r.code);

describe("Kentucky: 72 hours for a hospitalization, amputation or lost eye", () => {
  it("a Kentucky incident form gives 8 hours for a death and 72 hours for the rest, by phone to (502) 564-3070", () => {
    const { text, ids } = compose("incident-form", "US-KY", "manufacturing");
    expect(text).toContain(
      "Event: Work-related fatality | Deadline: Within 8 hours of first becoming aware of it",
    );
    for (const event of ["Work-related in-patient hospitalization", "Amputation", "Loss of an eye"]) {
      expect(text).toContain(`Event: ${event} | Deadline: Within 72 hours of first becoming aware of it`);
    }
    expect(text).toContain("Report by telephone to the Division of OSH Compliance at (502) 564-3070");
    expect(text).toContain("a message or a fax does not meet the reporting requirement");
    // Federal OSHA's 24 hours is not Kentucky's rule.
    expect(text).not.toMatch(/amputation or loss of an eye to Kentucky OSH within 24 hours/);
    expect(ids).toContain("us-ky-osh-reporting");
    expect(ids).toContain("us-ky-803-kar-2-181");
  });

  it("a small Kentucky business is told the same deadlines with its recordkeeping rule", () => {
    const { text } = compose("incident-form", "US-KY", "retail", "1-5");
    expect(text).toContain(
      "report every work-related death to Kentucky OSH within 8 hours, and every in-patient hospitalization, amputation or loss of an eye within 72 hours",
    );
  });

  it("no other state gets Kentucky's 72 hours or its regulation", () => {
    for (const code of US_CODES.filter((c) => c !== "US-KY")) {
      const { text, ids } = compose("incident-form", code, "manufacturing");
      expect(text, code).not.toMatch(/803 KAR|Kentucky OSH|Division of OSH Compliance/);
      expect(ids.join(" "), code).not.toMatch(/us-ky-/);
    }
  });
});

describe("Virginia: the Code of Virginia's general duty and the manufacturer's specifications", () => {
  it("a Virginia manufacturer's program cites § 40.1-51.1 and 16VAC25-60-120, never the OSH Act's general duty clause", () => {
    const { text, ids } = compose("policy", "US-VA", "manufacturing");
    expect(text).toContain("Under § 40.1-51.1 of the Code of Virginia, every employer must furnish");
    expect(text).toContain(
      "Follow the manufacturer's specifications and limitations for the operation, training, use, installation, inspection, testing, repair and maintenance of all machinery, vehicles, tools, materials and equipment",
    );
    expect(ids).toContain("us-va-code-40-1-51-1");
    expect(ids).toContain("us-va-16vac25-60-120");
    expect(ids).not.toContain("us-osh-act-1970 s 5(a)(1)");
  });

  it("a Virginia PPE register certifies the hazard assessment under 16VAC25-90-1910.132, with no federal numbering", () => {
    const { text, ids } = compose("ppe-register", "US-VA", "manufacturing");
    expect(text).toContain("Certification of hazard assessment");
    expect(ids).toContain("us-va-16vac25-90-1910-132");
    expect(ids.join(" ")).not.toMatch(/us-29-cfr-/);
    // A plan state whose PPE rule is not recorded gets no certification block.
    expect(compose("ppe-register", "US-KY", "manufacturing").text).not.toContain(
      "Certification of hazard assessment",
    );
  });

  it("a Virginia chemical register cites Virginia's hazard communication rule, 16VAC25-90-1910.1200", () => {
    const { ids } = compose("chemical-register", "US-VA", "manufacturing");
    expect(ids).toContain("us-va-16vac25-90-1910-1200");
    expect(ids.join(" ")).not.toMatch(/us-29-cfr-/);
  });

  it("a Virginia incident form reports to DOLI within 8 and 24 hours under 16VAC25-85", () => {
    const { text, ids } = compose("incident-form", "US-VA", "construction");
    expect(text).toContain(
      "Report a work-related fatality to the Virginia Department of Labor and Industry (VOSH) within 8 hours.",
    );
    expect(text).toContain(
      "Report a work-related in-patient hospitalization of one or more persons, an amputation or the loss of an eye to VOSH within 24 hours.",
    );
    expect(ids).toContain("us-va-16vac25-85");
    expect(ids).toContain("us-va-doli-reporting");
  });
});

describe("North Carolina: G.S. 95-129 and the programs and committees of employers with a high modifier", () => {
  it("a North Carolina program of 20 staff states the written program and, with 11 or more employees, the committee", () => {
    const { text, ids } = compose("policy", "US-NC", "manufacturing");
    expect(text).toContain("Under G.S. 95-129, each employer in North Carolina must furnish");
    expect(text).toContain(
      "If the N.C. Rate Bureau applies a workers' compensation experience rate modifier of 1.5 or more to your business, establish and carry out a written safety and health program",
    );
    expect(text).toContain("you must also establish an employee safety and health committee");
    expect(ids).toEqual(
      expect.arrayContaining([
        "us-nc-gs-95-129",
        "us-nc-gs-95-251",
        "us-nc-gs-95-252",
        "us-nc-13-ncac-07a-0600",
      ]),
    );
  });

  it("with 5 staff the written program stays but the committee does not", () => {
    const { text, ids } = compose("policy", "US-NC", "retail", "1-5");
    expect(text).toContain("establish and carry out a written safety and health program");
    expect(text).not.toContain("safety and health committee");
    expect(ids).not.toContain("us-nc-gs-95-252");
  });

  it("a North Carolina incident form gives the OSH Division's numbers and the State Capitol Police after hours", () => {
    const { text, ids } = compose("incident-form", "US-NC", "construction");
    expect(text).toContain("call the OSH Division at 1-800-625-2267 or 919-779-8560");
    expect(text).toContain("State Capitol Police at 919-733-3333");
    expect(ids).toContain("us-nc-dol-report-accident");
  });

  it("no other state gets North Carolina's or Virginia's rules", () => {
    for (const code of US_CODES.filter((c) => c !== "US-NC" && c !== "US-VA")) {
      const { text, ids } = compose("policy", code, "manufacturing");
      expect(ids.join(" "), code).not.toMatch(/us-nc-|us-va-/);
      expect(text, code).not.toMatch(/N\.C\. Rate Bureau|Code of Virginia|16VAC25/);
    }
  });
});

describe("how each plan takes a report", () => {
  it.each([
    ["US-SC", "Report by calling the SC OSHA office at (803) 896-7672.", "us-sc-osha-report-injury"],
    ["US-TN", "calling Tennessee OSHA's main office at 800-249-8510", "us-tn-tosha-reporting"],
    ["US-IN", "IOSHA Customer Service at (317) 232-2693", "us-in-iosha-reporting"],
    ["US-IA", "its 24-hour fatality line, 877-242-6742", "us-ia-iosha-enforcement"],
    ["US-VT", "Report to VOSHA during working hours at 1-800-287-2765", "us-vt-vosha-reporting"],
  ])("%s's incident form says how to report and cites the plan's own page", (code, how, page) => {
    const { text, ids } = compose("incident-form", code, "construction");
    expect(text).toContain(how);
    expect(ids).toContain(page);
    // Deadlines these plans share with federal OSHA.
    expect(text).toContain("Report a work-related fatality to");
    expect(text).toMatch(/within 24 hours/);
  });

  it("South Carolina's program states the general duty of section 41-15-80 of its Code", () => {
    const { text, ids } = compose("policy", "US-SC", "construction");
    expect(text).toContain("Under section 41-15-80 of the South Carolina Code, each employer must furnish");
    expect(ids).toContain("us-sc-code-41-15-80");
  });

  it("a Maryland builder's hazards cite MOSH's Heat Stress Standards, and 20 staff are told MOSH's records", () => {
    expect(compose("hazard-register", "US-MD", "construction").ids).toContain("us-md-comar-09-12-32");
    const { text, ids } = compose("incident-form", "US-MD", "construction");
    expect(text).toContain(
      "With 11 or more employees, keep records of job-related fatalities, injuries and illnesses on the OSHA 300, OSHA 300A and OSHA 301 forms, unless one of MOSH's exceptions applies: MOSH requires them of every such employer in Maryland.",
    );
    expect(ids).toContain("us-md-mosh-recordkeeping");
  });
});

describe("how to report, in each state's own terms", () => {
  const howLine = (text: string) => text.split("\n").find((l) => l.includes("How: "));

  it("a Kentucky incident form says to telephone and that a message or fax does not count, never to report online", () => {
    const { text } = compose("incident-form", "US-KY", "manufacturing");
    const how = howLine(text);
    expect(how).toContain("Report by telephone to the Division of OSH Compliance at (502) 564-3070");
    expect(how).toContain("a message or a fax does not meet the reporting requirement");
    expect(how).not.toMatch(/online/i);
  });

  it("every US state's incident form gives how to report as its own reporting rule words it", () => {
    for (const code of US_CODES) {
      const { text } = compose("incident-form", code, "retail");
      const how = howLine(text);
      // The regulator's phone and site strung together ("contact … by phone on …, or online at …")
      // would offer channels a state's rule may not accept; the state's own words are used instead.
      expect(how, code).toBeDefined();
      expect(how, code).not.toMatch(/How: contact /);
      expect(how!.length, code).toBeGreaterThan(40);
    }
  });
});
