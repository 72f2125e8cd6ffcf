import type { z } from "zod";
import { BUSINESS_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { valueAt } from "../../src/domain/legal/items";
import type { Changelog } from "./changelog";
import { banner, literal } from "./emit-ts";
import type { Problems } from "./located";
import type { ResolvedProfile } from "./profiles";
import type { pendingSchema } from "./schema";

export const PENDING_FILE = "knowledge/pending.yaml";
export type PendingChange = z.infer<typeof pendingSchema>[number];

/**
 * Checks the announced changes: known jurisdictions, ids unique here and apart from the changelog's
 * (a change confirmed in force moves to the changelog and leaves this file), a look-again date
 * no earlier than the day it was last checked, items that are fields of each named profile and
 * industries of the catalogue.
 */
export function checkPending(
  pending: readonly PendingChange[],
  profiles: readonly ResolvedProfile[],
  changelog: Changelog,
  problems: Problems,
): void {
  const byCode = new Map(profiles.map((p) => [p.code, p]));
  const industries = new Set<string>(BUSINESS_INDUSTRIES.map((i) => i.value));
  const released = new Set(changelog.flatMap((r) => r.changes.map((c) => c.id)));
  const ids = new Set<string>();
  pending.forEach((change, n) => {
    const at = `${PENDING_FILE}: [${n}]`;
    if (ids.has(change.id)) problems.add(at, `change "${change.id}" is listed twice`);
    ids.add(change.id);
    if (released.has(change.id)) {
      problems.add(at, `"${change.id}" is in the changelog: a change in force leaves the announced list`);
    }
    for (const code of change.jurisdictions) {
      const profile = byCode.get(code);
      if (!profile) problems.add(at, `unknown jurisdiction "${code}"`);
      for (const item of change.items ?? []) {
        if (profile?.versions.every((v) => valueAt(v.profile, item) === undefined))
          problems.add(at, `"${item}" is not a field of ${code}`);
      }
    }
    for (const industry of change.appliesTo?.industries ?? []) {
      if (!industries.has(industry)) problems.add(at, `unknown industry "${industry}"`);
    }
    if (change.lookAgainBy < change.verifiedOn) {
      problems.add(
        at,
        `lookAgainBy ${change.lookAgainBy} is before the check it follows (${change.verifiedOn})`,
      );
    }
  });
}

/**
 * The announced changes whose look-again date has passed on `today` (YYYY-MM-DD): someone must look
 * at the source again and either confirm the change (it moves to the changelog with its first day
 * in force) or record what they found and a new date. Until then the law SafeDraft states may be
 * stale without anyone knowing, so `npm run kb` and the tests refuse to pass.
 */
export function overdueChanges(pending: readonly PendingChange[], today: string): string[] {
  return pending
    .filter((c) => c.lookAgainBy < today)
    .map(
      (c) =>
        `${PENDING_FILE}: "${c.id}" was to be looked at again by ${c.lookAgainBy} (expected: ${c.expected}). Check ${c.sources[0]!.url}, then confirm it in knowledge/changelog.yaml or record what you found with a new lookAgainBy.`,
    );
}

/**
 * The generated module: what the app shows of each announced change (the business page's "What's
 * coming" and its monthly e-mail), items written with their jurisdiction as the changelog's are.
 */
export function pendingModule(pending: readonly PendingChange[]): string {
  const changes = pending
    .filter((c) => !c.inForce)
    .map((c) => ({
      id: c.id,
      summary: c.summary,
      jurisdictions: c.jurisdictions,
      expected: c.expected,
      source: c.sources[0]!.url,
      items: (c.items ?? []).flatMap((item) => c.jurisdictions.map((code) => `${code}:${item}`)),
      ...(c.appliesTo?.industries ? { industries: c.appliesTo.industries } : {}),
      ...(c.appliesTo?.condition ? { condition: c.appliesTo.condition } : {}),
      ...(c.appliesTo?.documents ? { documents: c.appliesTo.documents } : {}),
    }));
  return `${banner}import type { AnnouncedChange } from "./releases";

/** Changes announced but not confirmed in force (knowledge/pending.yaml). Documents say nothing of them. */
export const ANNOUNCED_CHANGES: readonly AnnouncedChange[] = ${literal(changes)};
`;
}
