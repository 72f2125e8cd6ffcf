/**
 * SafeDraft's prose is written for a business with supervisors: "tell your supervisor", "the
 * supervisor checks the area". A business of 1 to 5 people has none. Its documents name the owner
 * or manager instead, in the same places, so a worker is never told to report to a role that does
 * not exist (decision 070).
 *
 * Each rule is a whole phrase, matched without regard to case and written back in the case it was
 * found in; the longest phrase wins. A phrase that names another business's people (a contractor's
 * supervisor) is listed as itself so the shorter rules inside it do not apply. The law's own
 * sentences are never reworded: the engine keeps them as written.
 */
export const SMALL_BUSINESS_ROLES: readonly (readonly [from: string, to: string])[] = [
  // Another business's people keep their roles.
  ["contractor's supervisor", "contractor's supervisor"],
  ["contractors' supervisors", "contractors' supervisors"],
  // Several people with one verb: the owner or manager is one person.
  ["supervisors check competence", "the owner or manager checks competence"],
  ["supervisors check during routine inspections", "the owner or manager checks during routine inspections"],
  ["brief managers and supervisors on", "make sure whoever is in charge on any day knows"],
  [
    "personally carries the manager and supervisor responsibilities",
    "personally carries the management responsibilities",
  ],
  ["managers and supervisors", "the owner or manager"],
  ["supervisors and managers", "the owner or manager"],
  ["supervisors and leading hands", "the owner or manager"],
  ["to supervisors who sign workers off", "to the owner or manager, who signs workers off"],
  ["or manager with supervisors", "or manager with the workers"],
  ["where supervisors can find them", "where everyone at work can find them"],
  ["and their supervisors", "and the owner or manager"],
  ["workers and supervisors", "workers and the owner or manager"],
  // One person, however the sentence names them.
  ["your supervisor, another manager or", "the owner or manager, or"],
  [
    "if your supervisor is involved, go to another manager or straight to the owner",
    // The owner may be the one involved: the policy's contact officer and its external routes remain.
    "if the owner or manager is involved, go to the contact officer named below or to one of the external routes",
  ],
  // The owner may not be there on the day: whoever is in charge takes charge.
  [
    "tell the supervisor, who takes charge",
    "tell the owner, or whoever is in charge that day, who takes charge",
  ],
  // The scene and the emergency are released by whoever is in charge, as the line above names them.
  ["until the supervisor confirms", "until whoever is in charge confirms"],
  ["then tell the supervisor.", "then tell whoever is in charge."],
  ["your supervisor or manager", "the owner or manager"],
  ["your supervisor or your", "the owner or manager or your"],
  ["their supervisor or management", "the owner or manager"],
  [
    "a supervisor, manager or any member of management you trust",
    "the owner or manager, or anyone else you trust",
  ],
  ["the supervisor or manager", "the owner or manager"],
  ["the supervisor decides, with management,", "the owner or manager decides"],
  ["the worker, supervisor and", "the worker and"],
  ["the worker and supervisor", "the worker"],
  ["coordinator, supervisor, worker", "coordinator, worker"],
  ["coordinator, supervisor", "coordinator"],
  ["supervisor, coordinator", "coordinator"],
  ["supervisor, owner", "owner or manager"],
  ["first aider, supervisor", "first aider, owner or manager"],
  ["pcbu / supervisor", "PCBU / manager"],
  ["employer / supervisor", "employer / manager"],
  ["area owner / supervisor", "owner or manager"],
  ["supervisor sign-off", "sign-off by the owner or manager"],
  ["the site supervisor", "the owner or manager"],
  ["site supervisor", "owner or manager"],
  ["store supervisor", "owner or manager"],
  ["your supervisor", "the owner or manager"],
  ["their supervisor", "the owner or manager"],
  ["the supervisor", "the owner or manager"],
  ["a supervisor", "the owner or manager"],
  ["supervisors", "the owner or manager"],
  ["supervisor", "owner or manager"],
  ["leading hands", "the owner or manager"],
  ["another manager", "the owner"],
];
