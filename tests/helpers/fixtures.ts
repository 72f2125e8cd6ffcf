import type { Client } from "./app";

export const businesses = {
  nswBuilder: {
    name: "Harbour Build Co",
    country: "AU",
    jurisdiction: "AU-NSW",
    industry: "construction",
    employeeCount: "6-19",
    regions: ["AU-NSW"],
    highRiskActivities: ["working-at-height", "excavation"],
    workDescription: "Residential renovations and extensions",
    abn: "51 824 753 556",
  },
  vicBuilder: {
    name: "Yarra Renovations",
    country: "AU",
    jurisdiction: "AU-VIC",
    industry: "construction",
    employeeCount: "20-49",
    regions: ["AU-VIC"],
    highRiskActivities: ["working-at-height", "demolition", "asbestos"],
  },
  ukCafe: {
    name: "Leeds Corner Café",
    country: "UK",
    jurisdiction: "UK-GB",
    industry: "hospitality",
    employeeCount: "6-19",
    regions: ["UK-GB"],
    highRiskActivities: ["hot-work", "manual-handling"],
  },
  nzFarm: {
    name: "Waikato Dairy",
    country: "NZ",
    jurisdiction: "NZ",
    industry: "agriculture",
    employeeCount: "1-5",
    regions: ["NZ"],
    highRiskActivities: ["mobile-equipment", "hazardous-chemicals"],
  },
  usShop: {
    name: "Austin Hardware",
    country: "US",
    jurisdiction: "US-TX",
    industry: "retail",
    employeeCount: "1-5",
    regions: ["US-TX"],
    highRiskActivities: [],
  },
} as const;

export async function createBusiness(client: Client, body: Record<string, unknown>): Promise<string> {
  const res = await client.post("/api/businesses", body);
  if (res.statusCode !== 201) throw new Error(`business create failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/**
 * Generator inputs that meet every document type's required ones (a SWMS's work activity and
 * location, a risk assessment's scope, an emergency plan's emergency type).
 */
export const anyTypeInputs = {
  activity: "Roof sheeting replacement",
  location: "12 Smith St, Parramatta",
  scope: "All residential extension sites",
  emergencyType: "fire",
};
