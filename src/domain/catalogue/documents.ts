import { DOCUMENT_TYPE_DEFINITIONS, type DocumentTypeId, definitionOf } from "../documents/types/registry";
import { type CountryCode, normaliseCountry } from "./countries";
import type { PackId } from "./pack-ids";
import { localSpelling } from "./spelling";

export type { DocumentTypeId } from "../documents/types/registry";

export type DocumentTypeEntry = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly packId: PackId;
};

export type DocumentType = { readonly id: DocumentTypeId } & DocumentTypeEntry;

/** The generatable types in pack order, as the catalogue shows them (from the document type registry). */
export const DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPE_DEFINITIONS.map(
  ({ id, title, description, packId }) => ({ id, title, description, packId }),
);

export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = DOCUMENT_TYPES.map((d) => d.id);

export function isDocumentType(value: unknown): value is DocumentTypeId {
  return typeof value === "string" && definitionOf(value) !== undefined;
}

export function documentType(id: DocumentTypeId): DocumentType;
export function documentType(id: string): DocumentType | undefined;
export function documentType(id: string): DocumentType | undefined {
  return DOCUMENT_TYPES.find((d) => d.id === id);
}

/** The name a business in that country knows the document by; the title for an unknown country. */
export function documentName(id: DocumentTypeId, country: string | null | undefined): string {
  const code: CountryCode | null = normaliseCountry(country);
  const definition = definitionOf(id);
  if (!code) return definition.title;
  // A name written once ("Return to Work Program") reads as the country spells it.
  return definition.names?.[code] ?? localSpelling(definition.title, code);
}

export const CANONICAL_JURISDICTION_TYPES = [
  "policy",
  "swms",
  "risk-assessment",
  "incident-form",
  "emergency-plan",
] as const satisfies readonly DocumentTypeId[];

export type CanonicalJurisdictionType = (typeof CANONICAL_JURISDICTION_TYPES)[number];

export const JURISDICTION_DOCUMENT_FLAGS = {
  policy: { required: false, constructionOnly: false },
  swms: { required: true, constructionOnly: true },
  "risk-assessment": { required: false, constructionOnly: false },
  "incident-form": { required: false, constructionOnly: false },
  "emergency-plan": { required: false, constructionOnly: false },
} as const satisfies Record<CanonicalJurisdictionType, { required: boolean; constructionOnly: boolean }>;

export type JurisdictionDocumentType = {
  canonical: CanonicalJurisdictionType;
  localName: string;
  description: string;
  required: boolean;
  constructionOnly: boolean;
};

/** The `documentTypes` part of a country's jurisdiction configuration. */
export function jurisdictionDocumentTypes(country: string | null | undefined): JurisdictionDocumentType[] {
  return CANONICAL_JURISDICTION_TYPES.map((id) => ({
    canonical: id,
    localName: documentName(id, country),
    description: documentType(id).description,
    ...JURISDICTION_DOCUMENT_FLAGS[id],
  }));
}
