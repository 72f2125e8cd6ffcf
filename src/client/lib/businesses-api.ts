import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Business, BusinessData, ExistingDocuments } from "../../contracts/business";
import type { RequirementsView } from "../../contracts/compliance";
import { apiJson, apiJsonPages, apiRequest, throwIfNotOk } from "./api";

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

/**
 * The document types not offered to a business (written only for work it has none of on record),
 * read from its requirements; none while they load or when they cannot be read, as the server
 * refuses such a type itself.
 */
export function useOffers(businessId: string | undefined) {
  return useQuery<Pick<RequirementsView, "notOffered">>({
    queryKey: ["/api/businesses", businessId ?? "", "requirements"],
    enabled: Boolean(businessId),
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
    // The business's documents went with it: every list of documents, the documents waiting for
    // an update and the compliance status are refetched, not left showing what no longer exists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true }),
        ...[["/api/policies"], ["/api/updates"], ["/api/compliance"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]),
  });
}

/** Where the business's logo is served; the upload time in the address makes a new logo show at once. */
export function logoUrl(business: Pick<Business, "id" | "logo">): string | null {
  return business.logo
    ? `/api/businesses/${business.id}/logo?v=${encodeURIComponent(business.logo.updatedAt)}`
    : null;
}

/** Uploading and removing the letterhead logo; each takes effect at once, apart from the form's Save. */
export function useLogo(id: string) {
  const queryClient = useQueryClient();
  const changed = async (business: Business) => {
    queryClient.setQueryData(businessKey(id), business);
    await queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true });
  };
  const upload = useMutation({
    // The file's own bytes are the body; the server reads what they are.
    mutationFn: async (file: File) => {
      const res = await fetch(`/api/businesses/${id}/logo`, {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream" },
        body: file,
        credentials: "include",
      });
      await throwIfNotOk(res);
      return (await res.json()) as Business;
    },
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", `/api/businesses/${id}/logo`);
      return apiJson<Business>("GET", `/api/businesses/${id}`);
    },
    onSuccess: changed,
  });
  return { upload, remove };
}
