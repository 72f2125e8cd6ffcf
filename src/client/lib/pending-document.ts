import { PENDING_DOCUMENT_KEY } from "../../domain/catalogue";

export type PendingDocument = { id: string; typeName: string; timestamp: number };

/** Remembers a just-generated document so the dashboard can announce it once it is listed. */
export function storePendingDocument(storage: Storage, doc: PendingDocument) {
  storage.setItem(PENDING_DOCUMENT_KEY, JSON.stringify(doc));
}

/**
 * The banner rule: a marker that names a document in the loaded list is shown and removed;
 * an unparsable marker is removed; a marker for a document not (yet) listed is kept.
 */
export function takePendingDocument(storage: Storage, listedIds: readonly string[]): PendingDocument | null {
  const raw = storage.getItem(PENDING_DOCUMENT_KEY);
  if (raw === null) return null;
  let marker: PendingDocument;
  try {
    marker = JSON.parse(raw) as PendingDocument;
    if (!marker || typeof marker.id !== "string" || typeof marker.typeName !== "string")
      throw new Error("bad marker");
  } catch {
    storage.removeItem(PENDING_DOCUMENT_KEY);
    return null;
  }
  if (!listedIds.includes(marker.id)) return null;
  storage.removeItem(PENDING_DOCUMENT_KEY);
  return marker;
}
