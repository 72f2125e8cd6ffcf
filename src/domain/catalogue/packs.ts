import { DOCUMENT_TYPES, type DocumentType, type DocumentTypeId, documentType } from "./documents";
import { PACK_IDS, type PackId } from "./pack-ids";

export { isPackId, PACK_IDS, type PackId } from "./pack-ids";

export const CURRENCY = "USD";

export const PACK_CATEGORIES = ["core", "compliance", "operational", "wellbeing", "duties"] as const;

export type PackCategory = (typeof PACK_CATEGORIES)[number];

export type Pack = {
  readonly id: PackId;
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  /** One-time price in whole US dollars. */
  readonly price: number;
  readonly popular: boolean;
  readonly category: PackCategory;
};

export const PACKS = [
  {
    id: "core",
    name: "Core Document Pack",
    shortName: "Core",
    description: "The essential safety documents every business needs, tailored to your jurisdiction.",
    price: 99,
    popular: true,
    category: "core",
  },
  {
    id: "compliance-essentials",
    name: "Compliance Essentials",
    shortName: "Compliance",
    description: "Registers and records that show how you track hazards, chemicals and training.",
    price: 49,
    popular: false,
    category: "compliance",
  },
  {
    id: "operational-safety",
    name: "Operational Safety",
    shortName: "Operational",
    description: "Audits, procedures, inductions and permits for day-to-day safe operations.",
    price: 49,
    popular: false,
    category: "operational",
  },
  {
    id: "wellbeing-hr",
    name: "Wellbeing & HR",
    shortName: "Wellbeing",
    description: "Policies and programs for bullying, PPE, first aid, return to work and workstations.",
    price: 49,
    popular: false,
    category: "wellbeing",
  },
  {
    id: "new-duties",
    name: "New Duties",
    shortName: "New Duties",
    description:
      "Plans for the duties recent law has added, such as heat illness and workplace violence prevention, written for where you work.",
    price: 49,
    popular: false,
    category: "duties",
  },
] as const satisfies readonly Pack[];

export function packById(id: PackId): Pack;
export function packById(id: string): Pack | undefined;
export function packById(id: string): Pack | undefined {
  return PACKS.find((p) => p.id === id);
}

export function packDocuments(packId: PackId): DocumentType[] {
  return DOCUMENT_TYPES.filter((d) => d.packId === packId);
}

export function packOf(docTypeId: DocumentTypeId): Pack {
  return packById(documentType(docTypeId).packId);
}

export const BUNDLE = {
  id: "complete-document-suite",
  name: "Complete Document Suite",
  description: "Every document in every pack, for less than buying the packs separately.",
  price: 239,
  packIds: PACK_IDS,
} as const;

export function separatePackTotal(): number {
  return PACKS.reduce((sum, p) => sum + p.price, 0);
}

export function bundleSaving(): number {
  return separatePackTotal() - BUNDLE.price;
}

export function bundleDocumentCount(): number {
  return BUNDLE.packIds.reduce((sum, id) => sum + packDocuments(id).length, 0);
}

export const COMPLIANCE_PORTAL = {
  id: "compliance",
  name: "Compliance Portal",
  /** Whole US dollars per month. */
  monthlyPrice: 129,
  comingSoon: true,
} as const;

/** "Core Document pack", "Operational Safety pack": a pack's name said once, whatever its own ends in. */
export function packLabel(name: string): string {
  return `${name.replace(/ Pack$/, "")} pack`;
}

/** "Purchase the Core Document pack to generate WHS Policy." — shown on locked cards and refused generations. */
export function purchaseMessage(pack: Pick<Pack, "name">, documentName: string): string {
  return `Purchase the ${packLabel(pack.name)} to generate ${documentName}.`;
}
