import { describe, expect, it } from "vitest";
import { documentCardState } from "./access";

const base = { existingDocuments: {}, subscriptionStatus: "free", credits: {} };

describe("document card state", () => {
  it("opens a business-wide document the business already has, whatever the credits", () => {
    expect(
      documentCardState({ ...base, documentType: "policy", existingDocuments: { policy: "doc-1" } }),
    ).toEqual({
      kind: "created",
      documentId: "doc-1",
    });
  });

  it("offers another per-job document (a SWMS for the next job) when one exists", () => {
    const existingDocuments = { swms: "doc-1" };
    expect(
      documentCardState({ ...base, documentType: "swms", existingDocuments, credits: { core: 1 } }),
    ).toEqual({ kind: "available" });
    expect(documentCardState({ ...base, documentType: "swms", existingDocuments }).kind).toBe("locked");
  });

  it("locks a type whose pack has no credit, naming the pack", () => {
    expect(documentCardState({ ...base, documentType: "hazard-register", credits: { core: 3 } })).toEqual({
      kind: "locked",
      packId: "compliance-essentials",
      packName: "Compliance Essentials",
    });
  });

  it("opens a type when its pack has a credit", () => {
    expect(documentCardState({ ...base, documentType: "swms", credits: { core: 1 } })).toEqual({
      kind: "available",
    });
    expect(documentCardState({ ...base, documentType: "swms", credits: { core: 0 } }).kind).toBe("locked");
  });

  it("opens everything for a Compliance account, and nothing extra for Core without credits", () => {
    expect(
      documentCardState({ ...base, documentType: "permit", subscriptionStatus: "compliance" }).kind,
    ).toBe("available");
    expect(documentCardState({ ...base, documentType: "permit", subscriptionStatus: "core" }).kind).toBe(
      "locked",
    );
  });
});
