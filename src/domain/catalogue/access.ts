import type { DocumentTypeId } from "./documents";
import { packOf } from "./packs";
import { isPerJobType } from "./per-job";
import { hasUnlimitedGeneration } from "./plans";

export type DocumentCardState =
  | { kind: "created"; documentId: string }
  | { kind: "locked"; packId: string; packName: string }
  | { kind: "available" };

/**
 * The three states of a document card in the generator: a business's existing business-wide
 * document is always openable (a per-job type can always have one more); otherwise Compliance accounts and accounts with a credit of the type's pack may select it.
 */
export function documentCardState(input: {
  documentType: DocumentTypeId;
  existingDocuments: Readonly<Record<string, string>>;
  subscriptionStatus: string | null | undefined;
  credits: Readonly<Record<string, number>>;
}): DocumentCardState {
  const existing = input.existingDocuments[input.documentType];
  if (existing && !isPerJobType(input.documentType)) return { kind: "created", documentId: existing };
  if (hasUnlimitedGeneration(input.subscriptionStatus)) return { kind: "available" };
  const pack = packOf(input.documentType);
  if ((input.credits[pack.id] ?? 0) > 0) return { kind: "available" };
  return { kind: "locked", packId: pack.id, packName: pack.name };
}
