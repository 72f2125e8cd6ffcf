import {
  type CountryCode,
  type DocumentTypeId,
  isDocumentType,
  normaliseCountry,
} from "../../../domain/catalogue";

export type WizardStart = {
  step: 1 | 2;
  registering: boolean;
  businessId: string | null;
  country: CountryCode | null;
  documentType: DocumentTypeId | null;
};

/**
 * Where the wizard opens. With no business it starts by registering one; otherwise at the document
 * type. `?business=ID&type=TYPE` (the requirements page's Generate links)
 * chooses that business, its country and, when the account may generate it, that type.
 */
export function wizardStart(
  search: string,
  businesses: readonly { id: string; country: string }[],
  canGenerate: (type: DocumentTypeId) => boolean,
): WizardStart {
  if (businesses.length === 0) {
    return { step: 2, registering: true, businessId: null, country: null, documentType: null };
  }
  const params = new URLSearchParams(search);
  const asked = businesses.find((b) => b.id === params.get("business"));
  // Without an asked-for business none is assumed: the document's country and then its business are chosen.
  if (!asked) return { step: 1, registering: false, businessId: null, country: null, documentType: null };
  const type = params.get("type");
  return {
    step: 1,
    registering: false,
    businessId: asked.id,
    country: normaliseCountry(asked.country),
    documentType: isDocumentType(type) && canGenerate(type) ? type : null,
  };
}
