import { reviewPeriodMonths } from "../catalogue/review-periods";

/** A calendar day as "YYYY-MM-DD", read in UTC so server and browser agree. */
export type IsoDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isoDay(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written "YYYY-MM-DD". */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === text;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addMonths(day: IsoDay, months: number): IsoDay {
  const d = new Date(`${day}T00:00:00Z`);
  const target = d.getUTCMonth() + months;
  d.setUTCMonth(target);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (d.getUTCMonth() !== ((target % 12) + 12) % 12) d.setUTCDate(0);
  return isoDay(d);
}

/** The default next review date of a new document of that type, created on `today`; null for a permit. */
export function defaultNextReview(type: string, today: IsoDay): IsoDay | null {
  const months = reviewPeriodMonths(type);
  return months === null ? null : addMonths(today, months);
}

/** Days before the due date inside which a document counts as "due soon". */
export const DUE_SOON_DAYS = 30;

export type ReviewStatus = "overdue" | "due-soon" | "up-to-date";

export function reviewStatus(dueOn: IsoDay, today: IsoDay): ReviewStatus {
  const left = daysBetween(today, dueOn);
  if (left < 0) return "overdue";
  if (left <= DUE_SOON_DAYS) return "due-soon";
  return "up-to-date";
}

export type ComplianceDocument = {
  id: string;
  title: string;
  type: string;
  businessId: string;
  businessName: string;
  /** Null for a document never reviewed on a schedule (a permit, closed per job or shift). */
  nextReviewOn: IsoDay | null;
  /** What, besides its review date, needs the owner (see `attentionFor`). */
  attention?: readonly { reason: string; text: string }[];
};

/** `days` until the review date (negative: overdue); null for a document with none. */
type Entry<D> = D & { days: number | null };

export type ComplianceOverview<D extends ComplianceDocument = ComplianceDocument> = {
  overdue: Entry<D>[];
  needsAttention: Entry<D>[];
  dueSoon: Entry<D>[];
  upToDate: Entry<D>[];
};

/**
 * Sorts documents into the dashboard's groups; `days` is days until due (negative: overdue). A
 * document past its review date is overdue; otherwise one with anything needing its owner (an
 * update waiting, never issued, a permit left open) needs attention, whatever its review date. A
 * permit has no review date: it is never overdue or due soon.
 */
export function complianceOverview<D extends ComplianceDocument>(
  documents: readonly D[],
  today: IsoDay,
): ComplianceOverview<D> {
  const result: ComplianceOverview<D> = { overdue: [], needsAttention: [], dueSoon: [], upToDate: [] };
  // Documents with no review date (permits) come after those with one.
  const sorted = [...documents].sort((a, b) =>
    (a.nextReviewOn ?? "9999").localeCompare(b.nextReviewOn ?? "9999"),
  );
  for (const d of sorted) {
    const entry = { ...d, days: d.nextReviewOn === null ? null : daysBetween(today, d.nextReviewOn) };
    // A permit is never due for review: only what needs its owner (left open) can flag it.
    const status = d.nextReviewOn === null ? "up-to-date" : reviewStatus(d.nextReviewOn, today);
    if (status === "overdue") result.overdue.push(entry);
    else if (d.attention?.length) result.needsAttention.push(entry);
    else if (status === "due-soon") result.dueSoon.push(entry);
    else result.upToDate.push(entry);
  }
  return result;
}

/** Reminder stages, in the order they fall due. */
export const REMINDER_STAGES = ["30-days", "7-days", "overdue"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/**
 * The reminder a document is in on `today`: 30 days before its review date, 7 days before, or
 * once the date has passed. Only the latest stage counts: a document created 5 days before its
 * review gets the 7-day reminder, not a late 30-day one as well.
 */
export function reminderStage(dueOn: IsoDay, today: IsoDay): ReminderStage | null {
  const left = daysBetween(today, dueOn);
  if (left < 0) return "overdue";
  if (left <= 7) return "7-days";
  if (left <= 30) return "30-days";
  return null;
}

export type ReminderCandidate = { policyId: string; dueOn: IsoDay; emailNotifications: boolean };
export type SentReminder = { policyId: string; dueOn: IsoDay; stage: ReminderStage };

/**
 * Which reminders to send now: the current stage of each document, unless it was already sent
 * for that review date, and only to owners who keep e-mail notifications on. Pure, so the job
 * and its tests share it; the database's primary key on (document, date, stage) still guards
 * against two processes sending the same one.
 */
export function remindersDue(
  candidates: readonly ReminderCandidate[],
  sent: readonly SentReminder[],
  today: IsoDay,
): SentReminder[] {
  const done = new Set(sent.map((s) => `${s.policyId}|${s.dueOn}|${s.stage}`));
  const out: SentReminder[] = [];
  for (const c of candidates) {
    if (!c.emailNotifications) continue;
    const stage = reminderStage(c.dueOn, today);
    if (!stage || done.has(`${c.policyId}|${c.dueOn}|${stage}`)) continue;
    out.push({ policyId: c.policyId, dueOn: c.dueOn, stage });
  }
  return out;
}
