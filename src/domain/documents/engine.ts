import {
  bandRange,
  firstRegion,
  formatDocumentDate,
  type GbPlace,
  gbPlaceOf,
  industryLabel,
  inExtent,
  isRegionOf,
  documentName as localDocumentName,
  normaliseCountry,
  regionName,
  respeller,
  smallBusinessWorder,
  stationWorder,
} from "../catalogue";
import { type HazardFacts, hazardsAndAsks, hazardsFor, holds, workProcesses } from "../hazards";
import { residualInPlace } from "../hazards/honest";
import { sectorOf } from "../hazards/sectors";
import type { HazardEntry } from "../hazards/types";
import { describedWork } from "../hazards/unassessed-work";
import {
  citationTitle,
  forFacts,
  forHeadcount,
  forIndustry,
  INSTRUMENTS,
  instrument,
  profileFor,
  profileOn,
} from "../legal";
import { citedPinpoints, placeWorder, uniqueCitations } from "../legal/helpers";
import { BELOW_LIMIT } from "../legal/knowledge.generated";
import type { Citation, Instrument, JurisdictionProfile, Threshold } from "../legal/types";
import {
  hazardsFromText,
  localTaskTitle,
  type MethodStep,
  methodFor,
  placesOnlyVisited,
  ratedAlike,
  taskById,
  usualWorkFromText,
  withoutPlacesVisited,
} from "../tasks";
import type { ComposeContext, ComposeInput, DocumentMetadata, HeadcountRule } from "./compose-types";
import { isSmallHeadcount } from "./composers/business";
import type { DocSection, DocumentContent } from "./content";
import { FORESTRY, harvestsForest, industryOfLaw } from "./forest-work";
import { esc, html, link, ulHtml } from "./html";
import { inLocalTerms, localLine } from "./local-terms";
import { jobHazardIds, scopedRows, scopeHazardIds, scopePhrases, writtenForJob } from "./scope";
import { isPastoralStation } from "./station";
import { COMPOSERS } from "./types/composers";
import type { DocumentTypeDefinition } from "./types/definition";
import { definitionOf, metadataFor } from "./types/registry";

export class CitationError extends Error {}

/** The law a document is written under: the profile of a region on a day. */
export type LawLookup = (regionCode: string, isoDate: string) => JurisdictionProfile;

/**
 * Writes one document from the business, the jurisdiction's law and the extra inputs. Pure and
 * deterministic: the same input gives the same document. `generation` is filled by the caller.
 * `law` is the compiled knowledge base unless a caller composes under another release.
 */
export function composeDocument(
  asGiven: ComposeInput,
  law: LawLookup = profileOn,
): Omit<DocumentContent, "generation"> {
  // Written only from what this type asks for: another type's inputs neither print nor decide anything.
  const input = { ...asGiven, metadata: metadataFor(asGiven.documentType, asGiven.metadata) };
  // The law as it stands on the document's date, or on the day asked for when a document written
  // earlier is checked against the law of today.
  // As it reads for the business's headcount: a duty its band settles is stated as it applies.
  const facts = factsOf(input);
  // Where in the jurisdiction the site or premises are, where their postcode says (Great Britain's
  // fire law is the nations' own): law of another part is not cited, and the profile's sentences
  // read as they do there.
  const place = placeOf(input);
  // The law of the work is read with the method the owner picked too: a rolling scaffold's training
  // standard is the law of a job done from the scaffold its picked method names.
  const lawFacts = withPickedTasks(facts, input.metadata.taskIds);
  const applies = (i: Instrument) =>
    (i.appliesWhen === undefined || holds(i.appliesWhen, lawFacts)) &&
    (place === undefined || inExtent(i.extent, place));
  // As it reads for the business's facts: law whose duties depend on work it does not do (lockout
  // where no machinery is serviced) is not cited.
  const profile = forFacts(
    forHeadcount(
      resolveProfile(
        input.business.country,
        input.business.jurisdiction,
        input.lawDate ?? input.date,
        industryOfLaw(input.business),
        law,
      ),
      employeesOf(input.business),
    ),
    applies,
  );
  const ctx = buildContext(input, profile, facts);
  const raw = COMPOSERS[input.documentType](ctx);
  const composed = { ...raw, sections: raw.sections.map((s) => citedOnce(citingWhatApplies(s, applies))) };

  const cited = collectCitations(profile, composed.sections);
  const standards = [profile.managementStandard, ...(composed.standards ?? [])];
  for (const s of standards) ctx.cite(s.id);
  const local = localWording(input, profile, place);
  const sections = [...composed.sections, referencesSection([...cited, ...standards])].map(local.section);

  return {
    schemaVersion: 1,
    title: local.text(composed.title),
    documentType: input.documentType,
    documentName: ctx.documentName,
    country: profile.country,
    jurisdiction: profile.code,
    sections,
    siteDetails: {
      siteAddress: input.metadata.location ?? "",
      customerName: "",
      projectDetails: input.metadata.activity ?? input.metadata.scope ?? "",
      siteContact: "",
    },
    footer: { dateCreated: ctx.today, createdBy: input.preparedBy, dateReviewed: "", reviewedBy: "" },
    complianceReferences: {
      // Where another body enforces at these premises (a GB shop's local authority), the header
      // names it; notification text still names the regulator that takes the reports.
      // A document whose duty another body regulates (public protection's Security Industry
      // Authority) names that body instead.
      authority:
        composed.authority?.name ??
        (profile.enforcingAuthority ? capitalise(profile.enforcingAuthority.name) : profile.regulator.name),
      authorityUrl:
        composed.authority?.website ?? profile.enforcingAuthority?.website ?? profile.regulator.website,
      standards: uniqueCitations(standards).map((s) => instrument(s.id)!.title),
      citations: uniqueCitations([...cited, ...standards]),
    },
  };
}

/**
 * An unknown or foreign jurisdiction falls back to the country's first region. With `isoDate`,
 * the profile as it stands on that day; without, as it stands now. With `industry`, the law as it
 * applies to that industry (construction, mining, healthcare … may work under their own rules).
 */
export function resolveProfile(
  country: string,
  jurisdiction: string,
  isoDate?: string,
  industry?: string,
  law: LawLookup = profileOn,
): JurisdictionProfile {
  const code = normaliseCountry(country) ?? "AU";
  const region = isRegionOf(code, jurisdiction) ? jurisdiction : firstRegion(code);
  const profile = isoDate === undefined ? profileFor(region) : law(region, isoDate);
  return forIndustry(profile, industry);
}

/** The headcount range of the business's band; a count that cannot be read may be any size. */
export const employeesOf = (b: { employeeCount: string }) =>
  bandRange(b.employeeCount) ?? { min: 1, max: null };

/**
 * The part of Great Britain the document's site is in, else the business's premises, as their
 * postcode shows; undefined elsewhere and where no postcode settles it. A job's site decides: a
 * job in Scotland is under Scotland's fire law wherever the business is based, and a site written
 * without a postcode ("Kielder Forest") is not known to be where the business's office is, so the
 * premises are read only where no site is given.
 */
export function placeOf(input: Pick<ComposeInput, "business" | "metadata">): GbPlace | undefined {
  if (input.business.jurisdiction !== "UK-GB") return undefined;
  const site = input.metadata.location?.trim();
  return site ? gbPlaceOf(site) : gbPlaceOf(input.business.address);
}

/** The place as the context holds it: absent where it is not known. */
const placed = (place: GbPlace | undefined): { place?: GbPlace } => (place ? { place } : {});

/** What the business says it does: it settles which lines of the library and which law are its own. */
export function factsOf(input: Pick<ComposeInput, "business" | "metadata">): HazardFacts {
  const b = input.business;
  return {
    industry: b.industry,
    asked: [
      ...b.highRiskActivities,
      ...(input.metadata.hazardTypes ?? []),
      ...hazardsFromText(b.workDescription ?? "", b.industry),
    ],
    words: ownWords(input),
    ...(normaliseCountry(b.country) ? { country: normaliseCountry(b.country)! } : {}),
    // A business that described none of its work keeps its industry's common hazards, whatever
    // the document's own activity or scope says.
    undescribed: (b.workDescription ?? "").trim() === "",
  };
}

/** The business's facts with the titles of the tasks its owner picked for the job among its words. */
function withPickedTasks(facts: HazardFacts, taskIds: readonly string[] | undefined): HazardFacts {
  const titles = (taskIds ?? []).flatMap((id) => taskById(id)?.title ?? []);
  return titles.length === 0 ? facts : { ...facts, words: [facts.words, ...titles].join("\n") };
}

/** A section without the citations of law the business's facts do not bring (`Instrument.appliesWhen`). */
function citingWhatApplies(section: DocSection, applies: (i: Instrument) => boolean): DocSection {
  if (!section.citations) return section;
  // An unknown id is kept for collectCitations to refuse.
  const kept = section.citations.filter((c) => {
    const found = instrument(c.id);
    return found === undefined || applies(found);
  });
  return { ...section, citations: kept };
}

function buildContext(input: ComposeInput, profile: JurisdictionProfile, facts: HazardFacts): ComposeContext {
  const b = input.business;
  const employees = employeesOf(b);
  const date = new Date(`${input.date}T00:00:00Z`);
  // Where the law cites a duty to assess the fire and explosion risks of flammable substances and
  // the business's facts bring it (Great Britain's DSEAR), that assessment is a row of the
  // business's own register, not only of the task steps that handle them.
  const assessesFlammables = (profile.hazardCitations["flammable-fire"] ?? []).length > 0;
  const described = [
    ...hazardsFromText(b.workDescription ?? "", b.industry),
    ...(assessesFlammables ? ["flammable-fire"] : []),
  ];
  const hazardTypes = input.metadata.hazardTypes ?? [];
  // What the business's own work is, from its industry, its work description and this job's
  // description (a risk assessment's scope is its job): a fabricator is not told to bolt instead
  // of weld.
  const processes = workProcesses(
    b.industry,
    `${b.workDescription ?? ""}\n${input.metadata.activity ?? input.metadata.scope ?? ""}`,
  );
  // Work that makes silica dust as the business's own (a stonemason, a precast yard, core drilling),
  // the work its silica control plan is for, brings the dust row that plan controls, whatever words
  // name the work.
  if (
    workProcesses(b.industry, b.workDescription ?? "").includes("silica-dust") &&
    !described.includes("dust-exposure")
  )
    described.push("dust-exposure");
  const hazardsInput = (ids: readonly string[]) => ({
    industry: b.industry,
    highRiskActivities: b.highRiskActivities,
    hazardTypes,
    described: ids,
    words: facts.words,
    undescribed: facts.undescribed === true,
    country: profile.country,
    processes,
    usualWork: usualWorkFromText(b.workDescription ?? "", b.industry),
  });
  const asListed = (rows: readonly HazardEntry[]) =>
    localHazards(
      // The risk after controls counts only the controls the business must have in place, never a
      // proposed elimination or substitution.
      rows.map((h) => ({ ...h, residual: residualInPlace(h) })),
      profile,
    );
  const listedFor = (ids: readonly string[]) => asListed(hazardsFor(hazardsInput(ids)));
  // The business's own rows and what it is asked about, from one reading of its facts.
  const own = hazardsAndAsks(hazardsInput(described));
  const business = asListed(own.hazards);
  // A risk assessment's scope is its job, as an activity is a SWMS's.
  const job = input.metadata.activity ?? input.metadata.scope;
  const forJob = writtenForJob(input.metadata);
  const methodOf = (activity: string, picked?: Pick<DocumentMetadata, "taskIds" | "steps">) =>
    methodFor({ ...picked, activity, industry: b.industry, facts, processes });
  const assessment = input.documentType === "risk-assessment";
  // A risk assessment's scope may suggest a job (its "truss assembly bay" is where trusses are
  // assembled): the hazards that job's steps meet are hazards met where the assessment applies, so
  // they are rows of it. Its steps are followed only for a job the owner picked in the form (the
  // risk assessment's composer), never for one a word suggests.
  const jobMethod = methodOf(job ?? b.workDescription ?? "", input.metadata);
  // A risk assessment whose scope names hazards (decision 073) also holds the rows its scope
  // brings. The business's own rows stay exactly as every other document has them (one rating and
  // one set of controls per hazard); only hazards of other concepts are added. The business rows a
  // step of the assessment's own job meets are kept in it.
  const scope = assessment ? input.metadata.scope : undefined;
  const fromScope = scopeHazardIds(scope, b.industry, b.workDescription);
  const fromJob = assessment && forJob ? jobHazardIds(jobMethod) : [];
  const scopeOnly = fromScope.length
    ? listedFor([...fromScope, ...described]).filter((h) => !business.some((k) => k.concept === h.concept))
    : [];
  const listed = [...business, ...scopeOnly];
  // The business's rows are rated alike in every document it has: first by the steps of the work
  // it describes, then, in a document written for a job, by that job's own steps where they rate a
  // hazard worse.
  const atItsWork = forJob ? ratedAlike(listed, methodOf(b.workDescription ?? "")).hazards : listed;
  const rated = ratedAlike(atItsWork, jobMethod);
  // A step's hazards come from the library too: their controls say the law's interval in this
  // jurisdiction's words, as the business's rows do, and its PPE the country's own names.
  const localSteps = (steps: readonly MethodStep[]): MethodStep[] =>
    steps.map((s) => ({
      ...s,
      // The task a step is of, named in the country's own words (choker setting, not breaking out).
      task: localTaskTitle(s.task, (text) => localLine(text, profile)),
      // A step's own words and controls may name equipment the countries name differently
      // ("{{local.rcdProtection}}"); a control whose term this jurisdiction lacks is left out.
      do: localLine(s.do, profile) ?? s.do,
      // Who does the step, in the country's own words: a choker setter in the US and a breaker-out
      // elsewhere, a drywall finisher in the US and a plasterer elsewhere ("{{local.boardFinisher}}").
      responsible: localLine(s.responsible, profile) ?? s.responsible,
      required: localControls(s.required, profile),
      consider: localControls(s.consider, profile),
      hazards: localHazards(s.hazards, profile, "controls"),
      ppe: localPpe(s.ppe, profile),
      sitePpe: localPpe(s.sitePpe, profile),
      permits: localPpe(s.permits, profile),
    }));
  const method = rated.method && {
    ...rated.method,
    // A task's plant in the country's own words ("Cable {{local.hauler}} or skidder").
    // Its title too ("Choker setting and extraction (yarder or skidder)").
    tasks: rated.method.tasks.map((t) => {
      const title = localTaskTitle(t.title, (text) => localLine(text, profile));
      const plant = t.plant.some((p) => p.includes("{{local.")) ? localPpe(t.plant, profile) : t.plant;
      return title === t.title && plant === t.plant ? t : { ...t, title, plant };
    }),
    steps: localSteps(rated.method.steps),
  };
  // The business's own work as its register of PPE reads it: the tasks its work description names
  // and those picked for this document, each once; never the tasks of one job's activity. Matched
  // only when a document reads it (the PPE register), not for every document composed.
  let ownWorkSteps: MethodStep[] | undefined;
  const workSteps = (): MethodStep[] => {
    if (ownWorkSteps) return ownWorkSteps;
    const ownTasks = [
      ...(methodOf(b.workDescription ?? "")?.tasks ?? []),
      ...(input.metadata.taskIds?.length
        ? (methodOf("", { taskIds: input.metadata.taskIds })?.tasks ?? [])
        : []),
    ].filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i);
    ownWorkSteps = ownTasks.length
      ? localSteps(methodOf("", { taskIds: ownTasks.map((t) => t.id) })?.steps ?? [])
      : [];
    return ownWorkSteps;
  };
  const hazards = scopedRows(rated.hazards, scope, { ...b, hazardTypes, jobHazards: fromJob });
  // A row only the assessment's own scope brought (its "shipping dock", where forklifts are usual)
  // and its scope then left out, being about other hazards, is still the question the business's
  // register asks: the assessment asks it too. A row the business's own description brought is in
  // its register, not a question.
  const registerAsks = assessment
    ? hazardsAndAsks({ ...hazardsInput(described), words: ownWords({ business: b, metadata: {} }) })
        .notYetAssessed
    : [];
  const unasked = rated.hazards.flatMap((h) =>
    h.inferred && registerAsks.includes(h.inferred.usual) && !hazards.some((k) => k.concept === h.concept)
      ? [h.inferred.usual]
      : [],
  );
  const cite = (id: string, pinpoint?: string): Citation => {
    const found = instrument(id);
    if (!found) throw new CitationError(`Unknown instrument "${id}"`);
    if (!profile.citableScopes.includes(found.scope)) {
      throw new CitationError(`"${id}" (${found.scope}) cannot be cited in ${profile.code}`);
    }
    return pinpoint ? { id, pinpoint } : { id };
  };
  return {
    input,
    business: b,
    metadata: input.metadata,
    profile,
    terms: profile.terms,
    employees,
    industryName: b.industry === "other" && b.industryOther ? b.industryOther : industryLabel(b.industry),
    // A crew whose words are forest harvesting is named by that work in any wording.
    sector: sectorOf(b) ?? (harvestsForest(b) ? FORESTRY : null),
    regionNames: b.regions.map((r) => regionName(r) ?? r),
    jurisdictionName: profile.name,
    hazards,
    notYetAssessed: [...own.notYetAssessed, ...unasked],
    unassessedWork: [...own.unassessedWork, ...unreadWork(b, own, described, hazardsInput)],
    ...(scopeOnly.length ? { scopeOnly: scopeOnly.map((h) => h.concept) } : {}),
    method,
    get workSteps() {
      return workSteps();
    },
    documentName: localDocumentName(input.documentType, profile.country),
    ...placed(placeOf(input)),
    thresholds: oneLinePerLimit(
      profile.thresholds.filter((t) => states(definitionOf(input.documentType), t)),
      employees,
    ),
    cite,
    citationTitle,
    dateAfterMonths: (months) => {
      const d = new Date(date);
      d.setUTCMonth(d.getUTCMonth() + months);
      return formatDocumentDate(d, profile.country);
    },
    today: formatDocumentDate(date, profile.country),
  };
}

/**
 * The work an industry the owner typed describes, when none of its words brought a row and it
 * names no work the library lists as not yet assessed: the rows of any workplace would otherwise
 * stand in for an assessment of work no one has assessed (a surf school's lessons in the surf).
 * The documents ask for that work to be assessed, as they do for work the library lists.
 */
function unreadWork(
  b: ComposeInput["business"],
  own: { hazards: readonly HazardEntry[]; unassessedWork: readonly string[] },
  named: readonly string[],
  hazardsInput: (ids: readonly string[]) => Parameters<typeof hazardsAndAsks>[0],
): string[] {
  const described = (b.workDescription ?? "").trim();
  // A description that names a hazard the library holds (asbestos floor tiles) was read.
  const read = named.some((id) => id !== "flammable-fire");
  if (b.industry !== "other" || !described || read || own.unassessedWork.length > 0) return [];
  const anyWorkplace = new Set(
    hazardsAndAsks({ ...hazardsInput([]), words: "", undescribed: true }).hazards.map((h) => h.id),
  );
  return own.hazards.some((h) => !anyWorkplace.has(h.id)) ? [] : [describedWork(described)];
}

/**
 * The business's own words about its work: its description, the industry it typed for "other",
 * and the activity and scope of this document. The site's address is left out: a street name says
 * nothing about the work.
 */
export function ownWords(input: Pick<ComposeInput, "business" | "metadata">): string {
  const b = input.business;
  const own = [
    b.workDescription,
    b.industry === "other" ? b.industryOther : null,
    input.metadata.activity,
    input.metadata.scope,
  ]
    .filter((t): t is string => typeof t === "string" && t.trim() !== "")
    .join("\n");
  // A place the work only goes to ("collect from hospitals") is not the business's premises: its
  // own lines (a hospital's water systems) are left to the business that runs it. A place its
  // description names only so is read so in the document's scope and activity too ("Hospitals and
  // nursing homes" as a risk assessment's scope is where the work goes).
  return withoutPlacesVisited(own, b.industry, undefined, placesOnlyVisited(b.workDescription, b.industry));
}

/** Whether a document type states a headcount rule: it names the rule's id, or it acts on them all. */
const states = (definition: DocumentTypeDefinition, t: Threshold) =>
  definition.thresholds === "all" || definition.thresholds.includes(t.id);

/**
 * A threshold applies as it stands when every headcount of the band meets it. When the band
 * straddles the line (a UK "1-5" band and the 5-employee rule), it applies conditionally and
 * says so; when no headcount of the band meets it, or it says nothing for this band, it is left out.
 */
export function applicable(t: Threshold, e: { min: number; max: number | null }): Threshold[] {
  // A rule stated only through a headcount overlay (Washington's safety meetings, told to a band
  // wholly at 10 or fewer) is empty for every other band: another rule already says it there.
  if (t.consequence.trim() === "") return [];
  const max = e.max ?? Number.POSITIVE_INFINITY;
  if (t.minEmployees !== undefined && max < t.minEmployees) return [];
  if (t.maxEmployees !== undefined && e.min > t.maxEmployees) return [];
  const conditions: string[] = [];
  if (t.minEmployees !== undefined && e.min < t.minEmployees) conditions.push(`${t.minEmployees} or more`);
  if (t.maxEmployees !== undefined && max > t.maxEmployees) conditions.push(`${t.maxEmployees} or fewer`);
  if (conditions.length === 0) return [t];
  // "With 10 or fewer employees company-wide, you are …" already says when it applies.
  if (opensWithItsLimit(t)) return [t];
  return [
    { ...t, consequence: `If you have ${conditions.join(" and ")} employees: ${lowerFirst(t.consequence)}` },
  ];
}

/**
 * The rules a document states for the band, a limit the band straddles told once: a rule from a
 * headcount up ("11 or more") and the rule the knowledge base names for the headcounts below it
 * (`belowIs`: "10 or fewer") read as one line, so a business of 6-19 is never given two lines, or
 * two actions, that each set its duty for a different size. The line names both rules in `states`.
 */
export function oneLinePerLimit(rules: Threshold[], e: { min: number; max: number | null }): HeadcountRule[] {
  const below = (t: Threshold) => {
    const id = BELOW_LIMIT[t.id];
    const lower = rules.find((r) => r.id === id);
    return t.minEmployees !== undefined &&
      lower?.maxEmployees === t.minEmployees - 1 &&
      lower.consequence.trim() !== "" &&
      isStraddled(t, e)
      ? lower
      : undefined;
  };
  const told = new Set(rules.flatMap((t) => below(t)?.id ?? []));
  return rules.flatMap((t): HeadcountRule[] => {
    if (told.has(t.id)) return [];
    const lower = below(t);
    const lines = applicable(t, e);
    if (!lower || lines.length === 0) return lines;
    const other = opensWithItsLimit(lower)
      ? lowerFirst(lower.consequence)
      : `with ${lower.maxEmployees} or fewer, ${lowerFirst(lower.consequence)}`;
    return lines.map((line) => ({
      ...line,
      consequence: `${line.consequence.replace(/\.$/, "")}; ${other}`,
      // Each side's first provision leads, so a document that cites a rule by its first provisions
      // cites both sides (1904.32 and the partial exemption's 1904.1).
      citations: uniqueCitations(
        [line.citations[0], lower.citations[0], ...line.citations, ...lower.citations].filter(
          (c): c is Citation => c !== undefined,
        ),
      ),
      states: [t.id, lower.id],
    }));
  });
}

/** Whether the band has headcounts on both sides of a rule's limit. */
function isStraddled(t: Threshold, e: { min: number; max: number | null }): boolean {
  const max = e.max ?? Number.POSITIVE_INFINITY;
  return (
    (t.minEmployees !== undefined && e.min < t.minEmployees && max >= t.minEmployees) ||
    (t.maxEmployees !== undefined && max > t.maxEmployees && e.min <= t.maxEmployees)
  );
}

const WORDS: Record<number, string> = { 5: "five", 10: "ten", 11: "eleven", 25: "twenty-five" };
const count = (n: number) => (WORDS[n] ? `(?:${n}|${WORDS[n]})` : `${n}`);

/**
 * Whether a consequence opens with the headcount condition it applies under ("With 10 or fewer
 * employees …", "If you employ 11 or more employees on the same shift …"), so that a band across
 * the limit reads it as written rather than after the same condition again.
 */
function opensWithItsLimit(t: Threshold): boolean {
  const limits: string[] = [];
  if (t.minEmployees !== undefined)
    limits.push(`${count(t.minEmployees)} or more`, `more than ${count(t.minEmployees - 1)}`);
  if (t.maxEmployees !== undefined)
    limits.push(`${count(t.maxEmployees)} or fewer`, `fewer than ${count(t.maxEmployees + 1)}`);
  return new RegExp(`^(?:With|If you (?:have|employ)) (?:${limits.join("|")}) employees\\b`, "i").test(
    t.consequence,
  );
}

/** "You must …" → "you must …", leaving acronyms ("OSHA …") alone. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/**
 * A section may gather the same provision from two rules (a base duty and an industry overlay, or
 * two hazards). This is the one place a section's citations are de-duplicated: composers, and the
 * AI writer when it adds citations, list what they draw on, and the reader sees each provision once.
 */
export function citedOnce(section: DocSection): DocSection {
  return section.citations ? { ...section, citations: uniqueCitations(section.citations) } : section;
}

function collectCitations(profile: JurisdictionProfile, sections: DocSection[]): Citation[] {
  const all = [profile.primaryAct, ...(profile.primaryRegulations ? [profile.primaryRegulations] : [])];
  for (const s of sections) all.push(...(s.citations ?? []));
  for (const c of all) {
    const found = instrument(c.id);
    if (!found || !profile.citableScopes.includes(found.scope)) {
      throw new CitationError(`Citation "${c.id}" is not citable in ${profile.code}`);
    }
  }
  return uniqueCitations(all);
}

function referencesSection(citations: Citation[]): DocSection {
  const byInstrument = new Map<string, (string | undefined)[]>();
  for (const c of citations) byInstrument.set(c.id, [...(byInstrument.get(c.id) ?? []), c.pinpoint]);
  const items = [...byInstrument].map(([id, cited]) => {
    const inst = instrument(id)!;
    const pins = citedPinpoints(cited);
    // After a colon, not in brackets: a title may end in brackets of its own ("… 2011 (NSW)").
    return `${link(inst.url, inst.title)}${pins.length ? esc(`: ${pins.join(", ")}`) : ""}`;
  });
  return { id: "references", heading: "Legal references", body: html(ulHtml(items)) };
}

/**
 * Sections written for `input` by someone other than the composer (a language model's rewrite)
 * spelt and worded as the document's country writes, like the composer's own.
 */
export function inLocalWording(input: ComposeInput, sections: DocSection[]): DocSection[] {
  const b = input.business;
  const profile = resolveProfile(b.country, b.jurisdiction, input.lawDate ?? input.date, industryOfLaw(b));
  return sections.map(localWording(input, profile, placeOf(input)).section);
}

/**
 * SafeDraft's own words spelt as the jurisdiction's country writes them ("licence" in Australia,
 * "license" and "mobile equipment" in the United States). The law's own names stay exactly as
 * enacted: instrument titles, the regulator and the business's and user's own words are kept as
 * they are, and markup (links and their addresses) is never touched.
 */
function localWording(input: ComposeInput, profile: JurisdictionProfile, place: GbPlace | undefined) {
  const b = input.business;
  const names = [
    ...INSTRUMENTS.filter((i) => profile.citableScopes.includes(i.scope)).flatMap((i) => [
      i.title,
      i.shortTitle,
    ]),
    profile.regulator.name,
    b.name,
    b.industryOther ?? "",
    b.workDescription ?? "",
    b.identifier.label,
    b.identifier.value ?? "",
    input.preparedBy,
    ...Object.values(input.metadata).filter((v): v is string => typeof v === "string"),
    // The scope's phrases are the user's words when a risk assessment lists them on their own.
    ...scopePhrases(input.metadata.scope),
  ];
  const stop = oneFullStop(names);
  // A business of 1 to 5 people has no supervisors: SafeDraft's role words name the owner or
  // manager, while the law's own sentences, which may name supervisors, stay as written.
  // A sentence the profile words for such a business itself (`smallBusinessWording`) is read in
  // that wording, which is then kept as written too.
  const small = isSmallHeadcount(employeesOf(b));
  const own = small ? (profile.smallBusinessWording ?? []) : [];
  const kept = small ? [...names, ...roleSentencesOf(profile), ...own.map((o) => o.small)] : names;
  const ownWording = (value: string, html: boolean) =>
    own.reduce((v, o) => v.split(html ? esc(o.text) : o.text).join(html ? esc(o.small) : o.small), value);
  // Where the place is known, the profile's sentences as they read there.
  const placedText = placeWorder(profile, place);
  const placedMarkup = placeWorder(profile, place, esc);
  const placeWording = (value: string, html: boolean) => (html ? placedMarkup : placedText)(value);
  // A pastoral station's manager is its station manager wherever SafeDraft names a farm manager.
  const station = isPastoralStation(b);
  const stationed = station ? stationWorder(names) : (value: string) => value;
  const stationedMarkup = station ? stationWorder(names, { html: true }) : (value: string) => value;
  let sized = (value: string) => stationed(placeWording(value, false));
  let sizedMarkup = (value: string) => stationedMarkup(placeWording(value, true));
  // Only a small business's texts are reworded: the worders are built for it alone.
  if (small) {
    const worder = smallBusinessWorder(kept);
    const worderMarkup = smallBusinessWorder(kept, { html: true });
    sized = (value) => worder(ownWording(stationed(placeWording(value, false)), false));
    sizedMarkup = (value) => worderMarkup(ownWording(stationedMarkup(placeWording(value, true)), true));
  }
  // A library line the countries word differently that no list above put in the jurisdiction's
  // terms ("filler and {{local.wood}}" in a hazard's name) is read in them here.
  const termed = (value: string) => inLocalTerms(value, profile);
  const spelt = respeller(profile.country, names, { region: profile.code });
  const respelt = (value: string) => spelt(sized(termed(value)));
  const text = (value: string) => stop(respelt(value));
  const spellMarkup = respeller(profile.country, names, { html: true, region: profile.code });
  const markup = (value: string) => spellMarkup(sizedMarkup(termed(value)));
  const markupStop = oneFullStop(names.map(esc));
  // Text between tags only: an address or attribute is never respelt.
  const body = (value: string) =>
    value
      .split(/(<[^>]*>)/)
      .map((part, i) => (i % 2 === 1 ? part : markupStop(markup(part))))
      .join("");
  const section = (s: DocSection): DocSection => ({
    ...s,
    heading: text(s.heading),
    body: body(s.body),
    ...(s.tables
      ? {
          tables: s.tables.map((t) => ({
            ...t,
            caption: text(t.caption),
            columns: t.columns.map((c) => ({ ...c, label: text(c.label) })),
            rows: t.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, text(v)]))),
          })),
        }
      : {}),
  });
  return { text, section };
}

/** Every sentence of a profile (the law as SafeDraft states it) that names a supervisor or manager. */
const ROLE_SENTENCES = new WeakMap<JurisdictionProfile, string[]>();
function roleSentencesOf(profile: JurisdictionProfile): string[] {
  let found = ROLE_SENTENCES.get(profile);
  if (!found) {
    const out = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === "string") {
        if (/supervis|manager|leading hand/i.test(value)) out.add(value);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(profile);
    found = [...out];
    ROLE_SENTENCES.set(profile, found);
  }
  return found;
}

/**
 * A sentence that ends on a name ending in a full stop ("Golden Gate Roofing Inc.") ends on that
 * stop: the sentence's own is dropped, so a reader never sees "Inc..". An ellipsis is left alone.
 */
function oneFullStop(names: readonly string[]): (text: string) => string {
  const dotted = [...new Set(names.filter((n) => n.length > 1 && n.endsWith(".") && !n.endsWith("..")))];
  if (dotted.length === 0) return (text) => text;
  dotted.sort((a, b) => b.length - a.length);
  const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(${dotted.map(literal).join("|")})\\.(?!\\.)`, "g");
  return (text) => (text.includes("..") ? text.replace(pattern, "$1") : text);
}

/** A step's controls in the jurisdiction's own terms, each in its place in the hierarchy. */
const localControls = <C extends { text: string }>(
  controls: readonly C[],
  profile: JurisdictionProfile,
): C[] =>
  controls.flatMap((c) => {
    const text = localLine(c.text, profile);
    return text === null ? [] : [{ ...c, text }];
  });

/** The PPE or permit lines of a list in the jurisdiction's own terms. */
const localPpe = (items: readonly string[], profile: JurisdictionProfile): string[] =>
  items.flatMap((item) => localLine(item, profile) ?? []);

/**
 * The hazard library words licences, registrations, competence evidence, a law's interval in a
 * control and PPE the countries name differently as "{{local.name}}":
 * each jurisdiction says it in its own terms (a high risk work licence in Australia, assessed
 * operator competence elsewhere, New York's X-ray registration, closed-toe footwear in the United
 * States). An item whose local wording is empty (no demolition licence in GB) is left out.
 */
function localHazards(
  hazards: HazardEntry[],
  profile: JurisdictionProfile,
  // A method's steps say their licences themselves (methodCompetencies), so only controls and PPE
  // are read.
  only?: "controls",
): HazardEntry[] {
  const local = (text: string): string | null => localLine(text, profile);
  const hasLocal = (lines: string[]) => lines.some((c) => c.includes("{{local."));
  return hazards.map((h) =>
    hasLocal(h.competencies) ||
    hasLocal(h.permits) ||
    hasLocal(h.ppe) ||
    hasLocal(h.controls.map((c) => c.text))
      ? {
          ...h,
          // A control keeps its place in the hierarchy; its law's interval is the jurisdiction's own.
          controls: h.controls.flatMap((c) => {
            const text = local(c.text);
            return text === null ? [] : [{ ...c, text }];
          }),
          ppe: localPpe(h.ppe, profile),
          ...(only
            ? {}
            : {
                competencies: h.competencies.flatMap((c) => local(c) ?? []),
                ...(h.forPlant
                  ? {
                      forPlant: h.forPlant.flatMap(({ text, course }) => {
                        const [t, c] = [local(text), local(course)];
                        return t === null || c === null ? [] : [{ text: t, course: c }];
                      }),
                    }
                  : {}),
                ...(h.competencyChecks
                  ? {
                      competencyChecks: h.competencyChecks.flatMap(({ text, check }) => {
                        const t = local(text);
                        return t === null ? [] : [{ text: t, check }];
                      }),
                    }
                  : {}),
                permits: h.permits.flatMap((c) => local(c) ?? []),
              }),
        }
      : h,
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
