import { mentions } from "../tasks/words";
import { UNASSESSED_WORK } from "./library.generated";

/**
 * Work the business's own words name that the library does not assess yet: "embalming", "putting
 * up marquees". Its documents list it as not yet assessed rather than say nothing about work a
 * worker will do, and never borrow another job's method for it. An entry leaves the list when the
 * library gains rows for the work (a test holds that no keyword rule brings rows from its words),
 * so nothing listed here is assessed by a row. In the order of
 * `knowledge/keywords/work-not-yet-assessed.yaml`.
 */
export function unassessedWork(words: string): string[] {
  if (!words.trim()) return [];
  return UNASSESSED_WORK.filter(
    (w) => mentions(words, w.words, w.except) && !(w.unless && mentions(words, w.unless)),
  ).map((w) => w.ask);
}

/** The work a business describes, named as work not yet assessed, in its own words. */
export const describedWork = (description: string): string => `the work described as “${description.trim()}”`;
