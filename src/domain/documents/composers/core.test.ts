import { describe, expect, it } from "vitest";
import { type DocumentTypeId, documentName, EXTRA_POLICIES } from "../../catalogue";
import { profileFor } from "../../legal";
import { taskById } from "../../tasks";
import type { BusinessFacts, ComposeInput, DocumentMetadata } from "../compose-types";
import type { DocTable } from "../content";
import { composeDocument } from "../engine";
import { textOf } from "../html";
import { REQUIRED_SECTIONS } from "../required-sections";
import { lowerFirst, plural } from "./shared";

const TYPES = [
  "policy",
  "swms",
  "risk-assessment",
  "incident-form",
  "emergency-plan",
] as const satisfies readonly DocumentTypeId[];
const JURISDICTIONS = ["AU-NSW", "AU-VIC", "UK-GB", "NZ", "US-FED", "US-CA"] as const;
const EMERGENCY_NUMBER = { AU: "000", UK: "999", NZ: "111", US: "911" } as const;

const countryOf = (code: string) =>
  code.startsWith("AU") ? "AU" : code.startsWith("UK") ? "UK" : code === "NZ" ? "NZ" : "US";

type Business = Omit<BusinessFacts, "country" | "jurisdiction" | "regions">;

const BUILDER: Business = {
  name: "Harbourside Builders",
  industry: "construction",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Residential extensions and small commercial builds",
  highRiskActivities: ["working-at-height", "excavation"],
  identifier: { label: "Business number", value: "12345678901" },
};

const SHOP: Business = {
  name: "Corner Grocer",
  industry: "retail",
  industryOther: null,
  employeeCount: "1-5",
  workDescription: "Neighbourhood grocery store",
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
};

const METADATA: DocumentMetadata = {
  activity: "Roof sheeting replacement",
  location: "14 Wharf Street depot",
  scope: "All residential extension sites",
  hazardTypes: ["noise", "chemical"],
  incidentTypes: ["near-miss", "fatality"],
  emergencyType: "chemical-spill",
};

const ALL_EXTRAS = EXTRA_POLICIES.map((x) => x.value);

function input(
  documentType: DocumentTypeId,
  jurisdiction: string,
  business: Business = BUILDER,
  metadata: DocumentMetadata = METADATA,
  additionalPolicies: string[] = documentType === "policy" ? ALL_EXTRAS : [],
): ComposeInput {
  return {
    documentType,
    business: { ...business, country: countryOf(jurisdiction), jurisdiction, regions: [jurisdiction] },
    metadata,
    additionalPolicies,
    preparedBy: "Sam Lee",
    date: "2026-03-03",
  };
}

type Doc = ReturnType<typeof composeDocument>;

/** Everything a reader sees: headings, body text and table cells. */
function readable(doc: Doc): string {
  return doc.sections
    .flatMap((s) => [
      s.heading,
      textOf(s.body),
      ...(s.tables ?? []).flatMap((t) => [
        t.caption,
        ...t.columns.map((c) => c.label),
        ...t.rows.flatMap(Object.values),
      ]),
    ])
    .join("\n");
}

function section(doc: Doc, id: string) {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
}

function table(doc: Doc, sectionId: string, tableId?: string): DocTable {
  const s = section(doc, sectionId);
  const found = tableId ? s.tables?.find((t) => t.id === tableId) : s.tables?.[0];
  if (!found) throw new Error(`No table ${tableId ?? ""} in ${sectionId}`);
  return found;
}

const labels = (t: DocTable) => t.columns.map((c) => c.label);

describe.each(JURISDICTIONS)("Core pack documents in %s", (code) => {
  const profile = profileFor(code);
  const country = countryOf(code);

  it.each(TYPES)("%s has its sections, names and no foreign law", (type) => {
    const doc = composeDocument(input(type, code));
    const ids = doc.sections.map((s) => s.id);
    for (const id of REQUIRED_SECTIONS[type]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) expect(s.heading).not.toBe("");

    const text = readable(doc);
    expect(text).toContain(profile.regulator.name);
    expect(text).toContain("Harbourside Builders");
    expect(doc.title).toContain("Harbourside Builders");
    expect(text).toContain(documentName(type, country));

    const json = JSON.stringify(doc);
    if (code === "AU-VIC") {
      expect(json).not.toMatch(/\bPCBU\b/);
      expect(json).not.toMatch(/person conducting a business/i);
      expect(json).not.toContain("Work Health and Safety Act");
    }
    if (country !== "US") expect(json).not.toMatch(/\bOSHA\b/);
    if (country !== "UK") expect(json).not.toMatch(/\bHSE\b|RIDDOR/);

    for (const t of doc.sections.flatMap((s) => s.tables ?? [])) {
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) expect(Object.keys(row).sort()).toEqual(t.columns.map((c) => c.key).sort());
    }
  });

  it.each(TYPES)("%s is deterministic", (type) => {
    expect(composeDocument(input(type, code))).toEqual(composeDocument(input(type, code)));
  });

  it.each(TYPES)("%s works for a small retail business with no extra inputs", (type) => {
    const doc = composeDocument(input(type, code, SHOP, {}, []));
    for (const id of REQUIRED_SECTIONS[type]) expect(doc.sections.map((s) => s.id)).toContain(id);
    expect(readable(doc)).toContain("Corner Grocer");
  });

  it("policy has a section with real content for each chosen extra policy, and a signature block", () => {
    const doc = composeDocument(input("policy", code));
    for (const x of EXTRA_POLICIES) {
      const s = section(doc, `extra-${x.value}`);
      expect(s.heading).toBe(x.label);
      expect(textOf(s.body).length + JSON.stringify(s.tables ?? []).length).toBeGreaterThan(300);
    }
    expect(labels(table(doc, "commitment", "policy-signature"))).toEqual([
      "Name",
      "Position / company",
      "Signature",
      "Date",
    ]);
    const responsibilities = textOf(section(doc, "responsibilities").body);
    expect(responsibilities).toContain(profile.terms.dutyHolderShort);
    expect(responsibilities.toLowerCase()).toContain(plural(profile.terms.representative).toLowerCase());
    expect(readable(doc)).toContain(profile.generalDuties.summary);

    const plain = composeDocument(input("policy", code, SHOP, {}, ["drug-alcohol"]));
    expect(plain.sections.filter((s) => s.id.startsWith("extra-")).map((s) => s.id)).toEqual([
      "extra-drug-alcohol",
    ]);
  });

  it("SWMS maps hazards to the high-risk work categories and lists the job steps", () => {
    const doc = composeDocument(input("swms", code));
    expect(doc.title).toContain("Roof sheeting replacement");
    const text = readable(doc);
    expect(text).toContain("14 Wharf Street depot");
    expect(text).toContain(profile.highRiskWork.mandatory);

    const categories = Object.values(profile.highRiskWork.categories);
    const fall = profile.highRiskWork.categories["fall-over-2m"];
    if (fall) {
      const hrw = table(doc, "high-risk-work");
      expect(hrw.rows.map((r) => r.category)).toContain(fall.text);
      if (fall.code) expect(hrw.rows.map((r) => r.code)).toContain(fall.code);
    } else if (categories.length === 0) {
      expect(textOf(section(doc, "high-risk-work").body)).toMatch(/good practice/);
    }

    // The steps are the re-roofing task's own method, not the business's hazards with the activity in front.
    const steps = table(doc, "job-steps");
    expect(labels(steps)).toEqual([
      "Step",
      "Activity",
      "Hazards",
      "Risk before controls",
      "Controls required before the step starts",
      "Risk with those controls",
      "Further controls to consider",
      "Responsible",
    ]);
    const method = taskById("re-roofing")!;
    expect(steps.rows.map((r) => r.activity)).toEqual(method.steps.map((s) => s.do));
    expect(steps.rows.some((r) => /^Roof sheeting replacement –/.test(r.activity ?? ""))).toBe(false);
    expect(steps.rows.some((r) => /Working at height/.test(r.hazards ?? ""))).toBe(true);
    for (const r of steps.rows) {
      expect(r.hazards).not.toBe("");
      expect(r.controls).not.toBe("");
      expect(r.before).toMatch(/^(Low|Medium|High|Extreme) \(\d+\)$/);
    }

    expect(labels(table(doc, "sign-on", "sign-on"))).toContain(
      `I have read and understood this ${documentName("swms", country)}`,
    );
    expect(labels(table(doc, "sign-on", "sign-on"))).toEqual(
      expect.arrayContaining(["Name", "Signature", "Date"]),
    );
    const work = table(doc, "scope");
    expect(work.rows.find((r) => r.field === "Principal contractor")?.value).toBe("");
    if (profile.highRiskWork.retention)
      expect(textOf(section(doc, "review").body)).toContain(profile.highRiskWork.retention);

    const shop = composeDocument(input("swms", code, SHOP, {}, []));
    expect(textOf(section(shop, "high-risk-work").body)).toMatch(/good practice/);
  });

  it("risk assessment follows the jurisdiction's method and plans the actions", () => {
    const doc = composeDocument(input("risk-assessment", code));
    const headings = doc.sections.map((s) => s.heading).join("\n");
    if (profile.riskManagement.method === "hse-five-steps") {
      for (let step = 1; step <= 5; step++) expect(headings).toContain(`Step ${step}:`);
    } else {
      expect(headings).not.toContain("Step 1:");
    }
    const text = readable(doc);
    expect(text).toContain("All residential extension sites");
    expect(text).toContain("Noise");
    for (const s of profile.riskManagement.steps) expect(text).toContain(s);

    const hazards = table(doc, "hazards");
    expect(hazards.rows.some((r) => /noise/i.test(r.hazard ?? ""))).toBe(true);
    const actions = table(doc, "action-plan");
    expect(labels(actions)).toEqual([
      "Action",
      "Hazard",
      "Control level",
      "Priority",
      "Owner",
      "Due date",
      "Date completed",
    ]);
    for (const r of actions.rows) {
      expect(r.owner).not.toBe("");
      expect(r.due).toMatch(/20\d\d/);
    }
  });

  it("incident form puts notification first and handles the chosen incident types", () => {
    const doc = composeDocument(input("incident-form", code));
    expect(doc.sections[0]?.id).toBe("notification");
    const notification = section(doc, "notification");
    const text = textOf(notification.body);
    expect(text).toContain("If someone has died");
    expect(text).toMatch(/Near miss/);
    if (profile.regulator.notificationPhone) expect(text).toContain(profile.regulator.notificationPhone);
    const deadlines = table(doc, "notification");
    expect(deadlines.rows).toHaveLength(profile.incidentNotification.deadlines.length);

    const details = table(doc, "incident-details");
    expect(details.rows.find((r) => r.field === "Date of incident")?.value).toBe("");
    expect(details.rows.find((r) => r.field === "Type of incident (circle one)")?.value).toBe(
      "Near Miss / Fatality",
    );
    expect(labels(table(doc, "corrective-actions"))).toContain("Hierarchy of controls level");
    expect(labels(table(doc, "injury-details"))).toEqual(
      expect.arrayContaining(["Body part (left / right)", "Nature of injury or illness"]),
    );

    const minor = composeDocument(input("incident-form", code, SHOP, { incidentTypes: ["minor-injury"] }));
    expect(textOf(section(minor, "notification").body)).not.toContain("If someone has died");
  });

  it("emergency plan leads with the chosen emergency and the country's emergency number", () => {
    const doc = composeDocument(input("emergency-plan", code));
    const contacts = table(doc, "emergency-contacts");
    expect(contacts.rows[0]?.number).toBe(EMERGENCY_NUMBER[country]);
    expect(contacts.rows.map((r) => r.contact)).toContain(profile.regulator.name);
    expect(contacts.rows.find((r) => /hospital/i.test(r.contact ?? ""))?.number).toBe("");

    const procedures = section(doc, "procedures").body;
    expect(procedures.indexOf("Chemical Spill: detailed procedure")).toBeGreaterThan(-1);
    expect(procedures.indexOf("Chemical Spill")).toBeLessThan(procedures.indexOf("Fire"));
    expect(table(doc, "evacuation").rows.find((r) => r.field === "Primary assembly point")?.value).toBe("");
    expect(readable(doc)).toContain(profile.emergencyPlanning.summary);

    const shop = composeDocument(input("emergency-plan", code, SHOP, {}, []));
    const shopProcedures = textOf(section(shop, "procedures").body);
    expect(shopProcedures).toContain("Fire: detailed procedure");
    expect(shopProcedures).not.toContain("Chemical Spill");
  });
});

describe("headcount rules", () => {
  const rule = (code: string, id: string) => {
    const found = profileFor(code).thresholds.find((t) => t.id === id);
    if (!found) throw new Error(`No threshold ${id} in ${code}`);
    return found.consequence;
  };
  const text = (type: DocumentTypeId, code: string, employeeCount: string) =>
    readable(composeDocument(input(type, code, { ...SHOP, employeeCount }, {}, [])));

  it("tells a UK business under 5 that recording the risk assessment is recommended, and one of 5+ that it is required", () => {
    const required = rule("UK-GB", "uk-risk-assessment-record");
    const recommended = rule("UK-GB", "uk-risk-assessment-record-under-5");
    expect(text("risk-assessment", "UK-GB", "3")).toContain(recommended);
    expect(text("risk-assessment", "UK-GB", "3")).not.toContain(required);
    expect(text("risk-assessment", "UK-GB", "20-49")).toContain(required);
    expect(text("risk-assessment", "UK-GB", "20-49")).not.toContain(recommended);
    // A 1-5 band straddles the line: both rules, each with its condition.
    const straddling = text("risk-assessment", "UK-GB", "1-5");
    expect(straddling).toContain(`If you have 5 or more employees: ${lowerFirst(required)}`);
    expect(straddling).toContain("If you have 4 or fewer employees:");
    expect(text("policy", "UK-GB", "1-5")).toContain("If you have 4 or fewer employees:");
  });

  it("lets a US business of up to 10 employees communicate its emergency plan orally", () => {
    const oral = rule("US-FED", "us-eap-fpp-oral");
    const written = rule("US-FED", "us-eap-fpp-written");
    expect(text("emergency-plan", "US-FED", "1-5")).toContain(oral);
    expect(text("emergency-plan", "US-FED", "1-5")).not.toContain(written);
    expect(text("emergency-plan", "US-FED", "20-49")).toContain(written);
    expect(text("emergency-plan", "US-FED", "20-49")).not.toContain(oral);
  });
});
