import { splitControls } from "../../hazards/honest";
import type { HazardEntry } from "../../hazards/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import { html, p, ul } from "../html";
import { matrixColumns, matrixRows, RISK_ACTIONS, riskLabel, riskLevel, startRule } from "../risk";
import { isSmallBusiness } from "./business";
import { labelledControls } from "./controls";
import { withoutEmptyColumn } from "./tables";
import { capitalise } from "./text";

/** The hazard register table and the risk matrix that explains its ratings. */

/**
 * The risk register table used by risk assessments, inductions and SOPs; further controls to
 * consider only when a hazard has one.
 */
export function hazardTable(ctx: ComposeContext, hazards: HazardEntry[], id = "hazards"): DocTable {
  return withoutEmptyColumn(
    {
      id,
      caption: "Hazards, risks and controls",
      columns: [
        { key: "hazard", label: "Hazard" },
        { key: "harm", label: "Potential harm" },
        { key: "who", label: "Who may be harmed" },
        { key: "initial", label: "Risk before controls" },
        { key: "controls", label: "Controls in place (required before work)" },
        { key: "residual", label: "Risk with those controls" },
        { key: "further", label: "Further controls to consider" },
        { key: "responsible", label: "Responsible" },
      ],
      rows: hazards.map((h) => ({
        hazard: h.name,
        harm: h.harm,
        who: h.whoAtRisk,
        initial: riskLabel(h.inherent),
        controls: controlsWithStartRule(h),
        residual: riskLabel(h.residual),
        further: labelledControls(splitControls(h).further).join("\n"),
        responsible: responsibleFor(ctx, h),
      })),
    },
    "further",
  );
}

/**
 * A hazard's controls in place, one per line, after the row's start rule where its risk with them
 * is still in a band the matrix says must not start.
 */
export function controlsWithStartRule(h: HazardEntry): string {
  const inPlace = splitControls(h).inPlace;
  const rule = startRule(h.residual, inPlace, h.startCheck);
  return [...(rule ? [rule] : []), ...labelledControls(inPlace)].join("\n");
}

/** The shared hazard table with its "Responsible" cells starting in capitals. */
export function hazardTableFor(ctx: ComposeContext, hazards: HazardEntry[], id?: string): DocTable {
  const t = hazardTable(ctx, hazards, id);
  return { ...t, rows: t.rows.map((r) => ({ ...r, responsible: capitalise(r.responsible ?? "") })) };
}

/**
 * Who owns a hazard's controls: the duty holder for anything above Low after controls, a
 * supervisor for the rest. A business of 1 to 5 people has one person for both, named the same on
 * every row: its owner or manager.
 */
function responsibleFor(ctx: ComposeContext, h: HazardEntry): string {
  if (isSmallBusiness(ctx)) return SMALL_BUSINESS_OWNER;
  return riskLevel(h.residual) === "Low" ? "Supervisor" : `${ctx.terms.dutyHolderShort} / supervisor`;
}

/** The one name a business of 1 to 5 people's documents give whoever owns an action or a control. */
export const SMALL_BUSINESS_OWNER = "Owner or manager";

/** Who owns a hazard's controls, as a register's column starts it. */
export function hazardOwner(ctx: ComposeContext, h: HazardEntry): string {
  return capitalise(responsibleFor(ctx, h));
}

export function riskMatrixSection(id = "risk-matrix"): DocSection {
  return {
    id,
    heading: "Risk rating matrix",
    body: html(
      p("Risk is rated as likelihood × consequence on a 5 × 5 matrix, before and after controls."),
      ul(Object.entries(RISK_ACTIONS).map(([level, action]) => `${level}: ${action}`)),
    ),
    tables: [{ id: "matrix", caption: "Risk matrix", columns: matrixColumns(), rows: matrixRows() }],
  };
}
