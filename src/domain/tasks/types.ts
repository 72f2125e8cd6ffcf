import type { Control } from "../hazards/types";
import type { HighRiskWorkCategoryId } from "../legal/types";

/** A control of a step; `removes` and `forProcess` fit it to the business's own process, as for hazards. */
export type TaskControl = Control;

/** One step of a task's method, with only the hazards and controls of that step. */
export type TaskStep = {
  /** What is done, in the imperative. */
  do: string;
  /** Hazard library ids. */
  hazards: string[];
  /** Controls that must be in place before the step starts, in hierarchy order. */
  required: TaskControl[];
  /** Further controls to consider, in hierarchy order: not counted in the risk after controls. */
  consider: TaskControl[];
  ppe: string[];
  permits: string[];
  /** High-risk construction work categories; each jurisdiction's profile names its own. */
  highRiskWork: HighRiskWorkCategoryId[];
  responsible: string;
};

/** A rule a task triggers in the jurisdictions it was verified for. */
/**
 * A rule of the jurisdictions in `appliesIn` the task triggers; `industries`, where given, the
 * industries whose law it is (a construction standard), so a business of another is not told it.
 */
export type TaskRule = { appliesIn: string[]; industries?: string[]; text: string; source: string };

/** A common task of an industry, with its ordered method. */
export type TaskEntry = {
  id: string;
  title: string;
  /** The title in a jurisdiction's terms ("{{local.breakingOut}} and extraction"), where they differ. */
  localTitle?: string;
  /** Words and phrases people use for the task: a phrase names it, a single word only offers it. */
  keywords: string[];
  /** Single words that name this job and no other anywhere: enough on their own, as a phrase is. */
  names?: string[];
  /** Words that say the work is another task, although a keyword matches ("press brake" for a power press die change). */
  excludes?: string[];
  /** Phrases that hold a keyword's words but name other work ("roof trusses" made in a factory): not read as the keyword. */
  except?: string[];
  industries: string[];
  /** Low-risk work (desk and office work): the document says so plainly rather than treating it as high-risk work. */
  lowRisk?: boolean;
  /** Work that cuts, grinds, drills or breaks material containing crystalline silica: a silica control plan's task. */
  silica?: boolean;
  /** Every hazard id of its steps, each once: what a business must have chosen or described for the task to fit it. */
  hazards: string[];
  plant: string[];
  /** Where the task is done ("guest bedrooms", "laundry"): a scope that names one is assessed by the task's rows. */
  places?: string[];
  /**
   * PPE everyone on the site wears for the whole job, at every step done at the work; an item with
   * `industries` only where the business is of one of them (a builder's site, not a shop).
   */
  sitePpe?: (string | { text: string; industries: string[] })[];
  competencies: string[];
  /** What to do after an incident of the work: shown with the emergency procedures, never rated as a step. */
  ifIncident?: string[];
  steps: TaskStep[];
  rules: TaskRule[];
};

/**
 * Words that bring a library hazard. `except` holds phrases with the same words that name
 * something else; `needs`: the words count only where the text also names one of these (CNC
 * turning brings cutting fluid only where metal is named); `unless`: they bring nothing where the
 * text names one of these (metal machined dry); `industries`: the words count only for a business
 * of one of these industries (a hotel is where a hospitality business works, but only a customer
 * of a laundry or a builder), so they bring nothing where the industry is not known.
 */
export type KeywordRule = {
  hazard: string;
  words: string[];
  except?: string[];
  needs?: string[];
  unless?: string[];
  industries?: string[];
  /**
   * The words name work the hazard is usual at, not the hazard: what is usual there, so a row only
   * such words bring says it was inferred from that work.
   */
  usual?: string;
};

/**
 * Places a business may run or only go to for its work (knowledge/keywords/places-visited.yaml): a
 * place named after a `goingTo` word ("from hospitals", "clean hotels") is where the work goes, not
 * the business's own premises, unless an `own` word comes between ("in our hotel") or the business
 * is of one of the place's `industries`; so is a place a `workFor` word follows ("hotel cleaning").
 */
export type PlacesVisited = {
  goingTo: readonly string[];
  workFor: readonly string[];
  own: readonly string[];
  /** Work done at other businesses' venues ("door supervisors"): its places are visited, whatever the industry. */
  trades?: readonly string[];
  /** Other people's places as where the work is done ("clients' homes"): no premises of the business. */
  othersPlaces?: readonly string[];
  /** The business's words for having no premises of its own ("fully mobile", "no shop or premises"). */
  noPremises?: readonly string[];
  /** The business's words for premises of its own ("our workshop", "our yard"). */
  ownPremises?: readonly string[];
  places: readonly { words: readonly string[]; industries: readonly string[] }[];
};

/**
 * How a business's own words say work is not done (knowledge/keywords/negation.yaml): a `cues`
 * phrase negates the words after it to the end of its clause, which ends at a `stops` character or
 * a `stopWords` word; `notCues` negate nothing; an `undo` word after a cue in the clause undoes it,
 * unless a `joiners` word or mark comes right before it (then it starts the list's next item).
 */
export type Negation = {
  cues: readonly string[];
  notCues: readonly string[];
  stops: readonly string[];
  stopWords: readonly string[];
  /** Words and marks that join a list's items ("," "and" "or"): after one, a cue starts a new item. */
  joiners: readonly string[];
  undo: readonly string[];
  /**
   * Phrases that negate the work written before them ("asbestos removal is excluded", "tree work is
   * not part of our work"), back to the clause's start, a stop word or a comma.
   */
  postCues: readonly string[];
};

/** What matching and the wizard's suggestions need of a task. */
export type TaskSummary = Pick<
  TaskEntry,
  "id" | "title" | "keywords" | "names" | "excludes" | "except" | "industries" | "hazards" | "places"
>;
