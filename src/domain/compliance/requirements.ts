import { type DocumentTypeId, documentName } from "../catalogue/documents";
import { bandRange } from "../catalogue/employees";
import { applicable, resolveProfile } from "../documents/engine";
import { hazardsFor } from "../hazards";
import {
  type Citation,
  citationTitle,
  citationUrl,
  type JurisdictionProfile,
  type Threshold,
  type Topic,
} from "../legal";
import { type IsoDay, reviewStatus } from "./review";

export type RequirementLevel = "required" | "recommended";

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
};

type Ctx = {
  business: RequirementsBusiness;
  profile: JurisdictionProfile;
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

const fromTopic = (topic: Topic): RequirementReason => ({
  text: topic.summary,
  citations: topic.citations.map(resolve),
});

const fromThreshold = (t: Threshold): RequirementReason => ({
  text: t.consequence,
  citations: t.citations.map(resolve),
});

function thresholdReasons(ctx: Ctx, ids: readonly string[]): RequirementReason[] {
  return ids.flatMap((id) => {
    const t = ctx.thresholds.get(id);
    return t ? [fromThreshold(t)] : [];
  });
}

type Rule = (ctx: Ctx) => { level: RequirementLevel; reasons: RequirementReason[] } | null;

const AU_REGIMES = new Set(["model-whs", "vic-ohs"]);
const CHEMICAL_ACTIVITIES = ["hazardous-chemicals", "dangerous-goods", "lead-work", "asbestos"];
const PPE_INDUSTRIES = new Set(["construction", "manufacturing", "mining", "agriculture", "healthcare"]);
const OFFICE_INDUSTRIES = new Set(["professional", "office", "education", "retail", "other"]);

/**
 * One rule per document type. The level is the rule's reading of the law; every reason's words
 * and citations come from the jurisdiction's profile in the knowledge base.
 */
const RULES: Partial<Record<DocumentTypeId, Rule>> = {
  policy: (ctx) => {
    const uk = thresholdReasons(ctx, ["uk-written-policy", "uk-written-policy-under-5"]);
    if (uk.length > 0) {
      return { level: ctx.thresholds.has("uk-written-policy") ? "required" : "recommended", reasons: uk };
    }
    const iipp = thresholdReasons(ctx, ["us-ca-iipp"]);
    return {
      level: iipp.length > 0 ? "required" : "recommended",
      reasons: [...iipp, fromTopic(ctx.profile.generalDuties), ...thresholdReasons(ctx, ["us-state-plan"])],
    };
  },
  "risk-assessment": (ctx) => {
    const uk = thresholdReasons(ctx, ["uk-risk-assessment-record", "uk-risk-assessment-record-under-5"]);
    if (uk.length > 0) {
      return {
        level: ctx.thresholds.has("uk-risk-assessment-record") ? "required" : "recommended",
        reasons: uk,
      };
    }
    return {
      level:
        AU_REGIMES.has(ctx.profile.regime) || ctx.profile.regime === "nz-hswa" ? "required" : "recommended",
      reasons: [fromTopic(ctx.profile.riskManagement)],
    };
  },
  swms: (ctx) => {
    const rule = ctx.profile.highRiskWork;
    const construction = ctx.business.industry === "construction";
    if (ctx.highRiskWork.length === 0 && !construction) return null;
    const reasons: RequirementReason[] = [{ text: rule.mandatory, citations: rule.citations.map(resolve) }];
    if (ctx.highRiskWork.length > 0) {
      reasons.push({
        text: `Your work includes high-risk work the law names: ${ctx.highRiskWork.join("; ")}.`,
        citations: rule.citations.slice(0, 1).map(resolve),
      });
    }
    const level =
      AU_REGIMES.has(ctx.profile.regime) && ctx.highRiskWork.length > 0 ? "required" : "recommended";
    return { level, reasons };
  },
  "incident-form": (ctx) => ({
    level: "required",
    reasons: [
      fromTopic(ctx.profile.incidentNotification),
      ...thresholdReasons(ctx, ["us-recordkeeping", "us-recordkeeping-partial-exemption"]),
    ],
  }),
  "emergency-plan": (ctx) => {
    const us = thresholdReasons(ctx, ["us-eap-fpp-written", "us-eap-fpp-oral"]);
    const written = ctx.thresholds.has("us-eap-fpp-written");
    if (ctx.profile.regime === "us-osha") {
      return {
        level: written ? "required" : "recommended",
        reasons: [fromTopic(ctx.profile.emergencyPlanning), ...us],
      };
    }
    return {
      level: "required",
      reasons: [
        fromTopic(ctx.profile.emergencyPlanning),
        ...thresholdReasons(ctx, ["uk-fire-risk-assessment-record"]),
      ],
    };
  },
  "first-aid-plan": (ctx) => ({
    level:
      AU_REGIMES.has(ctx.profile.regime) || ctx.profile.regime === "uk-hswa" ? "required" : "recommended",
    reasons: [fromTopic(ctx.profile.firstAid), ...thresholdReasons(ctx, ["uk-first-aid-all-sizes"])],
  }),
  "chemical-register": (ctx) => {
    if (!CHEMICAL_ACTIVITIES.some((a) => ctx.activities.has(a))) return null;
    return {
      level:
        ctx.profile.regime === "model-whs" || ctx.profile.regime === "us-osha" ? "required" : "recommended",
      reasons: [fromTopic(ctx.profile.hazardousChemicals)],
    };
  },
  "ppe-register": (ctx) => {
    if (ctx.activities.size === 0 && !PPE_INDUSTRIES.has(ctx.business.industry)) return null;
    return { level: "recommended", reasons: [fromTopic(ctx.profile.ppe)] };
  },
  permit: (ctx) => {
    if (ctx.permits.length === 0) return null;
    return {
      level: "recommended",
      reasons: [
        {
          text: `Your work usually needs permits: ${ctx.permits.join("; ")}.`,
          citations: ctx.profile.highRiskWork.citations.slice(0, 1).map(resolve),
        },
        fromTopic(ctx.profile.riskManagement),
      ],
    };
  },
  "training-record": (ctx) => ({ level: "recommended", reasons: [fromTopic(ctx.profile.training)] }),
  induction: (ctx) => ({ level: "recommended", reasons: [fromTopic(ctx.profile.training)] }),
  "contractor-induction": (ctx) =>
    ctx.business.industry === "construction" || ctx.highRiskWork.length > 0
      ? { level: "recommended", reasons: [fromTopic(ctx.profile.consultation)] }
      : null,
  "bullying-policy": (ctx) => ({
    level: "recommended",
    reasons: [fromTopic(ctx.profile.bullying), fromTopic(ctx.profile.psychosocial)],
  }),
  "return-to-work": (ctx) => ({
    level: AU_REGIMES.has(ctx.profile.regime) ? "required" : "recommended",
    reasons: [fromTopic(ctx.profile.returnToWork)],
  }),
  "dse-checklist": (ctx) => {
    const office = OFFICE_INDUSTRIES.has(ctx.business.industry);
    const uk = ctx.profile.regime === "uk-hswa";
    if (!office && !uk) return null;
    // The DSE Regulations bind where employees habitually use screens: an office business.
    return {
      level: uk && office ? "required" : "recommended",
      reasons: [fromTopic(ctx.profile.workstations)],
    };
  },
  "hazard-register": (ctx) => ({ level: "recommended", reasons: [fromTopic(ctx.profile.riskManagement)] }),
};

/**
 * The documents a business's jurisdiction, headcount, industry and high-risk work make legally
 * required or recommended, required first, each with the reasons and citations from the
 * knowledge base.
 */
export function businessRequirements(business: RequirementsBusiness): Requirement[] {
  const profile = resolveProfile(business.country, business.jurisdiction);
  const employees = bandRange(business.employeeCount) ?? { min: 1, max: null };
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
    thresholds,
    highRiskWork,
    permits,
    activities: new Set(business.highRiskActivities),
  };
  const list: Requirement[] = [];
  for (const [type, rule] of Object.entries(RULES) as [DocumentTypeId, Rule][]) {
    const found = rule(ctx);
    // A requirement is only shown with an authority behind it.
    if (found?.reasons.some((r) => r.citations.length > 0))
      list.push({ documentType: type, name: documentName(type, profile.country), ...found });
  }
  const rank = (l: RequirementLevel) => (l === "required" ? 0 : 1);
  return list.sort((a, b) => rank(a.level) - rank(b.level));
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
