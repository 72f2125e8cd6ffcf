import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Credits, Policy, PolicySummary } from "../../contracts/documents";
import { DELAYS_MS } from "../../domain/catalogue";
import { apiJsonPages, apiRequest } from "./api";
import { useAuth } from "./use-auth";

export const POLICIES_KEY = ["/api/policies"] as const;
export const CREDITS_KEY = ["/api/user/credits"] as const;

/** A business's documents, or all of the user's documents when no business is given. */
export function usePolicies(businessId?: string, enabled = true) {
  return useQuery<PolicySummary[]>({
    queryKey: [...POLICIES_KEY, { businessId: businessId ?? null }],
    enabled,
    queryFn: () =>
      apiJsonPages<PolicySummary>(
        businessId ? `/api/policies?businessId=${encodeURIComponent(businessId)}` : "/api/policies",
      ),
  });
}

export function usePolicy(id: string | undefined) {
  return useQuery<Policy>({ queryKey: ["/api/policies", id ?? ""], enabled: Boolean(id) });
}

/** Credits per pack, polled while signed in so a purchase elsewhere shows up. */
export function useCredits() {
  const { isAuthenticated } = useAuth();
  return useQuery<Credits>({
    queryKey: CREDITS_KEY,
    enabled: isAuthenticated,
    refetchInterval: DELAYS_MS.creditsPoll,
  });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/policies/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      await queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
    },
  });
}
