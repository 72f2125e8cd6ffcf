import { describe, expect, it } from "vitest";
import { REGIONS } from "../catalogue/regions";
import {
  type Citation,
  citationTitle,
  citationUrl,
  forIndustry,
  HIGH_RISK_WORK_CATEGORY_IDS,
  INSTRUMENTS,
  instrument,
  type JurisdictionProfile,
  PROFILE_CODES,
  profileFor,
  type Topic,
} from "./index";

const TOPIC_KEYS = [
  "generalDuties",
  "consultation",
  "riskManagement",
  "incidentNotification",
  "emergencyPlanning",
  "firstAid",
  "hazardousChemicals",
  "ppe",
  "training",
  "psychosocial",
  "bullying",
  "returnToWork",
  "highRiskWork",
  "workstations",
  "heat",
  "violence",
  "silica",
  "fire",
  "records",
] as const satisfies readonly (keyof JurisdictionProfile)[];

const MODEL_STATES = ["AU-NSW", "AU-QLD", "AU-WA", "AU-SA", "AU-TAS", "AU-ACT", "AU-NT"];
const US_CODES = REGIONS.US.map((r) => r.code);

function allCitations(p: JurisdictionProfile): Citation[] {
  const out: Citation[] = [p.primaryAct, p.managementStandard];
  if (p.primaryRegulations) out.push(p.primaryRegulations);
  for (const key of TOPIC_KEYS) out.push(...(p[key] as Topic).citations);
  for (const t of p.thresholds) out.push(...t.citations);
  for (const list of Object.values(p.hazardCitations)) out.push(...(list ?? []));
  return out;
}

const profiles = PROFILE_CODES.map(profileFor);

describe("instruments", () => {
  it("have unique kebab-case ids and complete fields", () => {
    const ids = INSTRUMENTS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of INSTRUMENTS) {
      expect(i.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(i.title.length).toBeGreaterThan(3);
      expect(i.shortTitle.length).toBeGreaterThan(1);
      expect(i.url).toMatch(/^https?:\/\//);
    }
  });

  it("use the right singular or plural regulation titles: Regulation for NSW, Qld and ACT, Regulations elsewhere", () => {
    const title = (id: string) => instrument(id)?.title ?? "";
    for (const id of [
      "au-nsw-whs-regulation-2025",
      "au-qld-whs-regulation-2011",
      "au-act-whs-regulation-2011",
    ]) {
      expect(title(id)).toMatch(/ Regulation \d{4}/);
      expect(title(id)).not.toMatch(/Regulations/);
    }
    for (const id of [
      "au-sa-whs-regulations-2012",
      "au-tas-whs-regulations-2022",
      "au-wa-whs-general-regulations-2022",
      "au-nt-whs-regulations-2011",
      "au-vic-ohs-regulations-2017",
    ]) {
      expect(title(id)).toMatch(/ Regulations \d{4}/);
    }
    expect(title("au-nsw-whs-regulation-2025")).toBe("Work Health and Safety Regulation 2025 (NSW)");
    expect(title("au-tas-whs-regulations-2022")).toBe("Work Health and Safety Regulations 2022 (Tas)");
    expect(title("au-wa-whs-act-2020")).toBe("Work Health and Safety Act 2020 (WA)");
    expect(title("au-wa-whs-general-regulations-2022")).toBe(
      "Work Health and Safety (General) Regulations 2022 (WA)",
    );
    expect(title("au-wa-wcim-act-2023")).toBe("Workers Compensation and Injury Management Act 2023 (WA)");
    expect(title("au-nt-whs-act-2011")).toContain("(National Uniform Legislation)");
    expect(title("au-nt-whs-regulations-2011")).toContain("(National Uniform Legislation)");
  });

  it("link a United Kingdom Act, Order or set of Regulations to its text on legislation.gov.uk", () => {
    // Still linked to the regulator's page until their Statutory Rule numbers are read at source.
    const awaitingTheirText = ["ni-mhswr-2000", "ni-first-aid-regs-1982", "ni-eawr-1991"];
    const law = INSTRUMENTS.filter(
      (i) => i.scope.startsWith("UK") && (i.kind === "act" || i.kind === "regulation"),
    );
    expect(law.length).toBeGreaterThan(40);
    for (const i of law.filter((l) => !awaitingTheirText.includes(l.id))) {
      expect(i.url, i.id).toMatch(/^https:\/\/www\.legislation\.gov\.uk\//);
    }
    expect(instrument("ni-car-2012")?.url).toBe("https://www.legislation.gov.uk/nisr/2012/179/contents");
  });

  it("never cite the superseded AS/NZS 4801", () => {
    expect(JSON.stringify(INSTRUMENTS)).not.toContain("4801");
    expect(instrument("as-nzs-iso-45001-2018")?.title).toContain("AS/NZS ISO 45001:2018");
  });
});

describe("citation helpers", () => {
  it("format a title with an optional pinpoint", () => {
    expect(citationTitle({ id: "au-nsw-whs-act-2011", pinpoint: "s 38" })).toBe(
      "Work Health and Safety Act 2011 (NSW), s 38",
    );
    expect(citationTitle({ id: "uk-hswa-1974" })).toBe("Health and Safety at Work etc. Act 1974");
    expect(citationUrl({ id: "us-29-cfr-1910-38" })).toBe(
      "https://www.ecfr.gov/current/title-29/section-1910.38",
    );
  });

  it("throw for an unknown instrument", () => {
    expect(() => citationTitle({ id: "nope" })).toThrow();
    expect(() => citationUrl({ id: "nope" })).toThrow();
  });
});

describe("profiles", () => {
  it("exist for every catalogue region: 8 AU, 2 UK, 1 NZ, 51 US", () => {
    const all = Object.values(REGIONS).flatMap((rs) => rs.map((r) => r.code));
    expect([...PROFILE_CODES].sort()).toEqual([...all].sort());
    const count = (c: string) => profiles.filter((p) => p.country === c).length;
    expect(count("AU")).toBe(8);
    expect(count("UK")).toBe(2);
    expect(count("NZ")).toBe(1);
    expect(count("US")).toBe(51);
  });

  it("throw for an unknown region", () => {
    expect(() => profileFor("AU-XYZ")).toThrow();
  });

  it("cite only instruments that exist and are citable in the jurisdiction", () => {
    for (const p of profiles) {
      for (const c of allCitations(p)) {
        const found = instrument(c.id);
        expect(found, `${p.code}: ${c.id}`).toBeDefined();
        expect(p.citableScopes, `${p.code}: ${c.id} (${found?.scope})`).toContain(found?.scope);
      }
    }
  });

  it("have a summary and requirements for every topic", () => {
    for (const p of profiles) {
      for (const key of TOPIC_KEYS) {
        const t = p[key] as Topic;
        expect(t.summary.trim().length, `${p.code}.${key}`).toBeGreaterThan(20);
        expect(t.requirements.length, `${p.code}.${key}`).toBeGreaterThan(0);
        for (const r of t.requirements) expect(r.trim(), `${p.code}.${key}`).toMatch(/^[A-Z].*\.$/);
      }
      expect(p.riskManagement.steps.length).toBeGreaterThan(0);
      expect(p.incidentNotification.deadlines.length).toBeGreaterThan(0);
    }
  });

  it("do not repeat a citation within a topic", () => {
    for (const p of profiles) {
      for (const key of TOPIC_KEYS) {
        const keys = (p[key] as Topic).citations.map((c) => `${c.id}|${c.pinpoint ?? ""}`);
        expect(new Set(keys).size, `${p.code}.${key}`).toBe(keys.length);
      }
    }
  });

  it("use the management standard for the country", () => {
    for (const p of profiles) {
      const expected =
        p.country === "AU" || p.country === "NZ" ? "as-nzs-iso-45001-2018" : "intl-iso-45001-2018";
      expect(p.managementStandard.id, p.code).toBe(expected);
    }
  });

  it("have unique threshold ids", () => {
    for (const p of profiles) {
      const ids = p.thresholds.map((t) => t.id);
      expect(new Set(ids).size, p.code).toBe(ids.length);
    }
  });
});

describe("Australia", () => {
  it("names the business's list of hazardous chemicals as each country does, ready to start a control", () => {
    for (const p of profiles) expect(p.terms.chemicalRegister, p.code).toMatch(/^[A-Z]/);
    const of = (code: string) => profiles.find((p) => p.code === code)!.terms.chemicalRegister;
    expect(of("AU-NSW")).toBe("Hazardous chemicals register");
    expect(of("AU-VIC")).toBe("Register of hazardous substances");
    expect(of("NZ")).toBe("Inventory of hazardous substances");
    expect(of("UK-GB")).toMatch(/COSHH assessment/);
    expect(of("US-CA")).toMatch(/hazard communication/);
  });

  it("model-law states use PCBU terms, the hierarchy and the model scopes", () => {
    for (const code of MODEL_STATES) {
      const p = profileFor(code);
      expect(p.regime).toBe("model-whs");
      expect(p.terms.dutyHolderShort).toBe("PCBU");
      expect(p.riskManagement.method).toBe("hierarchy");
      expect(p.citableScopes).toEqual([code, "AU", "AU-MODEL", "AU-NZ", "AU-STD", "INTL"]);
      expect(p.highRiskWork.documentName).toBe("Safe Work Method Statement (SWMS)");
      expect(p.regulator.notificationPhone).toBeTruthy();
    }
  });

  it("list all 19 r 291 line items for the model states' construction work, with model numbering except NSW", () => {
    for (const code of MODEL_STATES) {
      const cats = forIndustry(profileFor(code), "construction").highRiskWork.categories;
      // Every category but New Zealand's notifiable commercial logging and tree felling.
      const r291 = HIGH_RISK_WORK_CATEGORY_IDS.filter((id) => id !== "tree-felling");
      expect(Object.keys(cats).sort()).toEqual([...r291].sort());
      if (code === "AU-NSW") expect(Object.values(cats).every((c) => c?.code === null)).toBe(true);
      else {
        expect(cats["fall-over-2m"]?.code).toBe("r 291(a)");
        expect(cats["trench-over-1-5m"]?.code).toBe("r 291(g)(i)");
        expect(cats.tunnel?.code).toBe("r 291(g)(ii)");
        expect(cats.diving?.code).toBe("r 291(r)");
      }
    }
  });

  it("NSW cites the 2025 Regulation with sections, never clauses", () => {
    const p = profileFor("AU-NSW");
    expect(p.primaryRegulations?.id).toBe("au-nsw-whs-regulation-2025");
    const pinpoints = allCitations(p)
      .filter((c) => c.id === "au-nsw-whs-regulation-2025" && c.pinpoint)
      .map((c) => c.pinpoint);
    expect(pinpoints.length).toBeGreaterThan(0);
    for (const pin of pinpoints) expect(pin).toMatch(/^s /);
    expect(JSON.stringify(p)).not.toMatch(/\bcl \d/);
  });

  it("give each regulator its notification phone number", () => {
    const phone = (code: string) => profileFor(code).regulator.notificationPhone;
    expect(phone("AU-NSW")).toBe("13 10 50");
    expect(phone("AU-VIC")).toBe("13 23 60");
    expect(phone("AU-QLD")).toBe("1300 362 128");
    expect(phone("AU-WA")).toBe("1800 678 198");
    expect(phone("AU-SA")).toBe("1800 777 209");
    expect(phone("AU-TAS")).toBe("1300 366 322");
    expect(phone("AU-ACT")).toBe("13 22 81 (business hours); 0419 120 028 (after hours)");
    expect(phone("AU-NT")).toBe("1800 019 115");
  });

  it("Victoria never uses the model-law vocabulary or numbering", () => {
    const p = profileFor("AU-VIC");
    const json = JSON.stringify(p);
    for (const banned of [
      "PCBU",
      "person conducting a business",
      "Work Health and Safety Act",
      "r 291",
      "WHS Act",
    ]) {
      expect(json, banned).not.toContain(banned);
    }
    expect(p.regime).toBe("vic-ohs");
    expect(p.terms.dutyHolder).toBe("employer");
    expect(p.terms.worker).toBe("employee");
    expect(p.citableScopes).toEqual(["AU-VIC", "AU", "AU-NZ", "AU-STD", "INTL"]);
    expect(p.primaryAct.id).toBe("au-vic-ohs-act-2004");
    expect(Object.values(p.highRiskWork.categories).every((c) => c?.code === null)).toBe(true);
    const cited = allCitations(p).map((c) => c.id);
    expect(cited).toContain("au-vic-wirc-act-2013");
    expect(cited).toContain("au-vic-ohs-psychological-health-regulations-2025");
  });

  it("WA cites its 2023 workers compensation Act", () => {
    expect(profileFor("AU-WA").returnToWork.citations.map((c) => c.id)).toContain("au-wa-wcim-act-2023");
  });
});

describe("United Kingdom", () => {
  const p = profileFor("UK-GB");

  it("never names another regime", () => {
    const json = JSON.stringify(p);
    for (const banned of ["OSHA", "PCBU", "Safe Work Australia", "WHS Act", "WorkSafe"]) {
      expect(json, banned).not.toContain(banned);
    }
  });

  it("uses HSE's five steps and online RIDDOR reporting", () => {
    expect(p.riskManagement.method).toBe("hse-five-steps");
    expect(p.riskManagement.steps).toHaveLength(5);
    expect(p.regulator.shortName).toBe("HSE");
    expect(p.regulator.notificationPhone).toBeNull();
    expect(p.highRiskWork.documentName).toBe("Method Statement (RAMS)");
    expect(p.terms.representative).toBe("safety representative");
  });

  it("has the 5-employee thresholds and a fire risk assessment record at any size", () => {
    const byId = new Map(p.thresholds.map((t) => [t.id, t]));
    expect(byId.get("uk-written-policy")?.minEmployees).toBe(5);
    expect(byId.get("uk-written-policy-under-5")?.maxEmployees).toBe(4);
    expect(byId.get("uk-risk-assessment-record")?.minEmployees).toBe(5);
    expect(byId.get("uk-risk-assessment-record")?.citations).toContainEqual({
      id: "uk-mhswr-1999",
      pinpoint: "reg 3(6)",
    });
    expect(byId.get("uk-risk-assessment-record-under-5")?.maxEmployees).toBe(4);
    const fire = byId.get("uk-fire-risk-assessment-record");
    expect(fire?.minEmployees).toBeUndefined();
    expect(fire?.maxEmployees).toBeUndefined();
  });
});

describe("New Zealand", () => {
  const p = profileFor("NZ");

  it("uses PCBU terms and WorkSafe's notification line", () => {
    expect(p.terms.dutyHolderShort).toBe("PCBU");
    expect(p.regulator.notificationPhone).toBe("0800 030 040");
    expect(p.citableScopes).toEqual(["NZ", "AU-NZ", "INTL"]);
    expect(p.incidentNotification.preserveSite).toBeTruthy();
  });

  it("never names another country's law or regulator", () => {
    const json = JSON.stringify(p);
    for (const banned of ["OSHA", "Safe Work Australia", "WHS Act", "SafeWork", "HSE ", "RIDDOR"]) {
      expect(json, banned).not.toContain(banned);
    }
  });
});

describe("United States", () => {
  it("has 51 profiles (federal + 50 states) with the federal OSHA content", () => {
    expect(US_CODES).toHaveLength(51);
    for (const code of US_CODES) {
      const p = profileFor(code);
      expect(p.regime).toBe("us-osha");
      expect(p.riskManagement.method).toBe("jha");
      expect(p.highRiskWork.documentName).toBe("Job Safety Analysis (JSA)");
      // Federal OSHA's line where it regulates private employers; a State Plan's own agency elsewhere.
      if (p.statePlan === "private-and-public") expect(p.regulator.shortName).not.toBe("OSHA");
      else expect(p.regulator.notificationPhone).toBe("1-800-321-OSHA (6742)");
      expect(p.citableScopes).toEqual([code, "US", "INTL"]);
      const json = JSON.stringify(p);
      for (const banned of ["HSE", "PCBU", "Safe Work Australia", "WorkSafe"])
        expect(json, banned).not.toContain(banned);
    }
  });

  it("names the federal profile and the states", () => {
    expect(profileFor("US-FED").name).toBe("United States (federal OSHA)");
    expect(profileFor("US-FED").statePlan).toBeNull();
    expect(profileFor("US-CA").name).toBe("California");
  });

  it("flags the states with an OSHA-approved State Plan", () => {
    expect(profileFor("US-CA").statePlan).toBe("private-and-public");
    expect(profileFor("US-NY").statePlan).toBe("public-only");
    expect(profileFor("US-MA").statePlan).toBe("public-only");
    expect(profileFor("US-TX").statePlan).toBeNull();
    const plans = US_CODES.map(profileFor);
    expect(plans.filter((p) => p.statePlan === "private-and-public")).toHaveLength(21);
    expect(plans.filter((p) => p.statePlan === "public-only")).toHaveLength(6);
    expect(profileFor("US-CA").generalDuties.requirements.join(" ")).toContain("State Plan");
    expect(profileFor("US-CA").thresholds.some((t) => t.id === "us-state-plan")).toBe(true);
    expect(profileFor("US-TX").thresholds.some((t) => t.id === "us-state-plan")).toBe(false);
  });

  it("has the 10-employee thresholds", () => {
    const byId = new Map(profileFor("US-FED").thresholds.map((t) => [t.id, t]));
    expect(byId.get("us-eap-fpp-written")?.minEmployees).toBe(11);
    expect(byId.get("us-eap-fpp-oral")?.maxEmployees).toBe(10);
    const exempt = byId.get("us-recordkeeping-partial-exemption");
    expect(exempt?.maxEmployees).toBe(10);
    expect(exempt?.citations).toContainEqual({ id: "us-29-cfr-1904", pinpoint: "1904.1" });
    expect(exempt?.citations).toContainEqual({ id: "us-29-cfr-1904", pinpoint: "1904.39" });
  });

  it("reports severe injuries within 8 and 24 hours", () => {
    const deadlines = profileFor("US-FED").incidentNotification.deadlines.map((d) => d.deadline);
    expect(deadlines).toContain("Within 8 hours");
    expect(deadlines).toContain("Within 24 hours");
  });
});
