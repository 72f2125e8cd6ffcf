/**
 * The training whose refresher interval a law may set (`refreshers:` in knowledge/jurisdictions),
 * and how a training record recognises it among the hazard library's competencies. Where a
 * jurisdiction's profile gives no interval for one, the record says what the business itself does.
 */
export const TRAINING_REFRESHERS = {
  "respirator-fit-test": { name: "Respirator fit testing", competency: /\bfit[- ]test/i },
  "respirator-training": {
    name: "Respirator training",
    competency: /\brespirat\w* (?:protection )?training/i,
  },
  "forklift-evaluation": { name: "Forklift operator evaluation", competency: /\bforklift/i },
  "hearing-conservation": {
    name: "Hearing conservation training",
    competency: /\bhearing (?:conservation|protection)/i,
  },
  "bloodborne-pathogens": { name: "Bloodborne pathogens training", competency: /\bbloodborne/i },
  // Before asbestos training at large: Great Britain's guidance sets a refresher for training in
  // non-licensed work with asbestos only, not for awareness training.
  "asbestos-non-licensed-training": {
    name: "Non-licensed asbestos work training",
    competency: /\bnon-licensed asbestos work training/i,
  },
  "asbestos-training": { name: "Asbestos training", competency: /\basbestos\b.*\btraining/i },
  "lead-training": { name: "Lead training", competency: /\blead\b.*\btraining/i },
  // A competency in first aid of a kind (remote area first aid) is refreshed as the certificate is.
  "first-aid-certificate": { name: "First aid certificate", competency: /^remote (?:area )?first aid\b/i },
  "farm-equipment-instruction": {
    name: "Farm equipment operation and servicing instruction",
    competency: /\b(?:tractor and farm vehicle|farm machinery) operator training/i,
    // Where no law sets an interval for it, the business's own interval stands.
    ownIntervalElsewhere: true,
  },
} as const satisfies Record<
  string,
  { name: string; competency: RegExp | null; ownIntervalElsewhere?: boolean }
>;

export type TrainingRefresherId = keyof typeof TRAINING_REFRESHERS;
export const TRAINING_REFRESHER_IDS = Object.keys(TRAINING_REFRESHERS) as TrainingRefresherId[];

/** The kind of training a competency of the hazard library is, where a law may set its refresher. */
export function refresherKindOf(competency: string): TrainingRefresherId | null {
  for (const id of TRAINING_REFRESHER_IDS) {
    const pattern = TRAINING_REFRESHERS[id].competency;
    if (pattern?.test(competency)) return id;
  }
  return null;
}
