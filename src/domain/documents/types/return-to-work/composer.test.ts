import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import {
  input,
  JURISDICTION_CODES,
  keys,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  section,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("return-to-work in %s", (code) => {
  it("return to work program names the scheme's roles in the country's words and has a plan of the work offered", () => {
    const doc = composeDocument(input("return-to-work", code, RIDGELINE, RIDGELINE_METADATA));
    const roles = table(doc, "responsibilities", "rtw-roles").rows.map((r) => r.role ?? "");
    const text = readable(doc);
    // Each country's own words: US workers' compensation calls the doctor the treating provider and
    // the note a work status report; the United Kingdom's fit note comes from a healthcare professional
    // and advises amended duties, altered hours, workplace adaptations or a phased return.
    const words = code.startsWith("US")
      ? {
          lead: "Return to work coordinator",
          treating: "Treating provider",
          note: "work status report",
          duties: "modified duties",
        }
      : code.startsWith("UK")
        ? {
            lead: "Manager responsible for the return to work",
            treating: "Treating healthcare professional",
            note: "fit note",
            duties: "amended duties",
          }
        : {
            lead: "Return to work coordinator",
            treating: "Treating practitioner",
            note: "medical certificate",
            duties: "suitable duties",
          };
    expect(roles.some((r) => r.startsWith(words.lead))).toBe(true);
    expect(roles.some((r) => r.startsWith(words.treating))).toBe(true);
    expect(text).toContain(`Within 5 working days of the ${words.note}`);
    expect(text).toContain(words.duties);
    if (code.startsWith("US"))
      expect(text).not.toMatch(/\b(suitable duties|certificates?|certified|scheme|lodged)\b/i);
    if (code.startsWith("UK")) {
      expect(text).not.toMatch(
        /\b(suitable duties|certificates?|certified|certify|coordinator|treating practitioner)\b/i,
      );
      expect(text).toContain("may be fit for work taking into account its advice");
    }
    expect(table(doc, "process", "rtw-steps").rows.length).toBeGreaterThan(8);
    expect(keys(table(doc, "process", "suitable-duties-plan"))).toContain("restrictions");
  });
});

/** Each jurisdiction's first claim steps: a deadline as the document states it, its compensation Act and the provisions cited for them. */
const CLAIM_DEADLINES = [
  {
    code: "AU-QLD",
    act: "au-qld-wcr-act-2003",
    deadline:
      /to WorkCover Queensland as soon as you know of it; failing to report it within 8 business days is an offence/,
    cites: ["au-qld-wcr-act-2003 s 133"],
  },
  {
    code: "AU-NSW",
    act: "au-nsw-wim-wc-act-1998",
    deadline:
      /Notify your workers compensation insurer within 48 hours of becoming aware that a worker has received a workplace injury; the 48 hours include weekends and public holidays/,
    cites: ["au-nsw-wim-wc-act-1998 s 44", "au-nsw-wim-wc-act-1998 s 52"],
  },
  {
    code: "AU-VIC",
    act: "au-vic-wirc-act-2013",
    deadline: /Forward each claim you receive to your WorkSafe agent within 10 calendar days of receiving it/,
    cites: ["au-vic-wirc-act-2013 s 73", "au-vic-wirc-act-2013 s 73A", "au-vic-wirc-act-2013 s 106"],
  },
  {
    code: "AU-WA",
    act: "au-wa-wcim-act-2023",
    deadline:
      /Establish a return to work program for an injured worker, in WorkCover WA's approved form, as soon as practicable after their treating medical practitioner certifies them partially incapacitated/,
    cites: ["au-wa-wcim-act-2023 s 160"],
  },
  {
    code: "AU-SA",
    act: "au-sa-rtw-act-2014",
    deadline: /to your ReturnToWorkSA claims agent within 5 business days of receiving it/,
    cites: ["au-sa-rtw-act-2014 s 26"],
  },
  {
    code: "AU-TAS",
    act: "au-tas-wrc-act-1988",
    deadline:
      /Tell your insurer within 3 working days of receiving a worker's claim form and medical certificate/,
    cites: ["au-tas-wrc-act-1988 s 33A", "au-tas-wrc-act-1988 s 36"],
  },
  {
    code: "AU-NT",
    act: "au-nt-rtw-act-1986",
    deadline:
      /submit it to your insurer within 3 days of receiving it|written proposal for a return to work plan within 7 days/,
    cites: [],
  },
  {
    code: "US-NY",
    act: "us-ny-wcl-110",
    deadline:
      /File that report with the Workers' Compensation Board and your insurance carrier within 10 days after the accident/,
    cites: ["us-ny-wcl-110"],
  },
  {
    code: "US-CA",
    act: "us-ca-8-ccr-10140",
    deadline:
      /date it and give a dated copy to the employee and to your claims administrator within one working day of receiving it/,
    cites: ["us-ca-8-ccr-10140 s 10140(a)"],
  },
  {
    code: "US-FL",
    act: "us-fl-stat-440-185",
    deadline:
      /to your workers' compensation insurance carrier within 7 days after you actually know of it, in the prescribed format, and give a copy of the report to the employee/,
    cites: ["us-fl-stat-440-185 s 440.185(2)"],
  },
  {
    code: "US-MN",
    act: "us-mn-stat-176-231",
    deadline:
      /for more than three calendar days to your insurer, on the commissioner's First Report of Injury form, within 10 days after it occurs/,
    cites: ["us-mn-stat-176-231 subd 1"],
  },
  {
    code: "US-VA",
    act: "us-va-code-65-2-900",
    deadline:
      /Within 10 days after an injury or death occurs and you know of it, make sure a report of it reaches the Virginia Workers' Compensation Commission/,
    cites: ["us-va-code-65-2-900 s 65.2-900(A)", "us-va-code-65-2-900 s 65.2-900(B)"],
  },
  {
    code: "US-WA",
    act: "us-wa-lni-employers-report-of-accident",
    deadline:
      /the injured worker starts the workers' compensation claim by filing their own report of accident with the Department of Labor & Industries \(L&I\)/,
    cites: ["us-wa-lni-employers-report-of-accident", "us-wa-lni-stay-at-work"],
  },
  {
    code: "NZ",
    act: "nz-acc-act-2001",
    deadline:
      /for the first calendar week \(or part week\) they cannot work, at 80% of what they would have earned/,
    cites: [],
  },
] as const;

const legalRequirements = (code: string) => {
  const doc = composeDocument(input("return-to-work", code, RIDGELINE, RIDGELINE_METADATA));
  const s = section(doc, "requirements");
  return {
    text: readable(doc),
    body: textOf(s.body),
    cites: (s.citations ?? []).map((c) => [c.id, c.pinpoint].filter(Boolean).join(" ")),
    instruments: doc.complianceReferences.citations.map((c) => c.id),
  };
};

describe("return to work states the claim deadline of its own jurisdiction", () => {
  it.each(CLAIM_DEADLINES)(
    "$code: the deadline in Legal Requirements, citing the provision that sets it",
    (c) => {
      const doc = legalRequirements(c.code);
      expect(doc.body).toMatch(c.deadline);
      expect(doc.cites).toEqual(expect.arrayContaining([...c.cites]));
      expect(doc.instruments).toContain(c.act);
    },
  );

  it.each(CLAIM_DEADLINES)("$code: no other jurisdiction's deadline or Act", (c) => {
    const doc = legalRequirements(c.code);
    for (const other of CLAIM_DEADLINES.filter((o) => o.code !== c.code)) {
      expect(doc.text, other.code).not.toMatch(other.deadline);
      expect(doc.instruments, other.code).not.toContain(other.act);
    }
  });

  it("keeps the states' own words apart: NSW never names WorkCover Queensland, Victoria never gives 48 hours", () => {
    expect(legalRequirements("AU-NSW").text).not.toMatch(/WorkCover Queensland|WorkSafe agent/);
    expect(legalRequirements("AU-VIC").text).not.toMatch(/48 hours|WorkCover Queensland|SIRA/);
    expect(legalRequirements("AU-QLD").text).not.toMatch(/48 hours|WorkSafe agent|SIRA/);
    expect(legalRequirements("AU-SA").text).not.toMatch(/WorkCover|WorkSafe agent|48 hours/);
    expect(legalRequirements("NZ").text).not.toMatch(/WorkCover|WorkSafe agent|insurer within/);
  });

  it("gives a New York employer its Board report in US words, with no Australian scheme or spelling", () => {
    const ny = legalRequirements("US-NY");
    expect(ny.text).toMatch(/Late filing is a misdemeanor/);
    expect(ny.text).not.toMatch(/WorkCover|WorkSafe|ReturnToWorkSA|SIRA|ACC claim|programme|labour/);
  });

  it("gives a Minnesota employer 48 hours for a death or serious injury, to the commissioner and the insurer", () => {
    const mn = legalRequirements("US-MN");
    expect(mn.body).toMatch(
      /Report a death or serious injury of an employee in the course of employment to the commissioner of labor and industry and to your workers' compensation insurer within 48 hours after it occurs/,
    );
    expect(mn.text).not.toMatch(/WorkCover|WorkSafe|SIRA|ACC claim|programme|labour/);
  });

  it("tells a Washington employer that the worker files with L&I and how Stay at Work pays for light duty", () => {
    const wa = legalRequirements("US-WA");
    expect(wa.body).toMatch(
      /Once L&I's claim letter gives you the claim number, file the employer's report of accident/,
    );
    expect(wa.body).toMatch(/Stay at Work program can reimburse 50% of the basic gross wages/);
    expect(wa.body).not.toMatch(/within \d+ (days|hours)/);
    // Washington's first steps never reach a state whose employer reports to its own insurer.
    for (const code of ["US-CA", "US-FL", "US-MN", "US-NY", "US-TX", "US-VA"]) {
      expect(legalRequirements(code).text, code).not.toMatch(/L&I|Stay at Work/);
    }
  });

  it("sends Western Australian injury reports to the employer's insurer, not to the regulator WorkCover WA", () => {
    const wa = legalRequirements("AU-WA");
    expect(wa.body).toMatch(
      /Report work-related injuries and illnesses to your workers compensation insurer/,
    );
    expect(wa.body).not.toMatch(/injuries and illnesses to WorkCover WA/);
  });
});

describe("South Australia's return to work coordinator is stated by headcount", () => {
  const requirementsFor = (employeeCount: string) => {
    const doc = composeDocument(input("return-to-work", "AU-SA", { ...RIDGELINE, employeeCount }));
    const s = section(doc, "requirements");
    return {
      body: textOf(s.body),
      cites: (s.citations ?? []).map((c) => [c.id, c.pinpoint].filter(Boolean).join(" ")),
    };
  };

  it.each(["1-5", "6-19"])("a business of %s employees is not told to appoint one", (size) => {
    const { body, cites } = requirementsFor(size);
    expect(body).not.toMatch(/coordinator/i);
    expect(cites).not.toContain("au-sa-rtw-act-2014 s 26");
    expect(body).toMatch(/claims agent within 5 business days/);
  });

  it("a business of 20 to 49 is told it applies from 30 workers, for three months", () => {
    const { body, cites } = requirementsFor("20-49");
    expect(body).toMatch(/If you have 30 or more employees: appoint a return to work coordinator/);
    expect(body).toMatch(/for a continuous period of three months/);
    expect(cites).toContain("au-sa-rtw-act-2014 s 26");
  });

  it("a business of 50 or more is told to appoint one, trained and based in South Australia", () => {
    const { body } = requirementsFor("50-199");
    expect(body).toMatch(
      /Appoint a return to work coordinator, a staff member or someone engaged externally/,
    );
    expect(body).not.toMatch(/If you have 30 or more/);
    expect(body).toMatch(
      /based in South Australia and has completed return to work coordinator certification training/,
    );
  });
});

describe("Western Australia: the claim form reaches the insurer within 7 days", () => {
  it("Legal Requirements give the 7 days and cite section 26", () => {
    const doc = legalRequirements("AU-WA");
    expect(doc.body).toMatch(
      /lodge it, with their certificate of capacity, with your insurer within 7 days of receiving it/,
    );
    expect(doc.cites).toContain("au-wa-wcim-act-2023 s 26");
  });
});
