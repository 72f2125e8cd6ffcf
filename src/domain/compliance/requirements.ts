import { type DocumentTypeId, documentName } from "../catalogue/documents";
import { type GbPlace, gbPlaceOf, inExtent } from "../catalogue/gb-nations";
import { applicable, employeesOf, type LawLookup, resolveProfile } from "../documents/engine";
import { industryOfLaw } from "../documents/forest-work";
import { hazardsFor } from "../hazards";
import {
  type Citation,
  citationTitle,
  citationUrl,
  forFacts,
  forHeadcount,
  type JurisdictionProfile,
  publicProtectionInForce,
  type RequirementCondition,
  type RequirementLevel,
  type RequirementReasonSource,
  type RequirementRule,
  type Threshold,
  type Topic,
} from "../legal";
import { placeWorder } from "../legal/helpers";
import { namesSilicaWork } from "../tasks";
import { type IsoDay, reviewStatus } from "./review";

export type { RequirementLevel } from "../legal";

export type ResolvedCitation = { id: string; pinpoint: string | null; title: string; url: string };
export type RequirementReason = { text: string; citations: ResolvedCitation[] };

export type Requirement = {
  documentType: DocumentTypeId;
  /** The name a business in that country knows the document by. */
  name: string;
  level: RequirementLevel;
  /** Why, each sentence from the knowledge base with the instruments it rests on. */
  reasons: RequirementReason[];
};

export type RequirementsBusiness = {
  country: string;
  jurisdiction: string;
  employeeCount: string;
  industry: string;
  highRiskActivities: readonly string[];
  /** The business's own words for its work, where a rule tests what the work is. */
  workDescription?: string | null;
  /** The most people it expects at its premises at one time, where a law's tiers count them. */
  mostPeopleAtOnce?: number | null;
  /**
   * Its letterhead address: in Great Britain its postcode says which nation's fire law its
   * premises are under, as the documents read it where they name no site.
   */
  address?: string | null;
};

type Ctx = {
  business: RequirementsBusiness;
  profile: JurisdictionProfile;
  /** A sentence of the profile as it reads where the premises are. */
  worded: (text: string) => string;
  thresholds: Map<string, Threshold>;
  /** High-risk construction work categories the business's work brings, as the local law words them. */
  highRiskWork: string[];
  permits: string[];
  activities: Set<string>;
};

const resolve = (c: Citation): ResolvedCitation => ({
  id: c.id,
  pinpoint: c.pinpoint ?? null,
  title: citationTitle(c),
  url: citationUrl(c),
});

const fromTopic = (topic: Topic, worded: (text: string) => string = (t) => t): RequirementReason => ({
  text: worded(topic.summary),
  citations: topic.citations.map(resolve),
});

const fromThreshold = (t: Threshold, worded: (text: string) => string): RequirementReason => ({
  text: worded(t.consequence),
  citations: t.citations.map(resolve),
});

/** Whether the business meets a rule's condition. */
function holds(c: RequirementCondition, ctx: Ctx): boolean {
  if ("any" in c) return c.any.some((inner) => holds(inner, ctx));
  if ("industry" in c) return c.industry.includes(ctx.business.industry);
  if ("activity" in c) return c.activity.some((a) => ctx.activities.has(a));
  if ("anyActivity" in c) return ctx.activities.size > 0;
  if ("highRiskWork" in c) return ctx.highRiskWork.length > 0;
  if ("permits" in c) return ctx.permits.length > 0;
  if ("silicaWork" in c)
    return namesSilicaWork({ texts: [ctx.business.workDescription], industry: ctx.business.industry });
  return ctx.thresholds.has(c.threshold);
}

/** The sentences a reason stands for; a threshold that does not apply to the headcount gives none. */
function reasonsOf(source: RequirementReasonSource, ctx: Ctx): RequirementReason[] {
  if ("topic" in source) return [fromTopic(ctx.profile[source.topic], ctx.worded)];
  if ("threshold" in source) {
    const t = ctx.thresholds.get(source.threshold);
    return t ? [fromThreshold(t, ctx.worded)] : [];
  }
  const rule = ctx.profile.highRiskWork;
  const first = rule.citations.slice(0, 1).map(resolve);
  switch (source.say) {
    case "highRiskWorkMandatory":
      return [{ text: rule.mandatory, citations: rule.citations.map(resolve) }];
    case "highRiskWorkNamed":
      return ctx.highRiskWork.length > 0
        ? [
            {
              text: `Your work includes high-risk work the law names: ${ctx.highRiskWork.join("; ")}.`,
              citations: first,
            },
          ]
        : [];
    case "permitsNeeded":
      return [{ text: `Your work usually needs permits: ${ctx.permits.join("; ")}.`, citations: first }];
  }
}

/** Applies one jurisdiction's rule for a document type to the business. */
function apply(
  rule: RequirementRule,
  ctx: Ctx,
): { level: RequirementLevel; reasons: RequirementReason[] } | null {
  if (rule.when && !holds(rule.when, ctx)) return null;
  const level = rule.requiredWhen && holds(rule.requiredWhen, ctx) ? "required" : rule.level;
  return { level, reasons: rule.reasons.flatMap((r) => reasonsOf(r, ctx)) };
}

/**
 * The documents a business's jurisdiction, headcount, industry and high-risk work make legally
 * required or recommended, required first, each with the reasons and citations from the
 * knowledge base.
 */
export function businessRequirements(
  business: RequirementsBusiness,
  /** The law of one day (and which knowledge base); the latest compiled law without it. */
  on?: { day: string; law: LawLookup },
): Requirement[] {
  const employees = employeesOf(business);
  // Where the address's postcode puts the premises in one nation of Great Britain, the other
  // nation's fire law is not theirs (docs/decisions/147-a-business-list-follows-its-nation.md).
  const place = business.jurisdiction === "UK-GB" ? gbPlaceOf(business.address) : undefined;
  const profile = inPlace(
    forHeadcount(
      resolveProfile(business.country, business.jurisdiction, on?.day, industryOfLaw(business), on?.law),
      employees,
    ),
    place,
  );
  const thresholds = new Map(
    profile.thresholds.flatMap((t) => applicable(t, employees)).map((t) => [t.id, t] as const),
  );
  const hazards = hazardsFor({
    industry: business.industry,
    highRiskActivities: business.highRiskActivities,
    hazardTypes: [],
  });
  const categories = profile.highRiskWork.categories;
  const highRiskWork = [
    ...new Set(
      hazards.flatMap((h) => h.highRiskWork).flatMap((id) => (categories[id] ? [categories[id].text] : [])),
    ),
  ];
  const permits = [...new Set(hazards.flatMap((h) => h.permits))];
  const ctx: Ctx = {
    business,
    profile,
    worded: placeWorder(profile, place),
    thresholds,
    highRiskWork,
    permits,
    activities: new Set(business.highRiskActivities),
  };
  const list: Requirement[] = [];
  // Each jurisdiction's rules are data in knowledge/jurisdictions (its `requirements:`).
  for (const [type, rule] of Object.entries(profile.requirements) as [DocumentTypeId, RequirementRule][]) {
    const found = apply(rule, ctx);
    // A requirement is only shown with an authority behind it.
    if (found?.reasons.some((r) => r.citations.length > 0))
      list.push({ documentType: type, name: documentName(type, profile.country), ...found });
  }
  const premises = publicProtectionNeed(business, profile, on?.day);
  if (premises) list.push(premises);
  const rank = (l: RequirementLevel) => (l === "required" ? 0 : 1);
  return list.sort((a, b) => rank(a.level) - rank(b.level));
}

/** The profile without the law of another part of the jurisdiction than the place, where it is known. */
function inPlace(profile: JurisdictionProfile, place: GbPlace | undefined): JurisdictionProfile {
  return place === undefined ? profile : forFacts(profile, (i) => inExtent(i.extent, place));
}

/**
 * Public protection procedures, required where a law on protecting premises from terrorism
 * reaches the business's premises (their use is one of its industries and it expects at least the
 * law's number of people there at once) and its duties apply: on the day asked about, or in the
 * latest law, once the knowledge holds the day they start. Before then the law is announced, not
 * a need (what's coming lists it).
 */
function publicProtectionNeed(
  business: RequirementsBusiness,
  profile: JurisdictionProfile,
  day: string | undefined,
): Requirement | null {
  const law = profile.publicProtection;
  if (!law || law.dutiesFrom === null) return null;
  if (day !== undefined && !publicProtectionInForce(law, day)) return null;
  if (!law.industries.includes(business.industry)) return null;
  if ((business.mostPeopleAtOnce ?? 0) < law.standardFrom) return null;
  return {
    documentType: "public-protection",
    name: documentName("public-protection", profile.country),
    level: "required",
    reasons: [fromTopic(law)],
  };
}

export type HeldDocument = { id: string; type: string; nextReviewOn: IsoDay | null };
export type RequirementState = "current" | "review-overdue" | "missing";

/** Whether the business holds a current document of each requirement's type. */
export function withHoldings(
  requirements: readonly Requirement[],
  documents: readonly HeldDocument[],
  today: IsoDay,
): (Requirement & { state: RequirementState; documentId: string | null })[] {
  return requirements.map((r) => {
    const doc = documents.find((d) => d.type === r.documentType);
    if (!doc) return { ...r, state: "missing", documentId: null };
    const overdue = doc.nextReviewOn !== null && reviewStatus(doc.nextReviewOn, today) === "overdue";
    return { ...r, state: overdue ? "review-overdue" : "current", documentId: doc.id };
  });
}
