import { describe, expect, it } from "vitest";
import { REGIONS } from "../catalogue/regions";
import { renderPlainText } from "./plain-text";
import type { DocumentTypeId } from "./types/registry";
import { composeForUsState } from "./us-state-fixture";

// The written programs a State Plan adds to federal OSHA (California's IIPP, its construction Code of
// Safe Practices and its workplace violence prevention plan; Washington's accident prevention program
// and safety committee), and the federal electronic filing of injury data by establishment size and
// industry, as a safety manager reads them in the documents themselves.

function compose(
  documentType: DocumentTypeId,
  jurisdiction: string,
  industry: string,
  employeeCount = "20-49",
) {
  const doc = composeForUsState(documentType, jurisdiction, industry, employeeCount);
  const ids = doc.sections.flatMap((s) => s.citations ?? []).map((c) => `${c.id} ${c.pinpoint ?? ""}`.trim());
  return { text: renderPlainText(doc), ids };
}

const OTHER_STATES = REGIONS.US.map((r) => r.code).filter((c) => c !== "US-CA" && c !== "US-WA");
/**
 * States whose own safety committee rule is recorded: Minnesota's 182.676, Oregon's 437-001-0765 and
 * Tennessee's committee for an experience modification factor of 1.20 or more.
 */
const OWN_COMMITTEE_RULE = new Set(["US-MN", "US-OR", "US-TN"]);

describe("California's written programs", () => {
  it("a California builder's program names the IIPP under 3203 and 1509 and the workplace violence prevention plan under 6401.9", () => {
    const { text, ids } = compose("policy", "US-CA", "construction");
    expect(text).toContain("written Injury and Illness Prevention Program");
    expect(text).toContain("adopt a written Code of Safe Practices");
    expect(text).toContain(
      "toolbox or tailgate safety meetings with their crews at least every 10 working days",
    );
    expect(text).toContain("written workplace violence prevention plan, keep a violent incident log");
    expect(ids).toContain("us-ca-8-ccr-3203 s 3203(a)");
    expect(ids).toContain("us-ca-8-ccr-1509");
    expect(ids).toContain("us-ca-labor-code-6401-9");
    // The trench permit stays with California construction.
    expect(JSON.stringify(compose("swms", "US-CA", "construction").ids)).toContain("us-ca-8-ccr-341");
  });

  it("a California induction trains on the IIPP and the violence prevention plan; 1509 stays with construction", () => {
    const shop = compose("induction", "US-CA", "retail");
    expect(shop.text).toContain("safe work practices your Injury and Illness Prevention Program sets out");
    expect(shop.text).toContain("Train employees on your workplace violence prevention plan");
    expect(shop.ids).not.toContain("us-ca-8-ccr-1509");
    expect(shop.text).not.toContain("Code of Safe Practices");
  });

  it("a California program cites Labor Code 6401.7 beside 8 CCR 3203 on the written Injury and Illness Prevention Program, in every industry", () => {
    for (const industry of ["construction", "retail", "healthcare"]) {
      const { text, ids } = compose("policy", "US-CA", industry);
      expect(ids, industry).toContain("us-ca-8-ccr-3203 s 3203(a)");
      expect(ids, industry).toContain("us-ca-labor-code-6401-7");
      expect(text, industry).toContain("California Labor Code section 6401.7 Injury prevention programs");
    }
  });

  it("no other state gets a California rule", () => {
    for (const code of OTHER_STATES) {
      for (const documentType of ["policy", "induction", "incident-form"] as const) {
        const { text, ids } = compose(documentType, code, "construction");
        expect(ids.join(" "), `${code} ${documentType}`).not.toMatch(/us-ca-/);
        expect(text, `${code} ${documentType}`).not.toMatch(
          /Injury and Illness Prevention Program|workplace violence prevention plan|Code of Safe Practices|Cal\/OSHA/,
        );
      }
    }
  });
});

describe("Washington's accident prevention program and safety committee", () => {
  it("a Washington manufacturer's program names the APP under WAC 296-800-140 and the safety committee rule", () => {
    const { text, ids } = compose("policy", "US-WA", "manufacturing");
    expect(text).toContain("formal, written accident prevention program");
    expect(text).toContain("If you employ 11 or more employees on the same shift at the same location");
    expect(ids).toContain("us-wa-wac-296-800-140");
    expect(ids).toContain("us-wa-wac-296-800-130");
    expect(ids).not.toContain("us-wa-wac-296-155-110");
    // A Washington induction gives the safety orientation the program describes.
    expect(compose("induction", "US-WA", "manufacturing").text).toContain(
      "safety orientation of your accident prevention program",
    );
  });

  it("with 10 or fewer employees the safety meeting replaces the committee; construction adds WAC 296-155-110", () => {
    const small = compose("policy", "US-WA", "retail", "1-5").text;
    expect(small).toContain(
      "Hold a safety meeting every month (more often as safety issues come up) with at least one management representative: an employer with 10 or fewer employees may hold safety meetings instead of a safety committee.",
    );
    expect(small).not.toContain("If you employ 11 or more employees on the same shift");
    expect(compose("policy", "US-WA", "construction").ids).toContain("us-wa-wac-296-155-110");
  });

  it("no other state gets a Washington rule", () => {
    for (const code of [...OTHER_STATES, "US-CA"]) {
      const { text, ids } = compose("policy", code, "manufacturing");
      expect(ids.join(" "), code).not.toMatch(/us-wa-/);
      expect(text, code).not.toMatch(/accident prevention program|same shift at the same location|WAC/i);
      // Only a state whose own committee rule is recorded speaks of a safety committee at all.
      if (!OWN_COMMITTEE_RULE.has(code)) expect(text, code).not.toMatch(/safety committee/i);
    }
  });
});

describe("Minnesota's AWAIR program and safety committees", () => {
  it("a Minnesota manufacturer's program names AWAIR under 182.653 subd. 8, with its list and annual review, and the safety committee under 182.676", () => {
    const { text, ids } = compose("policy", "US-MN", "manufacturing", "20-49");
    expect(text).toContain("written A Workplace Accident and Injury Reduction (AWAIR) program");
    expect(text).toContain("If your industry is on the AWAIR list (Minnesota Rules, part 5208.1500)");
    expect(text).toContain("Review your AWAIR program at least once a year, and document the review");
    expect(ids).toContain("us-mn-stat-182-653-subd-8");
    expect(ids).toContain("us-mn-rule-5208-1500");
    expect(ids).toContain("us-mn-stat-182-676");
    // 20 to 49 straddles the 25-employee line: both committee rules on one line, the limit stated once.
    expect(text).toContain(
      "With more than 25 employees, you must establish and administer a joint labor-management safety committee",
    );
    expect(text).toContain(
      "its employee members selected by the employees; with 25 or fewer, you must establish and administer a safety committee if your industry is on the AWAIR list",
    );
    expect(text).not.toContain("as Minnesota requires of every employer of more than 25 employees");
    // The smaller employers' rule has a size: it is not said to hold whatever the size.
    expect(text).not.toContain("whatever your size");
    expect(text).not.toContain("If you have 25 or fewer employees:");
  });

  it("with 50 or more employees the joint committee applies outright; with 1 to 5 only the AWAIR industries need one", () => {
    const large = compose("policy", "US-MN", "retail", "50-199").text;
    expect(large).toContain(
      "With more than 25 employees, you must establish and administer a joint labor-management safety committee that holds regularly scheduled meetings",
    );
    expect(large).not.toContain("a safety committee if your industry is on the AWAIR list");
    const small = compose("policy", "US-MN", "retail", "1-5").text;
    expect(small).toContain(
      "You must establish and administer a safety committee if your industry is on the AWAIR list",
    );
    expect(small).not.toContain(
      "joint labor-management safety committee that holds regularly scheduled meetings",
    );
  });

  it("a Minnesota induction communicates the AWAIR program; no other state gets a Minnesota rule", () => {
    expect(compose("induction", "US-MN", "construction").text).toContain(
      "Where you keep an AWAIR program, communicate it to all affected employees",
    );
    for (const code of [...OTHER_STATES.filter((c) => c !== "US-MN"), "US-CA", "US-WA"]) {
      const { text, ids } = compose("policy", code, "manufacturing");
      expect(ids.join(" "), code).not.toMatch(/us-mn-/);
      expect(text, code).not.toMatch(/AWAIR|Minnesota/);
    }
  });
});

describe("Minnesota's Employee Right-to-Know training", () => {
  const rightToKnow =
    "Before an employee's first assignment to a workplace where they may be routinely exposed to a hazardous substance or harmful physical agent, train them on that substance or agent, as Minnesota's Employee Right-to-Know Act requires.";
  // The documents that carry hazard communication: the chemical register beside the program, labels and
  // data sheets, and the induction and training record beside the training on hazardous chemicals.
  const chemicalDocuments = ["chemical-register", "training-record", "induction"] as const;

  it("a Minnesota business's chemical register, training record and induction state it under 182.653 subd. 4b", () => {
    for (const industry of ["manufacturing", "construction", "retail"]) {
      for (const documentType of chemicalDocuments) {
        const { text, ids } = compose(documentType, "US-MN", industry, "6-19");
        expect(text, `${industry} ${documentType}`).toContain(rightToKnow);
        expect(ids, `${industry} ${documentType}`).toContain("us-mn-stat-182-653-subd-4b");
      }
    }
  });

  it("no other state is told Minnesota's Right-to-Know Act", () => {
    for (const code of [...OTHER_STATES.filter((c) => c !== "US-MN"), "US-CA", "US-WA"]) {
      for (const documentType of chemicalDocuments) {
        const { text, ids } = compose(documentType, code, "manufacturing");
        expect(ids.join(" "), `${code} ${documentType}`).not.toContain("us-mn-stat-182-653-subd-4b");
        expect(text, `${code} ${documentType}`).not.toMatch(/Right-to-Know|harmful physical agent/);
      }
    }
  });
});

describe("Tennessee's safety committee for an experience modification factor of 1.20 or more", () => {
  it("a Tennessee program and induction state the committee with its condition, from the Bureau of Workers' Compensation", () => {
    for (const count of ["1-5", "20-49"]) {
      const policy = compose("policy", "US-TN", "manufacturing", count);
      expect(policy.text, count).toContain(
        "If your workers' compensation experience modification factor is 1.20 or greater, establish and administer a safety committee in the workplace, and keep it for as long as the factor stays at 1.20 or greater",
      );
      expect(policy.ids, count).toContain("us-tn-bwc-safety-committees");
    }
    expect(compose("induction", "US-TN", "construction").text).toContain(
      "consult your workers through the safety committee the Tennessee Bureau of Workers' Compensation requires of you",
    );
  });

  it("no other state is told Tennessee's rule", () => {
    for (const code of [...OTHER_STATES.filter((c) => c !== "US-TN"), "US-CA", "US-WA"]) {
      for (const documentType of ["policy", "induction"] as const) {
        const { text, ids } = compose(documentType, code, "manufacturing");
        expect(ids.join(" "), `${code} ${documentType}`).not.toMatch(/us-tn-/);
        expect(text, `${code} ${documentType}`).not.toMatch(/experience modification factor|Tennessee/);
      }
    }
  });
});

describe("Oregon's safety committees or safety meetings", () => {
  it("every Oregon business, however small, is told to have a safety committee or hold safety meetings under OAR 437-001-0765", () => {
    for (const count of ["1-5", "50-199"]) {
      const { text, ids } = compose("policy", "US-OR", "retail", count);
      expect(text, count).toContain(
        "you must have a safety committee or hold safety meetings under OAR 437-001-0765",
      );
      expect(ids, count).toContain("us-or-oar-437-001-0765");
    }
  });

  it("an Oregon induction instructs and supervises workers and tells them the known health hazards, under OAR 437-001-0760", () => {
    const { text, ids } = compose("induction", "US-OR", "manufacturing");
    expect(text).toContain("See that workers are properly instructed and supervised in the safe operation");
    expect(text).toContain("Inform employees of the known health hazards they are exposed to");
    expect(ids).toContain("us-or-oar-437-001-0760");
  });

  it("no other state gets an Oregon rule", () => {
    for (const code of [...OTHER_STATES.filter((c) => c !== "US-OR"), "US-CA", "US-WA"]) {
      const { text, ids } = compose("policy", code, "retail");
      expect(ids.join(" "), code).not.toMatch(/us-or-/);
      expect(text, code).not.toMatch(/OAR 437|Oregon OSHA/);
    }
  });
});

describe("Michigan's general duty", () => {
  it("a Michigan program states and cites MCL 408.1011, with PPE at the employer's expense where a rule requires it", () => {
    const { text, ids } = compose("policy", "US-MI", "manufacturing");
    expect(text).toContain(
      "Under MCL 408.1011 (section 11 of the Michigan Occupational Safety and Health Act",
    );
    expect(text).toContain(
      "Provide personal protective equipment at your expense wherever a MIOSHA rule or standard",
    );
    expect(ids).toContain("us-mi-mcl-408-1011");
    expect(text).not.toMatch(/General Duty Clause|5\(a\)\(1\)/);
  });
});

describe("each State Plan's own reporting deadlines and numbers in the incident form", () => {
  it("Minnesota: MNOSHA's own numbers, with federal OSHA after hours", () => {
    const { text, ids } = compose("incident-form", "US-MN", "manufacturing");
    expect(text).toContain("Report a work-related fatality to MNOSHA within 8 hours.");
    expect(text).toContain("(651) 284-5050 or 1-877-470-6742 between 8 a.m. and 4:30 p.m.");
    expect(text).not.toContain("800-858-0397");
    expect(ids).toContain("us-mn-dli-reporting");
  });

  it("Oregon: a catastrophe within 8 hours and an avulsion with bone loss within 24 hours, under OAR 437-001-0704", () => {
    const { text, ids } = compose("incident-form", "US-OR", "construction");
    expect(text).toMatch(
      /a catastrophe \(two or more employees fatally injured, or three or more admitted to a hospital or clinic/,
    );
    expect(text).toContain("amputation or avulsion that results in bone loss to Oregon OSHA within 24 hours");
    expect(text).toContain("800-922-2689");
    expect(ids).toContain("us-or-oar-437-001-0704");
  });

  it("Utah: any disabling, serious or significant injury within 8 hours, not 24", () => {
    const { text } = compose("incident-form", "US-UT", "construction");
    expect(text).toContain("Report any disabling, serious or significant injury");
    expect(text).toContain("to UOSH within 8 hours of its occurrence");
    expect(text).toContain("(801) 530-6901");
    expect(text).not.toMatch(/amputation or loss of an eye[^.]*within 24 hours/);
  });

  it("Alaska: an in-patient hospitalization, loss of an eye or amputation within 8 hours under AS 18.60.058", () => {
    const { text, ids } = compose("incident-form", "US-AK", "retail");
    expect(text).toContain(
      "in-patient hospitalization, loss of an eye or amputation immediately, and no later than 8 hours",
    );
    expect(text).not.toMatch(/within 24 hours\./);
    expect(ids).toContain("us-ak-as-18-60-058");
  });

  it("Michigan, Nevada and Arizona: their own phone lines", () => {
    expect(compose("incident-form", "US-MI", "retail").text).toContain("844-464-6742");
    expect(compose("incident-form", "US-NV", "retail").text).toContain(
      "(702) 486-9020 in Southern Nevada or (775) 688-3700",
    );
    expect(compose("incident-form", "US-AZ", "retail").text).toContain("(855) 268-5251");
  });

  it("New Mexico: reports go to the Bureau and records are kept under 11.5.1.16 NMAC", () => {
    const { text, ids } = compose("incident-form", "US-NM", "construction");
    expect(text).toContain("rather than to federal OSHA");
    expect(text).toContain("as 11.5.1.16 NMAC, New Mexico's recordkeeping and reporting rule, requires");
    expect(ids).toContain("us-nm-11-5-1-16-nmac");
  });
});

describe("electronic submission of Form 300A", () => {
  const filing = /submit its Form 300A data to OSHA electronically/;
  const designated =
    /Appendix A to subpart E of Part 1904, so each establishment that had 20 to 249 employees/;

  it("a construction or manufacturing establishment of 20 to 249 files its 300A by March 2", () => {
    for (const [code, industry] of [
      ["US-TX", "construction"],
      ["US-NY", "construction"],
      ["US-FL", "manufacturing"],
      ["US-FED", "manufacturing"],
    ] as const) {
      const { text, ids } = compose("incident-form", code, industry, "20-49");
      expect(text, `${code} ${industry}`).toMatch(designated);
      expect(text, `${code} ${industry}`).toContain("by March 2 each year");
      expect(ids, `${code} ${industry}`).toContain("us-29-cfr-1904 1904.41");
    }
  });

  it("a State Plan state is not told Part 1904's filing rule as its own: the plan's recordkeeping rule sets it", () => {
    for (const [code, industry] of [
      ["US-CA", "construction"],
      ["US-WA", "manufacturing"],
    ] as const) {
      const { text, ids } = compose("incident-form", code, industry, "20-49");
      expect(text, code).not.toMatch(designated);
      expect(ids.join(" "), code).not.toContain("us-29-cfr-1904");
    }
  });

  it("a retailer of 20 to 249 is not told its industry is designated, and 250 or more files whatever the industry", () => {
    const shop = compose("incident-form", "US-TX", "retail", "20-49").text;
    expect(shop).not.toMatch(designated);
    expect(shop).not.toMatch(filing);
    expect(compose("incident-form", "US-TX", "retail", "200+").text).toMatch(
      /If you have 250 or more employees: an establishment with 250 or more employees that must keep OSHA injury and illness records must submit its Form 300A data/,
    );
    // Below 20 no routine filing is stated, even in construction.
    expect(compose("incident-form", "US-TX", "construction", "6-19").text).not.toMatch(filing);
  });
});

describe("bloodborne pathogens in a New York medical practice", () => {
  it("names the exposure control plan, hepatitis B vaccination and the sharps injury log under 1910.1030", () => {
    expect(compose("risk-assessment", "US-NY", "healthcare", "50-199").text).toContain(
      "written Exposure Control Plan under the Bloodborne Pathogens Standard",
    );
    expect(compose("policy", "US-NY", "healthcare", "50-199").text).toContain(
      "make hepatitis B vaccination available",
    );
    const form = compose("incident-form", "US-NY", "healthcare", "50-199");
    expect(form.text).toContain("confidential sharps injury log");
    expect(form.ids).toContain("us-29-cfr-1910-1030 1910.1030(h)");
    expect(compose("incident-form", "US-NY", "retail", "50-199").text).not.toContain("sharps injury log");
  });
});
