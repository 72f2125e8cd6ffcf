import { mentions } from "../tasks/words";
import { sameText } from "./same-text";
import type { Condition, HazardEntry, Offer, Variant } from "./types";

/**
 * What the business has told us that a library line may depend on: its industry, the hazard ids it
 * asked for (ticked activities and hazard types, hazards its description names) and its own words
 * (work description, the activity and scope of the document, the industry it typed for "other"),
 * its country where known, and whether it wrote no description of its work at all.
 */
export type HazardFacts = {
  industry: string;
  asked: readonly string[];
  words: string;
  country?: string;
  /**
   * The words of the work a line is read for, where it is one task's step (the task's title and
   * the step): a condition on `work` reads them instead of the business's words.
   */
  work?: string;
  /** The business wrote no description of its work; without it, one that gave no words at all. */
  undescribed?: boolean;
};

/**
 * Whether the business's facts hold a condition: its `or` condition does, or any of its own parts
 * does and its words name none of its `unlessWords`.
 */
export function holds(c: Condition, facts: HazardFacts): boolean {
  if (c.or !== undefined && holds(c.or, facts)) return true;
  if (c.unlessWords !== undefined && mentions(facts.words, c.unlessWords)) return false;
  return (
    (c.industries?.includes(facts.industry) ?? false) ||
    (c.hazards?.some((id) => facts.asked.includes(id)) ?? false) ||
    (c.words !== undefined && mentions(facts.words, c.words, c.except)) ||
    (c.work !== undefined && mentions(facts.work ?? facts.words, c.work)) ||
    (facts.country !== undefined && (c.countries?.includes(facts.country) ?? false)) ||
    (c.undescribed === true && (facts.undescribed ?? facts.words.trim() === ""))
  );
}

/** Whether a line with this offer is for the business. */
export function offered(o: Offer | undefined, facts: HazardFacts): boolean {
  if (o === undefined) return true;
  return (
    (o.when === undefined || holds(o.when, facts)) &&
    (o.also === undefined || holds(o.also, facts)) &&
    (o.unless === undefined || !holds(o.unless, facts))
  );
}

/**
 * The business's words that name work the entry is usual at (`usualAt`: "barrel ageing" for
 * forklifts), the first the library lists; none where its words name none.
 */
export function usualWork(entry: HazardEntry, facts: HazardFacts): string | undefined {
  return entry.usualAt?.find((w) => mentions(facts.words, [w]));
}

/** Whether the business's facts bring an entry: its `offer` holds, or its words name work it is usual at. */
export function brought(entry: HazardEntry, facts: HazardFacts): boolean {
  return offered(entry.offer, facts) || usualWork(entry, facts) !== undefined;
}

/**
 * A name, harm, who is at risk or ask as it reads for this business: the first of its wordings for
 * what the business does or its country that the business's facts hold, else the entry's own.
 */
export function wordedFor<K extends "name" | "harm" | "whoAtRisk" | "ask">(
  entry: HazardEntry,
  field: K,
  facts: HazardFacts,
): HazardEntry[K] {
  return (entry.variants?.[field] ?? []).find((v: Variant) => offered(v, facts))?.text ?? entry[field];
}

/**
 * The entry as it reads for this business: each conditional line kept only where the business's
 * facts hold it, its name, harm and who is at risk in the first wording offered to it, and its
 * ratings the first offered to it where the library rates some businesses apart. A line
 * the business's facts do not settle is left out rather than stated for a workplace it may not
 * have. The result carries no conditions of its own.
 */
export function forBusiness(entry: HazardEntry, facts: HazardFacts): HazardEntry {
  const { conditions, variants, ratings, offer: _offer, ...rest } = entry;
  const rated = ratings?.find((r) => offered(r, facts));
  if (rated) {
    rest.inherent = rated.inherent;
    rest.residual = rated.residual;
  }
  if (conditions === undefined && variants === undefined) return rest;
  const refused = new Set((conditions ?? []).filter((c) => !offered(c, facts)).map((c) => sameText(c.text)));
  const keep = (text: string) => !refused.has(sameText(text));
  return {
    ...rest,
    name: wordedFor(entry, "name", facts),
    harm: wordedFor(entry, "harm", facts),
    whoAtRisk: wordedFor(entry, "whoAtRisk", facts),
    ...(entry.ask === undefined ? {} : { ask: wordedFor(entry, "ask", facts) }),
    controls: entry.controls.filter((c) => keep(c.text)),
    ppe: entry.ppe.filter(keep),
    permits: entry.permits.filter(keep),
    competencies: entry.competencies.filter(keep),
  };
}
