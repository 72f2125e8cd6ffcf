import { workProcesses } from "../../../hazards";
import type { HazardEntry } from "../../../hazards/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { firstCall } from "../../composers/regulator";
import {
  checkTable,
  docTitle,
  regulatorParagraph,
  rowsFor,
  scopeSection,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable, signOffTable } from "../../composers/tables";
import { lowerFirst, possessive } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { inLocalTerms } from "../../local-terms";
import {
  controlText,
  methodBasis,
  methodHazards,
  methodList,
  stepPpe,
  UNRECOGNISED_CONTROLS,
  UNRECOGNISED_LINE,
} from "../../method";
import { riskLevel } from "../../risk";
import { wordingOf } from "../../wording";
import { type Conditions, TEMPLATE, type Wording } from "./wording.generated";

/**
 * The hazard library lists both permits this business issues itself (hot work, confined space …)
 * and approvals from outside bodies (road authority, network owner, licences); only the first
 * are permits to work.
 */
/** The permit's context: its hazards are the method's, and the business's own are kept beside them. */
type PermitContext = ComposeContext & {
  businessHazards: HazardEntry[];
  jobHazardConcepts: ReadonlySet<string>;
  w: Wording;
};

const isInternal = (permit: string) =>
  /permit/i.test(permit) && !/licence|authority|network owner|road|notification|where required/i.test(permit);

function permitHazards(ctx: PermitContext) {
  return ctx.hazards.filter((h) => h.permits.some(isInternal));
}

/** The library's name for a hot work permit, as its hazards carry it. */
const HOT_WORK = /hot work/i;

/**
 * Each permit the work needs, with the hazards that bring it: the method's steps when there is one,
 * and a hot work permit where the job's own words name hot work (torch-applied membrane, welding)
 * although its method has no hot work step.
 */
function permitTypes(ctx: PermitContext, internal = true): { permit: string; hazards: string[] }[] {
  const byPermit = new Map<string, string[]>();
  if (ctx.method) {
    for (const s of ctx.method.steps) {
      for (const permit of s.permits.filter((x) => isInternal(x) === internal)) {
        const names = byPermit.get(permit) ?? [];
        for (const h of s.hazards) if (!names.includes(h.name)) names.push(h.name);
        byPermit.set(permit, names);
      }
    }
    if (internal && jobIsHotWork(ctx) && ![...byPermit.keys()].some((k) => HOT_WORK.test(k))) {
      const carriers = hotWorkHazards(ctx);
      const permit = carriers[0]?.permits.find((x) => HOT_WORK.test(x)) ?? ctx.w.hotWorkFallback.permit;
      byPermit.set(permit, carriers.length ? carriers.map((h) => h.name) : [ctx.w.hotWorkFallback.hazard]);
    }
    return [...byPermit].map(([permit, hazards]) => ({ permit, hazards }));
  }
  for (const h of ctx.hazards) {
    for (const permit of h.permits.filter((x) => isInternal(x) === internal)) {
      byPermit.set(permit, [...(byPermit.get(permit) ?? []), h.name]);
    }
  }
  return [...byPermit].map(([permit, hazards]) => ({ permit, hazards }));
}

/**
 * Whether this job's own words say it is hot work. Its activity only: the scope names the site
 * ("press shop, welding bay"), and a die change in a shop with a welding bay is not hot work.
 */
function jobIsHotWork(ctx: PermitContext): boolean {
  return workProcesses(ctx.business.industry, ctx.metadata.activity ?? "").includes("hot-work");
}

/** The business's hazards that carry a hot work permit (its hot work and fire rows). */
const hotWorkHazards = (ctx: PermitContext) =>
  ctx.businessHazards.filter((h) => h.permits.some((x) => HOT_WORK.test(x)));

/**
 * The permits the business's own recorded work needs (its ticked activities and described work:
 * confined spaces, hot work), whatever the job this permit was generated for. A blank permit never
 * says the business has no permit work when its own records say it has.
 */
function businessPermitTypes(ctx: PermitContext): { permit: string; hazards: string[] }[] {
  const byPermit = new Map<string, string[]>();
  // A hazard the job's own method already meets (by concept: a fall is a fall whichever row names it)
  // was judged there (a roof's height is managed by
  // the re-roofing method, not a height permit); the rest is work done apart from this job.
  for (const h of ctx.businessHazards.filter((b) => !ctx.jobHazardConcepts.has(b.concept))) {
    for (const permit of h.permits.filter(isInternal)) {
      const names = byPermit.get(permit) ?? [];
      if (!names.includes(h.name)) names.push(h.name);
      byPermit.set(permit, names);
    }
  }
  return [...byPermit].map(([permit, hazards]) => ({ permit, hazards }));
}

/**
 * A hazard's name mid-list, in lower case: a name in the country's terms
 * ("{{local.dangerousGoodsHazard}}") is read in them first, so its first word is lowered too.
 */
const lowerName = (ctx: PermitContext) => (name: string) => lowerFirst(inLocalTerms(name, ctx.profile));

/** A table's columns from the template's labels, keyed as the rows are. */
const columnsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

/** What the scope says when the job itself needs no permit. */
function noPermitForTheJob(ctx: PermitContext) {
  const sc = ctx.w.scope;
  const elsewhere = businessPermitTypes(ctx);
  const job = ctx.metadata.activity ? lowerFirst(ctx.metadata.activity) : null;
  if (elsewhere.length) {
    return html(
      p(job ? sc.elsewhereJob({ job }) : sc.elsewhereOther),
      ul(
        elsewhere.map((t) =>
          sc.permitFor({ permit: t.permit, hazards: t.hazards.map(lowerName(ctx)).join(", ") }),
        ),
      ),
      p(sc.elsewhereUse),
    );
  }
  // Said plainly: the job named here is not itself made permit work by being named.
  return p(ctx.method || ctx.hazards.length ? sc.noneRecorded : job ? sc.blankJob({ job }) : sc.blank);
}

const needs = (ctx: PermitContext, pattern: RegExp) => permitTypes(ctx).some((t) => pattern.test(t.permit));

/** Whether the work's permits include isolating energy (lockout and tagout). */
const isolates = (ctx: PermitContext) => needs(ctx, /lockout|isolation/i);

/** A blast permit's name, as the blasting method's steps carry it. */
const BLAST = /\bblast(?:ing)? permit\b/i;

/** Which permits the work needs, as the template's conditions name them. */
const conditionsOf = (ctx: PermitContext): Conditions => ({
  hotWork: needs(ctx, /hot work/i),
  confinedSpace: needs(ctx, /confined/i),
  excavation: needs(ctx, /excavat|dig/i),
  blasting: needs(ctx, BLAST),
  electrical: needs(ctx, /electric/i),
  isolation: isolates(ctx),
});

function scope(ctx: PermitContext): DocSection {
  const sc = ctx.w.scope;
  const types = permitTypes(ctx);
  const external = permitTypes(ctx, false);
  return scopeSection(ctx, sc.purpose, [
    h3(sc.needsHeading),
    types.length
      ? ul(
          types.map((t) =>
            sc.permitFor({ permit: t.permit, hazards: t.hazards.map(lowerName(ctx)).join(", ") }),
          ),
        )
      : noPermitForTheJob(ctx),
    external.length
      ? html(
          h3(sc.outsideHeading),
          p(sc.outsideIntro),
          ul(
            external.map((t) =>
              sc.outsideItem({ permit: t.permit, hazards: t.hazards.map(lowerName(ctx)).join(", ") }),
            ),
          ),
        )
      : null,
    h3(sc.rulesHeading),
    ol([...sc.rules]),
    regulatorParagraph(ctx),
  ]);
}

/**
 * The permit type as the issuer fills it in: the one permit the work needs named plainly, or each of
 * several as a box to tick (a sewer job may need its dig permit and, where a manhole is entered, its
 * confined space permit too), never a "tick one" with a single choice.
 */
function permitTypeField(w: Wording, types: readonly string[]): [string, string | null] {
  const f = w.details.fields;
  if (types.length === 0) return [f.type, null];
  if (types.length === 1) return [f.type, types[0]!];
  return [f.types, types.map((type) => w.details.tick({ type })).join("\n")];
}

function workDetails(ctx: PermitContext): DocSection {
  const d = ctx.w.details;
  const f = d.fields;
  const own = permitTypes(ctx).map((t) => t.permit);
  // A blank permit offers the permits the business's own recorded work needs, to tick, beside any other.
  const elsewhere = businessPermitTypes(ctx).map((t) => t.permit);
  const types = own.length ? own : elsewhere.length ? [...elsewhere, d.other] : [];
  const external = permitTypes(ctx, false);
  return {
    id: "work-details",
    heading: d.heading,
    body: p(d.intro),
    tables: [
      fieldTable("permit-details", d.caption, [
        [f.number],
        permitTypeField(ctx.w, types),
        [f.location, ctx.metadata.location],
        // A blank permit (no work here needs one) leaves the work to the issuer.
        [f.description, own.length ? ctx.metadata.activity : null],
        [f.plant, ctx.method ? methodList(ctx.method, "plant").join("\n") : null],
        [f.from],
        [f.expires],
        [f.issuer],
        [f.receiver],
        [f.crew],
        ...(external.length ? [[f.outside] as [string]] : []),
      ]),
    ],
  };
}

/** The pre-start checks, with the checker's column. */
const preStartTable = (ctx: PermitContext) =>
  checkTable("pre-start", ctx.w.hazards.checksCaption, [...ctx.w.hazards.checks], "yes-no", [
    { key: "by", label: ctx.w.hazards.checkedBy },
  ]);

/** The method's steps with the controls each needs in place before it starts. */
function methodControls(ctx: PermitContext, method: NonNullable<ComposeContext["method"]>): DocSection {
  const hz = ctx.w.hazards;
  const columns = columnsOf(hz.methodColumns);
  return {
    id: "hazards-controls",
    heading: hz.heading,
    // Which method the steps are (the library's task, or the preparer's own steps) is said first, so
    // the issuer knows whether the steps were written for this job or need completing.
    body: html(p(methodBasis(method, ctx.metadata.activity?.trim() || hz.thisWork)), p(hz.methodIntro)),
    tables: [
      {
        id: "permit-hazards",
        caption: hz.caption,
        columns,
        rows: [
          ...method.steps.map((s, i) => ({
            step: `${i + 1}. ${s.do}`,
            hazards: s.unrecognised ? UNRECOGNISED_LINE : s.hazards.map((h) => h.name).join("\n"),
            controls: s.unrecognised ? UNRECOGNISED_CONTROLS : s.required.map(controlText).join("\n"),
            ppe: stepPpe(method, s).join("\n"),
            confirmed: "",
          })),
          ...rowsFor(columns, [{}, {}]),
        ],
      },
      preStartTable(ctx),
    ],
    citations: hazardCitations(ctx),
  };
}

/** Atmosphere readings before and during entry, and who is inside: for confined space permits. */
function atmosphere(ctx: PermitContext): DocSection {
  const a = ctx.w.atmosphere;
  const readings = columnsOf({ time: ctx.w.dateTime, ...a.readings });
  const entries = columnsOf(a.entries);
  return {
    id: "gas-tests",
    heading: a.heading,
    body: html(p(a.test), p(a.log)),
    tables: [
      fieldTable(
        "gas-limits",
        a.limitsCaption,
        a.limits.map((label) => [label]),
      ),
      {
        id: "gas-readings",
        caption: a.readingsCaption,
        columns: readings,
        rows: rowsFor(
          readings,
          Array.from({ length: 6 }, () => ({})),
        ),
      },
      {
        id: "entry-log",
        caption: a.logCaption,
        columns: entries,
        rows: rowsFor(
          entries,
          Array.from({ length: 8 }, () => ({})),
        ),
      },
    ],
  };
}

function hazardsControls(ctx: PermitContext): DocSection {
  if (ctx.method) return methodControls(ctx, ctx.method);
  const hz = ctx.w.hazards;
  const hazards = permitHazards(ctx);
  const table: DocTable = {
    id: "permit-hazards",
    caption: hz.caption,
    columns: columnsOf(hz.columns),
    rows: hazards.map((h) => ({
      hazard: h.name,
      harm: h.harm,
      controls: orderedControls(h).join("\n"),
      ppe: h.ppe.join("\n"),
      confirmed: "",
    })),
  };
  return {
    id: "hazards-controls",
    heading: hz.heading,
    body: html(p(hazards.length ? hz.intro : hz.introNone)),
    tables: [
      {
        ...table,
        rows: [...table.rows, ...rowsFor(table.columns, hazards.length ? [{}, {}] : Array(6).fill({}))],
      },
      preStartTable(ctx),
    ],
    citations: hazardCitations(ctx, hazards),
  };
}

function isolations(ctx: PermitContext): DocSection {
  const is = ctx.w.isolation;
  const isolated = ctx.hazards.filter((h) => h.permits.some((x) => /lockout|isolation/i.test(x)));
  const columns = columnsOf(is.columns);
  return {
    id: "isolations",
    heading: is.heading,
    body: html(p(is.intro), ol([...is.steps])),
    tables: [
      {
        id: "isolation-points",
        caption: is.caption,
        columns,
        rows: rowsFor(
          columns,
          Array.from({ length: 6 }, (_, i) => ({ no: String(i + 1) })),
        ),
      },
    ],
    citations: hazardCitations(ctx, isolated),
  };
}

/** The permit's own hot work conditions, for work that makes flame, sparks or heat. */
function hotWork(w: Wording): DocSection {
  const hw = w.hotWork;
  return {
    id: "hot-work",
    heading: hw.heading,
    body: html(p(hw.intro), ol([...hw.conditions])),
    tables: [
      fieldTable(
        "hot-work-details",
        hw.caption,
        hw.fields.map((label) => [label]),
      ),
    ],
  };
}

/**
 * The permit's own blasting conditions, for charging and firing. What varies by site is written in
 * by the issuer from the mine's procedure and the blast plan, never stated here.
 */
function blasting(w: Wording): DocSection {
  const b = w.blasting;
  return {
    id: "blasting",
    heading: b.heading,
    body: html(p(b.intro), ol([...b.conditions])),
    tables: [
      fieldTable(
        "blasting-details",
        b.caption,
        b.fields.map((label) => [label]),
      ),
    ],
  };
}

function authorisation(ctx: PermitContext): DocSection {
  const a = ctx.w.authorisation;
  return {
    id: "authorisation",
    heading: a.heading,
    body: html(p(isolates(ctx) ? a.issuerIsolations : a.issuer), p(a.receiver)),
    tables: [
      // A permit is issued and closed within a job or shift: each signature records the time too.
      roleSignOffTable("authorisation-sign", a.caption, [...a.parties], ctx.w.dateTime),
      signOffTable("crew", a.crewCaption, 6, [], ctx.w.dateTime),
    ],
  };
}

function closeOut(ctx: PermitContext): DocSection {
  const c = ctx.w.closeOut;
  return {
    id: "close-out",
    heading: c.heading,
    body: html(p(c.intro)),
    tables: [
      checkTable("close-out-checks", c.caption, [...c.checks], "yes-no", [
        { key: "comments", label: c.comments },
      ]),
      roleSignOffTable("close-out-sign", c.signCaption, [...c.signRoles], ctx.w.dateTime),
    ],
  };
}

export const composer: Composer = (whole) => {
  const reader = {
    country: whole.profile.country,
    region: whole.profile.code,
    small: isSmallHeadcount(whole.employees),
  };
  const slots = {
    "business.name": whole.business.name,
    "business.possessive": possessive(whole.business.name),
    call: firstCall(whole),
  };
  const none: Conditions = {
    hotWork: false,
    confinedSpace: false,
    excavation: false,
    blasting: false,
    electrical: false,
    isolation: false,
  };
  // Which permits the work needs is settled first (a hot work job's own permit may be named by the
  // template); the conditions the template's lists turn on follow from them.
  const first = wordingOf(TEMPLATE, reader, slots, none);
  // With a method, the permit covers the method's hazards only, not the whole business's.
  const asked: PermitContext = {
    ...whole,
    hazards: whole.method ? methodHazards(whole.method) : whole.hazards,
    businessHazards: whole.hazards,
    jobHazardConcepts: new Set((whole.method ? methodHazards(whole.method) : []).map((h) => h.concept)),
    w: first,
  };
  // Where the job needs no permit and none of its hazards is extreme (a bookshop's deliveries, a
  // blood draw, desk work), the permit is left blank for the non-routine task that will need one:
  // filling it in with the routine job's steps would issue a permit for work that needs none.
  const routine =
    permitTypes(asked).length === 0 &&
    permitTypes(asked, false).length === 0 &&
    asked.hazards.every((h) => riskLevel(h.inherent) !== "Extreme");
  const settled: PermitContext = routine ? { ...asked, method: null, hazards: [] } : asked;
  const ctx: PermitContext = { ...settled, w: wordingOf(TEMPLATE, reader, slots, conditionsOf(settled)) };
  const w = ctx.w;
  return {
    // A blank permit is not for the routine job it was generated for, so its title does not name it.
    title: docTitle(ctx, routine ? undefined : ctx.metadata.activity),
    sections: [
      scope(ctx),
      workDetails(ctx),
      hazardsControls(ctx),
      ...(needs(ctx, /confined/i) ? [atmosphere(ctx)] : []),
      ...(needs(ctx, HOT_WORK) ? [hotWork(w)] : []),
      ...(needs(ctx, BLAST) ? [blasting(w)] : []),
      // Lockout only where the work's permits include an isolation: a bookshop has nothing to lock.
      ...(isolates(ctx) ? [isolations(ctx)] : []),
      authorisation(ctx),
      closeOut(ctx),
    ],
  };
};
