import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Business, BusinessData, ExistingDocuments } from "../../../contracts/business";
import { apiJson, apiJsonPages, apiRequest } from "../../lib/api";

export const BUSINESSES_KEY = ["/api/businesses"] as const;
export const businessKey = (id: string) => ["/api/businesses", id] as const;

export function useBusinesses(enabled = true) {
  return useQuery<Business[]>({
    queryKey: BUSINESSES_KEY,
    enabled,
    queryFn: () => apiJsonPages<Business>("/api/businesses"),
  });
}

export function useBusiness(id: string | undefined) {
  return useQuery<Business>({ queryKey: businessKey(id ?? ""), enabled: Boolean(id) });
}

/** A failure is logged and read as "no documents yet" so the generator stays usable. */
export function useExistingDocuments(businessId: string | undefined) {
  return useQuery<ExistingDocuments>({
    queryKey: ["/api/businesses", businessId ?? "", "existing-documents"],
    enabled: Boolean(businessId),
    queryFn: async () => {
      try {
        return await apiJson<ExistingDocuments>("GET", `/api/businesses/${businessId}/existing-documents`);
      } catch (error) {
        console.error("Could not load existing documents", error);
        return {};
      }
    },
  });
}

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BusinessData) => apiJson<Business>("POST", "/api/businesses", data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
  });
}

export function useUpdateBusiness(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BusinessData) => apiJson<Business>("PUT", `/api/businesses/${id}`, data),
    onSuccess: async (business) => {
      queryClient.setQueryData(businessKey(id), business);
      await queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true });
    },
  });
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/businesses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true }),
  });
}
