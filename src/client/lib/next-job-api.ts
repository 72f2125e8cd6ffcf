import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewJobInput, NewJobResult, Template } from "../../contracts/next-job";
import { apiJson } from "./api";

export const TEMPLATES_KEY = ["/api/templates"] as const;

/** The user's templates for recurring jobs, of every business. */
export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
}

/** Where a new job starts from: one of the user's documents or templates. */
export type JobStart = { kind: "document" | "template"; id: string };

const startUrl = (from: JobStart) =>
  from.kind === "document" ? `/api/documents/${from.id}/new-job` : `/api/templates/${from.id}/generate`;

/**
 * A new document for a new job (one credit). The request id is made once per form submission by
 * the caller and sent again on a retry, so a retried press is charged once.
 */
export function useNewJob(from: JobStart) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewJobInput) => apiJson<NewJobResult>("POST", startUrl(from), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["/api/policies"] });
      await queryClient.invalidateQueries({ queryKey: ["/api/user/credits"] });
      await queryClient.invalidateQueries({ queryKey: ["/api/compliance"] });
    },
  });
}

export function useSaveTemplate(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiJson<Template>("POST", `/api/documents/${documentId}/template`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
