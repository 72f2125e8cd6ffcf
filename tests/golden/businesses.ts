import type { ComposeInput } from "../../src/domain/documents/compose-types";

/**
 * Reference businesses whose every document is kept as a golden file. Each is a business a
 * reviewer can picture, with the details a real owner would type, so a change to the law or the
 * engine shows up as a diff of what such a customer receives.
 */
export type GoldenBusiness = {
  /** Folder name under golden/. */
  slug: string;
  business: ComposeInput["business"];
  metadata: ComposeInput["metadata"];
  additionalPolicies?: string[];
};

/** Fixed so golden files do not change with the calendar; dated rules get their own businesses. */
export const GOLDEN_DATE = "2026-11-23";
export const GOLDEN_AUTHOR = "Alex Morgan";

const identifier = (label: string) => ({ label, value: null });

export const GOLDEN_BUSINESSES: readonly GoldenBusiness[] = [
  {
    slug: "au-nsw-construction-20-49",
    business: {
      name: "Harbour Roofing & Building Pty Ltd",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "Residential re-roofing, roof repairs and small renovations across Sydney",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height", "asbestos"],
      identifier: identifier("ABN"),
    },
    metadata: {
      activity: "Re-roofing a two-storey house (replacing corrugated iron roof sheets)",
      location: "14 Wattle Street, Parramatta NSW 2150",
      scope: "Strip and replace the roof sheeting, flashings and gutters of an occupied two-storey house",
      hazardTypes: ["height"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "medical",
    },
  },
  {
    slug: "au-vic-healthcare-50-199",
    business: {
      name: "Yarra Valley Community Health",
      country: "AU",
      jurisdiction: "AU-VIC",
      industry: "healthcare",
      industryOther: null,
      employeeCount: "50-199",
      workDescription: "Community health clinic with GP, nursing, allied health and home visits",
      regions: ["AU-VIC"],
      highRiskActivities: ["biological-hazards", "manual-handling", "psychological-hazards"],
      identifier: identifier("ABN"),
    },
    metadata: {
      activity: "Transferring a patient from bed to chair with a hoist",
      location: "22 Main Street, Lilydale VIC 3140",
      scope: "Clinic treatment rooms and home visits",
      hazardTypes: ["biological", "ergonomic", "psychosocial"],
      incidentTypes: ["near-miss", "minor-injury"],
      emergencyType: "medical",
    },
  },
  {
    slug: "au-qld-manufacturing-50-199",
    business: {
      name: "Brisbane Metal Pressings Pty Ltd",
      country: "AU",
      jurisdiction: "AU-QLD",
      industry: "manufacturing",
      industryOther: null,
      employeeCount: "50-199",
      workDescription: "Sheet metal pressing, welding and powder coating of brackets and enclosures",
      regions: ["AU-QLD"],
      highRiskActivities: ["hazardous-chemicals", "noise-exposure", "mobile-equipment", "hot-work"],
      identifier: identifier("ABN"),
    },
    metadata: {
      activity: "Changing the die on a 200-tonne mechanical press under lockout",
      location: "8 Foundry Road, Eagle Farm QLD 4009",
      scope: "Press shop, welding bay and powder coating line",
      hazardTypes: ["machinery", "noise", "chemical"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "fire",
    },
  },
  {
    slug: "uk-gb-construction-6-19",
    business: {
      name: "Pennine Builders Ltd",
      country: "UK",
      jurisdiction: "UK-GB",
      industry: "construction",
      industryOther: null,
      employeeCount: "6-19",
      workDescription: "Extensions, loft conversions and small demolition jobs in West Yorkshire",
      regions: ["UK-GB"],
      highRiskActivities: ["working-at-height", "demolition", "dust-exposure"],
      identifier: identifier("Company number"),
    },
    metadata: {
      activity: "Demolishing a single-storey rear extension by hand and with a mini excavator",
      location: "41 Moorland Road, Halifax HX1 2AB",
      scope: "Demolition of the extension, clearing the site and protecting the main house",
      hazardTypes: ["physical", "noise"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "medical",
    },
  },
  {
    slug: "uk-gb-retail-1-5",
    business: {
      name: "The Corner Bookshop",
      country: "UK",
      jurisdiction: "UK-GB",
      industry: "retail",
      industryOther: null,
      employeeCount: "1-5",
      workDescription: "Independent bookshop with a small stock room",
      regions: ["UK-GB"],
      highRiskActivities: ["manual-handling"],
      identifier: identifier("Company number"),
    },
    metadata: {
      activity: "Receiving book deliveries and restocking shelves",
      location: "3 Market Place, Ludlow SY8 1AA",
      scope: "Shop floor and stock room",
      hazardTypes: ["ergonomic"],
      incidentTypes: ["near-miss", "minor-injury"],
      emergencyType: "fire",
    },
  },
  {
    slug: "nz-transport-20-49",
    business: {
      name: "Southern Link Freight Ltd",
      country: "NZ",
      jurisdiction: "NZ",
      industry: "transport",
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "Linehaul and regional freight with a cross-dock depot",
      regions: ["NZ"],
      highRiskActivities: ["mobile-equipment", "manual-handling", "lifting-equipment"],
      identifier: identifier("NZBN"),
    },
    metadata: {
      activity: "Loading a linehaul trailer with a forklift at the depot",
      location: "120 Depot Road, Hornby, Christchurch 8042",
      scope: "Cross-dock depot yard and loading bays",
      hazardTypes: ["physical", "machinery"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "fire",
    },
  },
  {
    slug: "us-tx-construction-20-49",
    business: {
      name: "Lone Star Site Services LLC",
      country: "US",
      jurisdiction: "US-TX",
      industry: "construction",
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "Site utilities, trenching and concrete work for commercial builders",
      regions: ["US-TX"],
      highRiskActivities: ["excavation", "working-at-height", "electrical-work"],
      identifier: identifier("EIN"),
    },
    metadata: {
      activity: "Excavating a 6 ft trench for a sewer lateral",
      location: "2400 Commerce Street, Dallas, TX 75201",
      scope: "Trench excavation, pipe laying and backfill",
      hazardTypes: ["physical", "confined-space"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "medical",
    },
  },
  {
    slug: "us-ca-construction-20-49",
    business: {
      name: "Golden Gate Roofing Inc.",
      country: "US",
      jurisdiction: "US-CA",
      industry: "construction",
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "Commercial and residential roofing in the Bay Area",
      regions: ["US-CA"],
      highRiskActivities: ["working-at-height", "hot-work", "extreme-temperatures"],
      identifier: identifier("EIN"),
    },
    metadata: {
      activity: "Re-roofing a commercial building with torch-applied membrane",
      location: "500 Harbor Boulevard, Oakland, CA 94607",
      scope: "Tear-off and replacement of a low-slope roof",
      hazardTypes: ["height", "fire"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "fire",
    },
  },
];
