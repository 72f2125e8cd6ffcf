import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue";
import { documentOffered } from "../../src/domain/compliance";
import { inputErrors, requiredInputsOf } from "../../src/domain/documents/types/input-schema";
import { writtenFromMethod } from "../../src/domain/documents/types/registry";
import { setSubscriptionStatus } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, businesses, createBusiness } from "../helpers/fixtures";

/**
 * The server holds every document type to the inputs its definition requires, with the same
 * schema the wizard marks its fields from, and names each missing field by its path.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const withRequired = DOCUMENT_TYPE_IDS.filter((type) => requiredInputsOf(type).length > 0);

async function subscriber() {
  const signed = await signedInClient(ctx.app);
  await setSubscriptionStatus(ctx.database.db, signed.user.email, "compliance");
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  return { client: signed.client, businessId };
}

describe("document inputs on POST /api/documents/generate", () => {
  it("has types that require inputs: the SWMS, the risk assessment and the emergency plan", () => {
    expect(withRequired).toEqual(["swms", "risk-assessment", "emergency-plan"]);
  });

  it("answers 400 naming metadata.activity for a SWMS without a work activity", async () => {
    const { client, businessId } = await subscriber();
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { location: "12 Smith St, Parramatta" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "metadata.activity: Please describe the work activity",
      errors: [{ field: "metadata.activity", message: "Please describe the work activity" }],
    });
    expect((await client.get(`/api/policies?businessId=${businessId}`)).json()).toEqual([]);
  });

  it.each(withRequired)("%s: each required input missing or blank is a 400 naming it", async (type) => {
    const { client, businessId } = await subscriber();
    const none = await client.post("/api/documents/generate", {
      businessId,
      documentType: type,
      metadata: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual(
      inputErrors(type, {}).map((e) => ({ field: `metadata.${e.field}`, message: e.message })),
    );
    for (const key of requiredInputsOf(type)) {
      expect(none.json().message).toContain(`metadata.${key}: `);
      const blank = await client.post("/api/documents/generate", {
        businessId,
        documentType: type,
        metadata: { ...anyTypeInputs, [key]: key === "emergencyType" ? "" : "   " },
      });
      expect(blank.statusCode, blank.body).toBe(400);
      expect(blank.json().errors.map((e: { field: string }) => e.field)).toEqual([`metadata.${key}`]);
    }
    expect((await client.get(`/api/policies?businessId=${businessId}`)).json()).toEqual([]);

    const ok = await client.post("/api/documents/generate", {
      businessId,
      documentType: type,
      metadata: anyTypeInputs,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().type).toBe(type);
  });

  it("generates the types without required inputs from no inputs at all", async () => {
    const { client, businessId } = await subscriber();
    const noInputs = DOCUMENT_TYPE_IDS.filter((t) => !withRequired.includes(t) && !writtenFromMethod(t));
    // Public protection procedures are for the United Kingdom's law: a Sydney builder is not offered them.
    const offered = noInputs.filter((t) => documentOffered(t, businesses.nswBuilder));
    expect(noInputs.filter((t) => !offered.includes(t))).toEqual(["public-protection"]);
    for (const type of offered) {
      const res = await client.post("/api/documents/generate", {
        businessId,
        documentType: type,
        metadata: {},
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
    }
    const cafe = await createBusiness(client, businesses.ukCafe);
    const procedures = await client.post("/api/documents/generate", {
      businessId: cafe,
      documentType: "public-protection",
      metadata: {},
    });
    expect(procedures.statusCode, procedures.body).toBe(201);
  });

  it("keeps only the inputs a type asks for: another type's job, site and scope are neither stored nor printed", async () => {
    const { client, businessId } = await subscriber();
    const stray = {
      activity: "Re-roofing the Harbour Street terraces",
      location: "7 Harbour Street, Balmain",
      scope: "Strip and replace the roof sheeting of six terraces",
      hazardTypes: ["electrical"],
      incidentTypes: ["near-miss"],
      emergencyType: "fire",
    };
    const register = await client.post("/api/documents/generate", {
      businessId,
      documentType: "hazard-register",
      metadata: stray,
    });
    expect(register.statusCode, register.body).toBe(201);
    const doc = register.json();
    expect(doc.metadata).toEqual({});
    const text = JSON.stringify(doc.content);
    for (const words of ["Harbour Street", "six terraces", "hazard types selected"])
      expect(text).not.toContain(words);
    expect(doc.content.siteDetails).toMatchObject({ siteAddress: "", projectDetails: "" });

    // A type keeps what it asks for, and only that: a risk assessment its scope, hazard types and site.
    const assessment = await client.post("/api/documents/generate", {
      businessId,
      documentType: "risk-assessment",
      metadata: stray,
    });
    expect(assessment.statusCode, assessment.body).toBe(201);
    expect(assessment.json().metadata).toEqual({
      scope: stray.scope,
      hazardTypes: stray.hazardTypes,
      location: stray.location,
    });
    expect(JSON.stringify(assessment.json().content)).not.toContain("Harbour Street terraces");
  });

  it("asks for the method of a procedure or permit whose job nothing names, and writes it from the customer's steps", async () => {
    const { client, businessId } = await subscriber();
    // The builder's own description ("Residential renovations and extensions") names no task.
    for (const type of DOCUMENT_TYPE_IDS.filter((t) => !withRequired.includes(t) && writtenFromMethod(t))) {
      const asked = await client.post("/api/documents/generate", {
        businessId,
        documentType: type,
        metadata: {},
      });
      expect(asked.statusCode, `${type}: ${asked.body}`).toBe(422);
      expect(asked.json().actionRequired).toBe("choose-method");
      const written = await client.post("/api/documents/generate", {
        businessId,
        documentType: type,
        metadata: { steps: ["Set up the work area", "Do the work"] },
      });
      expect(written.statusCode, `${type}: ${written.body}`).toBe(201);
    }
  });
});
