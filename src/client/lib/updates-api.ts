import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApplyUpdateInput,
  ApplyUpdateResult,
  DocumentUpdate,
  UpdateSummary,
} from "../../contracts/updates";
import { apiJson } from "./api";
import { POLICIES_KEY } from "./documents-api";

export const UPDATES_KEY = ["/api/updates"] as const;

/** The owner's documents marked "law changed" (or changed business details). */
export function useUpdates(enabled = true) {
  return useQuery<UpdateSummary[]>({ queryKey: UPDATES_KEY, enabled });
}

export function useDocumentUpdate(id: string) {
  return useQuery<DocumentUpdate>({ queryKey: ["/api/policies", id, "update"] });
}

export function useApplyUpdate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyUpdateInput) =>
      apiJson<ApplyUpdateResult>("POST", `/api/policies/${id}/update`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: UPDATES_KEY });
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
}
