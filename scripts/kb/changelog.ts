import type { z } from "zod";
import { changedPaths, valueAt } from "../../src/domain/legal/items";
import type { JurisdictionProfile } from "../../src/domain/legal/types";
import { banner, literal } from "./emit-ts";
import type { Problems } from "./located";
import type { InstrumentRecord, ResolvedProfile } from "./profiles";
import type { changelogSchema } from "./schema";

export const CHANGELOG_FILE = "knowledge/changelog.yaml";
export type Changelog = z.infer<typeof changelogSchema>;

/**
 * Checks the changelog against the compiled law: releases in order, change ids unique, every item
 * a field of each named profile, a known instrument or a document type's wording
 * ("template:<type>"), and every dated rule (a profile that
 * changes on a day) explained by a change effective that day that names each field it changes.
 */
export function checkChangelog(
  log: Changelog,
  profiles: ResolvedProfile[],
  instruments: ReadonlyMap<string, InstrumentRecord>,
  templates: readonly string[],
  problems: Problems,
): void {
  if (log.length === 0) problems.add(CHANGELOG_FILE, "needs at least one release");
  const ids = new Set<string>();
  const byCode = new Map(profiles.map((p) => [p.code, p]));
  log.forEach((release, r) => {
    const at = `${CHANGELOG_FILE}: [${r}]`;
    const previous = log[r - 1];
    if (previous && !(previous.release < release.release && previous.date <= release.date)) {
      problems.add(at, `release "${release.release}" must come after "${previous.release}"`);
    }
    release.changes.forEach((change, c) => {
      const where = `${at}.changes[${c}]`;
      if (ids.has(change.id)) problems.add(where, `change "${change.id}" is listed twice`);
      ids.add(change.id);
      for (const code of change.jurisdictions) {
        if (!byCode.has(code)) problems.add(where, `unknown jurisdiction "${code}"`);
      }
      for (const item of change.items) {
        if (item.startsWith("template:")) {
          if (!templates.includes(item.slice(9)))
            problems.add(where, `"${item}" names no template in knowledge/documents/`);
          continue;
        }
        if (item.startsWith("instrument:")) {
          if (!instruments.has(item.slice(11))) problems.add(where, `unknown instrument in "${item}"`);
          continue;
        }
        for (const code of change.jurisdictions) {
          const profile = byCode.get(code);
          if (profile?.versions.every((v) => valueAt(v.profile, item) === undefined)) {
            problems.add(where, `"${item}" is not a field of ${code}`);
          }
        }
      }
    });
  });
  const changes = log.flatMap((r) => r.changes);
  for (const p of profiles) {
    for (let i = 1; i < p.versions.length; i++) {
      const day = p.versions[i]!.from!;
      const paths = changedPaths(
        p.versions[i - 1]!.profile as unknown as JurisdictionProfile,
        p.versions[i]!.profile as unknown as JurisdictionProfile,
      );
      const told = changes.filter((c) => c.effective === day && c.jurisdictions.includes(p.code));
      const missing = paths.filter(
        (path) => !told.some((c) => c.items.some((item) => path === item || path.startsWith(`${item}.`))),
      );
      if (missing.length > 0) {
        problems.add(
          CHANGELOG_FILE,
          `${p.code} changes on ${day} (${missing.join(", ")}) but no change effective that day names it`,
        );
      }
    }
  }
}

/** The generated module: the changelog, items written with their jurisdiction. */
export function releasesModule(log: Changelog): string {
  const releases = log.map((r) => ({
    id: r.release,
    date: r.date,
    changes: r.changes.map((c) => ({
      id: c.id,
      summary: c.summary,
      jurisdictions: c.jurisdictions,
      items: c.items.flatMap((item) =>
        item.startsWith("instrument:") || item.startsWith("template:")
          ? [item]
          : c.jurisdictions.map((code) => `${code}:${item}`),
      ),
      ...(c.exceptIndustries ? { exceptIndustries: c.exceptIndustries } : {}),
      source: c.source,
      effective: c.effective,
    })),
  }));
  return `${banner}import type { KnowledgeRelease } from "./releases";

/** Every release of the knowledge base, oldest first; the last is the one this code was built from. */
export const KNOWLEDGE_CHANGELOG: readonly KnowledgeRelease[] = ${literal(releases)};
`;
}
