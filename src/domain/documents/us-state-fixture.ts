import type { DocumentMetadata } from "./compose-types";
import { composeDocument } from "./engine";
import type { DocumentTypeId } from "./types/registry";

/** A US business of `industry` and size in one state, for tests that read a state's documents. */
export function composeForUsState(
  documentType: DocumentTypeId,
  jurisdiction: string,
  industry: string,
  employeeCount: string,
  metadata: DocumentMetadata = { emergencyType: "fire", activity: "Routine work", location: "Main site" },
) {
  return composeDocument({
    documentType,
    business: {
      name: "Test Works",
      country: "US",
      jurisdiction,
      industry,
      industryOther: null,
      employeeCount,
      workDescription: null,
      regions: [jurisdiction],
      highRiskActivities: [],
      identifier: { label: "EIN", value: null },
    },
    metadata,
    additionalPolicies: [],
    preparedBy: "Tester",
    date: "2026-11-24",
  });
}
