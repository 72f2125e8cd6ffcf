import type { HazardId } from "../hazards/library.generated";

/**
 * An emergency that comes with the work itself (a misfire, a trench collapse, sewer gas), beyond
 * the general emergencies every plan covers. Compiled from `knowledge/emergencies/`.
 */
export type EmergencyScenario = {
  id: string;
  title: string;
  /** A natural hazard of the place (cyclone, hurricane, earthquake) rather than of the work. */
  natural: boolean;
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
  /**
   * What people do, in order; `{{call}}` is who is called first (the emergency services, or the
   * site emergency number where the site responds first) and `{{andSite}}` the site's own call
   * where the emergency services are called first.
   */
  steps: string[];
  /** The steps for a business on open sites, yards and paddocks, where they differ from a building's; null where they do not. */
  siteSteps: string[] | null;
  /**
   * The steps at a site its owner says is remote, where the workplace is the refuge and help is
   * hours away: people stay sheltered on site rather than being sent onto the road; null where
   * the steps are the same. `{{air}}` is how a casualty is flown out, in the country's words.
   */
  remoteSteps: string[] | null;
  /**
   * The steps where the business's own words say its people work remotely or fly in and out (the
   * words that bring the remote medical evacuation) but the owner has not said the site is the
   * refuge: flights out and a site's shelter; null where the steps are the same. Never a business
   * in a town or at its customers' places.
   */
  awaySteps: string[] | null;
  /**
   * What is kept ready for the emergency and who is there to respond, printed before the steps:
   * the people and equipment already at the job answer it first; null where the plan's general
   * equipment is enough.
   */
  ready: string | null;
  /**
   * Scenarios whose procedure already covers this one (a site's vehicle and plant collision covers
   * a crash on the road): where the business has any of them, this one is left out.
   */
  coveredBy: string[];
  /** The training the scenario needs, for the plan's training table. */
  training: { who: string; training: string; when: string } | null;
  /**
   * The training at a remote site, where the usual row would train closing the workplace that is
   * the refuge; null where the usual row fits.
   */
  remoteTraining: { who: string; training: string; when: string } | null;
};
