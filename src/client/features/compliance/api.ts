import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ComplianceOverviewView, RequirementsView } from "../../../contracts/compliance";
import { apiJson } from "../../lib/api";

export const COMPLIANCE_KEY = ["/api/compliance"] as const;

export function useComplianceOverview() {
  return useQuery<ComplianceOverviewView>({ queryKey: COMPLIANCE_KEY });
}

export function useRequirements(businessId: string) {
  return useQuery<RequirementsView>({ queryKey: ["/api/businesses", businessId, "requirements"] });
}

/** PUT /api/policies/{id}/review; the Compliance panel and requirement views follow. */
export function useSetReviewDate(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nextReviewOn: string) =>
      apiJson<{ id: string; nextReviewOn: string }>("PUT", `/api/policies/${policyId}/review`, {
        nextReviewOn,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY });
      await queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
      await queryClient.invalidateQueries({ queryKey: ["/api/policies"] });
    },
  });
}
