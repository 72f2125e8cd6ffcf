import { expect, type Page } from "@playwright/test";

/** A generated document as the API answers it. */
export type GeneratedDoc = {
  id: string;
  title: string;
  version: number;
  content: { sections: { body: string }[] } & Record<string, unknown>;
};

/** A NSW roofer's SWMS for one job, generated over the API by the signed-in owner on `page`. */
export async function roofingSwms(page: Page, baseUrl: string): Promise<GeneratedDoc> {
  const headers = { origin: baseUrl };
  const business = await page.request.post(`${baseUrl}/api/businesses`, {
    headers,
    data: {
      name: "Parramatta Roofing",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height"],
    },
  });
  expect(business.status()).toBe(201);
  const generated = await page.request.post(`${baseUrl}/api/documents/generate`, {
    headers,
    data: {
      businessId: (await business.json()).id,
      documentType: "swms",
      metadata: { activity: "Replacing roof sheeting", location: "8 Church St, Parramatta NSW" },
    },
  });
  expect(generated.status()).toBe(201);
  return (await generated.json()) as GeneratedDoc;
}
