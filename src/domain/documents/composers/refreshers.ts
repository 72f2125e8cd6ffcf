import type { TrainingRefresherId } from "../../catalogue/training-refreshers";
import type { Citation } from "../../legal/types";
import type { ComposeContext } from "../compose-types";

/**
 * How a document words a refresher or repeat interval no law sets: as the business's own choice, so
 * that no reader takes it for a legal interval, or as the changes that call for the training again.
 * Training records, the safety policy's competency table and the emergency plan's training table
 * all word their intervals this way, so a reader can always tell whose interval it is.
 */
export const OWN_INTERVAL = "(the business's own interval)";

/** Labels the interval as the business's own, once however often it is worded. */
export const ownInterval = (text: string): string =>
  text.endsWith(OWN_INTERVAL) ? text : `${text} ${OWN_INTERVAL}`;

/** For training a law elsewhere repeats at a set interval but the law here is not known to. */
export const ON_CHANGE = "When the task, equipment or law changes";

/** Words that make a refresher a period rather than an event ("when the work changes"). */
export const PERIOD = /\d|annual|every|year|month|week/i;

/** The interval the law sets for this training here, with the provisions that set it, or null. */
export function legalRefresher(ctx: ComposeContext, kind: TrainingRefresherId | null): string | null {
  const legal = kind ? ctx.profile.refreshers[kind] : undefined;
  if (!legal) return null;
  return `${legal.interval} (${legal.citations.map(ctx.citationTitle).join("; ")})`;
}

/** The provisions the given refresher texts rest on, for the section's references. */
export function refresherCitations(ctx: ComposeContext, refreshers: readonly string[]): Citation[] {
  return Object.values(ctx.profile.refreshers)
    .filter((r) => refreshers.some((text) => text.startsWith(r.interval)))
    .flatMap((r) => r.citations);
}

/** A period the business sets is labelled as its own; an event ("on appointment") needs no label. */
export const ownIfPeriod = (text: string): string => (PERIOD.test(text) ? ownInterval(text) : text);
