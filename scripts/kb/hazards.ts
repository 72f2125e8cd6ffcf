import type { z } from "zod";
import { HIGH_RISK_ACTIVITIES } from "../../src/domain/catalogue/activities";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { INSPECTION_CHECK_IDS } from "../../src/domain/catalogue/inspection-checks";
import { HAZARD_TYPES } from "../../src/domain/catalogue/options";
import { splitControls } from "../../src/domain/hazards/honest";
import { fitControls } from "../../src/domain/hazards/processes";
import { honestResidual } from "../../src/domain/hazards/residual";
import type { Condition, HazardEntry, Variant } from "../../src/domain/hazards/types";
import { checkFitsEveryProcess, controlList } from "./controls";
import { type Problems, where, whereNode } from "./located";
import { type CompetencyLine, type HazardLine, type hazardSchema, SUPERVISORS_AUDIENCE } from "./schema";

type HazardSource = z.infer<typeof hazardSchema>;
type Phrases = Record<string, Record<string, string>>;

const INDUSTRIES = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));

/** Expands hazard files into library entries: phrases filled in, controls in hierarchy order. */
export function buildHazards(
  files: { file: string; hazards: HazardSource[] }[],
  phrases: Phrases,
  phrasesFile: string,
  processIds: ReadonlySet<string>,
  problems: Problems,
): HazardEntry[] {
  const fill = (container: object, key: string | number, raw: string) =>
    raw.replace(/\{\{(\w+)\.(\w+)\}\}/g, (all, group: string, name: string) => {
      // The jurisdiction's own wording (a licence, a card): filled in by the engine per profile.
      if (group === "local") return all;
      const value = phrases[group]?.[name];
      if (value === undefined) {
        problems.add(where(container, key), `unknown phrase ${all} (phrases live in ${phrasesFile})`);
        return all;
      }
      return value;
    });
  const seen = new Map<string, string>();
  const entries: HazardEntry[] = [];
  /** Every condition written, with where, checked once every hazard id is known. */
  const written: { at: string; condition: Condition }[] = [];
  /** Every competency written, with where and whether it is for supervisors. */
  const courses: { at: string; course: string; audience?: string; credential?: string }[] = [];
  for (const { hazards } of files) {
    for (const h of hazards) {
      const previous = seen.get(h.id);
      if (previous) problems.add(`${whereNode(h)}.id`, `hazard "${h.id}" is already defined at ${previous}`);
      seen.set(h.id, whereNode(h));
      /** A conditional line as the library holds it, its conditions kept to be checked. */
      const conditional = (l: Exclude<HazardLine, string>): Variant => {
        for (const part of ["when", "also", "unless"] as const) {
          const c = l[part];
          if (c) written.push({ at: where(l, part), condition: c });
        }
        return {
          text: fill(l, "text", l.text),
          ...(l.when ? { when: l.when } : {}),
          ...(l.also ? { also: l.also } : {}),
          ...(l.unless ? { unless: l.unless } : {}),
        };
      };
      // Lines offered only where the business's facts hold them, by their filled-in text.
      const conditions: Variant[] = [];
      const lineText = (container: object, key: string | number, l: HazardLine): string => {
        if (typeof l === "string") return fill(container, key, l);
        const c = conditional(l);
        conditions.push(c);
        return c.text;
      };
      const list = (items: HazardLine[] | undefined) => (items ?? []).map((l, i) => lineText(items!, i, l));
      // A competency's text, offered as any line; one for supervisors is named among theirs.
      const forSupervisors: string[] = [];
      const forRoles: { text: string; role: string }[] = [];
      const forPlant: { text: string; course: string }[] = [];
      const ownEvidence: string[] = [];
      const credentials: NonNullable<HazardEntry["credentials"]>[number][] = [];
      const competencyAt: { text: string; at: string[] }[] = [];
      const competencyChecks: { text: string; check: string }[] = [];
      const competencyText = (items: CompetencyLine[], i: number, l: CompetencyLine): string => {
        if (typeof l === "string") {
          const course = lineText(items, i, l);
          courses.push({ at: where(items, i), course });
          return course;
        }
        const named = l.when || l.unless ? lineText(items, i, l) : fill(l, "text", l.text);
        const course = l.plant ? `${named} (${l.plant})` : named;
        if (l.plant) {
          forPlant.push({ text: course, course: named });
          if (l.when || l.unless) conditions[conditions.length - 1]!.text = course;
        }
        const audience = l.for === undefined ? undefined : fill(l, "for", l.for);
        if (audience === SUPERVISORS_AUDIENCE) forSupervisors.push(course);
        else if (audience !== undefined) {
          // A role is printed where a sentence goes on ("… for the truck's drivers").
          if (!/^[a-z]/.test(audience))
            problems.add(
              where(l, "for"),
              `"${audience}": write the role in lower case as a sentence continues it ("the truck's drivers"), or for: supervisors`,
            );
          // Documents find a role by the words they print, as a credential's.
          if (course.includes("{{"))
            problems.add(where(l, "for"), "a role's course must be the words printed, not a {{…}} term");
          forRoles.push({ text: course, role: audience });
        }
        if (l.evidence === "own") ownEvidence.push(course);
        if (l.credential) {
          // Documents find a credential by the words they print: a jurisdiction's term is not them.
          if (course.includes("{{"))
            problems.add(
              where(l, "credential"),
              "a credential's text must be the words printed, not a {{…}} term",
            );
          else
            credentials.push({
              text: course,
              kind: l.credential.kind,
              heldBy: l.credential.heldBy,
              ...(l.credential.expires === false ? { expires: false as const } : {}),
            });
        }
        if (l.at) competencyAt.push({ text: course, at: [...l.at] });
        if (l.check !== undefined) {
          if ((INSPECTION_CHECK_IDS as readonly string[]).includes(l.check))
            competencyChecks.push({ text: course, check: l.check });
          else
            problems.add(
              where(l, "check"),
              `unknown inspection check "${l.check}" (src/domain/catalogue/inspection-checks.ts)`,
            );
        }
        courses.push({
          at: where(items, i),
          course,
          ...(audience !== undefined ? { audience } : {}),
          ...(l.credential
            ? {
                credential: `${l.credential.kind} held by ${l.credential.heldBy}${l.credential.expires === false ? ", not expiring" : ""}`,
              }
            : {}),
        });
        return course;
      };
      // A name, harm or who is at risk worded for some work: the conditional wordings first, then
      // the wording for any work, which is the entry's own text.
      const variants: { name?: Variant[]; harm?: Variant[]; whoAtRisk?: Variant[]; ask?: Variant[] } = {};
      const wording = (field: "name" | "harm" | "whoAtRisk" | "ask"): string => {
        const value = h[field]!;
        if (typeof value === "string") return fill(h, field, value);
        const out: Variant[] = [];
        value.forEach((v, i) => {
          const last = i === value.length - 1;
          if (last && typeof v !== "string")
            problems.add(where(value, i), "the last wording is for any work: plain text, no condition");
          if (!last && typeof v === "string")
            problems.add(
              where(value, i),
              "only the last wording may be plain text: the ones before it need when or unless",
            );
          if (!last && typeof v !== "string") out.push(conditional(v));
        });
        variants[field] = out;
        const last = value[value.length - 1]!;
        return typeof last === "string" ? fill(value, value.length - 1, last) : last.text;
      };
      const name = wording("name");
      const harm = wording("harm");
      const whoAtRisk = wording("whoAtRisk");
      const ask = h.ask === undefined ? undefined : wording("ask");
      const controls = controlList(h.controls, processIds, problems, fill);
      // A control offered only on the business's facts: kept among the conditional lines by its
      // filled-in text, as a PPE item or permit is; its process, if any, stays on the control.
      for (const given of Object.values(h.controls)) {
        for (const item of Array.isArray(given) ? given : [given]) {
          if (typeof item !== "string" && (item.when || item.unless)) conditions.push(conditional(item));
        }
      }
      for (const part of ["when", "also", "unless"] as const) {
        const c = h.offer?.[part];
        if (c) written.push({ at: where(h.offer!, part), condition: c });
      }
      if (!fitControls(controls, []).some((c) => c.level !== "ppe")) {
        problems.add(
          `${whereNode(h)}.controls`,
          "needs at least one control above personal protective equipment",
        );
      }
      checkFitsEveryProcess(controls, `${whereNode(h)}.controls`, problems);
      checkResidual(`${whereNode(h)}.residual`, h, controls, problems);
      const ratings = (h.ratings ?? []).map((r, i) => {
        for (const part of ["when", "also", "unless"] as const) {
          const c = r[part];
          if (c) written.push({ at: where(r, part), condition: c });
        }
        checkResidual(where(h.ratings!, i), r, controls, problems);
        return {
          inherent: { likelihood: r.inherent[0], consequence: r.inherent[1] } as HazardEntry["inherent"],
          residual: { likelihood: r.residual[0], consequence: r.residual[1] } as HazardEntry["residual"],
          ...(r.when ? { when: r.when } : {}),
          ...(r.also ? { also: r.also } : {}),
          ...(r.unless ? { unless: r.unless } : {}),
        };
      });
      entries.push({
        id: h.id as HazardEntry["id"],
        name,
        harm,
        whoAtRisk,
        inherent: { likelihood: h.inherent[0], consequence: h.inherent[1] } as HazardEntry["inherent"],
        controls,
        residual: { likelihood: h.residual[0], consequence: h.residual[1] } as HazardEntry["residual"],
        ...(ratings.length > 0 ? { ratings } : {}),
        ppe: list(h.ppe),
        permits: list(h.permits),
        competencies: (h.competencies ?? []).map((l, i) => competencyText(h.competencies!, i, l)),
        highRiskWork: [...(h.highRiskWork ?? [])],
        ...(h.psychosocial ? { psychosocial: [...h.psychosocial] } : {}),
        concept: h.concept ?? h.id,
        fits: [...(h.fits ?? [])],
        ...(h.covers ? { covers: [...h.covers] as HazardEntry["id"][] } : {}),
        ...(h.brings ? { brings: [...h.brings] as HazardEntry["id"][] } : {}),
        ...(forSupervisors.length > 0 ? { forSupervisors } : {}),
        ...(forRoles.length > 0 ? { forRoles } : {}),
        ...(ownEvidence.length > 0 ? { ownEvidence } : {}),
        ...(credentials.length > 0 ? { credentials } : {}),
        ...(forPlant.length > 0 ? { forPlant } : {}),
        ...(competencyAt.length > 0 ? { competencyAt } : {}),
        ...(competencyChecks.length > 0 ? { competencyChecks } : {}),
        ...(h.startCheck ? { startCheck: h.startCheck } : {}),
        ...(h.offer ? { offer: h.offer } : {}),
        ...(ask ? { ask } : {}),
        ...(h.usualAt ? { usualAt: [...h.usualAt] } : {}),
        ...(h.assesses ? { assesses: [...h.assesses] } : {}),
        ...(h.atItsStep ? { atItsStep: true as const } : {}),
        ...(conditions.length > 0 ? { conditions } : {}),
        ...(Object.keys(variants).length > 0 ? { variants } : {}),
      });
      (h.fits ?? []).forEach((industry, i) => {
        if (!INDUSTRIES.has(industry)) problems.add(where(h.fits!, i), `unknown industry "${industry}"`);
      });
    }
  }
  checkConcepts(entries, problems);
  checkAudiences(courses, problems);
  checkCredentials(courses, problems);
  for (const { at, condition } of written) checkCondition(condition, at, new Set(seen.keys()), problems);
  for (const value of [...HIGH_RISK_ACTIVITIES.map((a) => a.value), ...HAZARD_TYPES.map((t) => t.value)]) {
    if (!seen.has(value))
      problems.add("knowledge/hazards", `no hazard entry for the catalogue value "${value}"`);
  }
  return entries;
}

/**
 * A credential is the same wherever the library names it: documents read what it is and who holds
 * it by its words, so one marked `credential:` must be marked alike everywhere.
 */
function checkCredentials(
  courses: { at: string; course: string; credential?: string }[],
  problems: Problems,
): void {
  const marked = new Map<string, { at: string; credential: string }>();
  for (const c of courses)
    if (c.credential && !marked.has(c.course)) marked.set(c.course, { at: c.at, credential: c.credential });
  for (const c of courses) {
    const first = marked.get(c.course);
    if (first && c.credential !== first.credential)
      problems.add(c.at, `"${c.course}" is a ${first.credential} at ${first.at}: mark it the same here`);
  }
}

/**
 * A course is for the same people wherever the library names it: documents read its audience by
 * its words, so one marked `for: supervisors` or for a role must be marked the same everywhere.
 */
function checkAudiences(
  courses: { at: string; course: string; audience?: string }[],
  problems: Problems,
): void {
  // The first hazard to mark a course is the one the others are held to.
  const marked = new Map<string, { at: string; audience?: string }>();
  for (const c of courses) if (c.audience !== undefined && !marked.has(c.course)) marked.set(c.course, c);
  for (const c of courses) {
    const first = marked.get(c.course);
    if (first && c.audience !== first.audience)
      problems.add(
        c.at,
        `"${c.course}" is for ${first.audience} at ${first.at}: mark it \`for: ${first.audience}\` here too`,
      );
  }
}

/**
 * `concept` names the entry a wording belongs to: that entry is the wording for any work, so it
 * has no `fits` and no concept of its own. No industry is named by two wordings of one concept, so
 * the wording written for an industry is never in doubt.
 */
function checkConcepts(entries: HazardEntry[], problems: Problems): void {
  const byId = new Map(entries.map((e) => [e.id as string, e]));
  const claimed = new Map<string, string>();
  for (const e of entries) {
    if (e.concept === e.id) continue;
    const base = byId.get(e.concept);
    if (!base) problems.add("knowledge/hazards", `"${e.id}": concept "${e.concept}" is not a hazard id`);
    else if (base.concept !== base.id || base.fits.length > 0)
      problems.add(
        "knowledge/hazards",
        `"${e.id}": concept "${e.concept}" must be the wording for any work (no concept or fits of its own)`,
      );
  }
  for (const e of entries) {
    for (const industry of e.fits) {
      const key = `${e.concept} ${industry}`;
      const other = claimed.get(key);
      if (other)
        problems.add(
          "knowledge/hazards",
          `concept "${e.concept}": ${industry} is fitted by both "${other}" and "${e.id}"`,
        );
      claimed.set(key, e.id);
    }
    if (e.fits.length > 0 && e.concept === e.id)
      problems.add(
        "knowledge/hazards",
        `"${e.id}" has fits but no concept: name the hazard it is a wording of`,
      );
    if (e.usualAt && !e.ask)
      problems.add(
        "knowledge/hazards",
        `"${e.id}": is brought by work it is usual at, but has no ask to say what it is usual there`,
      );
    if (e.ask && !e.offer?.when)
      problems.add(
        "knowledge/hazards",
        `"${e.id}": asks about what it is offered on, but has no offer.when to say what that is`,
      );
    for (const id of e.brings ?? []) {
      if (!byId.has(id) || id === e.id)
        problems.add(
          "knowledge/hazards",
          `"${e.id}": brings "${id}", which is not another hazard of the library`,
        );
      else if (!HIGH_RISK_ACTIVITIES.some((a) => a.value === e.id))
        problems.add(
          "knowledge/hazards",
          `"${e.id}": only a high-risk activity's entry brings other hazards`,
        );
    }
    for (const id of e.covers ?? []) {
      const other = byId.get(id);
      if (!other || other.concept !== e.concept || id === e.id)
        problems.add(
          "knowledge/hazards",
          `"${e.id}": covers "${id}", which is not another wording of concept "${e.concept}"`,
        );
    }
  }
}

/** A condition names only industries of the catalogue and hazards of the library. */
export function checkCondition(
  c: Condition,
  at: string,
  hazardIds: ReadonlySet<string>,
  problems: Problems,
): void {
  for (const industry of c.industries ?? [])
    if (!INDUSTRIES.has(industry)) problems.add(at, `unknown industry "${industry}"`);
  for (const id of c.hazards ?? []) if (!hazardIds.has(id)) problems.add(at, `unknown hazard "${id}"`);
}

/** Checks each industry baseline names known industries and known hazards. */
export function checkBaselines(
  baselines: Record<string, string[]>,
  hazardIds: ReadonlySet<string>,
  problems: Problems,
): void {
  const industries = INDUSTRIES;
  for (const [industry, ids] of Object.entries(baselines)) {
    if (!industries.has(industry)) problems.add(where(baselines, industry), `unknown industry "${industry}"`);
    ids.forEach((id, i) => {
      if (!hazardIds.has(id)) problems.add(where(ids, i), `unknown hazard "${id}"`);
    });
  }
  for (const industry of industries) {
    if (!(industry in baselines))
      problems.add("knowledge/hazards/baselines.yaml", `no baseline for the industry "${industry}"`);
  }
}

/**
 * The residual written in the file is the one documents print: no lower than the controls in place
 * justify and with the consequence before controls (`honestResidual`), so a reviewer reading the
 * file reads the rating a customer gets.
 */
function checkResidual(
  at: string,
  h: { inherent: readonly number[]; residual: readonly number[] },
  controls: HazardEntry["controls"],
  problems: Problems,
): void {
  const inherent = { likelihood: h.inherent[0], consequence: h.inherent[1] } as HazardEntry["inherent"];
  const written = { likelihood: h.residual[0], consequence: h.residual[1] } as HazardEntry["residual"];
  const inPlace = splitControls({ controls } as HazardEntry).inPlace.map((c) => c.level);
  const honest = honestResidual(inherent, written, inPlace);
  if (honest.likelihood !== written.likelihood || honest.consequence !== written.consequence)
    problems.add(
      at,
      `the controls in place leave [${honest.likelihood}, ${honest.consequence}]: a control that is not elimination keeps the consequence, and a catastrophic hazard stays Unlikely at best (src/domain/hazards/residual.ts)`,
    );
}
