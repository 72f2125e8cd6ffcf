import { HIGH_RISK_ACTIVITIES } from "../../src/domain/catalogue/activities";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue/documents";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { INSPECTION_CHECK_IDS } from "../../src/domain/catalogue/inspection-checks";
import { TRAINING_REFRESHER_IDS } from "../../src/domain/catalogue/training-refreshers";
import { uniqueCitations } from "../../src/domain/legal/helpers";
import type {
  Citation,
  HeadcountPatch,
  JurisdictionProfile,
  RequirementCondition,
  RequirementRule,
  Threshold,
} from "../../src/domain/legal/types";
import { headcountProblems, patchesBetween } from "./headcounts";
import { type Problems, where, whereNode } from "./located";
import { merge } from "./merge";
import { type ProfileFile, TOPIC_KEYS } from "./schema";

export type InstrumentRecord = {
  id: string;
  title: string;
  shortTitle: string;
  kind: string;
  scope: string;
  url: string;
  checked: string;
  verifiedOn: string | null;
  inForceFrom?: string;
  repealedOn?: string;
  /** The business facts its duties depend on; absent where it applies to every business. */
  appliesWhen?: { industries?: string[]; hazards?: string[]; words?: string[] };
  extent?: string[];
};

export type ProfileSource = { name: string; file: string; data: ProfileFile };
export type ProfileVersionOut = { from: string | null; until: string | null; profile: JurisdictionProfile };
export type ResolvedProfile = { code: string; file: string; chain: string[]; versions: ProfileVersionOut[] };

export type ProfileInputs = {
  sources: ReadonlyMap<string, ProfileSource>;
  instruments: ReadonlyMap<string, InstrumentRecord>;
  thresholdIds: readonly string[];
  hazardIds: ReadonlySet<string>;
  /** The processes of knowledge/keywords/processes.yaml: a `silicaWork` condition reads `silica-dust`'s words. */
  processIds: ReadonlySet<string>;
  regionCodes: readonly string[];
  describesLawFrom: string;
};

type Obj = Record<string, unknown>;
type Binding = {
  id: string;
  prefix?: string;
  pinpoints: boolean;
  pinpoint?: string;
  from?: string;
  until?: string;
};
/** [start, end): end null means open-ended. */
type Interval = { start: string; end: string | null };

// A profile's sectors are the catalogue's industries, and forestry: a harvesting or logging crew
// registers under agriculture or construction but works under the logging law
// (src/domain/documents/forest-work.ts).
const INDUSTRIES = new Set<string>([
  ...[...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value),
  "forestry",
]);
const ACTIVITIES = new Set<string>(HIGH_RISK_ACTIVITIES.map((a) => a.value));
const DOCUMENT_TYPES = new Set<string>(DOCUMENT_TYPE_IDS);
const CHECKS = new Set<string>(INSPECTION_CHECK_IDS);
const REFRESHERS = new Set<string>(TRAINING_REFRESHER_IDS);

/**
 * Slots a term leaves for the document to fill: `terms.competencyRole` ("(for {{role}})") names
 * the role a competency is for, which only the document knows.
 */
const DOCUMENT_SLOTS: ReadonlySet<string> = new Set(["role"]);

/** Fields every profile must have once its `extends` chain is merged. */
const REQUIRED: readonly string[] = [
  "code",
  "country",
  "name",
  "regime",
  ...[
    "dutyHolder",
    "dutyHolderShort",
    "worker",
    "workers",
    "standardOfCare",
    "representative",
    "safetyLaw",
    "plantLicence",
    "competencyRole",
    "demolitionLicence",
    "drainlayingLicence",
    "enclosedFootwear",
    "isolationLocks",
    "isolationTraining",
    "safetyBoots",
    "chemicalRegister",
    "safetyGumboots",
    "rcdProtection",
    "roadRules",
    "paddock",
    "wood",
    "faceCut",
    "forestryHelmet",
    "forestryBoots",
    "chainsawBoots",
    "landingBoots",
    "extraction",
    "extractionCorridors",
    "extractionTracks",
    "extractingLogs",
    "extracted",
    "extractionMachine",
    "extractionPlan",
    "breakingOut",
    "breakerOut",
    "breakerOuts",
    "hauler",
    "strops",
    "drag",
    "logMaking",
    "logMaker",
    "forestCrop",
    "ratedMass",
    "casters",
    "caster",
    "soleBoards",
    "towerFirstLift",
    "towerGuardrailMethod",
    "towerClimb",
    "towerAccess",
    "towerNoClimbing",
    "towerWork",
    "towerItem",
    "makers",
    "ratedLoad",
    "roadsideWorksite",
    "fragileRoof",
    "fragileRoofing",
    "restRooms",
    "straightAway",
    "hardHat",
    "xrayRegistration",
    "radiationExpert",
    "radiationPlan",
    "radiationUseLicence",
    "levExamination",
    "hearingChecks",
    "hearingProtectionAreas",
    "principalContractor",
    "representation",
    "extinguisherService",
    "extinguisherServiceBy",
    "emergencyLead",
    "emergencyDeputy",
    "emergencyWardens",
  ].map((k) => `terms.${k}`),
  "regulator.name",
  "regulator.shortName",
  "regulator.website",
  "regulator.notificationPhone",
  "primaryAct",
  "primaryRegulations",
  "managementStandard",
  "citableScopes",
  ...TOPIC_KEYS.flatMap((t) => [`${t}.summary`, `${t}.requirements`, `${t}.citations`]),
  "riskManagement.method",
  "riskManagement.steps",
  "incidentNotification.notify",
  "incidentNotification.deadlines",
  "incidentNotification.records",
  "incidentNotification.preserveSite",
  "returnToWork.scheme",
  "highRiskWork.documentName",
  "highRiskWork.mandatory",
  "highRiskWork.methodDocument",
  "highRiskWork.categories",
  "highRiskWork.retention",
];

const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Obj)[k] : undefined), o);

const active = (item: { from?: string; until?: string }, iv: Interval): boolean =>
  (item.from === undefined || item.from <= iv.start) &&
  (item.until === undefined || (iv.end !== null && item.until >= iv.end));

/** Every profile of a region, in force from `describesLawFrom`, split where a dated item starts or stops. */
export function resolveProfiles(inputs: ProfileInputs, problems: Problems): ResolvedProfile[] {
  const out: ResolvedProfile[] = [];
  for (const source of inputs.sources.values()) {
    if (source.data.abstract) continue;
    const chain = chainOf(source, inputs.sources, problems);
    if (!chain) continue;
    let merged: unknown = {};
    for (const name of chain) merged = merge(merged, inputs.sources.get(name)!.data);
    const resolved = resolveOne(source, chain, merged as Obj, inputs, problems);
    if (resolved) out.push(resolved);
  }
  const codes = new Set(out.map((p) => p.code));
  for (const code of inputs.regionCodes) {
    if (!codes.has(code))
      problems.add("knowledge/jurisdictions", `no profile for the region ${code} (add ${code}.yaml)`);
  }
  return out;
}

function chainOf(source: ProfileSource, sources: ReadonlyMap<string, ProfileSource>, problems: Problems) {
  const chain = [source.name];
  let current = source;
  while (current.data.extends !== undefined) {
    const next = sources.get(current.data.extends);
    if (!next) {
      problems.add(
        `${current.file}: extends`,
        `unknown profile "${current.data.extends}" (no such file under knowledge/jurisdictions)`,
      );
      return null;
    }
    if (chain.includes(next.name)) {
      problems.add(`${current.file}: extends`, `"${next.name}" extends itself through ${chain.join(" → ")}`);
      return null;
    }
    chain.unshift(next.name);
    current = next;
  }
  return chain;
}

function resolveOne(
  source: ProfileSource,
  chain: string[],
  merged: Obj,
  inputs: ProfileInputs,
  problems: Problems,
): ResolvedProfile | null {
  const before = problems.list.length;
  const bases = chain.slice(0, -1);
  for (const path of REQUIRED) {
    if (get(merged, path) === undefined) {
      const also = bases.length ? ` nor in ${bases.join(", ")}` : "";
      problems.add(`${source.file}: ${path}`, `missing: not given here${also}`);
    }
  }
  if (merged.code !== undefined && merged.code !== source.name) {
    problems.add(where(merged, "code"), `"${merged.code}" must match the file name ${source.name}.yaml`);
  }
  if (typeof merged.code === "string" && !inputs.regionCodes.includes(merged.code)) {
    problems.add(where(merged, "code"), `"${merged.code}" is not a region of the catalogue`);
  }
  if (problems.list.length > before) return null;

  const dates = new Set<string>();
  collectDates(merged, dates);
  const boundaries = [...dates].filter((d) => d > inputs.describesLawFrom).sort();
  const starts = [inputs.describesLawFrom, ...boundaries];
  const versions: ProfileVersionOut[] = [];
  let previous = "";
  // The general profile is the merged one without its sectors (a copy keeps where each key was written).
  const sectors = merged.sectors;
  const general = merge(merged, {}) as Obj;
  delete general.sectors;
  const generalHeadcounts = (general.headcounts ?? {}) as Record<string, Obj>;
  delete general.headcounts;
  const sectorEntries = Object.entries((sectors ?? {}) as Record<string, Obj>);
  for (const [industry] of sectorEntries) {
    if (!INDUSTRIES.has(industry)) {
      problems.add(where(sectors as Obj, industry), `"${industry}" is not an industry of the catalogue`);
    }
  }
  checkHeadcountVars(
    source,
    chain,
    inputs,
    sectorEntries.map(([industry]) => industry),
    problems,
  );
  starts.forEach((start, i) => {
    const iv: Interval = { start, end: starts[i + 1] ?? null };
    const build = (m: Obj) => new Builder(m, inputs, problems, iv, source.file).profile();
    // Each headcount overlay is merged over the profile it reads differently and compiled to the
    // values it replaces there.
    const headcountsOf = (base: Obj, built: JurisdictionProfile, layers: Record<string, Obj>, at: string) => {
      const out: Record<string, HeadcountPatch[]> = {};
      for (const [id, layer] of Object.entries(layers)) {
        const patches = patchesBetween(built, build(merge(base, layer) as Obj));
        if (patches.length > 0) out[id] = patches;
      }
      for (const problem of headcountProblems(built, out)) problems.add(`${source.file}: ${at}`, problem);
      return out;
    };
    const profile = build(general);
    const generalOverlays = headcountsOf(general, profile, generalHeadcounts, "headcounts");
    if (Object.keys(generalOverlays).length > 0) (profile as unknown as Obj).headcounts = generalOverlays;
    const overlays: Record<string, Obj> = {};
    for (const [industry] of sectorEntries) {
      // Each file's overlay applies, in chain order, over the whole general profile, so that
      // `requirements+` in a state's overlay appends to the federal overlay's list.
      let overlaid: Obj = general;
      for (const name of chain) {
        const overlay = (inputs.sources.get(name)!.data.sectors as Record<string, Obj> | undefined)?.[
          industry
        ];
        if (overlay) overlaid = merge(overlaid, overlay) as Obj;
      }
      // An industry's own headcount overlays are merged over the general ones of the same threshold.
      const own = build(overlaid);
      const sectorHeadcounts = (overlaid.headcounts ?? {}) as Record<string, Obj>;
      const layers: Record<string, Obj> = { ...generalHeadcounts };
      for (const [id, layer] of Object.entries(sectorHeadcounts))
        layers[id] = merge(generalHeadcounts[id] ?? {}, layer) as Obj;
      const ownOverlays = headcountsOf(overlaid, own, layers, `sectors.${industry}.headcounts`);
      // Kept even when empty while the general profile has some: the general overlays were
      // compiled against the general text and must not patch this industry's.
      if (Object.keys(ownOverlays).length > 0 || Object.keys(generalOverlays).length > 0)
        (own as unknown as Obj).headcounts = ownOverlays;
      const changed = Object.fromEntries(
        Object.entries(own).filter(
          ([k, v]) => JSON.stringify(v) !== JSON.stringify((profile as unknown as Obj)[k]),
        ),
      );
      if (Object.keys(changed).length > 0) overlays[industry] = changed;
    }
    if (Object.keys(overlays).length > 0) (profile as unknown as Obj).sectors = overlays;
    const json = JSON.stringify(profile);
    const last = versions.at(-1);
    if (last && json === previous) last.until = iv.end;
    else versions.push({ from: i === 0 ? null : start, until: iv.end, profile });
    previous = json;
  });
  if (problems.list.length > before) return null;
  return { code: source.name, file: source.file, chain, versions };
}

/**
 * A headcount overlay gives other values of a profile's variables. Where a later file of the chain
 * (or an industry's overlay) words a variable its own way but not its headcount versions, the
 * headcount versions would put an earlier file's wording back: that is refused.
 */
function checkHeadcountVars(
  source: ProfileSource,
  chain: string[],
  inputs: ProfileInputs,
  industries: string[],
  problems: Problems,
) {
  const files = chain.map((name) => inputs.sources.get(name)!.data as Obj);
  for (const industry of [null, ...industries]) {
    const layers: Obj[] = [
      ...files,
      ...(industry
        ? files.map((f) => ((f.sectors as Obj | undefined)?.[industry] as Obj | undefined) ?? {})
        : []),
    ];
    const lastVar = new Map<string, number>();
    const lastHeadcount = new Map<string, number>();
    layers.forEach((layer, i) => {
      for (const v of Object.keys((layer.vars ?? {}) as Obj)) lastVar.set(v, i);
      for (const [id, overlay] of Object.entries((layer.headcounts ?? {}) as Record<string, Obj>))
        for (const v of Object.keys((overlay.vars ?? {}) as Obj)) lastHeadcount.set(`${id}|${v}`, i);
    });
    for (const [key, at] of lastHeadcount) {
      const [id, v] = key.split("|") as [string, string];
      const written = lastVar.get(v) ?? -1;
      if (written > at) {
        const by =
          written < files.length ? chain[written] : `${chain[written - files.length]} (sectors.${industry})`;
        problems.add(
          `${source.file}: headcounts.${id}.vars.${v}`,
          `${by} words {{${v}}} its own way but not its version for the threshold ${id}`,
        );
      }
    }
  }
}

function collectDates(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectDates(v, into);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "from" || k === "until") && typeof v === "string") into.add(v);
      else collectDates(v, into);
    }
  }
}

/** Builds the plain profile in force over one interval, reporting problems where they were written. */
class Builder {
  private readonly scopes: string[];
  private readonly problems: { add(at: string, message: string): void };
  constructor(
    private readonly m: Obj,
    private readonly inputs: ProfileInputs,
    problems: Problems,
    private readonly iv: Interval,
    selfFile: string,
  ) {
    // A problem found in a base while resolving a profile also names the profile.
    this.problems = {
      add: (at, message) =>
        problems.add(
          at,
          at.startsWith(`${selfFile}:`) ? message : `${message} (resolving ${String(m.code)})`,
        ),
    };
    this.scopes = this.texts(m, "citableScopes");
  }

  /** Who enforces at the premises where that is not the regulator: its words filled in like any text. */
  private enforcer(e: Obj) {
    return { name: this.text(e, "name"), website: this.text(e, "website"), note: this.text(e, "note") };
  }

  profile(): JurisdictionProfile {
    const m = this.m;
    const terms = m.terms as Obj;
    const regulator = m.regulator as Obj;
    const thresholds = this.thresholds();
    const topic = (key: string) => this.topic(m[key] as Obj);
    const risk = m.riskManagement as Obj;
    const notification = m.incidentNotification as Obj;
    const rtw = m.returnToWork as Obj;
    const hrw = m.highRiskWork as Obj;
    const profile = {
      code: this.text(m, "code"),
      country: m.country,
      name: this.text(m, "name"),
      regime: m.regime,
      terms: Object.fromEntries(Object.keys(terms).map((k) => [k, this.text(terms, k)])),
      regulator: {
        name: this.text(regulator, "name"),
        shortName: this.text(regulator, "shortName"),
        website: this.text(regulator, "website"),
        notificationPhone:
          regulator.notificationPhone === null ? null : this.text(regulator, "notificationPhone"),
      },
      ...(m.enforcingAuthority ? { enforcingAuthority: this.enforcer(m.enforcingAuthority as Obj) } : {}),
      primaryAct: this.single(m, "primaryAct"),
      primaryRegulations: m.primaryRegulations === null ? null : this.single(m, "primaryRegulations"),
      managementStandard: this.single(m, "managementStandard"),
      citableScopes: this.scopes,
      ...(m.statePlan !== undefined ? { statePlan: m.statePlan } : {}),
      ...(m.smallBusinessWording !== undefined
        ? { smallBusinessWording: this.smallBusinessWording(m.smallBusinessWording as Obj[]) }
        : {}),
      ...(m.placeWording !== undefined ? { placeWording: this.placeWording(m.placeWording as Obj) } : {}),
      generalDuties: topic("generalDuties"),
      consultation: topic("consultation"),
      riskManagement: {
        ...topic("riskManagement"),
        method: risk.method,
        steps: this.texts(risk, "steps"),
      },
      incidentNotification: {
        ...topic("incidentNotification"),
        notify: this.text(notification, "notify"),
        deadlines: (notification.deadlines as Obj[]).map((d) => ({
          event: this.text(d, "event"),
          deadline: this.text(d, "deadline"),
        })),
        records: this.text(notification, "records"),
        how: typeof notification.how === "string" ? this.text(notification, "how") : null,
        preserveSite: notification.preserveSite === null ? null : this.text(notification, "preserveSite"),
        definitions: this.requirementItems(notification, "definitions").map(({ text, provisions }) => ({
          text,
          provisions,
        })),
        recordForm: this.recordForm(notification.recordForm as Obj | null | undefined),
      },
      emergencyPlanning: topic("emergencyPlanning"),
      firstAid: topic("firstAid"),
      hazardousChemicals: topic("hazardousChemicals"),
      ppe: topic("ppe"),
      training: topic("training"),
      psychosocial: topic("psychosocial"),
      bullying: topic("bullying"),
      returnToWork: { ...topic("returnToWork"), scheme: this.text(rtw, "scheme") },
      highRiskWork: {
        ...topic("highRiskWork"),
        documentName: this.text(hrw, "documentName"),
        mandatory: this.text(hrw, "mandatory"),
        methodDocument: this.methodDocument(hrw),
        categories: this.categories(hrw.categories as Obj),
        retention: hrw.retention === null ? null : this.text(hrw, "retention"),
      },
      workstations: topic("workstations"),
      heat: this.heat(m.heat as Obj),
      violence: topic("violence"),
      ...(m.publicProtection ? { publicProtection: this.publicProtection(m.publicProtection as Obj) } : {}),
      silica: topic("silica"),
      fire: topic("fire"),
      records: { ...topic("records"), retention: this.retention(m.records as Obj) },
      thresholds,
      hazardCitations: this.hazardCitations(),
      checks: this.checks(),
      refreshers: this.refreshers(),
      requirements: this.requirements(new Set(thresholds.map((t) => t.id))),
    };
    return profile as JurisdictionProfile;
  }

  /** The law on protecting premises from terrorism: its duties, the enhanced duty's, and when they apply. */
  private publicProtection(t: Obj) {
    const enhanced = this.requirementItems(t, "enhanced");
    return {
      ...this.topic(t),
      dutiesFrom: (t.dutiesFrom as string | null) ?? null,
      notInForce: this.text(t, "notInForce"),
      industries: t.industries as string[],
      standardFrom: t.standardFrom as number,
      enhancedFrom: t.enhancedFrom as number,
      enhanced: enhanced.map(({ text, provisions }) => ({ text, provisions })),
      regulator: {
        name: (t.regulator as Obj).name as string,
        website: (t.regulator as Obj).website as string,
      },
      contacts: (t.contacts as Obj[]).map((c) => c.text as string),
    };
  }

  /** The heat topic, with how its rule measures heat, observes new employees and treats work afloat. */
  private heat(h: Obj) {
    const afloat = h.afloat as Obj | undefined;
    return {
      ...this.topic(h),
      ...(h.measure ? { measure: h.measure } : {}),
      ...(h.closeObservationDays ? { closeObservationDays: h.closeObservationDays } : {}),
      ...(afloat
        ? {
            afloat: {
              summary: this.text(afloat, "summary"),
              citations: uniqueCitations(this.cites(afloat, "citations")),
            },
          }
        : {}),
    };
  }

  /** Each sentence's wording for a business of 1 to 5 people; the sentence must be the profile's own. */
  private smallBusinessWording(raw: Obj[]): { text: string; small: string }[] {
    const own = JSON.stringify(this.m);
    return raw.map((entry, i) => {
      const text = String(entry.text);
      if (!own.includes(JSON.stringify(text).slice(1, -1)))
        this.problems.add(
          `${where(this.m, "smallBusinessWording")}[${i}]`,
          `"${text}" is not a sentence of the profile`,
        );
      return { text, small: String(entry.small) };
    });
  }

  /** Each sentence's wording where the place is known; the sentence must be the profile's own. */
  private placeWording(raw: Obj): Record<string, { text: string; reads: string }[]> {
    // The profile's text as written, with its variables' every wording: a sentence may be one a
    // headcount words, and a headcount's build holds only its own.
    const own = JSON.stringify([
      { ...this.m, placeWording: undefined },
      ...[...this.inputs.sources.values()].map((s) => [(s.data as Obj).vars, (s.data as Obj).headcounts]),
    ]);
    return Object.fromEntries(
      Object.entries(raw).map(([place, list]) => [
        place,
        (list as Obj[]).map((entry, i) => {
          const text = String(entry.text);
          if (!own.includes(JSON.stringify(text).slice(1, -1)))
            this.problems.add(
              `${where(this.m, "placeWording")}.${place}[${i}]`,
              `"${text}" is not a sentence of the profile`,
            );
          return { text, reads: String(entry.reads) };
        }),
      ]),
    );
  }

  // Text and templates

  private variable(name: string, at: string, depth: number): string | null {
    const m = this.m;
    const direct: Record<string, unknown> = {
      code: m.code,
      name: m.name,
      "regulator.name": get(m, "regulator.name"),
      "regulator.shortName": get(m, "regulator.shortName"),
      "regulator.website": get(m, "regulator.website"),
      "regulator.notificationPhone": get(m, "regulator.notificationPhone"),
    };
    const vars = (m.vars ?? {}) as Obj;
    // "{{regs.title}}": the title of the instrument an alias binds over this version's interval, so
    // a sentence names a state's own regulations ("Work Health and Safety Regulation 2025 (NSW)").
    const titled = /^([a-z0-9-]+)\.title$/.exec(name);
    if (titled && !(name in direct)) return this.aliasTitle(titled[1] as string, at);
    let value = name in direct ? direct[name] : vars[name];
    // A dated variable: the value in force over this version's interval.
    if (Array.isArray(value)) {
      value = (value as { value: string; from?: string; until?: string }[]).find((v) =>
        active(v, this.iv),
      )?.value;
    }
    if (typeof value !== "string") {
      this.problems.add(at, `{{${name}}} has no value in this profile`);
      return null;
    }
    return this.fill(value, at, depth + 1);
  }

  /** The title of the one instrument an alias binds over this interval, or a problem. */
  private aliasTitle(alias: string, at: string): string | null {
    const bound = (this.bindings(alias, at) ?? []).filter((b) => active(b, this.iv));
    const ids = [...new Set(bound.map((b) => b.id))];
    if (ids.length !== 1) {
      this.problems.add(at, `{{${alias}.title}} needs @${alias} bound to one instrument, not ${ids.length}`);
      return null;
    }
    const found = this.inputs.instruments.get(ids[0] as string);
    if (!found) {
      this.problems.add(at, `unknown instrument "${ids[0]}" (through @${alias})`);
      return null;
    }
    return found.title;
  }

  private fill(raw: string, at: string, depth = 0): string {
    if (depth > 8) {
      this.problems.add(at, "variables refer to each other in a loop");
      return raw;
    }
    return raw.replace(/\{\{([\w.-]+)\}\}/g, (slot, name: string) =>
      // A document's own slot (the role a term names) is filled when the document is written.
      DOCUMENT_SLOTS.has(name) ? slot : (this.variable(name, at, depth) ?? ""),
    );
  }

  private text(container: Obj, key: string): string {
    const raw = container[key];
    if (typeof raw !== "string") {
      this.problems.add(where(container, key), "missing text");
      return "";
    }
    return this.fill(raw, where(container, key));
  }

  /** A list of texts; an item made only of variables that come out empty is left out. */
  private texts(container: Obj, key: string): string[] {
    const list = container[key];
    if (!Array.isArray(list)) return [];
    return list.flatMap((raw: unknown, i) => {
      const at = where(list, i);
      if (typeof raw !== "string") {
        this.problems.add(at, "expected text");
        return [];
      }
      const filled = this.fill(raw, at);
      return filled.trim() === "" && raw.includes("{{") ? [] : [filled];
    });
  }

  // Citations

  private bindings(name: string, at: string, seen: string[] = []): Binding[] | null {
    const aliases = (this.m.aliases ?? {}) as Obj;
    if (!(name in aliases)) {
      this.problems.add(at, `unknown alias @${name}: bind it under aliases: in this profile or a base`);
      return null;
    }
    if (seen.includes(name)) {
      this.problems.add(at, `alias @${name} refers to itself`);
      return null;
    }
    const raw = aliases[name];
    if (raw === null) return [];
    const list = (Array.isArray(raw) ? raw : [typeof raw === "string" ? { id: raw } : raw]) as Obj[];
    return list.flatMap((b): Binding[] => {
      const dates = { from: b.from as string | undefined, until: b.until as string | undefined };
      const own = {
        prefix: b.prefix as string | undefined,
        pinpoints: b.pinpoints as boolean | undefined,
        pinpoint: b.pinpoint as string | undefined,
      };
      if (typeof b.id === "string") {
        return [{ id: b.id, ...own, pinpoints: own.pinpoints ?? true, ...dates }];
      }
      const inner = this.bindings(b.alias as string, at, [...seen, name]) ?? [];
      return inner.map((i) => ({
        id: i.id,
        prefix: own.prefix ?? i.prefix,
        pinpoints: own.pinpoints ?? i.pinpoints,
        pinpoint: own.pinpoint ?? i.pinpoint,
        from: later(dates.from, i.from),
        until: earlier(dates.until, i.until),
      }));
    });
  }

  /** The citations one source line gives over this interval (none, one, or one per dated alias binding). */
  private expand(source: unknown, at: string): Citation[] {
    const s =
      typeof source === "string"
        ? { cite: source }
        : (source as { cite: string; from?: string; until?: string });
    if (!active(s, this.iv)) return [];
    const text = this.fill(s.cite, at);
    const match = /^(@?)([a-z0-9]+(?:-[a-z0-9]+)*)(?: (.+))?$/.exec(text);
    if (!match) {
      this.problems.add(
        at,
        `"${text}" is not a citation: write "instrument-id pinpoint" or "@alias pinpoint"`,
      );
      return [];
    }
    const [, isAlias, name, given] = match as unknown as [string, string, string, string | undefined];
    const bindings: Binding[] | null = isAlias ? this.bindings(name, at) : [{ id: name, pinpoints: true }];
    return (bindings ?? [])
      .filter((b) => active(b, this.iv))
      .map((b) => {
        const pin =
          given === undefined
            ? b.pinpoint
            : !b.pinpoints
              ? undefined
              : b.prefix
                ? `${b.prefix} ${given}`
                : given;
        this.checkInstrument(b.id, isAlias ? `${at} (through @${name})` : at);
        return pin ? { id: b.id, pinpoint: pin } : { id: b.id };
      });
  }

  private checkInstrument(id: string, at: string): void {
    const found = this.inputs.instruments.get(id);
    if (!found) {
      this.problems.add(at, `unknown instrument "${id}"`);
      return;
    }
    if (!this.scopes.includes(found.scope)) {
      this.problems.add(
        at,
        `"${id}" (scope ${found.scope}) cannot be cited in ${this.m.code}: its scopes are ${this.scopes.join(", ")}`,
      );
    }
    if (found.inForceFrom && found.inForceFrom > this.iv.start) {
      this.problems.add(
        at,
        `"${id}" is in force only from ${found.inForceFrom} but is cited from ${this.iv.start}`,
      );
    }
    if (found.repealedOn && (this.iv.end === null || found.repealedOn < this.iv.end)) {
      this.problems.add(
        at,
        `"${id}" is repealed on ${found.repealedOn} but is cited until ${this.iv.end ?? "no end date"}`,
      );
    }
  }

  private cites(container: Obj, key: string): Citation[] {
    const list = container[key];
    if (!Array.isArray(list)) return [];
    return list.flatMap((s, i) => this.expand(s, where(list, i)));
  }

  private single(container: Obj, key: string): Citation {
    const found = this.expand(container[key], where(container, key));
    if (found.length !== 1) {
      this.problems.add(
        where(container, key),
        `must give exactly one citation on ${this.iv.start}, gives ${found.length}`,
      );
    }
    return found[0] ?? { id: "" };
  }

  private topic(t: Obj) {
    const items = this.requirementItems(t);
    const restated = items.filter((item) => item.restatesSummary).map((item) => item.text);
    const forWork = items.flatMap((item) =>
      item.forHazards ? [{ text: item.text, hazards: item.forHazards }] : [],
    );
    return {
      summary: this.text(t, "summary"),
      requirements: items.map((i) => i.text),
      provisions: items.map((i) => i.provisions),
      citations: uniqueCitations(this.cites(t, "citations")),
      ...(restated.length ? { restated } : {}),
      ...(forWork.length ? { forWork } : {}),
    };
  }

  /**
   * A topic's requirements with the provisions each one states. A requirement given as text alone
   * cites nothing of its own; a pinpoint dropped because the alias's numbering is not confirmed
   * drops the whole citation, so an item never cites a whole instrument in place of its provision.
   */
  private requirementItems(
    t: Obj,
    key = "requirements",
  ): { text: string; provisions: Citation[]; restatesSummary: boolean; forHazards?: string[] }[] {
    const list = t[key];
    if (!Array.isArray(list)) return [];
    return list.flatMap((raw: unknown, i) => {
      const at = where(list, i);
      const item =
        typeof raw === "string"
          ? { text: raw, cites: [] }
          : (raw as { text: string; cites: unknown[]; restatesSummary?: true; forHazards?: string[] });
      for (const h of ("forHazards" in item ? item.forHazards : undefined) ?? [])
        if (!this.inputs.hazardIds.has(h)) this.problems.add(`${at}.forHazards`, `unknown hazard "${h}"`);
      const filled = this.fill(item.text, at);
      if (filled.trim() === "" && item.text.includes("{{")) return [];
      return [
        {
          text: filled,
          provisions: this.provisionsOf(item.cites, `${at}.cites`),
          restatesSummary: "restatesSummary" in item && item.restatesSummary === true,
          ...("forHazards" in item && item.forHazards ? { forHazards: item.forHazards } : {}),
        },
      ];
    });
  }

  /** Citations given with a pinpoint keep it or are dropped; an instrument cited whole stays whole. */
  private provisionsOf(cites: unknown[], at: string): Citation[] {
    return uniqueCitations(
      cites.flatMap((c, k) => {
        const found = this.expand(c, `${at}[${k}]`);
        const given = typeof c === "string" ? c : (c as { cite: string }).cite;
        return / /.test(given) ? found.filter((x) => x.pinpoint) : found;
      }),
    );
  }

  /** The incident report a recordkeeping rule keeps for each recordable case, or null where none is known. */
  private recordForm(form: Obj | null | undefined) {
    if (!form) return null;
    return { name: this.text(form, "name"), ...this.topic(form) };
  }

  /** The records the law sets a keeping period for, with the provisions that set it. */
  private retention(records: Obj | undefined) {
    const list = records?.retention;
    if (!Array.isArray(list)) return [];
    return list.map((raw: unknown, i) => {
      const r = raw as Obj & { cites: unknown[] };
      const at = where(list, i);
      return {
        record: this.text(r, "record"),
        period: this.text(r, "period"),
        citations: uniqueCitations(r.cites.flatMap((c, k) => this.expand(c, `${at}.cites[${k}]`))),
        source: r.source as string,
        verifiedOn: r.verifiedOn as string,
      };
    });
  }

  /** "@regs-construction 291(a)" → "r 291(a)", or null where that numbering is not confirmed. */
  private categories(raw: Obj) {
    const out: Record<string, { code: string | null; text: string }> = {};
    for (const [id, value] of Object.entries(raw)) {
      const c = value as Obj;
      let code = c.code as string | null;
      if (typeof code === "string" && code.startsWith("@")) {
        const [citation] = this.expand(code, where(c, "code"));
        code = citation?.pinpoint ?? null;
      }
      out[id] = { code, text: this.text(c, "text") };
    }
    return out;
  }

  private thresholds(): Threshold[] {
    const raw = (this.m.thresholds ?? {}) as Obj;
    const order = this.inputs.thresholdIds;
    for (const id of Object.keys(raw)) {
      if (!order.includes(id))
        this.problems.add(where(raw, id), `unknown threshold "${id}": list it in knowledge/thresholds.yaml`);
    }
    return order.flatMap((id): Threshold[] => {
      const t = raw[id] as Obj | undefined;
      if (!t || !active(t, this.iv)) return [];
      return [
        {
          id,
          ...(t.minEmployees !== undefined ? { minEmployees: t.minEmployees as number } : {}),
          ...(t.maxEmployees !== undefined ? { maxEmployees: t.maxEmployees as number } : {}),
          consequence: this.text(t, "consequence"),
          citations: this.cites(t, "citations"),
        } as Threshold,
      ];
    });
  }

  private hazardCitations() {
    const raw = (this.m.hazardCitations ?? {}) as Obj;
    const out: Record<string, Citation[]> = {};
    for (const id of Object.keys(raw)) {
      if (!this.inputs.hazardIds.has(id)) this.problems.add(where(raw, id), `unknown hazard "${id}"`);
      // Two provisions of one instrument whose pinpoints the jurisdiction drops are the same
      // citation: the row names the instrument once.
      out[id] = uniqueCitations(this.cites(raw, id));
    }
    return out;
  }

  /** Each inspection check's provisions; a pinpoint the jurisdiction has not confirmed drops the citation. */
  private checks() {
    const raw = (this.m.checks ?? {}) as Obj;
    const out: Record<string, Citation[]> = {};
    for (const [id, list] of Object.entries(raw)) {
      if (!CHECKS.has(id)) this.problems.add(where(raw, id), `unknown inspection check "${id}"`);
      const found = this.provisionsOf(list as unknown[], where(raw, id));
      if (found.length) out[id] = found;
    }
    return out;
  }

  /**
   * Each training interval the law sets, with the provisions that set it. An interval whose every
   * citation is dropped (an alias this jurisdiction leaves unbound) would read as law without its
   * authority, so that is a problem to fix in the data rather than a line to print.
   */
  /** Whether the law requires the method document, and the provisions that say so. */
  private methodDocument(hrw: Obj) {
    const at = `${where(this.m, "highRiskWork")}.methodDocument`;
    const m = hrw.methodDocument as Obj | undefined;
    if (!m) {
      this.problems.add(at, "say whether the law requires the method document, with its source");
      return { required: false, onlyFor: null, citations: [], source: "", verifiedOn: "" };
    }
    // As a topic's citations: where a state's numbering is not confirmed, its Regulation by name.
    const citations = uniqueCitations(this.cites(m, "cites"));
    if (m.required && !citations.length) {
      this.problems.add(
        `${at}.cites`,
        `no citation is left for ${this.m.code}: bind the alias or override it`,
      );
    }
    return {
      required: m.required as boolean,
      onlyFor: (m.onlyFor as string[] | undefined) ?? null,
      citations,
      source: m.source as string,
      verifiedOn: m.verifiedOn as string,
    };
  }

  private refreshers() {
    const raw = (this.m.refreshers ?? {}) as Obj;
    const out: Record<
      string,
      { interval: string; citations: Citation[]; source: string; verifiedOn: string }
    > = {};
    for (const [id, value] of Object.entries(raw)) {
      const at = where(raw, id);
      if (!REFRESHERS.has(id)) this.problems.add(at, `unknown training refresher "${id}"`);
      const r = value as Obj & { cites: unknown[] };
      const citations = this.provisionsOf(r.cites, `${at}.cites`);
      if (!citations.length) {
        this.problems.add(
          `${at}.cites`,
          `no citation is left for ${this.m.code}: bind the alias or override the interval`,
        );
        continue;
      }
      out[id] = {
        interval: this.text(r, "interval"),
        citations,
        source: r.source as string,
        verifiedOn: r.verifiedOn as string,
      };
    }
    return out;
  }

  private requirements(thresholds: ReadonlySet<string>) {
    const raw = (this.m.requirements ?? {}) as Obj;
    const out: Record<string, RequirementRule> = {};
    for (const [type, value] of Object.entries(raw)) {
      const at = where(raw, type);
      if (!DOCUMENT_TYPES.has(type)) this.problems.add(at, `unknown document type "${type}"`);
      const rule = value as Obj & RequirementRule & { from?: string; until?: string };
      if (!active(rule, this.iv)) continue;
      const check = (c: RequirementCondition | undefined, path: string) =>
        this.condition(c, path, thresholds);
      check(rule.when, `${whereNode(rule)}.when`);
      check(rule.requiredWhen, `${whereNode(rule)}.requiredWhen`);
      for (const r of rule.reasons) {
        if ("threshold" in r && !thresholds.has(r.threshold)) {
          this.problems.add(
            `${whereNode(rule)}.reasons`,
            `threshold "${r.threshold}" is not among ${this.m.code}'s thresholds`,
          );
        }
      }
      const { from: _from, until: _until, ...plain } = rule;
      out[type] = plain;
    }
    return out;
  }

  private condition(c: RequirementCondition | undefined, at: string, thresholds: ReadonlySet<string>): void {
    if (!c) return;
    if ("any" in c) for (const inner of c.any) this.condition(inner, at, thresholds);
    if ("industry" in c) {
      for (const i of c.industry) if (!INDUSTRIES.has(i)) this.problems.add(at, `unknown industry "${i}"`);
    }
    if ("activity" in c) {
      for (const a of c.activity)
        if (!ACTIVITIES.has(a)) this.problems.add(at, `unknown high-risk activity "${a}"`);
    }
    if ("silicaWork" in c && !this.inputs.processIds.has("silica-dust")) {
      this.problems.add(
        at,
        'silicaWork reads the words of the "silica-dust" process, which knowledge/keywords/processes.yaml does not define',
      );
    }
    if ("threshold" in c && !thresholds.has(c.threshold)) {
      this.problems.add(at, `threshold "${c.threshold}" is not among ${this.m.code}'s thresholds`);
    }
  }
}

const later = (a?: string, b?: string) => (a === undefined ? b : b === undefined ? a : a > b ? a : b);
const earlier = (a?: string, b?: string) => (a === undefined ? b : b === undefined ? a : a < b ? a : b);
