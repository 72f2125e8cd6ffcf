import type { DocumentTypeId } from "../catalogue/documents";
import { resolveProfile } from "../documents/engine";
import { namesSilicaWork } from "../tasks";
import { businessRequirements, type RequirementsBusiness } from "./requirements";

/** What the offer of a document type reads of a business: its requirements' facts and its own words. */
export type OfferBusiness = RequirementsBusiness & { workDescription?: string | null };

/** The job a document is asked for: the customer's words for it and the tasks they chose. */
export type OfferJob = { activity?: string; taskIds?: readonly string[] };

/**
 * Types written only for work that needs them, each with the test of a job that does: a silica
 * control plan for work that makes respirable crystalline silica dust.
 */
const FOR_WORK: Partial<
  Record<DocumentTypeId, { work: string; does: (business: OfferBusiness, job: OfferJob) => boolean }>
> = {
  "silica-plan": {
    work: "work that makes respirable crystalline silica dust (cutting, drilling, grinding, chasing or breaking concrete, masonry, tile or stone)",
    does: (business, job) =>
      namesSilicaWork({
        taskIds: job.taskIds,
        texts: [job.activity, business.workDescription],
        industry: business.industry,
      }),
  },
};

/**
 * Types written only for a law some jurisdictions have, each with the words a refusal uses:
 * public protection procedures for the United Kingdom's law on protecting premises from
 * terrorism, offered where the business's jurisdiction has it, to a business whose industry is
 * one of the uses the law lists (shops, food and drink) or whose industry it typed itself (a
 * venue, a gym, a place of worship); a builder's yard or a factory is not premises the public
 * gathers at, so it is not offered there.
 */
const FOR_LAW: Partial<Record<DocumentTypeId, { law: string; has: (business: OfferBusiness) => boolean }>> = {
  "public-protection": {
    law: "premises open to the public under the United Kingdom's Terrorism (Protection of Premises) Act 2025",
    has: (business) => {
      const law = resolveProfile(
        business.country,
        business.jurisdiction,
        undefined,
        business.industry,
      ).publicProtection;
      return (
        law !== undefined && (law.industries.includes(business.industry) || business.industry === "other")
      );
    },
  },
};

/** The document types offered only to some businesses: for work that needs them, or under a law they are under. */
export const TYPES_FOR_WORK = [...Object.keys(FOR_WORK), ...Object.keys(FOR_LAW)] as DocumentTypeId[];

/**
 * Whether a document type is offered to a business, for a job where one is named. Most types are
 * offered to every business. A type written only for some work (a silica control plan) is offered
 * where the law of the business's jurisdiction lists it for the business's industry or declared
 * work (its requirements), or where the job named, the tasks chosen or the business's own
 * description of its work is such work; an office or a childcare centre with none is not offered it.
 */
export function documentOffered(type: DocumentTypeId, business: OfferBusiness, job: OfferJob = {}): boolean {
  const forLaw = FOR_LAW[type];
  if (forLaw) return forLaw.has(business);
  const forWork = FOR_WORK[type];
  if (!forWork) return true;
  if (forWork.does(business, job)) return true;
  return businessRequirements(business).some((r) => r.documentType === type);
}

/** The work a type written only for some work is for, in words a refusal can use; null for other types. */
export function workNeeded(type: DocumentTypeId): string | null {
  return FOR_WORK[type]?.work ?? null;
}

/** The law a type written only for some jurisdictions' law is for, in words a refusal can use; null for other types. */
export function lawNeeded(type: DocumentTypeId): string | null {
  return FOR_LAW[type]?.law ?? null;
}
