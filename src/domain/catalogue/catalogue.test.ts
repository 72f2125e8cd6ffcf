import { describe, expect, it } from "vitest";
import {
  CANONICAL_JURISDICTION_TYPES,
  DOCUMENT_TYPES,
  documentName,
  documentType,
  isDocumentType,
  JURISDICTION_DOCUMENT_FLAGS,
  jurisdictionDocumentTypes,
} from "./documents";
import {
  BUNDLE,
  bundleDocumentCount,
  bundleSaving,
  COMPLIANCE_PORTAL,
  CURRENCY,
  isPackId,
  PACK_IDS,
  PACKS,
  packById,
  packDocuments,
  packOf,
  separatePackTotal,
} from "./packs";

describe("document types", () => {
  it("has 25 types with unique ids: the 20 of the first four packs and the five New Duties documents", () => {
    expect(DOCUMENT_TYPES).toHaveLength(25);
    const ids = DOCUMENT_TYPES.map((d) => d.id);
    expect(new Set(ids).size).toBe(25);
  });

  it("puts every type in exactly one known pack", () => {
    for (const doc of DOCUMENT_TYPES) {
      expect(isPackId(doc.packId), doc.id).toBe(true);
      const holders = PACKS.filter((p) => packDocuments(p.id).some((d) => d.id === doc.id));
      expect(holders.map((p) => p.id)).toEqual([doc.packId]);
    }
  });

  it("places each type in its pack", () => {
    expect(packDocuments("core").map((d) => d.id)).toEqual([
      "policy",
      "swms",
      "risk-assessment",
      "incident-form",
      "emergency-plan",
    ]);
    expect(packDocuments("compliance-essentials").map((d) => d.id)).toEqual([
      "hazard-register",
      "chemical-register",
      "training-record",
      "action-plan",
    ]);
    expect(packDocuments("operational-safety").map((d) => d.id)).toEqual([
      "safety-audit",
      "contractor-induction",
      "sop-template",
      "induction",
      "checklist",
      "permit",
    ]);
    expect(packDocuments("wellbeing-hr").map((d) => d.id)).toEqual([
      "bullying-policy",
      "ppe-register",
      "first-aid-plan",
      "return-to-work",
      "dse-checklist",
    ]);
  });

  it("looks types up by id", () => {
    expect(documentType("swms").title).toBe("Safe Work Method Statement");
    expect(documentType("nope")).toBeUndefined();
    expect(isDocumentType("permit")).toBe(true);
    expect(isDocumentType("nope")).toBe(false);
    expect(isDocumentType(undefined)).toBe(false);
  });

  it("uses the local name of each country", () => {
    expect(documentName("swms", "AU")).toBe("Safe Work Method Statement");
    expect(documentName("swms", "NZ")).toBe("Safe Work Method Statement");
    expect(documentName("swms", "UK")).toBe("Method Statement (RAMS)");
    expect(documentName("swms", "GB")).toBe("Method Statement (RAMS)");
    expect(documentName("swms", "US")).toBe("Job Safety Analysis");
    expect(documentName("policy", "AU")).toBe("WHS Policy");
    expect(documentName("policy", "UK")).toBe("Health and Safety Policy");
    expect(documentName("policy", "NZ")).toBe("Health and Safety Policy");
    expect(documentName("policy", "US")).toBe("Safety and Health Program");
    expect(documentName("dse-checklist", "UK")).toBe("DSE Workstation Assessment");
    expect(documentName("dse-checklist", "AU")).toBe("Workstation Ergonomics Checklist");
    expect(documentName("dse-checklist", "US")).toBe("Workstation Ergonomics Checklist");
    expect(documentName("permit", "US")).toBe("Permit to Work");
    expect(documentName("policy", "FR")).toBe("WHS Policy");
  });

  it("has the five canonical jurisdiction types with swms required and construction-only", () => {
    expect(CANONICAL_JURISDICTION_TYPES).toEqual(packDocuments("core").map((d) => d.id));
    expect(JURISDICTION_DOCUMENT_FLAGS.swms).toEqual({ required: true, constructionOnly: true });
    const others = CANONICAL_JURISDICTION_TYPES.filter((id) => id !== "swms");
    for (const id of others) expect(JURISDICTION_DOCUMENT_FLAGS[id].constructionOnly).toBe(false);
    const us = jurisdictionDocumentTypes("US");
    expect(us.find((d) => d.canonical === "swms")).toMatchObject({
      localName: "Job Safety Analysis",
      required: true,
      constructionOnly: true,
    });
  });
});

describe("packs", () => {
  it("has five packs whose document counts come from the catalogue", () => {
    expect(PACKS.map((p) => p.id)).toEqual([...PACK_IDS]);
    expect(PACKS.map((p) => p.name)).toContain("New Duties");
    expect(PACK_IDS.slice(0, 4).map((id) => packDocuments(id).length)).toEqual([5, 4, 6, 5]);
    expect(packDocuments("new-duties").map((d) => d.id)).toEqual([
      "heat-plan",
      "violence-plan",
      "silica-plan",
      "psychosocial-assessment",
      "public-protection",
    ]);
    const total = PACK_IDS.reduce((sum, id) => sum + packDocuments(id).length, 0);
    expect(total).toBe(DOCUMENT_TYPES.length);
  });

  it("prices packs in whole US dollars with core the popular one", () => {
    expect(CURRENCY).toBe("USD");
    expect(PACKS.map((p) => p.price)).toEqual([99, 49, 49, 49, 49]);
    expect(PACKS.filter((p) => p.popular).map((p) => p.id)).toEqual(["core"]);
    expect(packById("core").name).toBe("Core Document Pack");
    expect(packById("core").shortName).toBe("Core");
    expect(PACKS.map((p) => p.category)).toEqual([
      "core",
      "compliance",
      "operational",
      "wellbeing",
      "duties",
    ]);
    expect(packById("bundle")).toBeUndefined();
  });

  it("sells the Complete Document Suite, every pack with New Duties, for $239 against $295 separately", () => {
    expect(BUNDLE).toMatchObject({
      id: "complete-document-suite",
      name: "Complete Document Suite",
      price: 239,
    });
    expect(BUNDLE.packIds).toContain("new-duties");
    expect(BUNDLE.packIds).toHaveLength(5);
    expect(separatePackTotal()).toBe(295);
    expect(bundleSaving()).toBe(56);
    expect(bundleDocumentCount()).toBe(25);
    expect(bundleDocumentCount()).toBe(DOCUMENT_TYPES.length);
  });

  it("finds the pack of a document type", () => {
    expect(packOf("swms").id).toBe("core");
    expect(packOf("action-plan").id).toBe("compliance-essentials");
    expect(packOf("permit").name).toBe("Operational Safety");
    expect(packOf("dse-checklist").id).toBe("wellbeing-hr");
    expect(packOf("heat-plan").id).toBe("new-duties");
    expect(packOf("violence-plan").id).toBe("new-duties");
    expect(packOf("silica-plan").id).toBe("new-duties");
    expect(packOf("psychosocial-assessment").id).toBe("new-duties");
    expect(packOf("public-protection").id).toBe("new-duties");
  });

  it("keeps the Compliance Portal as coming soon at $129 a month", () => {
    expect(COMPLIANCE_PORTAL).toEqual({
      id: "compliance",
      name: "Compliance Portal",
      monthlyPrice: 129,
      comingSoon: true,
    });
  });
});
