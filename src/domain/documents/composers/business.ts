import type { Citation } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import { FORESTRY_INDUSTRY_NAME, harvestsForest } from "../forest-work";
import { ul } from "../html";
import { lowerFirst } from "./text";

/** Facts about the business that change what a document says: size and industry. */

/**
 * The headcount rules the document states that apply to this business, stated plainly. Which
 * rules a type states is its definition's `thresholds`; the engine gives the composer only those.
 */
export function headcountRules(ctx: ComposeContext): { body: string; citations: Citation[] } {
  return {
    body: ctx.thresholds.length ? ul(ctx.thresholds.map((t) => t.consequence)) : "",
    citations: ctx.thresholds.flatMap((t) => t.citations),
  };
}

/** "6 to 19", "200 or more", "12". */
export function headcountText(ctx: ComposeContext): string {
  const { min, max } = ctx.employees;
  if (max === null) return `${min} or more`;
  return min === max ? `${min}` : `${min} to ${max}`;
}

/** A headcount small enough (1 to 5) that the owner personally fills most safety roles. */
export const isSmallHeadcount = (employees: { max: number | null }) =>
  employees.max !== null && employees.max <= 5;

/** A business small enough that the owner personally fills most safety roles. */
export function isSmallBusiness(ctx: ComposeContext): boolean {
  return isSmallHeadcount(ctx.employees);
}

/**
 * The business's industry as a heading or label names it: a forest harvesting crew filed under a
 * listed industry (agriculture) is "Forestry and logging", by the same reading that gives it the
 * logging law and rules the farm's rows out; an industry the owner typed keeps its own name.
 */
export function industryHeading(ctx: Pick<ComposeContext, "business" | "industryName">): string {
  return ctx.business.industry !== "other" && harvestsForest(ctx.business)
    ? FORESTRY_INDUSTRY_NAME
    : ctx.industryName;
}

/**
 * An American forest harvesting crew trains every crew member, supervisors included, in first aid
 * and CPR, as the federal logging standard does for every logging employee: its first aid plan
 * sets no planning ratio, and its method statements say so.
 */
export const trainsEveryCrewMember = (ctx: Pick<ComposeContext, "business" | "profile">) =>
  ctx.profile.country === "US" && harvestsForest(ctx.business);

export const isConstruction = (ctx: ComposeContext) => ctx.business.industry === "construction";

/**
 * The business's work as a sentence names it: the work its own description names where there is
 * one ("its forestry work"), else its industry in a sentence.
 */
export function workInSentence(ctx: Pick<ComposeContext, "business" | "industryName" | "sector">): string {
  return ctx.sector ?? industryInSentence(ctx);
}

/**
 * The business's industry inside a sentence ("common hazard of transport & logistics work"): a
 * listed industry's label, or a harvesting crew's "forestry and logging", in lower case; an
 * industry the owner typed keeps its own capitals after the first letter ("NDIS support work").
 */
export function industryInSentence(ctx: Pick<ComposeContext, "business" | "industryName">): string {
  return ctx.business.industry === "other"
    ? lowerFirst(ctx.industryName)
    : industryHeading(ctx).toLowerCase();
}
