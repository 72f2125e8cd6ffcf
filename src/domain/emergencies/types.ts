import type { HazardId } from "../hazards/library.generated";

/**
 * An emergency that comes with the work itself (a misfire, a trench collapse, sewer gas), beyond
 * the general emergencies every plan covers. Compiled from `knowledge/emergencies/`.
 */
export type EmergencyScenario = {
  id: string;
  title: string;
  /** When a business has this emergency; see `scenarioFits`. */
  when: {
    /** Only businesses of these industries; empty means any. */
    industries: string[];
    /** Only businesses operating in these region codes; empty means any. */
    regions: string[];
    /** Library hazard ids or concepts, any of which among the business's hazards brings it. */
    hazards: HazardId[];
    /** Words in the work description, the job, its scope or its site, any of which brings it. */
    words: string[];
  };
  /** What people do, in order; `{{call}}` is the country's emergency number. */
  steps: string[];
  /** The training the scenario needs, for the plan's training table. */
  training: { who: string; training: string; when: string } | null;
};
