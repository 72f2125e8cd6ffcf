import { type DocumentTypeId, isDocumentType } from "../../../domain/catalogue";
import type { ReadyInputs } from "./ReadyStep";

/**
 * The wizard as it stood when the customer left it to buy a pack: the document type, the business
 * and what they had typed. Kept in this tab's session only, and read back once by the generator
 * the purchase returns to, so buying never costs them the job they were describing.
 */
export type WizardDraft = { businessId: string; documentType: DocumentTypeId; inputs: ReadyInputs };

const KEY = "wizardDraft";

export { FROM_GENERATOR, RESUME_PATH } from "../../lib/generator-return";

export function saveWizardDraft(draft: WizardDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the purchase still works; only the convenience is lost.
  }
}

/** The kept wizard, once: reading it removes it. */
export function takeWizardDraft(): WizardDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof value.businessId !== "string" || !isDocumentType(value.documentType) || !value.inputs)
      return null;
    return value as WizardDraft;
  } catch {
    return null;
  }
}
