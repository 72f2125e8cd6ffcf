import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, documentName, PACK_IDS, REVIEW_PERIOD_MONTHS } from "../../catalogue";
import { forIndustry, PROFILE_CODES, profileFor } from "../../legal";
import { COMPOSERS } from "./composers";
import { DOCUMENT_TYPE_IDS } from "./ids";
import { requiredInputsOf } from "./input-schema";
import { askedInputs, DOCUMENT_TYPE_DEFINITIONS, definitionOf, REQUIRED_SECTIONS } from "./registry";

describe("document type registry", () => {
  it("holds each type once, and the catalogue lists them in the registry's order", () => {
    const ids = DOCUMENT_TYPE_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(DOCUMENT_TYPE_IDS);
    expect(DOCUMENT_TYPES.map((d) => d.id)).toEqual(ids);
    for (const d of DOCUMENT_TYPE_DEFINITIONS) {
      expect(PACK_IDS).toContain(d.packId);
      expect(definitionOf(d.id)).toBe(d);
      expect(Object.keys(COMPOSERS)).toContain(d.id);
    }
    expect(definitionOf("nope")).toBeUndefined();
  });

  it("derives review periods, required sections and local names from the definitions", () => {
    expect(REVIEW_PERIOD_MONTHS["action-plan"]).toBe(3);
    expect(REVIEW_PERIOD_MONTHS["hazard-register"]).toBe(6);
    expect(REQUIRED_SECTIONS.swms).toContain("job-steps");
    expect(documentName("swms", "UK")).toBe("Method Statement (RAMS)");
    expect(documentName("swms", "US")).toBe("Job Safety Analysis");
    expect(documentName("hazard-register", "UK")).toBe("Hazard Register");
  });

  it("reads the inputs each type needs from its schema", () => {
    expect(requiredInputsOf("swms")).toEqual(["activity", "location"]);
    expect(requiredInputsOf("risk-assessment")).toEqual(["scope"]);
    expect(requiredInputsOf("emergency-plan")).toEqual(["emergencyType"]);
    expect(requiredInputsOf("policy")).toEqual([]);
    for (const d of DOCUMENT_TYPE_DEFINITIONS) {
      for (const key of requiredInputsOf(d.id)) expect(askedInputs(d.id)[key]).toBe("required");
    }
  });

  it("names only headcount rules that some jurisdiction holds, in general or for an industry", () => {
    const held = new Set(
      PROFILE_CODES.flatMap((code) => {
        const p = profileFor(code);
        const industries = Object.keys(p.sectors ?? {});
        return [p, ...industries.map((i) => forIndustry(p, i))].flatMap((v) => v.thresholds.map((t) => t.id));
      }),
    );
    for (const d of DOCUMENT_TYPE_DEFINITIONS) {
      if (d.thresholds === "all") continue;
      for (const id of d.thresholds) expect(held, `${d.id}: ${id}`).toContain(id);
    }
  });
});
