import { activityLabel, HAZARD_TYPES } from "../../../catalogue";
import { CONTROL_LEVELS, type HazardEntry } from "../../../hazards/types";
import type { JurisdictionProfile } from "../../../legal/types";
import { hazardsFromText } from "../../../tasks";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallBusiness } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import { hazardTable, riskMatrixSection } from "../../composers/hazard-tables";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import { fieldTable, signOffTable } from "../../composers/tables";
import { capitalise, clause, listText, lowerFirst, optionLabels, plural } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, ol, p, ul } from "../../html";
import { type RiskLevel, riskLevel, riskScore } from "../../risk";
import { isConfinedSpace, isPlace, isScoped, scopeHazardIds, unassessedPhrases } from "../../scope";

type Method = JurisdictionProfile["riskManagement"]["method"];

/** Headings follow the method the jurisdiction's guidance uses, so the document reads as the regulator expects. */
const HEADINGS: Record<Method, Record<"identify" | "hazards" | "action-plan" | "review", string>> = {
  "hse-five-steps": {
    identify: "Step 1: Identify the Hazards",
    hazards: "Step 3: Evaluate the Risks and Decide on Precautions",
    "action-plan": "Step 4: Record Your Findings and Put Them Into Practice",
    review: "Step 5: Review Your Assessment and Update if Necessary",
  },
  hierarchy: {
    identify: "Identify the Hazards",
    hazards: "Assess the Risks and Control Them",
    "action-plan": "Action Plan",
    review: "Review the Controls",
  },
  jha: {
    identify: "Job Tasks and Hazards Identified",
    hazards: "Hazard Analysis and Controls",
    "action-plan": "Corrective Action Plan",
    review: "Review",
  },
};

export const composer: Composer = (ctx) => {
  const method = ctx.profile.riskManagement.method;
  const headings = HEADINGS[method];
  const scopeText = ctx.metadata.scope?.trim();
  const sections: DocSection[] = [
    scope(ctx),
    methodSection(ctx),
    riskMatrixSection(),
    identify(ctx, headings.identify),
    notYetAssessed(ctx),
    method === "hse-five-steps" ? whoMightBeHarmed(ctx) : null,
    hazards(ctx, headings.hazards),
    method === "hierarchy" ? hierarchy(ctx) : null,
    actionPlan(ctx, headings["action-plan"]),
    { ...review(ctx), heading: headings.review },
    signOff(ctx),
    documentControlSection(ctx),
  ].filter((s): s is DocSection => s !== null);
  const about = scopeText && scopeText.length <= 60 ? ` – ${scopeText}` : "";
  return { title: `${ctx.documentName}${about} – ${ctx.business.name}`, sections };
};

function scope(ctx: ComposeContext): DocSection {
  const scopeText = ctx.metadata.scope?.trim();
  const chosen = optionLabels(HAZARD_TYPES, ctx.metadata.hazardTypes);
  const section = businessDetailsSection(
    ctx,
    scopeText && isScoped(scopeText)
      ? `This ${ctx.documentName} covers: ${clause(scopeText)}. It assesses the hazards of that work for ${ctx.business.name}, who could be harmed, how likely and how serious the harm could be, and the controls that must be in place. The business's other work is assessed in its own assessments and its hazard register.`
      : scopeText
        ? `This ${ctx.documentName} covers: ${clause(scopeText)}. It assesses the hazards of the work of ${ctx.business.name} there, who could be harmed, how likely and how serious the harm could be, and the controls that must be in place.`
        : `This ${ctx.documentName} covers all work activities of ${ctx.business.name}. It assesses the hazards of the work, who could be harmed, how likely and how serious the harm could be, and the controls that must be in place.`,
  );
  return {
    ...section,
    body: html(
      section.body,
      chosen.length
        ? p(`Hazard types specifically assessed at the business's request: ${chosen.join(", ")}.`)
        : null,
    ),
    tables: [
      fieldTable("assessment-details", "Assessment details", [
        ["Assessed by", ctx.input.preparedBy],
        ["Date of assessment", ctx.today],
        [capitalise(`${ctx.terms.workers} and ${plural(ctx.terms.representative)} consulted`)],
        ["Next review due", ctx.dateAfterMonths(12)],
      ]),
    ],
  };
}

function methodSection(ctx: ComposeContext): DocSection {
  const rm = ctx.profile.riskManagement;
  const thresholds = rm.method === "hse-five-steps" ? { body: "", citations: [] } : headcountRules(ctx);
  const intro: Record<Method, string> = {
    "hse-five-steps":
      "The assessment follows five steps: identify the hazards; decide who might be harmed and how; evaluate the risks and decide on precautions; record the findings and put them into practice; and review the assessment.",
    hierarchy:
      "The assessment follows the risk management process: identify the hazards, assess the risks, control them using the hierarchy of controls, and review the controls to make sure they keep working.",
    jha: "The assessment is a job hazard analysis: the work is broken into tasks, the hazards of each task are identified, and controls are chosen to eliminate or reduce them, starting with the most effective.",
  };
  return {
    id: "method",
    heading: "Method",
    body: html(
      p(intro[rm.method]),
      p(rm.summary),
      rm.steps.length ? ol(rm.steps) : null,
      rm.requirements.length ? ul(rm.requirements) : null,
      p(
        `Each hazard was rated for likelihood and consequence before controls and again with the controls in place, using the risk matrix below. Check the ratings with the people who do the work before the assessment is issued: they know where things go wrong.`,
      ),
      thresholds.body ? html(p(`What the law asks of a business of this size:`), thresholds.body) : null,
    ),
    citations: [...rm.citations, ...thresholds.citations],
  };
}

/** Where each hazard came from, so the reader can see why it is in the assessment. */
function sourceOf(ctx: ComposeContext, h: HazardEntry): string {
  const scoped = scopeHazardIds(ctx.metadata.scope);
  if (
    scoped.some(
      (id) => id === h.id || id === h.concept || (h.alsoCites as readonly string[] | undefined)?.includes(id),
    )
  )
    return "Named in the scope of this assessment";
  if (ctx.business.highRiskActivities.includes(h.id))
    return `High-risk activity of the business: ${activityLabel(h.id)}`;
  if (ctx.metadata.hazardTypes?.includes(h.id)) return "Hazard type chosen for this assessment";
  // A hazard the work description names is the business's own, not its industry's: a press shop's
  // "hydraulic presses" bring its hydraulics row.
  if (hazardsFromText(ctx.business.workDescription ?? "").includes(h.id))
    return "Named in the business's work description";
  return `Common hazard of ${lowerFirst(ctx.industryName)} work`;
}

function identify(ctx: ComposeContext, heading: string): DocSection {
  return {
    id: "identify",
    heading,
    body: html(
      // The rows come from the business's words and the library's hazards of its kind of work; the
      // document has seen no workplace, so it says so and leaves the look at the work to a person.
      p(
        `This assessment starts from the hazards the business's own words name and the hazards common to ${lowerFirst(ctx.industryName)} work, with the hazard library's ratings and controls for that work. The "Why this row" column says where each row comes from: none records a finding at the workplace until the person preparing this ${ctx.documentName} has checked it there.`,
      ),
      p("Before it is issued, check every row against the work as it is really done, by:"),
      ul([
        "walking through the workplace and watching the work being done;",
        `talking with ${ctx.terms.workers} and their ${plural(ctx.terms.representative)} about what goes wrong or nearly goes wrong;`,
        "checking incident, near-miss and ill-health records;",
        "reading manufacturers' instructions and safety data sheets for the plant and substances used;",
        `reading ${ctx.profile.regulator.name} guidance for ${lowerFirst(ctx.industryName)} work.`,
      ]),
      p(
        "Remove a row the work does not have, correct a rating or control that does not fit, and add any hazard the check turns up.",
      ),
      p(
        `This ${ctx.documentName} assesses ${ctx.hazards.length} significant hazard${ctx.hazards.length === 1 ? "" : "s"}:`,
      ),
    ),
    tables: [
      {
        id: "hazards-identified",
        caption: "Hazards identified",
        columns: [
          { key: "hazard", label: "Hazard" },
          { key: "source", label: "Why this row" },
        ],
        rows: ctx.hazards.map((h) => ({ hazard: h.name, source: sourceOf(ctx, h) })),
      },
    ],
  };
}

/**
 * What the scope names that no row assesses, in a part of its own so it cannot be missed: the
 * preparer adds those hazards and controls before the assessment is issued. A place the scope names
 * is not work: the preparer is asked to walk through it and assess the work done there, and work is
 * asked for as work. Absent when every phrase is assessed.
 */
function notYetAssessed(ctx: ComposeContext): DocSection | null {
  const phrases = unassessedPhrases(ctx.metadata.scope, ctx.hazards, {
    ...ctx.business,
    hazardTypes: ctx.metadata.hazardTypes,
  });
  if (phrases.length === 0) return null;
  const spaces = phrases.filter(isConfinedSpace);
  const places = phrases.filter((phrase) => !isConfinedSpace(phrase) && isPlace(phrase));
  const work = phrases.filter((phrase) => !isConfinedSpace(phrase) && !isPlace(phrase));
  const doc = ctx.documentName;
  const before = `before the ${doc} is issued or the work starts`;
  const placeLines = ul(places.map((place) => `Walk through and assess: ${place}`));
  const workLines = ul(work.map((item) => `Not yet assessed: ${item}`));
  // A pit, tank or silo is assessed from outside: walking through it is how people die in one, and
  // so is going in after someone who collapsed. OSHA's word for the person outside is "attendant".
  const spaceLines = spaces.length
    ? [
        p(
          `Assess each space from outside, without entering it. It may hold a harmful atmosphere or engulf a person: no one enters until a confined-space entry permit is issued, the atmosphere is tested and monitored, and ${ctx.profile.country === "US" ? "an attendant" : "a standby person"} is posted outside who never goes in to rescue (rescue is by harness and retrieval line, or by the emergency services):`,
        ),
        ul(spaces.map((space) => `Assess from outside: ${space}`)),
      ]
    : [];
  const body =
    spaces.length > 0
      ? [
          p(
            `The scope of this ${doc} names ${work.length ? "places and work" : "places"} that none of the hazards below assesses. The person preparing it must complete ${spaces.length && (places.length || work.length) ? "each list" : "the list"} ${before}.`,
          ),
          ...spaceLines,
          ...(places.length
            ? [
                p(
                  "Walk through each place, identify the hazards of the work done there, rate them and add their controls:",
                ),
                placeLines,
              ]
            : []),
          ...(work.length
            ? [
                p("Identify the hazards of the work each item names, rate them and add their controls:"),
                workLines,
              ]
            : []),
        ]
      : places.length === 0
        ? [
            p(
              `The scope of this ${doc} names work that none of the hazards below assesses. The person preparing it must identify the hazards of each item, rate them and add their controls ${before}:`,
            ),
            workLines,
          ]
        : work.length === 0
          ? [
              p(
                `The scope of this ${doc} names places that none of the hazards below assesses. The person preparing it must walk through each place, identify the hazards of the work done there, rate them and add their controls ${before}:`,
              ),
              placeLines,
            ]
          : [
              p(
                `The scope of this ${doc} names places and work that none of the hazards below assesses. The person preparing it must complete both lists ${before}.`,
              ),
              p(
                "Walk through each place, identify the hazards of the work done there, rate them and add their controls:",
              ),
              placeLines,
              p("Identify the hazards of the work each item names, rate them and add their controls:"),
              workLines,
            ];
  return {
    id: "not-yet-assessed",
    heading: "Not Yet Assessed: Complete Before Issue",
    body: html(...body),
  };
}

function whoMightBeHarmed(ctx: ComposeContext): DocSection {
  return {
    id: "who-might-be-harmed",
    heading: "Step 2: Decide Who Might Be Harmed and How",
    body: html(
      p(
        "For each hazard the table names who could be affected, not only the people doing the task, as the hazard library describes the work; the person preparing this assessment adds anyone else the workplace has. Particular attention is given to:",
      ),
      ul([
        "new and young workers, trainees and people doing unfamiliar tasks;",
        "new and expectant mothers;",
        "people with a disability or a health condition;",
        "lone workers and people working out of hours;",
        "contractors, visitors and members of the public who may not know the site or its hazards.",
      ]),
    ),
    tables: [
      {
        id: "who-harmed",
        caption: "Who might be harmed and how",
        columns: [
          { key: "hazard", label: "Hazard" },
          { key: "who", label: "Who might be harmed" },
          { key: "how", label: "How" },
        ],
        rows: ctx.hazards.map((h) => ({ hazard: h.name, who: h.whoAtRisk, how: h.harm })),
      },
    ],
  };
}

function hazards(ctx: ComposeContext, heading: string): DocSection {
  const bands = countByLevel(ctx.hazards);
  return {
    id: "hazards",
    heading,
    body: html(
      p(
        `Each hazard is rated before controls and with the controls listed in place. Controls are listed in hierarchy order: the most effective first. The ratings before controls come to ${bands}.`,
      ),
      p(
        "A control listed here is a commitment: where it is not yet fully in place, it appears in the action plan with an owner and a due date.",
      ),
    ),
    tables: [hazardTable(ctx, ctx.hazards)],
    citations: hazardCitations(ctx),
  };
}

function countByLevel(list: HazardEntry[]): string {
  const levels: RiskLevel[] = ["Extreme", "High", "Medium", "Low"];
  const counts = levels
    .map((level) => [level, list.filter((h) => riskLevel(h.inherent) === level).length] as const)
    .filter(([, n]) => n > 0)
    .map(([level, n]) => `${n} ${level.toLowerCase()}`);
  return counts.length ? `${counts.join(", ")} risk${list.length === 1 ? "" : "s"}` : "no significant risks";
}

function hierarchy(ctx: ComposeContext): DocSection {
  const meaning: Record<(typeof CONTROL_LEVELS)[number], string> = {
    elimination: "remove the hazard altogether, for example by doing the task a different way",
    substitution: "replace it with something less hazardous",
    isolation: "separate people from the hazard with distance, barriers or guarding",
    engineering: "change plant, equipment or processes to reduce the risk",
    administrative: "safe work procedures, training, signage and supervision",
    ppe: "personal protective equipment, used with higher controls and never instead of them",
  };
  return {
    id: "hierarchy",
    heading: "Hierarchy of Controls",
    body: html(
      p(
        `Controls were chosen from the top of the hierarchy down, and a lower level was used only where a higher one was not reasonably practicable on its own.`,
      ),
      ol(CONTROL_LEVELS.map((level) => `${CONTROL_LEVEL_LABELS[level]}: ${meaning[level]}.`)),
    ),
    citations: ctx.profile.riskManagement.citations,
  };
}

function actionPlan(ctx: ComposeContext, heading: string): DocSection {
  const uk = ctx.profile.riskManagement.method === "hse-five-steps";
  const thresholds = headcountRules(ctx);
  return {
    id: "action-plan",
    heading,
    body: html(
      p(
        "The actions below put the controls of this assessment into practice. Each has an owner and a due date set by the risk it addresses: the higher the risk, the sooner it is due. Owners record the date each action is completed.",
      ),
      uk && thresholds.body ? thresholds.body : null,
    ),
    tables: [actionTable(ctx)],
    citations: uk ? thresholds.citations : undefined,
  };
}

const DUE_MONTHS: Record<RiskLevel, number> = { Extreme: 0, High: 1, Medium: 3, Low: 6 };

function actionTable(ctx: ComposeContext): DocTable {
  const owner = (level: RiskLevel) => {
    if (isSmallBusiness(ctx)) return "Owner";
    return level === "Extreme" || level === "High" ? "Manager" : "Supervisor";
  };
  const due = (level: RiskLevel) =>
    DUE_MONTHS[level] === 0
      ? `${ctx.today} (before the work continues)`
      : ctx.dateAfterMonths(DUE_MONTHS[level]);
  const byRisk = [...ctx.hazards].sort(
    (a, b) => riskScore(b.residual) - riskScore(a.residual) || riskScore(b.inherent) - riskScore(a.inherent),
  );
  const rows = byRisk.flatMap((h) => {
    const level = riskLevel(h.inherent);
    const top = h.controls[0];
    const competencies = h.competencies.length
      ? ` Confirm everyone doing this work holds: ${listText(h.competencies)}.`
      : "";
    const main = {
      action: `Put in place and check: ${top ? lowerFirst(top.text) : "the controls listed in the assessment"}${competencies}`,
      hazard: h.name,
      level: top ? CONTROL_LEVEL_LABELS[top.level] : "",
      priority: level,
      owner: owner(level),
      due: due(level),
      done: "",
    };
    const residual = riskLevel(h.residual);
    if (residual !== "High" && residual !== "Extreme") return [main];
    return [
      main,
      {
        action:
          residual === "Extreme"
            ? "The risk stays extreme with the current controls: do not start or continue this work until a higher-order control reduces it."
            : "The risk stays high with the current controls: the work does not start until the supervisor has verified every control the assessment lists for it; look for a higher-order control and supervise this work closely until then.",
        hazard: h.name,
        level: "",
        priority: residual,
        owner: owner(residual),
        due: ctx.dateAfterMonths(1),
        done: "",
      },
    ];
  });
  rows.push({
    action: `Brief all ${ctx.terms.workers} on the findings of this assessment and where to find it.`,
    hazard: "All",
    level: CONTROL_LEVEL_LABELS.administrative,
    priority: "Medium",
    owner: owner("Medium"),
    due: ctx.dateAfterMonths(1),
    done: "",
  });
  return {
    id: "actions",
    caption: "Action plan",
    columns: [
      { key: "action", label: "Action" },
      { key: "hazard", label: "Hazard" },
      { key: "level", label: "Control level" },
      { key: "priority", label: "Priority" },
      { key: "owner", label: "Owner" },
      { key: "due", label: "Due date" },
      { key: "done", label: "Date completed" },
    ],
    rows,
  };
}

function review(ctx: ComposeContext): DocSection {
  return reviewSection(ctx, [
    "new work, equipment, substances or premises bring new hazards;",
    "an incident, near miss or case of ill health shows a control is not working;",
    `${ctx.terms.workers} or their ${plural(ctx.terms.representative)} raise a concern or ask for a review;`,
    "the law or the regulator's guidance changes.",
  ]);
}

function signOff(ctx: ComposeContext): DocSection {
  return {
    id: "sign-off",
    heading: "Sign-Off",
    body: p(
      `The assessor and the manager responsible sign to confirm this ${ctx.documentName} reflects the work as it is done, and that the actions will be completed.`,
    ),
    tables: [signOffTable("sign-off", "Assessment sign-off", 3)],
  };
}
