import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue/documents";
import { REGIONS } from "../../src/domain/catalogue/regions";
import type { EmergencyScenario } from "../../src/domain/emergencies/types";
import type { WorkProcess } from "../../src/domain/hazards/processes";
import type { HazardEntry, PlaceWork, Sector, UnassessedWork } from "../../src/domain/hazards/types";
import type { KeywordRule, Negation, PlacesVisited, TaskEntry } from "../../src/domain/tasks/types";
import { CHANGELOG_FILE, type Changelog, checkChangelog, releasesModule } from "./changelog";
import { buildPlacesVisited, buildProcesses, buildSectors, buildUnassessedWork } from "./controls";
import { renderLawDocs } from "./docs";
import { buildEmergencyScenarios } from "./emergencies";
import { banner, literal, sharedLiterals } from "./emit-ts";
import { buildHazards, checkBaselines, checkCondition } from "./hazards";
import { Problems, parseFile, whereNode } from "./located";
import { checkPending, PENDING_FILE, type PendingChange, pendingModule } from "./pending";
import { type InstrumentRecord, type ProfileSource, type ResolvedProfile, resolveProfiles } from "./profiles";
import {
  baselinesSchema,
  changelogSchema,
  emergencyScenarioFileSchema,
  hazardFileSchema,
  instrumentFileSchema,
  keywordRulesSchema,
  metaSchema,
  negationSchema,
  pendingSchema,
  phrasesSchema,
  placesVisitedSchema,
  placeWorkSchema,
  processesSchema,
  profileFileSchema,
  sectorsSchema,
  sourcesFileSchema,
  taskFileSchema,
  thresholdRegistrySchema,
  unassessedWorkSchema,
} from "./schema";
import { buildTasks, checkKeywordRules } from "./tasks";
import {
  buildTemplates,
  type CompiledTemplate,
  WORDING_INDEX_MODULE,
  wordingIndexModule,
  wordingModule,
  wordingModulePath,
} from "./templates";

/** Paths (from the repository root) of everything `npm run kb` writes. */
export const LEGAL_MODULE = "src/domain/legal/knowledge.generated.ts";
export const HAZARD_MODULE = "src/domain/hazards/library.generated.ts";
export const RELEASES_MODULE = "src/domain/legal/releases.generated.ts";
export const PENDING_MODULE = "src/domain/legal/pending.generated.ts";
export const TASK_MODULE = "src/domain/tasks/library.generated.ts";
export const TASK_INDEX_MODULE = "src/domain/tasks/index.generated.ts";
export const NEGATION_MODULE = "src/domain/tasks/negation.generated.ts";
export const EMERGENCY_MODULE = "src/domain/emergencies/scenarios.generated.ts";
export const LAW_DOCS = "docs/law";
/** The processes a business's own work may be, named by controls that take one away. */
const PROCESSES_FILE = "knowledge/keywords/processes.yaml";

/** The knowledge folder as { "knowledge/…/x.yaml": text }. */
export type KnowledgeFiles = ReadonlyMap<string, string>;

export function readKnowledge(root = "knowledge"): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".yaml")) files.set(relative(".", path), readFileSync(path, "utf8"));
    }
  };
  walk(root);
  return files;
}

export type Compiled = {
  instruments: InstrumentRecord[];
  profiles: ResolvedProfile[];
  hazards: HazardEntry[];
  baselines: Record<string, string[]>;
  processes: WorkProcess[];
  placeWork: PlaceWork[];
  sectors: Sector[];
  unassessedWork: UnassessedWork[];
  tasks: TaskEntry[];
  emergencies: EmergencyScenario[];
  keywordRules: KeywordRule[];
  placesVisited: PlacesVisited;
  negation: Negation;
  thresholds: { id: string; about: string; belowIs?: string | undefined }[];
  facts: { fact: string; source: string; checked: string; verifiedOn: string; file: string }[];
  describesLawFrom: string;
  changelog: Changelog;
  /** Changes announced but not in force, oldest expected first as written. */
  pending: PendingChange[];
  templates: CompiledTemplate[];
};

const under = (files: KnowledgeFiles, folder: string) =>
  [...files.keys()].filter((f) => f.startsWith(`knowledge/${folder}/`)).sort();

/** Reads, checks and resolves the whole knowledge base; throws a KnowledgeError listing every problem. */
export function loadKnowledge(files: KnowledgeFiles): Compiled {
  const problems = new Problems();
  const one = <T>(file: string, schema: Parameters<typeof parseFile<T>>[2]): T | null => {
    const text = files.get(file);
    if (text === undefined) {
      problems.add(file, "missing file");
      return null;
    }
    return parseFile(file, text, schema, problems);
  };

  const meta = one("knowledge/knowledge.yaml", metaSchema);
  const changelog = one(CHANGELOG_FILE, changelogSchema) ?? [];
  const pending = one(PENDING_FILE, pendingSchema) ?? [];
  const thresholds = one("knowledge/thresholds.yaml", thresholdRegistrySchema) ?? [];
  for (const t of thresholds)
    if (t.belowIs !== undefined && !thresholds.some((o) => o.id === t.belowIs))
      problems.add("knowledge/thresholds.yaml", `${t.id}: belowIs names unknown threshold "${t.belowIs}"`);

  const instruments = new Map<string, InstrumentRecord>();
  for (const file of under(files, "instruments")) {
    for (const i of one(file, instrumentFileSchema) ?? []) {
      if (instruments.has(i.id)) problems.add(file, `instrument "${i.id}" is defined twice`);
      instruments.set(i.id, i);
      if (i.inForceFrom && i.repealedOn && i.repealedOn <= i.inForceFrom) {
        problems.add(file, `"${i.id}" is repealed before it comes into force`);
      }
    }
  }

  const facts: Compiled["facts"] = [];
  for (const file of under(files, "sources")) {
    for (const f of one(file, sourcesFileSchema) ?? []) facts.push({ ...f, file });
  }

  const phrasesFile = "knowledge/hazards/phrases.yaml";
  const phrases = one(phrasesFile, phrasesSchema) ?? {};
  const hazardFiles = under(files, "hazards").filter(
    (f) => f !== phrasesFile && f !== "knowledge/hazards/baselines.yaml",
  );
  const processes = buildProcesses(one(PROCESSES_FILE, processesSchema) ?? [], problems);
  const processIds = new Set(processes.map((p) => p.id));
  const hazards = buildHazards(
    hazardFiles.map((file) => ({ file, hazards: one(file, hazardFileSchema) ?? [] })),
    phrases,
    phrasesFile,
    processIds,
    problems,
  );
  const hazardIds = new Set(hazards.map((h) => h.id));
  for (const i of instruments.values())
    if (i.appliesWhen)
      checkCondition(i.appliesWhen, `knowledge/instruments: ${i.id}.appliesWhen`, hazardIds, problems);
  const baselines = one("knowledge/hazards/baselines.yaml", baselinesSchema) ?? {};
  checkBaselines(baselines, hazardIds, problems);
  const tasks = buildTasks(
    under(files, "tasks").map((file) => ({ file, task: one(file, taskFileSchema) })),
    hazardIds,
    processIds,
    problems,
  );
  const emergencies = buildEmergencyScenarios(
    under(files, "emergencies").map((file) => ({
      file,
      scenarios: one(file, emergencyScenarioFileSchema) ?? [],
    })),
    hazards,
    problems,
  );
  const known: ReadonlySet<string> = hazardIds;
  const placeWork = (one("knowledge/keywords/places.yaml", placeWorkSchema) ?? []).map((p) => {
    for (const id of p.activities)
      if (!known.has(id)) problems.add(`${whereNode(p)}.activities`, `unknown hazard "${id}"`);
    return { places: p.places, activities: p.activities };
  });
  const sectors = buildSectors(one("knowledge/keywords/sectors.yaml", sectorsSchema) ?? [], problems);
  const unassessedWork = buildUnassessedWork(
    one("knowledge/keywords/work-not-yet-assessed.yaml", unassessedWorkSchema) ?? [],
    problems,
  );
  const placesVisited = buildPlacesVisited(
    one("knowledge/keywords/places-visited.yaml", placesVisitedSchema) ?? {
      goingTo: [],
      workFor: [],
      own: [],
      places: [],
    },
    problems,
  );
  const negation = one("knowledge/keywords/negation.yaml", negationSchema) ?? {
    cues: [],
    notCues: [],
    stops: [],
    stopWords: [],
    joiners: [","],
    undo: [],
    postCues: [],
  };
  const keywordRules = checkKeywordRules(
    one("knowledge/keywords/hazards.yaml", keywordRulesSchema) ?? [],
    hazardIds,
    problems,
  );

  const sources = new Map<string, ProfileSource>();
  for (const file of under(files, "jurisdictions")) {
    const name = file.replace(/^.*\//, "").replace(/\.yaml$/, "");
    const data = one(file, profileFileSchema);
    if (sources.has(name))
      problems.add(file, `a profile named "${name}" already exists in ${sources.get(name)!.file}`);
    if (data) sources.set(name, { name, file, data });
  }
  const templates = buildTemplates(files, DOCUMENT_TYPE_IDS, problems);
  problems.check();

  const regionCodes: string[] = Object.values(REGIONS).flatMap((rs) => rs.map((r) => r.code));
  const profiles = resolveProfiles(
    {
      sources,
      instruments,
      thresholdIds: thresholds.map((t) => t.id),
      hazardIds,
      processIds,
      regionCodes,
      describesLawFrom: meta!.describesLawFrom,
    },
    problems,
  );
  problems.check();
  checkChangelog(
    changelog,
    profiles,
    instruments,
    templates.map((t) => t.document),
    problems,
  );
  checkPending(pending, profiles, changelog, problems);
  problems.check();
  const order = new Map<string, number>(regionCodes.map((c, i) => [c, i]));
  profiles.sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
  return {
    instruments: [...instruments.values()],
    profiles,
    hazards,
    baselines,
    processes,
    placeWork,
    sectors,
    unassessedWork,
    tasks,
    emergencies,
    keywordRules,
    placesVisited,
    negation,
    thresholds,
    facts,
    describesLawFrom: meta!.describesLawFrom,
    changelog,
    pending,
    templates,
  };
}

const union = (ids: readonly string[]) => ids.map((id) => `\n  | ${JSON.stringify(id)}`).join("");

function profileType(path: (string | number)[]): string | null {
  let t = "JurisdictionProfile";
  // A requirement condition is a union: only its `any` member has the key, so narrow to it.
  for (const seg of path)
    t =
      seg === "any"
        ? `Extract<NonNullable<${t}>, { any: unknown }>["any"]`
        : `NonNullable<${t}>[${typeof seg === "number" ? "number" : JSON.stringify(seg)}]`;
  return path.length === 0 ? t : `NonNullable<${t}>`;
}

function legalModule(k: Compiled): string {
  const runtime = k.instruments.map(({ checked: _c, verifiedOn: _v, ...i }) => i);
  const roots = k.profiles.flatMap((p) => p.versions.map((v) => v.profile));
  const { constants, render } = sharedLiterals(roots, profileType);
  // A profile is written as the most similar one before it plus what differs: fifty states
  // then cost only their own lines.
  const written: { name: string; fields: Map<string, string> }[] = [];
  const profileConstants = roots.map((profile, n) => {
    const fields = new Map(Object.entries(profile).map(([key, v]) => [key, render(v, "  ")]));
    let base: (typeof written)[number] | undefined;
    let shared = 0;
    for (const w of written) {
      const same = [...fields].filter(([key, v]) => w.fields.get(key) === v).length;
      if (same > shared && w.fields.size === fields.size) [base, shared] = [w, same];
    }
    const name = `p${n}`;
    written.push({ name, fields });
    const from = base && shared * 2 >= fields.size ? base : undefined;
    const own = [...fields].filter(([key, v]) => from?.fields.get(key) !== v);
    const body = own.map(
      ([key, v]) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${v},`,
    );
    if (from) body.unshift(`  ...${from.name},`);
    return `const ${name}: JurisdictionProfile = {\n${body.join("\n")}\n};`;
  });
  let n = 0;
  const versions = k.profiles
    .map(
      (p) =>
        `  ${JSON.stringify(p.code)}: [\n${p.versions
          .map(
            (v) =>
              `    { from: ${JSON.stringify(v.from)}, until: ${JSON.stringify(v.until)}, profile: p${n++} },`,
          )
          .join("\n")}\n  ],`,
    )
    .join("\n");
  return `${banner}import type { Instrument, JurisdictionProfile, ProfileVersion } from "./types";

export type InstrumentId =${union(k.instruments.map((i) => i.id))};

export type JurisdictionCode =${union(k.profiles.map((p) => p.code))};

export type ThresholdId =${union(k.thresholds.map((t) => t.id))};

/** Each rule from a headcount up and the rule for the headcounts below its limit. */
export const BELOW_LIMIT: Partial<Record<ThresholdId, ThresholdId>> = ${JSON.stringify(
    Object.fromEntries(k.thresholds.flatMap((t) => (t.belowIs ? [[t.id, t.belowIs]] : []))),
  )};

/** The first day the knowledge base describes. */
export const DESCRIBES_LAW_FROM = ${JSON.stringify(k.describesLawFrom)};

export const INSTRUMENT_LIST: readonly Instrument[] = ${literal(runtime)};

${constants}

${profileConstants.join("\n\n")}

export const PROFILE_VERSIONS: Readonly<Record<JurisdictionCode, readonly ProfileVersion[]>> = {
${versions}
};
`;
}

function hazardModule(k: Compiled): string {
  return `${banner}import type { WorkProcess } from "./processes";
import type { HazardEntry, PlaceWork, Sector, UnassessedWork } from "./types";

export type HazardId =${union(k.hazards.map((h) => h.id))};

export const HAZARD_ENTRIES: readonly (HazardEntry & { id: HazardId })[] = ${literal(k.hazards)};

/** Baseline hazard ids per industry (business and free-trial industries). */
export const INDUSTRY_BASELINE_IDS: Readonly<Record<string, readonly HazardId[]>> = ${literal(k.baselines)};

/** Processes a business's own work may be; a control that takes one away is left out there. */
export const WORK_PROCESSES: readonly WorkProcess[] = ${literal(k.processes)};

/** The kinds of place a risk assessment's scope may name, and the activities whose work is done there. */
export const PLACE_WORK: readonly PlaceWork[] = ${literal(k.placeWork)};

/** The work a business does, named in its documents' prose where its own words name it. */
export const SECTORS: readonly Sector[] = ${literal(k.sectors)};

/** Work a business may name that the library does not assess yet: listed as not yet assessed. */
export const UNASSESSED_WORK: readonly UnassessedWork[] = ${literal(k.unassessedWork)};
`;
}

function taskModule(k: Compiled): string {
  return `${banner}import type { TaskEntry } from "./types";

export type TaskId =${union(k.tasks.map((t) => t.id))};

export const TASK_ENTRIES: readonly (TaskEntry & { id: TaskId })[] = ${literal(k.tasks)};
`;
}

/**
 * Ids, titles, words and hazard ids only: what the wizard needs to suggest tasks that fit the
 * business, without their methods; and the keyword rules, small enough for the browser.
 */
function taskIndexModule(k: Compiled): string {
  const index = k.tasks.map(
    ({ id, title, keywords, names, excludes, except, industries, hazards, places }) => ({
      id,
      title,
      keywords,
      ...(names ? { names } : {}),
      ...(excludes ? { excludes } : {}),
      ...(except ? { except } : {}),
      industries,
      hazards,
      ...(places ? { places } : {}),
    }),
  );
  return `${banner}import type { KeywordRule, PlacesVisited, TaskSummary } from "./types";

export const TASK_INDEX: readonly TaskSummary[] = ${literal(index)};

/** Words in a work description or typed hazard that bring a library hazard. */
export const KEYWORD_RULES: readonly KeywordRule[] = ${literal(k.keywordRules)};

/** Places a business may run or only go to, and the words that say its work goes there. */
export const PLACES_VISITED: PlacesVisited = ${literal(k.placesVisited)};
`;
}

/** The words that say a business does not do some work (knowledge/keywords/negation.yaml). */
function negationModule(k: Compiled): string {
  return `${banner}import type { Negation } from "./types";

/** How a business's own words say work is not done, and where the negation ends. */
export const NEGATION: Negation = ${literal(k.negation)};
`;
}

function emergencyModule(k: Compiled): string {
  return `${banner}import type { EmergencyScenario } from "./types";

export const EMERGENCY_SCENARIOS: readonly EmergencyScenario[] = ${literal(k.emergencies)};
`;
}

/** Everything \`npm run kb\` writes, as { path: content }. */
export function compileKnowledge(files: KnowledgeFiles): Map<string, string> {
  const k = loadKnowledge(files);
  const out = new Map<string, string>();
  out.set(LEGAL_MODULE, legalModule(k));
  out.set(HAZARD_MODULE, hazardModule(k));
  out.set(RELEASES_MODULE, releasesModule(k.changelog));
  out.set(PENDING_MODULE, pendingModule(k.pending));
  out.set(TASK_MODULE, taskModule(k));
  out.set(TASK_INDEX_MODULE, taskIndexModule(k));
  out.set(NEGATION_MODULE, negationModule(k));
  out.set(EMERGENCY_MODULE, emergencyModule(k));
  for (const t of k.templates) out.set(wordingModulePath(t.document), wordingModule(t));
  out.set(WORDING_INDEX_MODULE, wordingIndexModule(k.templates));
  for (const [name, text] of renderLawDocs(k)) out.set(`${LAW_DOCS}/${name}`, text);
  return out;
}
