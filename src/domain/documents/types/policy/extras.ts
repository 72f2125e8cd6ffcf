import { EXTRA_POLICIES, type ExtraPolicy } from "../../../catalogue";
import { refresherKindOf } from "../../../catalogue/training-refreshers";
import type { ComposeContext } from "../../compose-types";
import { headcountText, isSmallBusiness } from "../../composers/business";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, hazardsNeeding } from "../../composers/hazard-selection";
import { legalRefresher, ON_CHANGE, ownInterval, refresherCitations } from "../../composers/refreshers";
import { tableOf } from "../../composers/tables";
import { capitalise, distinct, listText, lowerFirst, plural } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";

/** The sections of the extra policies the user chose for the policy, in catalogue order. */
export function extraPolicySections(ctx: ComposeContext): DocSection[] {
  return EXTRA_POLICIES.filter((x) => ctx.input.additionalPolicies.includes(x.value)).map((x) => ({
    id: `extra-${x.value}`,
    heading: x.label,
    ...BUILDERS[x.value](ctx),
  }));
}

type Body = Omit<DocSection, "id" | "heading">;

const BUILDERS: Record<ExtraPolicy, (ctx: ComposeContext) => Body> = {
  environmental,
  "drug-alcohol": drugAlcohol,
  "workplace-behaviour": workplaceBehaviour,
  "injury-fitness": injuryFitness,
  responsibilities,
  "training-competency": trainingCompetency,
};

function environmental(ctx: ComposeContext): Body {
  const measures = [
    "Reduce, reuse and recycle: separate general waste, recyclables and any regulated waste at the point of use.",
    hasHazard(ctx, "chemical")
      ? "Store chemicals and fuels in bunded or contained areas, keep spill kits where they are used, and never let them reach drains or soil."
      : null,
    hasHazard(ctx, "chemical")
      ? "Dispose of chemical, asbestos and contaminated waste only through carriers and facilities authorised to accept it, and keep the disposal records."
      : null,
    hasHazard(ctx, "dust")
      ? "Control dust and sediment with water suppression, covers and silt barriers so nothing leaves the site in air or stormwater."
      : null,
    hasHazard(ctx, "noise")
      ? "Plan noisy work for permitted hours and tell neighbours in advance of unavoidably noisy activities."
      : null,
    "Use energy, water and materials efficiently: switch off idle plant and lighting, fix leaks, and buy for durability.",
    "Report every spill, leak, uncontrolled discharge or environmental complaint through the incident reporting process.",
  ].filter((x): x is string => Boolean(x));
  return {
    body: html(
      p(
        `${ctx.business.name} aims to prevent pollution and to reduce the environmental impact of its ${lowerFirst(ctx.industryName)} work, and to meet the environmental laws, licences and permits that apply to its sites.`,
      ),
      p("In day-to-day work this means:"),
      ul(measures),
      p(
        "Environmental incidents are investigated in the same way as safety incidents, and the environmental authority is told where the law requires it. Performance is reviewed with this policy each year.",
      ),
    ),
  };
}

function drugAlcohol(ctx: ComposeContext): Body {
  const critical = ctx.hazards.filter((h) => h.inherent.consequence >= 4).map((h) => lowerFirst(h.name));
  return {
    body: html(
      p(
        `Everyone working for ${ctx.business.name} must be fit to work safely. Impairment by alcohol, illegal drugs, medicines or fatigue puts the person and others at risk${critical.length ? `, most of all in safety-critical work such as ${listText(critical)}` : ""}.`,
      ),
      ul([
        "Do not arrive at work, or return from a break, under the influence of alcohol or drugs.",
        "Do not have, use or supply alcohol or illegal drugs at work, in work vehicles or on client sites.",
        "Tell your supervisor, in confidence, if a prescribed or over-the-counter medicine may affect your ability to work safely; you will be given suitable duties where needed.",
        "A supervisor who reasonably believes someone is impaired removes them from their task, makes sure they get home safely, and follows up privately.",
        "Alcohol at work functions is allowed only with management approval, with food, non-alcoholic drinks and safe transport home provided.",
      ]),
      p(
        `Any testing is done only under a written procedure agreed after consulting ${ctx.terms.workers} and their ${plural(ctx.terms.representative)}, with results kept confidential. Anyone who asks for help with alcohol or drug use is supported, including through confidential counselling and leave for treatment; breaches of this policy are dealt with fairly under the disciplinary procedure.`,
      ),
    ),
    citations: ctx.profile.generalDuties.citations,
  };
}

function workplaceBehaviour(ctx: ComposeContext): Body {
  const b = ctx.profile.bullying;
  const psy = ctx.profile.psychosocial;
  return {
    body: html(
      p(
        `${ctx.business.name} expects everyone to treat others with courtesy and respect. Bullying, harassment (including sexual harassment), discrimination, violence and victimisation are not tolerated, whether by workers, managers, contractors, clients or visitors, at the workplace, at work events or online.`,
      ),
      p(b.summary),
      b.requirements.length ? ul(b.requirements) : null,
      p(psy.summary),
      p("How concerns are handled:"),
      ul([
        "Raise it with the person if it feels safe, or with a supervisor, manager or any member of management you trust.",
        "Every report is taken seriously, dealt with promptly, fairly and as confidentially as possible.",
        "The people involved are told the outcome, and support is offered to everyone affected.",
        "No one is disadvantaged for raising a concern in good faith or helping with an investigation.",
        "Behaviour found to breach this policy leads to action up to and including dismissal or removal from site.",
      ]),
    ),
    citations: [...b.citations, ...psy.citations],
  };
}

function injuryFitness(ctx: ComposeContext): Body {
  const rtw = ctx.profile.returnToWork;
  return {
    body: html(
      p(
        `${ctx.business.name} wants injured or ill ${ctx.terms.workers} to recover and return to safe, meaningful work as early as their treating doctor allows.`,
      ),
      ul([
        "Report every work injury or illness to your supervisor as soon as possible, and get first aid or medical treatment straight away.",
        "The business records the injury, helps with the compensation claim and keeps in regular contact during recovery.",
        "Suitable duties are planned with the worker, their doctor and, where involved, the insurer, and reviewed as recovery progresses.",
        "Medical information is kept confidential and used only to plan a safe return to work.",
      ]),
      p(rtw.summary),
      rtw.scheme ? p(`Compensation and rehabilitation: ${rtw.scheme}.`) : null,
      rtw.requirements.length ? ul(rtw.requirements) : null,
      p("Fitness for work:"),
      ul([
        "Rosters allow adequate rest between shifts; long hours, night work and long drives are planned to limit fatigue.",
        "Anyone who feels unfit for a task because of illness, injury, fatigue or medication tells their supervisor before starting.",
        "Health checks are asked for only where a task's inherent requirements or the law call for them.",
      ]),
    ),
    citations: rtw.citations,
  };
}

function responsibilities(ctx: ComposeContext): Body {
  const owner = isSmallBusiness(ctx) ? "Owner" : "Senior management";
  const supervisor = isSmallBusiness(ctx) ? "Owner" : "Managers and supervisors";
  const workers = capitalise(ctx.terms.workers);
  const reps = capitalise(plural(ctx.terms.representative));
  const both = `${workers} and ${plural(ctx.terms.representative)}`;
  const rows: string[][] = [
    ["Approve this policy and set safety objectives", owner, owner, both],
    ["Provide resources, equipment and PPE", owner, supervisor, workers],
    ["Identify hazards and assess risks", owner, supervisor, both],
    ["Induct and train workers, keep training records", owner, supervisor, workers],
    ["Workplace inspections and corrective actions", supervisor, supervisor, reps],
    ["Report incidents and notify the regulator", owner, supervisor, reps],
    [
      "Investigate incidents",
      owner,
      supervisor,
      `${workers} involved and ${plural(ctx.terms.representative)}`,
    ],
    emergencyRoles(ctx).small
      ? ["Emergency plan, drills and first aid", owner, emergencyRoles(ctx).everyone, workers]
      : [
          "Emergency plan, drills, wardens and first aid",
          owner,
          capitalise(emergencyRoles(ctx).lead),
          workers,
        ],
    ["Manage contractors and visitors", supervisor, "Site contact / host", "Contractors"],
    ["Follow procedures and report hazards", supervisor, workers, reps],
  ];
  const table = tableOf(
    "responsibility-matrix",
    "Responsibility matrix",
    [
      { key: "task", label: "Task" },
      { key: "accountable", label: "Accountable" },
      { key: "responsible", label: "Does the work" },
      { key: "consulted", label: "Consulted" },
    ],
    rows,
  );
  return {
    body: html(
      p(
        `This matrix shows who is accountable for each part of the safety system at ${ctx.business.name} (about ${headcountText(ctx)} employees), who does the work, and who is consulted. Position descriptions and contracts refer to it, and performance reviews include safety responsibilities.`,
      ),
    ),
    tables: [table],
    citations: ctx.profile.generalDuties.citations,
  };
}

/**
 * How a competency is shown and kept current, by what kind of competency it is. A refresher the law
 * here sets is stated with its provisions; a training a law elsewhere repeats at a set interval, but
 * the law here is not known to, is repeated when the task, equipment or law changes; every other
 * period is the business's own and says so.
 */
function evidenceOf(ctx: ComposeContext, competency: string): { evidence: string; refresher: string } {
  const kind = refresherKindOf(competency);
  const legal = legalRefresher(ctx, kind);
  if (/licen[cs]e|ticket|permit/i.test(competency))
    return {
      evidence: "Licence sighted and copied to the register",
      refresher: legal ?? "Before the licence expires",
    };
  if (/induction/i.test(competency))
    return {
      evidence: "Signed induction record",
      refresher: legal ?? "On each new site and after significant changes",
    };
  if (/qualification|certificat|accredit|competent person/i.test(competency))
    return {
      evidence: "Certificate or statement of attainment",
      refresher: legal ?? ownInterval("As the certificate requires, at least every 3 years"),
    };
  return {
    evidence: "Training record and supervisor sign-off",
    refresher: legal ?? (kind ? ON_CHANGE : ownInterval("Every 3 years, or after an incident or change")),
  };
}

function trainingCompetency(ctx: ComposeContext): Body {
  const t = ctx.profile.training;
  const withCompetency = ctx.hazards.filter((h) => h.competencies.length);
  const rows = distinct(withCompetency.flatMap((h) => h.competencies)).map((competency) => ({
    competency,
    requiredFor: hazardsNeeding(withCompetency, "competencies", competency),
    ...evidenceOf(ctx, competency),
  }));
  return {
    body: html(
      p(
        `${ctx.business.name} makes sure every person is competent for the work they do: they hold the licences the law requires, have been trained, and have shown a supervisor they can do the task safely.`,
      ),
      ul([
        "Induction on day one: this policy, site rules, hazards of the role, emergency procedures and incident reporting.",
        "Task training by a competent person, followed by supervised practice and a documented sign-off.",
        "Licences and tickets are sighted and copied before the work starts and tracked to their expiry dates.",
        "Refresher training after an incident, a change of method or equipment, or a long absence.",
      ]),
      p(t.summary),
    ),
    tables: rows.length
      ? [
          {
            id: "competency-requirements",
            caption: "Competency requirements",
            columns: [
              { key: "competency", label: "Competency or licence" },
              { key: "requiredFor", label: "Required for" },
              { key: "evidence", label: "Evidence" },
              { key: "refresher", label: "Refresher" },
            ],
            rows,
          },
        ]
      : undefined,
    citations: [
      ...t.citations,
      ...refresherCitations(
        ctx,
        rows.map((r) => r.refresher),
      ),
    ],
  };
}
