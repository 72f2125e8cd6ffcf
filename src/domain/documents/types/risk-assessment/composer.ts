import { activityLabel, HAZARD_TYPES } from "../../../catalogue";
import { byAudience } from "../../../catalogue/training-audience";
import { hazardEntry } from "../../../hazards";
import { splitControls } from "../../../hazards/honest";
import { CONTROL_LEVELS, type HazardEntry } from "../../../hazards/types";
import type { JurisdictionProfile } from "../../../legal/types";
import { hazardsFromText, taskById } from "../../../tasks";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, industryInSentence, isSmallHeadcount } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import { coursesOf } from "../../composers/courses";
import { furtherDecisions } from "../../composers/further-controls";
import { hazardTable, riskMatrixSection } from "../../composers/hazard-tables";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import { fieldTable, signOffTable, table } from "../../composers/tables";
import { clause, listText, lowerFirst, optionLabels, plural } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, ol, p, ul } from "../../html";
import { methodBasis, methodStepsTable, ratedByWorst, WORST_HAZARD_RATES_THE_STEP } from "../../method";
import { type RiskLevel, riskLevel, riskScore } from "../../risk";
import {
  activitiesAtPlaces,
  isConfinedSpace,
  isPlace,
  isScoped,
  jobTexts,
  pickedJob,
  placeTasks,
  scopeHazardIds,
  scopePhrases,
  unassessedPhrases,
  writtenForJob,
} from "../../scope";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

type Method = JurisdictionProfile["riskManagement"]["method"];
type ByMethod = Wording["identify"]["heading"];

/** The template's wording for the method the jurisdiction's guidance uses, so the document reads as the regulator expects. */
const METHOD_KEYS: Record<Method, keyof ByMethod> = {
  "hse-five-steps": "hseFiveSteps",
  hierarchy: "hierarchy",
  jha: "jha",
};

export const composer: Composer = (ctx) => {
  const method = ctx.profile.riskManagement.method;
  const key = METHOD_KEYS[method];
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": ctx.documentName,
      industry: industryInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representatives": plural(ctx.terms.representative),
      "regulator.name": ctx.profile.regulator.name,
    },
    {},
  );
  const scopeText = ctx.metadata.scope?.trim();
  const sections: DocSection[] = [
    scope(ctx, w),
    methodSection(ctx, w, key),
    riskMatrixSection(),
    identify(ctx, w, key),
    notYetAssessed(ctx, w),
    method === "hse-five-steps" ? whoMightBeHarmed(ctx, w) : null,
    hazards(ctx, w, key),
    workSteps(ctx, w, key),
    method === "hierarchy" ? hierarchy(ctx, w) : null,
    actionPlan(ctx, w, key),
    { ...review(ctx, w), heading: w.review.heading[key] },
    signOff(w),
    documentControlSection(ctx),
  ].filter((s): s is DocSection => s !== null);
  const about = scopeText && scopeText.length <= 60 ? ` – ${scopeText}` : "";
  return { title: `${ctx.documentName}${about} – ${ctx.business.name}`, sections };
};

function scope(ctx: ComposeContext, w: Wording): DocSection {
  const scopeText = ctx.metadata.scope?.trim();
  const chosen = optionLabels(HAZARD_TYPES, ctx.metadata.hazardTypes);
  const sc = w.scope;
  const section = businessDetailsSection(
    ctx,
    scopeText && isScoped(scopeText, ctx.business.industry, ctx.business.workDescription)
      ? sc.scoped({ scope: clause(scopeText) })
      : scopeText
        ? sc.place({ scope: clause(scopeText) })
        : sc.all,
  );
  const d = sc.details;
  return {
    ...section,
    body: html(section.body, chosen.length ? p(sc.chosen({ types: chosen.join(", ") })) : null),
    tables: [
      fieldTable("assessment-details", d.caption, [
        [d.assessedBy, ctx.input.preparedBy],
        [d.date, ctx.today],
        [d.consulted],
        [d.nextReview, ctx.dateAfterMonths(12)],
      ]),
    ],
  };
}

function methodSection(ctx: ComposeContext, w: Wording, key: keyof ByMethod): DocSection {
  const rm = ctx.profile.riskManagement;
  const thresholds = rm.method === "hse-five-steps" ? { body: "", citations: [] } : headcountRules(ctx);
  const m = w.method;
  return {
    id: "method",
    heading: m.heading,
    body: html(
      p(m.intro[key]),
      p(rm.summary),
      rm.steps.length ? ol(rm.steps) : null,
      rm.requirements.length ? ul(rm.requirements) : null,
      p(m.ratings),
      thresholds.body ? html(p(m.thresholds), thresholds.body) : null,
    ),
    citations: [...rm.citations, ...thresholds.citations],
  };
}

/** Where each hazard came from, so the reader can see why it is in the assessment. */
function sourceOf(ctx: ComposeContext, w: Wording, h: HazardEntry): string {
  const sources = w.identify.sources;
  const scoped = scopeHazardIds(ctx.metadata.scope, ctx.business.industry, ctx.business.workDescription);
  if (
    scoped.some(
      (id) => id === h.id || id === h.concept || (h.alsoCites as readonly string[] | undefined)?.includes(id),
    )
  )
    return sources.scope;
  if (ctx.business.highRiskActivities.includes(h.id))
    return sources.highRisk({ activity: activityLabel(h.id) });
  if (ctx.metadata.hazardTypes?.includes(h.id)) return sources.chosen;
  const step = jobStepMeeting(ctx, h);
  if (step) {
    // A library step carries its task's title; the customer's own steps carry none.
    return step.task ? sources.job({ task: step.task }) : sources.jobOwn;
  }
  // The task done at a place of the scope whose steps meet the hazard most: a room attendant's
  // workload is the housekeeping's, although the laundry's sorting meets it too.
  const meets = (id: string) => id === h.id || hazardEntry(id)?.concept === h.concept;
  const atPlace = scopePlaceTasks(ctx)
    .map((t) => ({ t, n: taskById(t.id)?.steps.filter((st) => st.hazards.some(meets)).length ?? 0 }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)[0]?.t;
  if (atPlace) return sources.covered({ task: atPlace.title });
  // The business's own activity whose work is done at a kind of place the scope names: a sawmill's
  // wood dust on the sawing line.
  const business = { ...ctx.business, hazardTypes: ctx.metadata.hazardTypes };
  const place = scopePhrases(ctx.metadata.scope).find((phrase) =>
    activitiesAtPlaces(phrase, business).some((id) => meets(id)),
  );
  if (place) return sources.atPlace({ item: place });
  // A hazard the business's words brought by naming work it is usual at, not the hazard itself:
  // a cattle station's work alone far from help is usual there, not named.
  if (h.inferred) return sources.inferred({ usualAt: h.inferred.words });
  // A hazard the work description names is the business's own, not its industry's: a press shop's
  // "hydraulic presses" bring its hydraulics row.
  if (hazardsFromText(ctx.business.workDescription ?? "", ctx.business.industry).includes(h.id))
    return sources.described;
  // An industry the owner typed ("mobile tyre fitting") has no rows of its own: its common rows
  // are those of any workplace, not that trade's.
  return ctx.business.industry === "other" ? sources.anyWorkplace : sources.industry;
}

/**
 * The first step of the job the assessment is written for that meets a hazard; none for an
 * assessment of the whole business, whose method is only what its description names.
 */
function jobStepMeeting(ctx: ComposeContext, h: HazardEntry) {
  return jobMethod(ctx)?.steps.find((s) => s.hazards.some((sh) => sh.concept === h.concept));
}

/**
 * The job's method the assessment assesses step by step: only a job the owner picked in the form
 * (or whose steps they wrote); a scope's words alone never choose one.
 */
const jobMethod = (ctx: ComposeContext) => (pickedJob(ctx.metadata) ? ctx.method : null);

/**
 * A value worked out once per document from its context: several sections read the same step-only
 * hazards and the same tasks of the scope's places.
 */
function oncePerDocument<T>(work: (ctx: ComposeContext) => T): (ctx: ComposeContext) => T {
  const done = new WeakMap<ComposeContext, T>();
  return (ctx) => {
    if (!done.has(ctx)) done.set(ctx, work(ctx));
    return done.get(ctx) as T;
  };
}

/** The tasks done at the places the scope names. */
const scopePlaceTasks = oncePerDocument((ctx) =>
  placeTasks(ctx.metadata.scope, { ...ctx.business, hazardTypes: ctx.metadata.hazardTypes }),
);

/**
 * The hazards the steps of the job the document is written for meet that no row of the assessment
 * holds, each once with the steps (numbered as a steps table numbers them) and the first task that
 * meet it. `excludeAtItsStep` leaves out a step's own hazards (`atItsStep`: the fire of the
 * flammable it handles): for a picked job they are rated at that step, as in a method statement,
 * and are the assessment's own only where the law asks for their own assessment (Great Britain's
 * DSEAR), which brings them as rows.
 */
function unheldStepHazards(
  ctx: ComposeContext,
  method: NonNullable<ComposeContext["method"]>,
  excludeAtItsStep: boolean,
): { hazard: HazardEntry; steps: number[]; task: string }[] {
  const held = new Set(ctx.hazards.map((h) => h.concept));
  const ratedAtStep = (h: HazardEntry) =>
    excludeAtItsStep && h.atItsStep === true && !(ctx.profile.hazardCitations[h.id] ?? []).length;
  const found: { hazard: HazardEntry; steps: number[]; task: string }[] = [];
  method.steps.forEach((step, i) => {
    for (const h of step.hazards) {
      if (held.has(h.concept) || ratedAtStep(h)) continue;
      const seen = found.find((f) => f.hazard.concept === h.concept);
      if (!seen) found.push({ hazard: h, steps: [i + 1], task: step.task ?? method.tasks[0]?.title ?? "" });
      else if (!seen.steps.includes(i + 1)) seen.steps.push(i + 1);
    }
  });
  return found;
}

/**
 * The hazards a step of the picked job meets that no row holds: they are rated and controlled at
 * those steps, with the job's own controls.
 */
const stepOnlyHazards = oncePerDocument((ctx) => {
  const method = jobMethod(ctx);
  return method ? unheldStepHazards(ctx, method, true) : [];
});

/**
 * The hazards met in a job the scope's words suggest, which the owner did not pick, that no row
 * holds, each with the job it is met in. The job is not followed step by step, so they are named
 * for the preparer to assess before the assessment is issued, never rated with that job's controls
 * (a flammable's fire included: no step rates it).
 */
const suggestedOnlyHazards = oncePerDocument((ctx) =>
  pickedJob(ctx.metadata) || !writtenForJob(ctx.metadata) || !ctx.method
    ? []
    : unheldStepHazards(ctx, ctx.method, false),
);

/** "step 3", "steps 3 and 5", "steps 2, 3 and 5". */
function stepsText(steps: readonly number[]): string {
  if (steps.length === 1) return `step ${steps[0]}`;
  return `steps ${steps.slice(0, -1).join(", ")} and ${steps[steps.length - 1]}`;
}

function identify(ctx: ComposeContext, w: Wording, key: keyof ByMethod): DocSection {
  const id = w.identify;
  const atSteps = stepOnlyHazards(ctx);
  const count = ctx.hazards.length + atSteps.length;
  const scopeOnly = ctx.hazards.filter((h) => ctx.scopeOnly?.includes(h.concept)).map((h) => h.name);
  const beyond =
    scopeOnly.length === 0
      ? ""
      : scopeOnly.length === 1
        ? p(id.scopeOnly({ hazards: scopeOnly[0]! }))
        : p(id.scopeOnlyMany({ hazards: listText(scopeOnly) }));
  return {
    id: "identify",
    heading: id.heading[key],
    body: html(
      p(id.intro),
      p(id.checkBy),
      ul(id.checks),
      p(id.fix),
      beyond,
      p(count === 1 ? id.countOne : id.count({ count: String(count) })),
    ),
    tables: [
      table("hazards-identified", id.caption, Object.entries(id.columns), [
        ...ctx.hazards.map((h) => ({ hazard: h.name, source: sourceOf(ctx, w, h) })),
        ...atSteps.map(({ hazard, steps }) => ({
          hazard: hazard.name,
          source: id.sources.atSteps({ steps: stepsText(steps), section: w.workSteps.heading[key] }),
        })),
      ]),
    ],
  };
}

/**
 * The job the assessment is written for, step by step, as its method statement has it: each step
 * with only its own hazards and the job's own controls. A hazard the job meets that the business's
 * register rows do not hold is assessed here, never with another kind of work's controls.
 */
function workSteps(ctx: ComposeContext, w: Wording, key: keyof ByMethod): DocSection | null {
  const method = jobMethod(ctx);
  if (!method || method.steps.length === 0) return null;
  const ws = w.workSteps;
  // The steps are named by the work they are the method of: a scope that describes that work names
  // them, but a scope that names places may hold other work there (a coating line beside the welding
  // bays), so the library's method is then named by its own tasks.
  const scope = ctx.metadata.scope?.trim() ?? "";
  const titles = method.tasks.map((t, i) => (i === 0 ? t.title : lowerFirst(t.title))).join(" and ");
  const work =
    (titles && scopePhrases(scope).some(isPlace) ? titles : scope) ||
    titles ||
    ctx.metadata.activity?.trim() ||
    "";
  const table = methodStepsTable(method, ws.caption({ work }), "work-steps");
  // The steps' own PPE is a control of their hazards: a method statement lists it in its PPE
  // section, an assessment beside the step's other controls.
  const steps = {
    ...table,
    rows: table.rows.map((row, i) => {
      const ppe = method.steps[i]?.ppe ?? [];
      return ppe.length
        ? { ...row, controls: [row.controls, ws.ppe({ items: ppe.join("; ") })].join("\n") }
        : row;
    }),
  };
  const further = steps.columns.some((c) => c.key === "further");
  return {
    id: "work-steps",
    heading: ws.heading[key],
    body: html(
      p(methodBasis(method, work)),
      p(
        [
          ws.rated,
          ratedByWorst(method) ? WORST_HAZARD_RATES_THE_STEP : null,
          further ? ws.further : null,
          ws.doNotStart,
        ]
          .filter((x): x is string => x !== null)
          .join(" "),
      ),
    ),
    tables: [steps],
    citations: hazardCitations(
      ctx,
      stepOnlyHazards(ctx).map((f) => f.hazard),
    ),
  };
}

/**
 * What the scope names that no row assesses, in a part of its own so it cannot be missed: the
 * preparer adds those hazards and controls before the assessment is issued. A place the scope names
 * is not work: the preparer is asked to walk through it and assess the work done there, and work is
 * asked for as work. A confined space is assessed from outside. Absent when every phrase is assessed.
 */
function notYetAssessed(ctx: ComposeContext, w: Wording): DocSection | null {
  const phrases = unassessedPhrases(ctx.metadata.scope, ctx.hazards, {
    ...ctx.business,
    hazardTypes: ctx.metadata.hazardTypes,
    // Only a picked job's steps assess the scope's words: a job a word suggests is not followed,
    // so the place it is done at is walked through and assessed.
    jobTexts: jobTexts(jobMethod(ctx)),
  });
  const suggested = suggestedOnlyHazards(ctx);
  // The industry's common hazards the business has not said it has: every assessment of the
  // business asks what its register asks, whatever hazards its scope names, since the preparer
  // must find out whether each is found where it applies.
  const common = ctx.notYetAssessed;
  // Work the business's details name that the library does not assess yet: asked for as work.
  const named = ctx.unassessedWork;
  if (phrases.length === 0 && suggested.length === 0 && common.length === 0 && named.length === 0)
    return null;
  const n = w.notYetAssessed;
  const jobHazards = suggested.length
    ? [
        p(phrases.length ? n.jobHazardsHow : n.jobHazardsOnly),
        ul(suggested.map(({ hazard, task }) => n.jobHazard({ item: hazard.name, task: lowerFirst(task) }))),
      ]
    : [];
  const commonLines = common.length
    ? [
        p(phrases.length || suggested.length ? n.commonHow : n.commonOnly),
        ul(common.map((item) => n.work({ item }))),
      ]
    : [];
  const namedLines = named.length
    ? [
        p(phrases.length || suggested.length || common.length ? n.namedHow : n.namedOnly),
        ul(named.map((item) => n.work({ item }))),
      ]
    : [];
  if (phrases.length === 0)
    return {
      id: "not-yet-assessed",
      heading: n.heading,
      body: html(...jobHazards, ...commonLines, ...namedLines),
    };
  const spaces = phrases.filter(isConfinedSpace);
  const places = phrases.filter((phrase) => !isConfinedSpace(phrase) && isPlace(phrase));
  const work = phrases.filter((phrase) => !isConfinedSpace(phrase) && !isPlace(phrase));
  const placeLines = ul(places.map((item) => n.place({ item })));
  const workLines = ul(work.map((item) => n.work({ item })));
  const body =
    spaces.length > 0
      ? [
          p(work.length ? n.spacesAndWork : places.length ? n.spacesAndPlaces : n.spaces),
          p(n.fromOutside),
          ul(spaces.map((item) => n.space({ item }))),
          ...(places.length ? [p(n.placesHow), placeLines] : []),
          ...(work.length ? [p(n.workHow), workLines] : []),
        ]
      : places.length === 0
        ? [p(n.workOnly), workLines]
        : work.length === 0
          ? [p(n.placesOnly), placeLines]
          : [p(n.placesAndWork), p(n.placesHow), placeLines, p(n.workHow), workLines];
  return {
    id: "not-yet-assessed",
    heading: n.heading,
    body: html(...body, ...jobHazards, ...commonLines, ...namedLines),
  };
}

function whoMightBeHarmed(ctx: ComposeContext, w: Wording): DocSection {
  const who = w.whoMightBeHarmed;
  return {
    id: "who-might-be-harmed",
    heading: who.heading,
    body: html(p(who.intro), ul(who.people)),
    tables: [
      table(
        "who-harmed",
        who.caption,
        Object.entries(who.columns),
        [...ctx.hazards, ...stepOnlyHazards(ctx).map((f) => f.hazard)].map((h) => ({
          hazard: h.name,
          who: h.whoAtRisk,
          how: h.harm,
        })),
      ),
    ],
  };
}

function hazards(ctx: ComposeContext, w: Wording, key: keyof ByMethod): DocSection {
  const hz = w.hazards;
  const bands = countByLevel(ctx.hazards);
  return {
    id: "hazards",
    heading: hz.heading[key],
    body: html(
      p(!bands ? hz.introNone : ctx.hazards.length === 1 ? hz.introOne({ bands }) : hz.intro({ bands })),
      p(hz.commitment),
    ),
    tables: [hazardTable(ctx, ctx.hazards)],
    citations: hazardCitations(ctx),
  };
}

const LEVELS: readonly RiskLevel[] = ["Extreme", "High", "Medium", "Low"];

/** The hazards' ratings before controls, counted by level ("2 high, 3 medium"); empty when none. */
function countByLevel(list: HazardEntry[]): string {
  return LEVELS.map((level) => [level, list.filter((h) => riskLevel(h.inherent) === level).length] as const)
    .filter(([, n]) => n > 0)
    .map(([level, n]) => `${n} ${level.toLowerCase()}`)
    .join(", ");
}

function hierarchy(ctx: ComposeContext, w: Wording): DocSection {
  const hi = w.hierarchy;
  return {
    id: "hierarchy",
    heading: hi.heading,
    body: html(
      p(hi.intro),
      ol(CONTROL_LEVELS.map((level) => hi.levels[level]({ label: CONTROL_LEVEL_LABELS[level] }))),
    ),
    citations: ctx.profile.riskManagement.citations,
  };
}

function actionPlan(ctx: ComposeContext, w: Wording, key: keyof ByMethod): DocSection {
  const uk = ctx.profile.riskManagement.method === "hse-five-steps";
  const thresholds = headcountRules(ctx);
  return {
    id: "action-plan",
    heading: w.actionPlan.heading[key],
    body: html(p(w.actionPlan.intro), uk && thresholds.body ? thresholds.body : null),
    tables: [actionTable(ctx, w)],
    citations: uk ? thresholds.citations : undefined,
  };
}

const DUE_MONTHS: Record<RiskLevel, number> = { Extreme: 0, High: 1, Medium: 3, Low: 6 };
/** The priority of a decision on a further control: the band below the hazard's, as the action plan ranks it. */
const LOWER: Record<RiskLevel, RiskLevel> = { Extreme: "High", High: "Medium", Medium: "Low", Low: "Low" };

function actionTable(ctx: ComposeContext, w: Wording): DocTable {
  const ap = w.actionPlan;
  const owner = (level: RiskLevel) =>
    level === "Extreme" || level === "High" ? ap.owner.highRisk : ap.owner.otherRisk;
  const due = (level: RiskLevel) =>
    DUE_MONTHS[level] === 0 ? ap.dueNow({ date: ctx.today }) : ctx.dateAfterMonths(DUE_MONTHS[level]);
  const byRisk = [...ctx.hazards].sort(
    (a, b) => riskScore(b.residual) - riskScore(a.residual) || riskScore(b.inherent) - riskScore(a.inherent),
  );
  const rows = byRisk.flatMap((h) => {
    const level = riskLevel(h.inherent);
    // A first control that is a further one (designing the hazard out, substituting) is the
    // business's decision, worded and dated as the action plan words and dates it; the action
    // before the work is the best control to have in place. The hazard table lists the others.
    const decisions = furtherDecisions(h);
    const { inPlace } = splitControls(h);
    const first = h.controls[0];
    const top =
      first && decisions.some((d) => d.control === first)
        ? (inPlace.find((c) => c.level !== "ppe") ?? inPlace[0])
        : first;
    const control = top ? lowerFirst(top.text) : ap.listedControls;
    const held = byAudience(coursesOf([h]), ctx.terms.competencyRole);
    const supervisorCompetencies = listText(held.supervisors);
    const main = {
      action: held.workers.length
        ? held.supervisors.length
          ? ap.putInPlaceHoldingSupervisors({
              control,
              competencies: listText(held.workers),
              supervisorCompetencies,
            })
          : ap.putInPlaceHolding({ control, competencies: listText(held.workers) })
        : held.supervisors.length
          ? ap.putInPlaceSupervisors({ control, supervisorCompetencies })
          : ap.putInPlace({ control }),
      hazard: h.name,
      level: top ? CONTROL_LEVEL_LABELS[top.level] : "",
      priority: level,
      owner: owner(level),
      due: due(level),
      done: "",
    };
    const decide =
      first && top !== first
        ? decisions
            .filter((d) => d.control === first)
            .map((d) => ({
              action: ap.further({ control: d.control.text }),
              hazard: h.name,
              level: CONTROL_LEVEL_LABELS[d.control.level],
              priority: LOWER[level],
              owner: ap.owner.highRisk,
              due: ctx.dateAfterMonths(d.months),
              done: "",
            }))
        : [];
    const residual = riskLevel(h.residual);
    if (residual !== "High" && residual !== "Extreme") return [main, ...decide];
    return [
      main,
      ...decide,
      {
        action: residual === "Extreme" ? ap.staysExtreme : ap.staysHigh,
        hazard: h.name,
        level: "",
        priority: residual,
        owner: owner(residual),
        due: ctx.dateAfterMonths(1),
        done: "",
      },
    ];
  });
  // A hazard only the job's steps meet is controlled at those steps: its action is to have their
  // controls in place before each starts.
  for (const { hazard, steps } of stepOnlyHazards(ctx)) {
    const level = riskLevel(hazard.inherent);
    rows.push({
      action: ap.atSteps({ steps: stepsText(steps) }),
      hazard: hazard.name,
      level: "",
      priority: level,
      owner: owner(level),
      due: due(level),
      done: "",
    });
  }
  rows.push({
    action: ap.brief,
    hazard: ap.all,
    level: CONTROL_LEVEL_LABELS.administrative,
    priority: "Medium",
    owner: owner("Medium"),
    due: ctx.dateAfterMonths(1),
    done: "",
  });
  return table("actions", ap.caption, Object.entries(ap.columns), rows);
}

function review(ctx: ComposeContext, w: Wording): DocSection {
  return reviewSection(ctx, [...w.review.triggers]);
}

function signOff(w: Wording): DocSection {
  const so = w.signOff;
  return {
    id: "sign-off",
    heading: so.heading,
    body: p(so.intro),
    tables: [signOffTable("sign-off", so.caption, 3)],
  };
}
