import { workProcesses } from "../../../hazards";
import type { HazardEntry } from "../../../hazards/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { firstCall } from "../../composers/regulator";
import {
  checkTable,
  docTitle,
  possessive,
  regulatorParagraph,
  rowsFor,
  scopeSection,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable, signOffTable } from "../../composers/tables";
import { lowerFirst } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
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

/**
 * The hazard library lists both permits this business issues itself (hot work, confined space …)
 * and approvals from outside bodies (road authority, network owner, licences); only the first
 * are permits to work.
 */
/** The permit's context: its hazards are the method's, and the business's own are kept beside them. */
type PermitContext = ComposeContext & {
  businessHazards: HazardEntry[];
  jobHazardConcepts: ReadonlySet<string>;
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
      const permit = carriers[0]?.permits.find((x) => HOT_WORK.test(x)) ?? "Hot work permit";
      byPermit.set(permit, carriers.length ? carriers.map((h) => h.name) : ["Fire from hot work"]);
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

/** What the scope says when the job itself needs no permit. */
function noPermitForTheJob(ctx: PermitContext) {
  const elsewhere = businessPermitTypes(ctx);
  const job = ctx.metadata.activity ? lowerFirst(ctx.metadata.activity) : null;
  if (elsewhere.length) {
    return html(
      p(
        `${job ? `${job[0]!.toUpperCase()}${job.slice(1)} is not itself permit work, but` : "Other"} work ${possessive(ctx.business.name)} records show needs a permit before it starts:`,
      ),
      ul(elsewhere.map((t) => `${t.permit}: for ${t.hazards.map(lowerFirst).join(", ")}`)),
      p(
        "Use this permit for that work each time it is done, and for any other non-routine task a supervisor judges to be high risk: the issuer fills in the work, its hazards and their controls before it starts.",
      ),
    );
  }
  // Said plainly: the job named here is not itself made permit work by being named.
  return p(
    ctx.method || ctx.hazards.length
      ? `None of ${possessive(ctx.business.name)} recorded activities routinely needs a permit to work. Use this permit only where a supervisor judges a non-routine task to be high risk.`
      : `None of ${possessive(ctx.business.name)} recorded activities routinely needs a permit to work${job ? `, and ${job} is not permit work` : ""}. This is a blank permit for a non-routine task a supervisor judges to be high risk: the issuer fills in the work, its hazards and their controls when that task comes up.`,
  );
}

const needs = (ctx: PermitContext, pattern: RegExp) => permitTypes(ctx).some((t) => pattern.test(t.permit));

/** Whether the work's permits include isolating energy (lockout and tagout). */
const isolates = (ctx: PermitContext) => needs(ctx, /lockout|isolation/i);

function scope(ctx: PermitContext): DocSection {
  const types = permitTypes(ctx);
  const external = permitTypes(ctx, false);
  return scopeSection(
    ctx,
    `${ctx.business.name} uses this permit to control non-routine, high-risk work. No permit work starts until the permit is issued, and the work stays within the permit's description, location and time limits.`,
    [
      h3("Work That Needs a Permit"),
      types.length
        ? ul(types.map((t) => `${t.permit}: for ${t.hazards.map(lowerFirst).join(", ")}`))
        : noPermitForTheJob(ctx),
      external.length
        ? html(
            h3("Outside Approvals"),
            p("These approvals come from outside the business and must be held before the permit is issued:"),
            ul(external.map((t) => `${t.permit} (${t.hazards.map(lowerFirst).join(", ")})`)),
          )
        : null,
      h3("Permit Rules"),
      ol([
        "The issuer inspects the work area with the receiver before signing.",
        "A permit covers one task, one location and at most one shift; it is reissued if any of these change.",
        "The permit is displayed at the work location while the work is under way.",
        "Work stops and the permit is suspended if conditions change, an alarm sounds or a control fails.",
        "The permit is closed out and returned to the issuer when the work finishes.",
      ]),
      regulatorParagraph(ctx),
    ],
  );
}

/**
 * The permit type as the issuer fills it in: the one permit the work needs named plainly, or each of
 * several as a box to tick (a sewer job may need its dig permit and, where a manhole is entered, its
 * confined space permit too), never a "tick one" with a single choice.
 */
function permitTypeField(types: readonly string[]): [string, string | null] {
  if (types.length === 0) return ["Permit type", null];
  if (types.length === 1) return ["Permit type", types[0]!];
  return ["Permit type (tick each this job needs)", types.map((t) => `[ ] ${t}`).join("\n")];
}

function workDetails(ctx: PermitContext): DocSection {
  const own = permitTypes(ctx).map((t) => t.permit);
  // A blank permit offers the permits the business's own recorded work needs, to tick, beside any other.
  const elsewhere = businessPermitTypes(ctx).map((t) => t.permit);
  const types = own.length ? own : elsewhere.length ? [...elsewhere, "Other (describe the work)"] : [];
  const external = permitTypes(ctx, false);
  return {
    id: "work-details",
    heading: "Work Details",
    body: p("The issuer completes this part before work starts. Blank entries are filled in for each job."),
    tables: [
      fieldTable("permit-details", "Permit details", [
        ["Permit no."],
        permitTypeField(types),
        ["Location", ctx.metadata.location],
        // A blank permit (no work here needs one) leaves the work to the issuer.
        ["Description of work", own.length ? ctx.metadata.activity : null],
        ["Plant and equipment to be used", ctx.method ? methodList(ctx.method, "plant").join("\n") : null],
        ["Valid from (date / time)"],
        ["Expires (date / time)"],
        ["Issued by (issuer)"],
        ["Received by (person in charge of the work)"],
        ["Number of people in the work crew"],
        ...(external.length ? [["Outside approvals held (reference numbers)"] as [string]] : []),
      ]),
    ],
  };
}

function preStartChecks(ctx: PermitContext): string[] {
  return [
    "The issuer and receiver have inspected the work area together",
    "Every member of the crew has been briefed on the hazards, controls and permit conditions",
    "Other work nearby that could affect, or be affected by, this work has been coordinated",
    `Rescue and emergency arrangements are in place and the crew knows to call ${firstCall(ctx)}`,
    needs(ctx, /hot work/i)
      ? "Combustibles are removed or covered, an extinguisher is at the work point and a fire watch is assigned"
      : null,
    needs(ctx, /confined/i)
      ? "The atmosphere has been tested (oxygen, flammable gases, toxic gases) and results recorded; a standby person is in place"
      : null,
    needs(ctx, /excavat|dig/i) ? "Underground services have been located and marked before digging" : null,
    needs(ctx, BLAST)
      ? "The blast area is closed to everyone but the charging crew, and the lightning warning has been checked"
      : null,
    needs(ctx, /electric/i)
      ? "Circuits have been isolated and proved dead with a tested voltage tester"
      : null,
    needs(ctx, /lockout|isolation/i)
      ? "Every energy source is isolated, locked, tagged and tested for zero energy (see Energy Isolation)"
      : null,
  ].filter((c): c is string => Boolean(c));
}

/** The method's steps with the controls each needs in place before it starts. */
function methodControls(ctx: PermitContext, method: NonNullable<ComposeContext["method"]>): DocSection {
  const columns = [
    { key: "step", label: "Step" },
    { key: "hazards", label: "Hazards" },
    { key: "controls", label: "Controls required before the step starts" },
    { key: "ppe", label: "PPE" },
    { key: "confirmed", label: "Confirmed in place (Yes / No)" },
  ];
  return {
    id: "hazards-controls",
    heading: "Hazards and Controls",
    // Which method the steps are (the library's task, or the preparer's own steps) is said first, so
    // the issuer knows whether the steps were written for this job or need completing.
    body: html(
      p(methodBasis(method, ctx.metadata.activity?.trim() || "this work")),
      p(
        "The steps of the work, each with its own hazards and the controls the issuer confirms before signing. Add any hazard specific to this job in the blank rows.",
      ),
    ),
    tables: [
      {
        id: "permit-hazards",
        caption: "Hazards and controls for permit work",
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
      checkTable("pre-start", "Pre-start checks", preStartChecks(ctx), "yes-no", [
        { key: "by", label: "Checked by" },
      ]),
    ],
    citations: hazardCitations(ctx),
  };
}

/** The permit's signatures' date column: when in the shift each was given. */
const DATE_TIME = "Date / time";

const GAS_COLUMNS = [
  { key: "time", label: DATE_TIME },
  { key: "location", label: "Test location (top / middle / bottom)" },
  { key: "oxygen", label: "Oxygen (%)" },
  { key: "flammable", label: "Flammable gas (% LEL)" },
  { key: "h2s", label: "Hydrogen sulphide (ppm)" },
  { key: "co", label: "Carbon monoxide (ppm)" },
  { key: "other", label: "Other toxic gas (ppm)" },
  { key: "instrument", label: "Detector no. / bump-tested" },
  { key: "by", label: "Tested by" },
];

const ENTRY_COLUMNS = [
  { key: "name", label: "Name" },
  { key: "in", label: "Time in" },
  { key: "out", label: "Time out" },
  { key: "standby", label: "Standby person (initials)" },
];

/** Atmosphere readings before and during entry, and who is inside: for confined space permits. */
function atmosphere(): DocSection {
  return {
    id: "gas-tests",
    heading: "Gas Tests and Entry Log",
    body: html(
      p(
        "Test the atmosphere from outside before anyone enters, at the top, middle and bottom of the space, and again at the intervals the issuer sets and after every break. Nobody enters unless every reading is within the limits written on this permit; record the limits before the first test.",
      ),
      p(
        "The standby person records every entry and exit as it happens, so everyone inside is known at all times.",
      ),
    ),
    tables: [
      fieldTable("gas-limits", "Acceptable limits for this entry", [
        ["Oxygen (%)"],
        ["Flammable gas (% LEL)"],
        ["Toxic gases and their limits (ppm)"],
      ]),
      {
        id: "gas-readings",
        caption: "Gas test readings",
        columns: GAS_COLUMNS,
        rows: rowsFor(
          GAS_COLUMNS,
          Array.from({ length: 6 }, () => ({})),
        ),
      },
      {
        id: "entry-log",
        caption: "Entry and exit log",
        columns: ENTRY_COLUMNS,
        rows: rowsFor(
          ENTRY_COLUMNS,
          Array.from({ length: 8 }, () => ({})),
        ),
      },
    ],
  };
}

function hazardsControls(ctx: PermitContext): DocSection {
  if (ctx.method) return methodControls(ctx, ctx.method);
  const hazards = permitHazards(ctx);
  const table: DocTable = {
    id: "permit-hazards",
    caption: "Hazards and controls for permit work",
    columns: [
      { key: "hazard", label: "Hazard" },
      { key: "harm", label: "Potential harm" },
      { key: "controls", label: "Controls required" },
      { key: "ppe", label: "PPE" },
      { key: "confirmed", label: "Confirmed in place (Yes / No)" },
    ],
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
    heading: "Hazards and Controls",
    body: html(
      p(
        hazards.length
          ? "Every control below must be in place before the issuer signs. Add any hazard specific to this job in the blank rows."
          : "Record the hazards of this job and their controls; the pre-start checks below apply to all permit work.",
      ),
    ),
    tables: [
      {
        ...table,
        rows: [...table.rows, ...rowsFor(table.columns, hazards.length ? [{}, {}] : Array(6).fill({}))],
      },
      checkTable("pre-start", "Pre-start checks", preStartChecks(ctx), "yes-no", [
        { key: "by", label: "Checked by" },
      ]),
    ],
    citations: hazardCitations(ctx, hazards),
  };
}

const ISOLATION_COLUMNS = [
  { key: "no", label: "No." },
  { key: "energy", label: "Energy source" },
  { key: "point", label: "Isolation point / device" },
  { key: "method", label: "Method (e.g. breaker off, valve shut and chained, line blanked)" },
  { key: "lockedBy", label: "Locked by" },
  { key: "lock", label: "Lock no." },
  { key: "tag", label: "Tag no." },
  { key: "verifiedBy", label: "Zero energy verified by (how)" },
  { key: "removedBy", label: "Lock removed by (date / time)" },
];

function isolations(ctx: PermitContext): DocSection {
  const isolated = ctx.hazards.filter((h) => h.permits.some((x) => /lockout|isolation/i.test(x)));
  return {
    id: "isolations",
    heading: "Energy Isolation and Lockout",
    body: html(
      p(
        "Every source of energy that could start up, move or release during the work is isolated and locked out:",
      ),
      ol([
        "Identify every energy source: electrical, mechanical, hydraulic, pneumatic, stored pressure, thermal, chemical and gravity.",
        "Tell the people affected that the equipment is being shut down.",
        "Shut the equipment down using its normal stop controls.",
        "Operate each isolation point and fit a personal lock and a danger tag to it; every worker fits their own lock.",
        "Release or restrain stored energy: bleed pressure, discharge capacitors, block moving parts, drain lines.",
        "Verify isolation by trying to start the equipment and testing for zero energy before anyone touches it.",
        "Record each isolation point in the table below: where it is, how it is isolated, whose lock and which tag is on it, and who verified zero energy and how.",
        "On completion, each worker removes only their own lock, after the area is clear and guards are refitted.",
      ]),
    ),
    tables: [
      {
        id: "isolation-points",
        caption: "Isolation points",
        columns: ISOLATION_COLUMNS,
        rows: rowsFor(
          ISOLATION_COLUMNS,
          Array.from({ length: 6 }, (_, i) => ({ no: String(i + 1) })),
        ),
      },
    ],
    citations: hazardCitations(ctx, isolated),
  };
}

/** The permit's own hot work conditions, for work that makes flame, sparks or heat. */
function hotWork(): DocSection {
  return {
    id: "hot-work",
    heading: "Hot Work",
    body: html(
      p("Before the first flame or spark, and for as long as the hot work goes on:"),
      ol([
        "Combustibles are cleared from around the work, or covered with fire blankets where they cannot be moved; openings, gaps and voids that sparks or heat could reach are covered or checked.",
        "Gas cylinders are upright and secured, and hoses, regulators and flashback arrestors are checked for damage and leaks before lighting.",
        "A charged extinguisher of the right type is at hand at the work point.",
        "A fire watch is named on this permit, stays with the work while it goes on and keeps watch after it stops for the time the issuer sets below, checking where heat or sparks reached.",
        "Hot work stops at once if the fire watch leaves, conditions change or anything starts to smoulder.",
      ]),
    ),
    tables: [
      fieldTable("hot-work-details", "Hot work conditions", [
        ["Hot work to be done (torch, welding, cutting, grinding)"],
        ["Fire watch (name)"],
        ["Extinguisher type and location"],
        ["Fire watch continues until (time after hot work stops)"],
        ["Final check of the area done by (name / time)"],
      ]),
    ],
  };
}

/** A blast permit's name, as the blasting method's steps carry it. */
const BLAST = /\bblast(?:ing)? permit\b/i;

/**
 * The permit's own blasting conditions, for charging and firing. What varies by site (the
 * lightning stand-down distance, the longest sleep time, the misfire wait) is written in by the
 * issuer from the mine's procedure and the blast plan, never stated here.
 */
function blasting(): DocSection {
  return {
    id: "blasting",
    heading: "Blasting",
    body: html(
      p("Before any explosives go to the bench, and until the shotfirer gives the all-clear after firing:"),
      ol([
        "The blast plan is approved and the shotfirer in charge named; only the charging crew enters the blast area.",
        "The holes have been tested for reactive or hot ground as the blast plan sets, and the product and sleep time are the ones the plan sets for that ground.",
        "The bench crest and open edges are marked, and the bulk loading truck works on the bench only under the crew's positive contact.",
        "Lightning is watched for the whole time explosives are on the bench; charging stops and everyone leaves the blast area when lightning comes within the stand-down distance written below.",
        "The holes are fired within the longest sleep time written below; holes that would sleep longer are reported to the shotfirer before the permit lapses.",
        "Every guard confirms their position is clear before the warning signals and firing; nobody re-enters until the misfire wait has passed and the shotfirer gives the all-clear.",
      ]),
    ),
    tables: [
      fieldTable("blasting-details", "Blasting conditions", [
        ["Shotfirer in charge (name and licence number)"],
        ["Blast plan reference"],
        ["Lightning stand-down distance (from the mine's procedure)"],
        ["Longest sleep time for charged holes (from the blast plan)"],
        ["Planned firing time"],
        ["Guard positions and guards' names"],
        ["Misfire wait before re-entry (from the blast plan)"],
        ["All-clear given by (name / time)"],
      ]),
    ],
  };
}

function authorisation(ctx: PermitContext): DocSection {
  const parties = [
    "Issuer",
    "Receiver (person in charge of the work)",
    "Area owner / supervisor",
    needs(ctx, /confined/i) ? "Standby person" : null,
    needs(ctx, /hot work/i) ? "Fire watch" : null,
    needs(ctx, BLAST) ? "Shotfirer in charge" : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "authorisation",
    heading: "Authorisation",
    body: html(
      p(
        `Issuer: I have inspected the work area, the controls ${isolates(ctx) ? "and isolations " : ""}listed are in place, and the work may proceed within this permit's conditions.`,
      ),
      p(
        "Receiver: I understand the hazards and conditions of this permit, I have briefed the crew, and the work will stop if conditions change.",
      ),
    ),
    tables: [
      // A permit is issued and closed within a job or shift: each signature records the time too.
      roleSignOffTable("authorisation-sign", "Authorisation", parties, DATE_TIME),
      signOffTable("crew", "Work crew acknowledgement", 6, [], DATE_TIME),
    ],
  };
}

function closeOut(ctx: PermitContext): DocSection {
  return {
    id: "close-out",
    heading: "Close-Out",
    body: html(
      p(
        `When the work is finished the receiver hands the area back and the issuer inspects it before cancelling the permit. Closed permits are kept with ${possessive(ctx.business.name)} safety records.`,
      ),
    ),
    tables: [
      checkTable(
        "close-out-checks",
        "Close-out checks",
        [
          "The work described is complete",
          "The area is clean, safe and clear of tools, materials and waste",
          "Guards, barriers and covers are refitted",
          isolates(ctx)
            ? "Everyone is clear of the equipment; then each worker removed their own lock and tag, and every isolation point in the table is restored and signed off"
            : null,
          isolates(ctx)
            ? "The area owner has been told the equipment may be restarted, and it was tested under their control"
            : null,
          needs(ctx, /hot work/i)
            ? "The fire watch was kept for the time set by the issuer after hot work stopped"
            : null,
          needs(ctx, /confined/i)
            ? "The entry log shows everyone who entered has come out, and the space is closed or barricaded"
            : null,
          needs(ctx, BLAST)
            ? "The shotfirer has inspected the blast, any misfire is marked, recorded and made safe, and the all-clear is given"
            : null,
          "Everyone on the crew is accounted for",
        ].filter((c): c is string => Boolean(c)),
        "yes-no",
        [{ key: "comments", label: "Comments" }],
      ),
      roleSignOffTable(
        "close-out-sign",
        "Permit closed",
        ["Receiver (work handed back)", "Issuer (permit cancelled)"],
        DATE_TIME,
      ),
    ],
  };
}

export const composer: Composer = (whole) => {
  // With a method, the permit covers the method's hazards only, not the whole business's.
  const asked: PermitContext = {
    ...whole,
    hazards: whole.method ? methodHazards(whole.method) : whole.hazards,
    businessHazards: whole.hazards,
    jobHazardConcepts: new Set((whole.method ? methodHazards(whole.method) : []).map((h) => h.concept)),
  };
  // Where the job needs no permit and none of its hazards is extreme (a bookshop's deliveries, a
  // blood draw, desk work), the permit is left blank for the non-routine task that will need one:
  // filling it in with the routine job's steps would issue a permit for work that needs none.
  const routine =
    permitTypes(asked).length === 0 &&
    permitTypes(asked, false).length === 0 &&
    asked.hazards.every((h) => riskLevel(h.inherent) !== "Extreme");
  const ctx: PermitContext = routine ? { ...asked, method: null, hazards: [] } : asked;
  return {
    // A blank permit is not for the routine job it was generated for, so its title does not name it.
    title: docTitle(ctx, routine ? undefined : ctx.metadata.activity),
    sections: [
      scope(ctx),
      workDetails(ctx),
      hazardsControls(ctx),
      ...(needs(ctx, /confined/i) ? [atmosphere()] : []),
      ...(needs(ctx, HOT_WORK) ? [hotWork()] : []),
      ...(needs(ctx, BLAST) ? [blasting()] : []),
      // Lockout only where the work's permits include an isolation: a bookshop has nothing to lock.
      ...(isolates(ctx) ? [isolations(ctx)] : []),
      authorisation(ctx),
      closeOut(ctx),
    ],
  };
};
