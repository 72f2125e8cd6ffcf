import type { HazardEntry } from "../../../hazards/types";
import type { Citation } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { legalRefresher } from "../../composers/refreshers";
import {
  docTitle,
  ppeItems,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { blankTable, fieldTable, roleSignOffTable } from "../../composers/tables";
import { lowerFirst, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

type CareKind = keyof Wording["register"]["care"];

/** The words of an item before what it is for, when it is worn or what it comes with. */
function headOf(item: string): string {
  return item.split(/[,;(]|\s(?:with|for|when|where|while|rated|of|that|at|on|in|to|or|and)\s/i)[0] ?? "";
}

/** Which kind of PPE an item is, by its name; the first match wins. Its care is the template's. */
const CARE_KINDS: [RegExp, CareKind][] = [
  [/diving|bail-out|breathing apparatus/i, "breathingApparatus"],
  [/gas monitor|detector/i, "gasMonitor"],
  [/earplug|earmuff|hearing/i, "hearing"],
  [/insulating/i, "insulating"],
  [/flame-resistant|arc-rated/i, "flameResistant"],
  [/welding helmet|filter shade/i, "weldingHelmet"],
  [/disposable|face mask|overshoe|hair restraint|single-use/i, "disposable"],
  [/harness|lanyard|anchor/i, "harness"],
  [/air-fed|supplied-air|airline/i, "airFed"],
  [/respirat|full-face mask|rpe/i, "respirator"],
  [/hi-vis|high-vis|visibility/i, "highVisibility"],
  // A hard hat is head protection, not a sun hat; chainsaw trousers are leg protection, not sun wear.
  [/helmet|hard hat/i, "helmet"],
  [/chaps|legwear|leggings|(chainsaw|cut-resistant|protective|logger) (trousers|pants)/i, "legProtection"],
  [/hat\b|brim|shirt|trousers|clothing|sunscreen|sunglass/i, "sunProtection"],
  [/glove/i, "gloves"],
  [/boot|footwear|shoe/i, "footwear"],
  [/glass|goggle|eye|face shield|visor/i, "eyes"],
];

const kindIn = (text: string): CareKind | undefined => CARE_KINDS.find(([re]) => re.test(text))?.[1];
/**
 * The kind of an item by its own name first, then by the rest of it: a "hard hat with face screen
 * and hearing protection" is a hard hat, cared for as one, not as earmuffs.
 */
const kindOf = (item: string): CareKind => kindIn(headOf(item)) ?? kindIn(item) ?? "other";
const careOf = (w: Wording, item: string) => w.register.care[kindOf(item)];

/**
 * An item of PPE, the hazards it is for (or, where none of its step's hazards calls for its kind,
 * the steps it is worn at), and the tasks of the business's own work that call for it.
 */
type Row = { item: string; hazards: HazardEntry[]; steps: string[]; tasks: string[] };

/** Kinds of PPE that protect against one harm only, whatever the item is called. */
const ONE_PURPOSE: readonly CareKind[] = [
  "hearing",
  "highVisibility",
  "harness",
  "gasMonitor",
  "legProtection",
];

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
/** Words that say nothing of which item it is ("a suitable respirator" is a respirator). */
const FILLER = new Set(["a", "an", "the", "suitable", "appropriate", "correct", "approved"]);
/** An item's own name, without what it is for or when it is worn ("safety glasses when fixing overhead"). */
const coreOf = (item: string) => wordsOf(headOf(item)).filter((w) => !FILLER.has(w));

/**
 * Whether `item` is the PPE `named` names: every word of the item's own name is in the named item
 * (safety boots are the steel-capped safety boots a hazard names, leather welding gloves are in
 * its "flame-resistant clothing and leather welding gloves"), or, for a kind with one purpose, an
 * item of the same kind (hearing protection is earplugs or earmuffs), as for a respirator: a step's
 * "respirator the label specifies" is the respirator the register issues for that exposure. Work gloves are not the
 * gloves a hazard names for handling dead stock, nor welding gloves its cut-resistant gloves.
 */
function sameItem(item: string, named: string): boolean {
  const kind = kindOf(item);
  if (ONE_PURPOSE.includes(kind) || kind === "respirator") return kind === kindOf(named);
  const core = coreOf(item);
  const words = new Set(wordsOf(named));
  return core.length > 0 && core.every((w) => words.has(w));
}

/**
 * Gloves and footwear are for many harms: what the kind protects against is said only of an item
 * named as the kind ("work gloves", "safety boots"); welding, chemical-resistant or insulated
 * gloves and chainsaw boots are listed against the step they are worn at.
 */
const PLAIN = new Set([
  "work",
  "safety",
  "gloves",
  "boots",
  "footwear",
  "shoes",
  "steel-capped",
  "steel-toe",
]);
const plainlyNamed = (item: string) =>
  !["gloves", "footwear"].includes(kindOf(item)) || coreOf(item).every((w) => PLAIN.has(w));

/**
 * The PPE of the business's own work: its hazards' PPE, then the PPE the steps of its own tasks
 * name (a saw cutter's respirator and hearing protection, a concreter's gloves for wet concrete),
 * each against the hazards of its step whose own PPE names that item. A kind of PPE is not enough:
 * a hazard whose PPE is gloves for handling dead stock does not call for the work gloves of the
 * same step. An item the register already issues is that row, not a second item to issue; a
 * hazard the business's register holds is named as the register names it. Where no hazard of the
 * step names the item (hearing protection at a roofing step whose hazards are the roof edge and
 * the sheets), the row names what that kind of PPE protects against, or the step it is worn at:
 * no other hazard is guessed.
 */
function registerItems(ctx: ComposeContext): Row[] {
  // One respirator for one exposure: a hazard whose wordings each name a respirator (a farm's
  // sprays by their label, its chemicals by their SDS) issues the first, not one row for each.
  const hazardRows = ppeItems(ctx).filter(
    ({ item, hazards }, i, all) =>
      kindOf(item) !== "respirator" ||
      !all
        .slice(0, i)
        .some(
          (o) =>
            kindOf(o.item) === "respirator" &&
            hazards.every((h) => o.hazards.some((k) => k.concept === h.concept)),
        ),
  );
  const rows: Row[] = hazardRows.map(({ item, hazards }) => ({ item, hazards, steps: [], tasks: [] }));
  const fromHazards = rows.length;
  const asListed = (h: HazardEntry) => ctx.hazards.find((k) => k.concept === h.concept) ?? h;
  const holds = (row: Row, h: HazardEntry) => row.hazards.some((k) => k.concept === h.concept);
  for (const step of ctx.workSteps) {
    for (const item of [...step.sitePpe, ...step.ppe]) {
      if (rows.some((r) => r.item.toLowerCase() === item.toLowerCase())) continue;
      const callFor = step.hazards.filter((h) => h.ppe.some((p) => sameItem(item, p))).map(asListed);
      const oneKind = ONE_PURPOSE.includes(kindOf(item));
      // The register already issues this item for its hazards (the step's "safety boots" are its
      // steel-capped safety boots; hearing protection is its earplugs or earmuffs). A hazard of the
      // step joins that row only where the hazard's own PPE is that very item (or, for a kind with
      // one purpose, any item of it): coveralls with a hood for asbestos are not the coveralls
      // the register issues where dust settles on clothing, so they stay a row of their own.
      const issued = rows.filter((r, i) => i < fromHazards && sameItem(item, r.item));
      // Gloves or boots named only as their kind at a step ("gloves" while felling) are the one
      // item of that kind the register already issues for a hazard that calls for it at this very
      // step (its cut-resistant gloves for the chainsaw): the same pair, not a second row to issue.
      const worn =
        plainlyNamed(item) && ["gloves", "footwear"].includes(kindOf(item))
          ? issued.filter((r) => callFor.some((h) => holds(r, h)))
          : [];
      if (worn.length === 1) {
        for (const h of callFor) if (!holds(worn[0]!, h)) worn[0]!.hazards.push(h);
        continue;
      }
      const open = issued.length
        ? callFor.filter((h) => {
            if (issued.some((r) => holds(r, h))) return false;
            const row = oneKind ? issued[0] : issued.find((r) => h.ppe.includes(r.item));
            row?.hazards.push(h);
            return !row;
          })
        : callFor;
      if (issued.length && !open.length) continue;
      const hazards = open.filter((h) => !rows.some((r) => sameItem(item, r.item) && holds(r, h)));
      if (open.length && !hazards.length) continue;
      // A step's item named again at another step ("safety glasses when fixing overhead", then
      // "safety glasses") is one item, listed against the hazards of both by its shorter name.
      const again = rows.find(
        (r, i) =>
          i >= fromHazards &&
          kindOf(r.item) === kindOf(item) &&
          (oneKind || coreOf(r.item).join(" ") === coreOf(item).join(" ")),
      );
      if (again) {
        for (const h of hazards) if (!holds(again, h)) again.hazards.push(h);
        if (again.hazards.length) again.steps = [];
        if (!again.tasks.includes(step.task)) again.tasks.push(step.task);
        if (item.length < again.item.length) again.item = item;
        continue;
      }
      rows.push({ item, hazards, steps: hazards.length ? [] : [step.do], tasks: [step.task] });
    }
  }
  return oneHeadProtection(rows);
}

/**
 * The name one item of head protection is listed by: the one that says what it is fitted with
 * ("hard hat with face screen and hearing protection"), else the plain name; where or when it is
 * worn ("safety helmet where objects can fall from above") is the hazards' to say, not its name.
 */
function fullerName(a: string, b: string): string {
  const rank = (item: string) => {
    const rest = item.slice(headOf(item).length).trim();
    return !rest ? 1 : /^with\b/i.test(rest) ? 2 + rest.length : 0;
  };
  return rank(b) > rank(a) ? b : a;
}

/**
 * Head protection of one name is one item: a hard hat and the hard hat with face screen and
 * hearing protection are the same hard hat, fitted out for the hazards that need it. The register
 * lists it once, by its fuller name, against every hazard and task either row was for.
 */
function oneHeadProtection(rows: Row[]): Row[] {
  const merged: Row[] = [];
  for (const row of rows) {
    const same =
      kindOf(row.item) === "helmet"
        ? merged.find(
            (r) => kindOf(r.item) === "helmet" && coreOf(r.item).join(" ") === coreOf(row.item).join(" "),
          )
        : undefined;
    if (!same) {
      merged.push({ ...row, hazards: [...row.hazards], steps: [...row.steps], tasks: [...row.tasks] });
      continue;
    }
    same.item = fullerName(same.item, row.item);
    for (const h of row.hazards) if (!same.hazards.some((k) => k.concept === h.concept)) same.hazards.push(h);
    for (const t of row.tasks) if (!same.tasks.includes(t)) same.tasks.push(t);
    if (same.hazards.length) same.steps = [];
    else for (const s of row.steps) if (!same.steps.includes(s)) same.steps.push(s);
  }
  return merged;
}

/**
 * How a respirator sits on the face, which decides whether it is fit tested: a tight-fitting face
 * piece (a filtering half mask, a half- or full-face respirator, the face piece of an air-fed
 * respirator or breathing apparatus) seals on the face and is fit tested; a loose-fitting hood or
 * helmet has no seal to test. An air-fed or powered respirator whose name says neither may be
 * either, and its row says the fit test is for a tight-fitting face piece. A disposable face mask
 * worn against infection is not a respirator.
 */
type Fit = "tight" | "loose" | "either";
const TIGHT =
  /tight-fitting|half[- ]?mask|full[- ]?face|face ?piece|\bmask\b|\bn95\b|\bffp\d|\bp[123]\b|\bp100\b|fit-tested/i;
const LOOSE = /loose-fitting|\bhood\b|\bhelmet\b/i;
export function fitOf(item: string): Fit | null {
  const kind = kindOf(item);
  const respirator =
    kind === "respirator" ||
    kind === "airFed" ||
    kind === "breathingApparatus" ||
    /\bdust mask\b|\brpe\b/i.test(item) ||
    (kind === "disposable" && /respirat/i.test(item));
  if (!respirator || /^face mask\b/i.test(item)) return null;
  if (TIGHT.test(item)) return "tight";
  if (LOOSE.test(item)) return "loose";
  // A filtering respirator seals on the face; breathing apparatus has a full face piece.
  if ((kind === "respirator" && !/powered|papr/i.test(item)) || kind === "breathingApparatus") return "tight";
  return "either";
}

function requirements(ctx: ComposeContext, w: Wording): DocSection {
  const ppe = ctx.profile.ppe;
  const certifies = /certif/i.test([ppe.summary, ...ppe.requirements].join(" "));
  const c = w.requirements.certification;
  return {
    id: "requirements",
    heading: w.requirements.heading,
    body: html(
      topicBody(ppe),
      p(w.requirements.lastLine),
      certifies ? html(h3(c.heading), p(c.intro)) : null,
      regulatorParagraph(ctx),
    ),
    tables: certifies
      ? [
          fieldTable("certification", c.caption, [
            [c.workplace, workplaceName(ctx)],
            [c.hazards, ctx.hazards.map((h) => h.name).join("\n")],
            [c.certifiedBy],
            [c.dates],
            [c.statementLabel, c.statement],
          ]),
        ]
      : [],
    citations: ppe.citations,
  };
}

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

/**
 * What a tight-fitting respirator's row says of its fit testing and training: the intervals the law
 * here sets, with the provisions that set them, or nothing where no law here sets one (the
 * register's fitting line says what the business does).
 */
function respiratorStandard(
  ctx: ComposeContext,
  w: Wording,
  fit: Fit,
): { text: string; citations: Citation[] } {
  const standard = w.register.respiratorStandard;
  const fitTest = { tight: standard.fitTest, either: standard.fitTestIfTight, loose: null }[fit];
  const lines = (
    [
      ["respirator-fit-test", fitTest],
      ["respirator-training", standard.training],
    ] as const
  ).flatMap(([kind, line]) => {
    const interval = line && legalRefresher(ctx, kind);
    return interval ? [{ kind, text: line({ interval }) }] : [];
  });
  const citations = lines.flatMap(({ kind }) => ctx.profile.refreshers[kind]?.citations ?? []);
  return { text: lines.map((l) => l.text).join("\n"), citations };
}

function register(ctx: ComposeContext, w: Wording): DocSection {
  const items = registerItems(ctx);
  const columns = columnsOf(w.register.columns);
  const protects: Partial<Record<CareKind, string>> = w.register.protectsAgainst;
  const standards = items.map(({ item }) => {
    const fit = fitOf(item);
    return fit ? respiratorStandard(ctx, w, fit) : { text: "", citations: [] };
  });
  const citations = standards
    .flatMap((s) => s.citations)
    .filter((c, i, all) => all.findIndex((o) => o.id === c.id && o.pinpoint === c.pinpoint) === i);
  return {
    id: "register",
    heading: w.register.heading,
    body: html(...w.register.intro.map(p)),
    tables: [
      {
        id: "ppe-register",
        caption: w.register.caption,
        columns,
        rows: items.length
          ? items.map(({ item, hazards, steps, tasks }, i) => ({
              item,
              hazard: hazards.length
                ? hazards.map((h) => h.name).join("\n")
                : ((plainlyNamed(item) ? protects[kindOf(item)] : undefined) ??
                  steps.map((step) => w.register.wornAt({ step })).join("\n")),
              standard: standards[i]?.text ?? "",
              // PPE a task of the work calls for is worn by whoever does that task.
              who: tasks.length
                ? w.register.whoDoing({ tasks: tasks.map(lowerFirst).join(", ") })
                : w.register.who({ hazards: hazards.map((h) => lowerFirst(h.name)).join(", ") }),
              ...careOf(w, item),
            }))
          : blankTable("ppe-register", "", columns, 4).rows,
      },
    ],
    ...(citations.length ? { citations } : {}),
  };
}

export const composer: Composer = (ctx) => {
  const items = registerItems(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
    },
    {
      hasItems: items.length > 0,
      fitTest: items.some(({ item }) => fitOf(item) === "tight" || fitOf(item) === "either"),
    },
  );
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(ctx, w.scope.intro),
      requirements(ctx, w),
      register(ctx, w),
      { id: "use-and-care", heading: w.useAndCare.heading, body: ul(w.useAndCare.points) },
      {
        id: "issue-log",
        heading: w.issueLog.heading,
        body: p(w.issueLog.intro),
        tables: [
          blankTable("issue-log", w.issueLog.caption, columnsOf(w.issueLog.columns), 12),
          roleSignOffTable("register-approval", w.issueLog.approval.caption, [...w.issueLog.approval.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};
