import { type CountryCode, normaliseCountry } from "./countries";
import type { PackId } from "./packs";

export type DocumentTypeEntry = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly packId: PackId;
};

// Design-brief ruling 1: 20 generatable types in 4 packs, listed in pack order.
export const DOCUMENT_TYPES = [
  {
    id: "policy",
    title: "WHS Policy",
    description: "The business's commitment to health and safety, its objectives and who is responsible.",
    packId: "core",
  },
  {
    id: "swms",
    title: "Safe Work Method Statement",
    description: "Step-by-step hazards and controls for a high-risk work activity.",
    packId: "core",
  },
  {
    id: "risk-assessment",
    title: "Risk Assessment",
    description: "Identified hazards rated by likelihood and consequence, with controls.",
    packId: "core",
  },
  {
    id: "incident-form",
    title: "Incident Report Form",
    description: "Records what happened, who was involved and the follow-up actions.",
    packId: "core",
  },
  {
    id: "emergency-plan",
    title: "Emergency Response Plan",
    description: "What everyone does in an emergency: alarms, evacuation, contacts and drills.",
    packId: "core",
  },
  {
    id: "hazard-register",
    title: "Hazard Register",
    description: "A living list of workplace hazards, their risk ratings and controls.",
    packId: "compliance-essentials",
  },
  {
    id: "chemical-register",
    title: "Chemical Register & SDS Log",
    description: "Hazardous chemicals on site with their safety data sheets and storage.",
    packId: "compliance-essentials",
  },
  {
    id: "training-record",
    title: "Training & Induction Record",
    description: "Who has been inducted and trained, in what, and when refreshers are due.",
    packId: "compliance-essentials",
  },
  {
    id: "action-plan",
    title: "Safety Action Plan",
    description: "Safety improvements with owners, priorities and due dates.",
    packId: "compliance-essentials",
  },
  {
    id: "safety-audit",
    title: "Safety Audit Checklist",
    description: "A structured audit of the safety system with findings and corrective actions.",
    packId: "operational-safety",
  },
  {
    id: "contractor-induction",
    title: "Contractor Induction",
    description: "Site rules, hazards and sign-off for contractors and visitors.",
    packId: "operational-safety",
  },
  {
    id: "sop-template",
    title: "Standard Operating Procedure",
    description: "How to do a routine task safely and consistently, step by step.",
    packId: "operational-safety",
  },
  {
    id: "induction",
    title: "Worker Induction",
    description: "What every new worker needs to know about safety on their first day.",
    packId: "operational-safety",
  },
  {
    id: "checklist",
    title: "Workplace Inspection Checklist",
    description: "Routine inspection items for the workplace, with space for actions.",
    packId: "operational-safety",
  },
  {
    id: "permit",
    title: "Permit to Work",
    description: "Authorisation and controls for hot work, confined spaces and other high-risk tasks.",
    packId: "operational-safety",
  },
  {
    id: "bullying-policy",
    title: "Anti-Bullying & Harassment Policy",
    description: "How bullying and harassment are prevented, reported and resolved.",
    packId: "wellbeing-hr",
  },
  {
    id: "ppe-register",
    title: "PPE Register",
    description: "Personal protective equipment issued, inspected and replaced.",
    packId: "wellbeing-hr",
  },
  {
    id: "first-aid-plan",
    title: "First Aid Plan",
    description: "First aiders, kits, facilities and procedures for the workplace.",
    packId: "wellbeing-hr",
  },
  {
    id: "return-to-work",
    title: "Return to Work Program",
    description: "Supporting injured workers back to suitable duties.",
    packId: "wellbeing-hr",
  },
  {
    id: "dse-checklist",
    title: "Workstation (DSE) Checklist",
    description: "Assessment of computer workstations, seating and display screen use.",
    packId: "wellbeing-hr",
  },
] as const satisfies readonly DocumentTypeEntry[];

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentTypeId = DocumentType["id"];

export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = DOCUMENT_TYPES.map((d) => d.id);

export function isDocumentType(value: unknown): value is DocumentTypeId {
  return typeof value === "string" && DOCUMENT_TYPES.some((d) => d.id === value);
}

export function documentType(id: DocumentTypeId): DocumentType;
export function documentType(id: string): DocumentType | undefined;
export function documentType(id: string): DocumentType | undefined {
  return DOCUMENT_TYPES.find((d) => d.id === id);
}

const LOCAL_NAMES: Partial<Record<DocumentTypeId, Partial<Record<CountryCode, string>>>> = {
  policy: {
    AU: "WHS Policy",
    UK: "Health and Safety Policy",
    NZ: "Health and Safety Policy",
    US: "Safety and Health Program",
  },
  swms: {
    AU: "Safe Work Method Statement",
    NZ: "Safe Work Method Statement",
    UK: "Method Statement (RAMS)",
    US: "Job Safety Analysis",
  },
  "dse-checklist": {
    AU: "Workstation Ergonomics Checklist",
    UK: "DSE Workstation Assessment",
    NZ: "Workstation Ergonomics Checklist",
    US: "Workstation Ergonomics Checklist",
  },
};

/** The name a business in that country knows the document by; the title for an unknown country. */
export function documentName(id: DocumentTypeId, country: string | null | undefined): string {
  const code = normaliseCountry(country);
  const local = code ? LOCAL_NAMES[id]?.[code] : undefined;
  return local ?? documentType(id).title;
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

/** The `documentTypes` part of a country's jurisdiction configuration (spec section 3). */
export function jurisdictionDocumentTypes(country: string | null | undefined): JurisdictionDocumentType[] {
  return CANONICAL_JURISDICTION_TYPES.map((id) => ({
    canonical: id,
    localName: documentName(id, country),
    description: documentType(id).description,
    ...JURISDICTION_DOCUMENT_FLAGS[id],
  }));
}
