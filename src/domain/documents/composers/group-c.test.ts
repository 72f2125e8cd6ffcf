import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../catalogue";
import type { ComposeInput } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import { composeDocument } from "../engine";
import { textOf } from "../html";
import { REQUIRED_SECTIONS } from "../required-sections";

const TYPES = [
  "induction",
  "checklist",
  "permit",
  "bullying-policy",
  "ppe-register",
  "first-aid-plan",
  "return-to-work",
  "dse-checklist",
] as const satisfies readonly DocumentTypeId[];

const JURISDICTIONS: [country: string, code: string][] = [
  ["AU", "AU-NSW"],
  ["AU", "AU-VIC"],
  ["UK", "UK-GB"],
  ["NZ", "NZ"],
  ["US", "US-FED"],
  ["US", "US-CA"],
];

const EMERGENCY_NUMBER: Record<string, string> = { AU: "000", UK: "999", NZ: "111", US: "911" };

function input(
  documentType: DocumentTypeId,
  country: string,
  jurisdiction: string,
  kind: "construction" | "retail",
): ComposeInput {
  const construction = kind === "construction";
  return {
    documentType,
    business: {
      name: construction ? "Ridgeline Builders" : "Corner Books & Gifts",
      country,
      jurisdiction,
      industry: kind,
      industryOther: null,
      employeeCount: construction ? "20-49" : "1-5",
      workDescription: construction
        ? "Residential extensions and light commercial fit-outs"
        : "Independent bookshop",
      regions: [jurisdiction],
      highRiskActivities: construction
        ? ["working-at-height", "excavation", "hot-work", "confined-spaces", "electrical-work"]
        : [],
      identifier: { label: "ABN", value: null },
    },
    metadata: construction
      ? {
          activity: "Welding steel roof beams",
          location: "14 Harbour Street, Site 3",
          hazardTypes: ["chemical", "noise"],
          incidentTypes: ["near-miss", "minor-injury"],
          emergencyType: "chemical-spill",
        }
      : {},
    additionalPolicies: [],
    preparedBy: "Sam Lee",
    date: "2026-03-03",
  };
}

/** Everything a reader sees, without the engine's references section. */
function readable(sections: DocSection[]): string {
  return sections
    .filter((s) => s.id !== "references")
    .map((s) =>
      [
        s.heading,
        textOf(s.body),
        ...(s.tables ?? []).flatMap((t) => [
          t.caption,
          ...t.columns.map((c) => c.label),
          ...t.rows.flatMap(Object.values),
        ]),
      ].join("\n"),
    )
    .join("\n");
}

function table(sections: DocSection[], sectionId: string, tableId: string): DocTable {
  const t = sections.find((s) => s.id === sectionId)?.tables?.find((x) => x.id === tableId);
  if (!t) throw new Error(`No table ${tableId} in ${sectionId}`);
  return t;
}

const keys = (t: DocTable) => t.columns.map((c) => c.key);

describe.each(JURISDICTIONS)("group C composers in %s / %s", (country, code) => {
  for (const type of TYPES) {
    for (const kind of ["construction", "retail"] as const) {
      it(`${type} for a ${kind} business reads as a complete, local document`, () => {
        const doc = composeDocument(input(type, country, code, kind));
        const text = readable(doc.sections);
        const json = JSON.stringify(doc);
        const ids = doc.sections.map((s) => s.id);

        for (const id of REQUIRED_SECTIONS[type]) expect(ids).toContain(id);
        expect(text).toContain(doc.complianceReferences.authority);
        expect(text).toContain(kind === "construction" ? "Ridgeline Builders" : "Corner Books & Gifts");
        expect(doc.title).toContain(doc.documentName);
        for (const t of doc.sections.flatMap((s) => s.tables ?? [])) {
          expect(t.columns.length, t.id).toBeGreaterThan(0);
          expect(t.rows.length, t.id).toBeGreaterThan(0);
        }
        if (kind === "construction") expect(text).toContain("14 Harbour Street, Site 3");

        if (code === "AU-VIC") {
          expect(json).not.toMatch(/PCBU|person conducting a business|Work Health and Safety Act/i);
        }
        if (country !== "US") expect(json).not.toContain("OSHA");
        if (country !== "UK") expect(json).not.toMatch(/\bHSE\b|RIDDOR/);
        expect(composeDocument(input(type, country, code, kind))).toEqual(doc);
      });
    }
  }

  it("induction covers rights, hazards, the emergency number and the chosen incident and emergency types", () => {
    const doc = composeDocument(input("induction", country, code, "construction"));
    const text = readable(doc.sections);
    expect(text).toContain(`call ${EMERGENCY_NUMBER[country]}`);
    expect(text).toContain("Chemical Spill");
    expect(text).toContain("every near miss or minor injury");
    expect(text).toContain("Construction Induction");
    const hazards = table(doc.sections, "hazards", "induction-hazards");
    expect(keys(hazards)).toEqual(["hazard", "harm", "controls", "ppe"]);
    expect(hazards.rows.some((r) => /height/i.test(r.hazard ?? ""))).toBe(true);
    const signOff = table(doc.sections, "sign-off", "induction-sign-off");
    expect(signOff.rows.map((r) => r.role)).toEqual(["Inductee", "Inductor"]);
    const retail = readable(composeDocument(input("induction", country, code, "retail")).sections);
    expect(retail).not.toContain("Construction Induction");
  });

  it("checklist has the general areas plus one table per hazard, with answer and action columns", () => {
    const doc = composeDocument(input("checklist", country, code, "construction"));
    const tables = doc.sections.find((s) => s.id === "checklist")?.tables ?? [];
    const captions = tables.map((t) => t.caption);
    for (const area of [
      "Housekeeping and access",
      "Emergency equipment",
      "First aid",
      "Electrical",
      "Chemicals",
    ]) {
      expect(captions).toContain(area);
    }
    expect(tables.length).toBeGreaterThan(8);
    for (const t of tables) expect(keys(t)).toEqual(["item", "result", "comments", "action"]);
    expect(table(doc.sections, "sign-off", "follow-up").columns.map((c) => c.label)).toContain("Owner");
  });

  it("permit names the activity, leaves people's entries blank and lists isolation points", () => {
    const doc = composeDocument(input("permit", country, code, "construction"));
    expect(doc.title).toContain("Welding steel roof beams");
    const details = table(doc.sections, "work-details", "permit-details");
    expect(details.rows.find((r) => r.field === "Description of work")?.value).toBe(
      "Welding steel roof beams",
    );
    expect(details.rows.find((r) => r.field === "Permit no.")?.value).toBe("");
    expect(table(doc.sections, "hazards-controls", "permit-hazards").rows.length).toBeGreaterThan(0);
    expect(keys(table(doc.sections, "isolations", "isolation-points"))).toContain("lock");
    expect(readable(doc.sections)).toContain("Fire watch");
  });

  it("PPE register lists the hazards' PPE with a blank standard column and an issue log", () => {
    const doc = composeDocument(input("ppe-register", country, code, "construction"));
    const register = table(doc.sections, "register", "ppe-register");
    expect(keys(register)).toEqual([
      "item",
      "hazard",
      "standard",
      "who",
      "issue",
      "inspection",
      "replacement",
    ]);
    expect(register.rows.length).toBeGreaterThan(2);
    for (const r of register.rows) {
      expect(r.standard).toBe("");
      expect(r.hazard).not.toBe("");
    }
    expect(keys(table(doc.sections, "issue-log", "issue-log"))).toEqual([
      "name",
      "item",
      "size",
      "date",
      "signature",
    ]);
  });

  it("first aid plan sizes first aiders from the band and adds eyewash and burns kits for the hazards", () => {
    const doc = composeDocument(input("first-aid-plan", country, code, "construction"));
    const text = readable(doc.sections);
    expect(text).toContain("own planning ratio");
    expect(text).toContain(`Call ${EMERGENCY_NUMBER[country]}`);
    expect(table(doc.sections, "first-aiders", "first-aiders").rows).toHaveLength(3);
    const kits = table(doc.sections, "kits", "kit-locations").rows.map((r) => r.item);
    expect(kits.some((k) => /Eyewash/.test(k ?? ""))).toBe(true);
    expect(kits.some((k) => /Burns/.test(k ?? ""))).toBe(true);
    const retail = composeDocument(input("first-aid-plan", country, code, "retail"));
    expect(
      table(retail.sections, "kits", "kit-locations").rows.some((r) => /Eyewash/.test(r.item ?? "")),
    ).toBe(false);
  });

  it("return to work program names the scheme's roles and has a suitable-duties plan", () => {
    const doc = composeDocument(input("return-to-work", country, code, "construction"));
    const roles = table(doc.sections, "responsibilities", "rtw-roles").rows.map((r) => r.role ?? "");
    expect(roles.some((r) => r.startsWith("Return to work coordinator"))).toBe(true);
    expect(roles.some((r) => r.startsWith("Treating practitioner"))).toBe(true);
    expect(table(doc.sections, "process", "rtw-steps").rows.length).toBeGreaterThan(8);
    expect(keys(table(doc.sections, "process", "suitable-duties-plan"))).toContain("restrictions");
  });

  it("bullying policy takes its legal framing from the profile and sets investigation timeframes", () => {
    const doc = composeDocument(input("bullying-policy", country, code, "retail"));
    const definition = doc.sections.find((s) => s.id === "definition");
    expect(definition?.citations?.length).toBeGreaterThan(0);
    expect(table(doc.sections, "investigation", "investigation-steps").rows.length).toBeGreaterThan(4);
    expect(readable(doc.sections)).toMatch(/victimised/);
  });

  it("DSE checklist uses the local name and yes/no/action columns", () => {
    const doc = composeDocument(input("dse-checklist", country, code, "retail"));
    expect(doc.title).toBe(
      `${country === "UK" ? "DSE Workstation Assessment" : "Workstation Ergonomics Checklist"} – Corner Books & Gifts`,
    );
    const tables = doc.sections.find((s) => s.id === "checklist")?.tables ?? [];
    expect(tables.map((t) => t.caption)).toEqual([
      "Display screen",
      "Keyboard and mouse",
      "Chair",
      "Desk",
      "Environment",
      "Software and breaks",
      "Laptops and home working",
    ]);
    for (const t of tables) expect(keys(t)).toEqual(["item", "result", "action"]);
    expect(keys(table(doc.sections, "actions", "dse-actions"))).toEqual([
      "no",
      "action",
      "owner",
      "due",
      "done",
    ]);
  });
});
