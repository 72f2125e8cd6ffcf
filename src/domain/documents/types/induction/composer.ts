import { EMERGENCY_TYPES, optionLabel } from "../../../catalogue";
import { byAudience } from "../../../catalogue/training-audience";
import type { Citation } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallHeadcount, workInSentence } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { coursesOf } from "../../composers/courses";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, metAcrossTheSite } from "../../composers/hazard-selection";
import { naturalHazardSteps, naturalHazardsOf } from "../../composers/place-hazards";
import {
  emergencyNumber,
  firstCall,
  notificationDeadlinesTable,
  siteRespondsFirst,
} from "../../composers/regulator";
import {
  docTitle,
  isConstruction,
  ppeItems,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  sentencesAbout,
  topicBody,
  withoutSentences,
} from "../../composers/shared-people";
import {
  isRemote,
  nearestMedicalName,
  nearestMedicalTime,
  othersOnSite,
  othersRole,
  wordsFor,
} from "../../composers/site-facts";
import { roleSignOffTable } from "../../composers/tables";
import { commaList, lowerFirst, possessive } from "../../composers/text";
import { workPlaces } from "../../composers/work-places";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

/**
 * The harassment duties of the jurisdiction's bullying law, each with its own provisions: a new
 * starter hears on day one that harassment is unlawful and that the business must act on it, the
 * point small businesses are most often taken to a tribunal over.
 */
function harassmentDuties(ctx: ComposeContext): { items: string[]; citations: Citation[] } {
  const { requirements, provisions } = ctx.profile.bullying;
  const found = requirements.flatMap((text, i) =>
    /harass/i.test(text) ? [{ text, cites: provisions[i] ?? [] }] : [],
  );
  return { items: found.map((f) => f.text), citations: found.flatMap((f) => f.cites) };
}

function rightsSection(ctx: ComposeContext, w: Wording): DocSection {
  const { generalDuties, consultation } = ctx.profile;
  const r = w.rights;
  const stop = sentencesAbout([generalDuties, consultation], /\b(stop|cease|refus)/i);
  const harassment = harassmentDuties(ctx);
  return {
    id: "rights-responsibilities",
    heading: r.heading,
    body: html(
      h3(r.duties),
      topicBody(generalDuties),
      h3(r.expects),
      ul(r.expectations),
      h3(r.consultation),
      topicBody(consultation),
      p(r.concerns),
      h3(r.stopping),
      stop.sentences.length ? ul(stop.sentences) : p(r.stop),
      h3(r.bullying),
      p(r.tolerance),
      harassment.items.length ? p(r.lawRequires) : null,
      harassment.items.length ? ul(harassment.items) : null,
    ),
    citations: [...generalDuties.citations, ...consultation.citations, ...harassment.citations],
  };
}

/**
 * An item that is footwear alone ("Steel-toe safety boots", "Slip-resistant enclosed footwear"),
 * not a set of clothing that includes boots or boots for one place ("… gloves and boots for cold
 * stores").
 */
const FOOTWEAR = /^(?![^,]*\b(?:and|for|when|where)\b)[^,]*\b(?:boots|footwear)\b(?: with [^,]+)?$/i;

function siteRulesSection(ctx: ComposeContext, w: Wording): DocSection {
  const s = w.siteRules;
  const where = workPlaces(ctx);
  const location = where.ownSite;
  // PPE several hazards call for is worn across the site, and so is footwear a hazard met across
  // the site calls for (a workshop's machinery): boots are put on for the shift, not for a task. A
  // respirator never is: it is fit-tested to its wearer and worn for the tasks that need it, under a
  // respiratory protection programme.
  const worn = ppeItems(ctx).filter((x) => !/respirator|breathing apparatus/i.test(x.item));
  const several = worn.filter((x) => x.hazards.length > 1).map((x) => x.item);
  // One pair of boots: footwear joins only where the site's minimum names none yet.
  const footwear = several.some((item) => FOOTWEAR.test(item))
    ? undefined
    : worn.find((x) => FOOTWEAR.test(x.item) && x.hazards.some(metAcrossTheSite))?.item;
  // Footwear first, and an item with a clause of its own ("…; both together above 105 dB(A)") last,
  // so the clause never reads as if it held the items after it.
  const place = (item: string) => (FOOTWEAR.test(item) ? 0 : item.includes(";") ? 2 : 1);
  const sitePpe = worn
    .map((x) => x.item)
    .filter((item) => several.includes(item) || item === footwear)
    // An item another one names in full is that one ("safety helmet" in "safety helmet with chin
    // strap", "safety boots" in "steel-toe safety boots"): the fuller one is listed.
    .filter(
      (item, _, all) =>
        !all.some((other) => other !== item && other.toLowerCase().includes(item.toLowerCase())),
    )
    .sort((a, b) => place(a) - place(b));
  const permits = [...new Set(ctx.hazards.flatMap((h) => h.permits))];
  const competencies = coursesOf(ctx.hazards);
  const held = byAudience(competencies, ctx.terms.competencyRole);
  const industryRules: Partial<Record<string, readonly string[]>> = s.industry;
  const rules = [
    // Own premises sign in at their own; work at clients' homes or sites follows theirs.
    ...(where.atOthersOnly ? [] : [location ? s.signInAt({ location }) : s.signIn]),
    ...(where.visits ? [s.signInVisits] : []),
    sitePpe.length ? s.ppeListed({ ppe: commaList(sitePpe.map(lowerFirst)) }) : s.ppe,
    s.operate,
    ...(permits.length ? [s.permits({ permits: permits.join("; ") })] : []),
    ...s.rest,
    ...(industryRules[ctx.business.industry] ?? []),
  ];
  return {
    id: "site-rules",
    heading: s.heading,
    body: html(
      p(where.atOthersOnly ? s.introVisits : location ? s.introAt({ location }) : s.intro),
      ol(rules),
      competencies.length
        ? html(
            h3(s.competencies),
            held.workers.length ? html(p(s.competent), ul(held.workers)) : null,
            held.supervisors.length
              ? p(s.supervisors({ supervisorCompetencies: held.supervisors.join(", ") }))
              : null,
          )
        : null,
    ),
  };
}

/**
 * Whether the business's rows hold patient handling: its own row, or the manual handling row it
 * declared that stands for it in a clinic's words.
 */
const handlesPatients = (ctx: ComposeContext) =>
  ctx.hazards.some(
    (h) =>
      h.id === "healthcare-patient-handling" || (h.alsoCites ?? []).includes("healthcare-patient-handling"),
  );

function hazardsSection(ctx: ComposeContext, w: Wording): DocSection {
  const hw = w.hazards;
  return {
    id: "hazards",
    heading: hw.heading,
    body: html(p(hw.intro), hw.unassessedWork ? p(hw.unassessedWork) : null),
    tables: [
      {
        id: "induction-hazards",
        caption: hw.caption,
        columns: columnsOf(hw.columns),
        rows: ctx.hazards.map((h) => ({
          hazard: h.name,
          harm: h.harm,
          controls: orderedControls(h).join("\n"),
          ppe: h.ppe.length ? h.ppe.join("\n") : hw.noPpe,
        })),
      },
    ],
    citations: hazardCitations(ctx, ctx.hazards),
  };
}

function emergencySection(ctx: ComposeContext, w: Wording): DocSection {
  const e = w.emergency;
  const c = e.contacts;
  const actions: Partial<Record<string, string>> = e.actions;
  const types = ["fire", "medical"];
  if (hasHazard(ctx, "chemical")) types.push("chemical-spill");
  const notes = headcountRules(ctx);
  const r = ctx.profile.regulator;
  const where = workPlaces(ctx);
  const location = where.ownSite;
  const others = othersOnSite(ctx);
  const contactColumns = columnsOf(c.columns);
  return {
    id: "emergency",
    heading: e.heading,
    body: html(
      // No evacuation diagram of premises the business does not run: at a client's home or site
      // the place's own arrangements apply, and a business with premises of its own has both.
      p(
        [
          siteRespondsFirst(ctx) ? e.callSite : e.callServices,
          where.atOthersOnly ? null : location ? e.diagramAt({ location }) : e.diagram,
          where.visits ? e.diagramVisits : null,
        ]
          .filter((t) => t !== null)
          .join(" "),
      ),
      ol(where.atOthersOnly ? e.stepsVisits : e.steps),
      others.length ? h3(e.others) : null,
      others.length ? ul(others.map((o) => othersRole(ctx, o))) : null,
      h3(e.firstAid),
      p(e.firstAiders),
      isRemote(ctx) ? p(e.remote) : null,
      notes.body ? html(p(e.note), notes.body) : null,
    ),
    tables: [
      {
        id: "emergency-responses",
        caption: e.responses.caption,
        columns: columnsOf(e.responses.columns),
        rows: [
          ...types.map((t) => ({
            emergency: optionLabel(EMERGENCY_TYPES, t),
            action:
              t === "fire" && where.atOthersOnly
                ? e.actions.fireVisits
                : (actions[t] ?? e.actions.evacuation),
          })),
          // The place's own natural hazards (a heatwave, a cyclone), with what a newcomer does in each.
          ...naturalHazardsOf(ctx).map((s) => ({
            emergency: s.title,
            action: naturalHazardSteps(ctx, s).join(" "),
          })),
        ],
      },
      {
        id: "emergency-contacts",
        caption: c.caption,
        columns: contactColumns,
        rows: rowsFor(contactColumns, [
          ...(siteRespondsFirst(ctx) ? [{ contact: c.siteNumber, details: "" }] : []),
          { contact: c.services, details: emergencyNumber(ctx) },
          { contact: c.firstAider },
          {
            contact: c.hospital,
            details: c.hospitalDetails({
              hospital: nearestMedicalName(ctx),
              travelTime: nearestMedicalTime(ctx),
            }),
          },
          { contact: c.lead },
          { contact: c.supervisor },
          { contact: r.name, details: [r.notificationPhone, r.website].filter(Boolean).join("\n") },
        ]),
      },
    ],
    citations: [
      ...ctx.profile.emergencyPlanning.citations,
      ...ctx.profile.firstAid.citations,
      ...notes.citations,
    ],
  };
}

function incidentSection(ctx: ComposeContext, w: Wording): DocSection {
  const i = w.incidents;
  const rule = ctx.profile.incidentNotification;
  return {
    id: "incident-reporting",
    heading: i.heading,
    body: html(
      p(i.reportAll),
      ol(i.steps),
      h3(i.notifying),
      p(i.regulator),
      rule.summary ? p(rule.summary) : null,
      rule.preserveSite ? p(rule.preserveSite) : null,
      regulatorParagraph(ctx),
    ),
    tables: rule.deadlines.length ? [{ ...notificationDeadlinesTable(ctx), caption: i.deadlines }] : [],
    citations: rule.citations,
  };
}

const CONSTRUCTION = /construction/i;

function trainingSection(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.training;
  const training = ctx.profile.training;
  // A requirement and the summary often say the same thing; quote the requirement when there is one.
  const construction = isConstruction(ctx)
    ? ([
        sentencesAbout([{ ...training, summary: "" }], CONSTRUCTION),
        sentencesAbout([training], CONSTRUCTION),
      ].find((x) => x.sentences.length) ?? { sentences: [], citations: [] })
    : null;
  return {
    id: "training",
    heading: construction ? t.headingConstruction : t.heading,
    body: html(
      construction
        ? html(
            h3(t.construction),
            construction.sentences.length ? ul(construction.sentences) : p(t.evidence),
            p(t.card),
            h3(t.ongoing),
          )
        : null,
      topicBody(construction ? withoutSentences(training, CONSTRUCTION) : training),
    ),
    citations: [...training.citations, ...(construction?.citations ?? [])],
  };
}

function signOffSection(ctx: ComposeContext, w: Wording): DocSection {
  const s = w.signOff;
  const t = s.topics;
  // At clients' homes or sites only: no site of the business's own to sign in at or assemble at.
  const atOthers = workPlaces(ctx).atOthersOnly;
  const topics = [
    t.rights,
    atOthers ? t.siteRulesVisits : t.siteRules,
    ...ctx.hazards.map((h) => t.hazard({ hazard: h.name })),
    t.ppe,
    atOthers ? t.emergencyVisits : t.emergency,
    t.firstAid,
    t.incidents,
    ...(isConstruction(ctx) ? [t.card] : []),
  ];
  const columns = columnsOf(s.columns);
  return {
    id: "sign-off",
    heading: s.heading,
    body: html(p(s.intro)),
    tables: [
      {
        id: "topics-covered",
        caption: s.caption,
        columns,
        rows: rowsFor(
          columns,
          topics.map((topic) => ({ topic })),
        ),
      },
      roleSignOffTable("induction-sign-off", s.signatures.caption, [
        s.signatures.inductee,
        s.signatures.inductor,
      ]),
    ],
  };
}

export const composer: Composer = (ctx) => {
  const roles = emergencyRoles(ctx);
  const r = ctx.profile.regulator;
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      jurisdiction: ctx.jurisdictionName,
      industry: workInSentence(ctx),
      "terms.worker": ctx.terms.worker,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.representative": ctx.terms.representative,
      regulator: r.name,
      call: firstCall(ctx),
      warden: roles.theWarden,
      instruction: roles.anInstruction,
      instructions: roles.instructions,
      lead: roles.lead,
      leadLabel: roles.leadLabel,
      noCoverage: wordsFor(ctx).noCoverage,
      unassessedWork: ctx.unassessedWork.join("; "),
    },
    {
      plant: hasHazard(ctx, "plant"),
      animalCare: hasHazard(ctx, "animalCare"),
      kitchen: hasHazard(ctx, "kitchen"),
      customerAggression: hasHazard(ctx, "violence"),
      loadingAreas: hasHazard(ctx, "loadingAreas"),
      patientHandling: handlesPatients(ctx),
      patientsWithoutHandling: !hasHazard(ctx, "animalCare") && !handlesPatients(ctx),
      unassessedWork: ctx.unassessedWork.length > 0,
    },
  );
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(ctx, w.scope.intro),
      rightsSection(ctx, w),
      siteRulesSection(ctx, w),
      hazardsSection(ctx, w),
      emergencySection(ctx, w),
      incidentSection(ctx, w),
      trainingSection(ctx, w),
      signOffSection(ctx, w),
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};
