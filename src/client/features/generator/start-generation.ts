import type { QueryClient } from "@tanstack/react-query";
import { createElement } from "react";
import { Link } from "wouter";
import type { Policy } from "../../../contracts/documents";
import { DELAYS_MS } from "../../../domain/catalogue";
import type { MethodCandidate } from "../../../domain/tasks/suggest";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson, isUnauthorizedError } from "../../lib/api";
import { seedCreatedDocument } from "../../lib/created-document";
import { CREDITS_KEY, POLICIES_KEY } from "../../lib/documents-api";
import { storePendingDocument } from "../../lib/pending-document";
import { handleUnauthorized } from "../../lib/unauthorized";

export type GenerationRequest = {
  businessId: string | null;
  documentType: string | null;
  /** Shown in the notices and the ready banner, e.g. "Safe Work Method Statement". */
  typeName: string;
  metadata: Record<string, unknown>;
  additionalPolicies: string[];
  /**
   * Stay on the page until the server answers, so that its request to choose the job's method, or
   * its objection to a field, is shown in the form rather than as a notice elsewhere.
   */
  waitForAnswer?: boolean;
  /** Generate although the business has a document of this type for the same job and site. */
  confirmDuplicate?: boolean;
};

/** How a generation the page waited for ended, for the form to act on. */
export type GenerationOutcome =
  | { kind: "done" }
  | { kind: "choose-method"; message: string; candidates: MethodCandidate[] }
  | { kind: "invalid"; errors: { field: string; message: string }[] }
  | { kind: "confirm-duplicate"; message: string; existingId: string }
  | { kind: "failed" };

type Navigate = (to: string) => void;

/** The server's refusal, whether it came as a JSON body or as JSON inside an error message. */
export function parseRefusal(error: unknown): {
  message?: string;
  actionRequired?: string;
  existingDocumentId?: string;
  candidates?: MethodCandidate[];
  errors?: { field: string; message: string }[];
} {
  const text = error instanceof ApiRequestError ? error.body : error instanceof Error ? error.message : "";
  const json = text.match(/\{[\s\S]*\}/)?.[0];
  if (json) {
    try {
      return JSON.parse(json);
    } catch {}
  }
  return { message: error instanceof Error ? error.message : undefined };
}

/**
 * Sends the generation and takes the user home at once; the outcome arrives as a notice and, on
 * success, as the dashboard's ready banner. Runs outside any component so leaving the page is fine.
 */
export async function startGeneration(
  queryClient: QueryClient,
  navigate: Navigate,
  request: GenerationRequest,
): Promise<GenerationOutcome> {
  if (!request.businessId || !request.documentType) {
    toast({ title: "Please select a business and document type", variant: "destructive" });
    return { kind: "failed" };
  }
  toast({ title: "Generating document", description: `Your ${request.typeName} is being prepared.` });
  const isPolicy = request.documentType === "policy";
  const call = isPolicy
    ? apiJson<Policy>("POST", "/api/policies/generate", {
        businessId: request.businessId,
        additionalPolicies: request.additionalPolicies,
      })
    : apiJson<Policy>("POST", "/api/documents/generate", {
        businessId: request.businessId,
        documentType: request.documentType,
        metadata: request.metadata,
        ...(request.confirmDuplicate ? { confirmDuplicate: true } : {}),
      });
  if (!request.waitForAnswer) navigate("/");
  try {
    const policy = await call;
    if (request.waitForAnswer) navigate("/");
    seedCreatedDocument(queryClient, policy);
    storePendingDocument(window.localStorage, {
      id: policy.id,
      typeName: request.typeName,
      timestamp: Date.now(),
    });
    await Promise.all([
      // The lists are read again; the document itself is as the server just returned it.
      queryClient.invalidateQueries({
        queryKey: POLICIES_KEY,
        predicate: (q) => q.queryKey[1] !== policy.id,
      }),
      queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/businesses"] }),
    ]);
    return { kind: "done" };
  } catch (error) {
    if (isUnauthorizedError(error)) {
      let signedIn = false;
      await handleUnauthorized(() => {
        signedIn = true;
      });
      // Refused while the session was being renewed: nothing was generated, so it is sent again.
      return signedIn ? startGeneration(queryClient, navigate, request) : { kind: "failed" };
    }
    const refusal = parseRefusal(error);
    if (request.waitForAnswer && refusal.actionRequired === "choose-method")
      return {
        kind: "choose-method",
        message: refusal.message ?? "Choose the task that is your job, or write your own steps.",
        candidates: refusal.candidates ?? [],
      };
    if (refusal.actionRequired === "confirm-duplicate" && refusal.existingDocumentId) {
      if (request.waitForAnswer)
        return {
          kind: "confirm-duplicate",
          message: refusal.message ?? "You already have a document for this job and site.",
          existingId: refusal.existingDocumentId,
        };
      toast({
        title: "Not generated: same job and site",
        description: refusal.message,
        action: createElement(
          Link,
          {
            href: `/editor/${refusal.existingDocumentId}`,
            className: "shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium",
          },
          "Open it",
        ),
      });
      return { kind: "failed" };
    }
    if (
      request.waitForAnswer &&
      error instanceof ApiRequestError &&
      error.status === 400 &&
      Array.isArray(refusal.errors)
    )
      return { kind: "invalid", errors: refusal.errors };
    if (refusal.actionRequired === "edit" && refusal.existingDocumentId) {
      toast({ title: "Document Already Exists", description: refusal.message });
      const id = refusal.existingDocumentId;
      setTimeout(() => navigate(`/editor/${id}`), DELAYS_MS.existingDocumentRedirect);
    } else if (refusal.actionRequired === "purchase") {
      toast({
        title: "Purchase Required",
        description: refusal.message,
        variant: "destructive",
        action: createElement(
          Link,
          {
            href: "/subscribe",
            className: "shrink-0 rounded-md border border-white/60 px-3 py-1.5 text-sm font-medium",
          },
          "View Packs",
        ),
      });
    } else if (refusal.message?.includes("requires upgrade")) {
      toast({ title: "Upgrade Required", description: refusal.message, variant: "destructive" });
      navigate("/subscribe");
    } else {
      toast({
        title: "Unable to Generate Document",
        description: refusal.message || "Failed to generate document",
        variant: "destructive",
      });
    }
    return { kind: "failed" };
  }
}
