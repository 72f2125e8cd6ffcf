import type { DocumentTypeId } from "../catalogue/documents";
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

/** The document types offered only to a business with work that needs them. */
export const TYPES_FOR_WORK = Object.keys(FOR_WORK) as DocumentTypeId[];

/**
 * Whether a document type is offered to a business, for a job where one is named. Most types are
 * offered to every business. A type written only for some work (a silica control plan) is offered
 * where the law of the business's jurisdiction lists it for the business's industry or declared
 * work (its requirements), or where the job named, the tasks chosen or the business's own
 * description of its work is such work; an office or a childcare centre with none is not offered it.
 */
export function documentOffered(type: DocumentTypeId, business: OfferBusiness, job: OfferJob = {}): boolean {
  const forWork = FOR_WORK[type];
  if (!forWork) return true;
  if (forWork.does(business, job)) return true;
  return businessRequirements(business).some((r) => r.documentType === type);
}

/** The work a type written only for some work is for, in words a refusal can use; null for other types. */
export function workNeeded(type: DocumentTypeId): string | null {
  return FOR_WORK[type]?.work ?? null;
}
