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
 *
 * A document template says its 1-to-5 sentences itself (`small:`), so these rules are for the
 * library's lines (a hazard's control, a task's step, an emergency's trainees) and the role words
 * code puts together; a sentence only a template held has no rule (decision 165).
 */
export const SMALL_BUSINESS_ROLES: readonly (readonly [from: string, to: string])[] = [
  // Another business's people keep their roles.
  ["contractor's supervisor", "contractor's supervisor"],
  ["contractors' supervisors", "contractors' supervisors"],
  // Several people with one verb: the owner or manager is one person.
  ["supervisors and managers", "the owner or manager"],
  ["and their supervisors", "and the owner or manager"],
  ["workers and supervisors", "workers and the owner or manager"],
  // One person, however the sentence names them.
  ["store supervisor", "owner or manager"],
  ["your supervisor", "the owner or manager"],
  ["their supervisor", "the owner or manager"],
  ["the supervisor", "the owner or manager"],
  ["a supervisor", "the owner or manager"],
  ["supervisors", "the owner or manager"],
  ["supervisor", "owner or manager"],
];
