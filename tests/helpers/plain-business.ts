import { composeDocument } from "../../src/domain/documents/engine";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import type { DocumentTypeId } from "../../src/domain/documents/types/registry";
import { countryOf } from "../../src/domain/documents/types/test-fixture";

/**
 * The plain text of a document for a business known only by its place, industry and size (no
 * work description or high-risk activities), as the matrix tests over every jurisdiction read it.
 */
export function plainBusinessText(
  code: string,
  industry: string,
  employeeCount: string,
  documentType: string,
  name = "Harbour Works",
): string {
  return renderPlainText(
    composeDocument({
      documentType: documentType as DocumentTypeId,
      business: {
        name,
        country: countryOf(code),
        jurisdiction: code,
        industry,
        industryOther: null,
        employeeCount,
        workDescription: null,
        regions: [code],
        highRiskActivities: [],
        identifier: { label: "Number", value: null },
      },
      metadata: { emergencyType: "fire", activity: "Routine work", location: "Main site" },
      additionalPolicies: [],
      preparedBy: "Tester",
      date: "2026-11-24",
    }),
  );
}
