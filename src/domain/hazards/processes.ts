import { mentions } from "../tasks/words";
import type { Control, HazardEntry } from "./types";

/**
 * A process a business's own work may be (welding for a fabricator, blasting for a drill and blast
 * contractor, moving goods for a carrier). Written in knowledge/keywords/processes.yaml.
 */
export type WorkProcess = {
  id: string;
  name: string;
  /** Industries whose work is always this process. */
  industries: string[];
  /** Words in a work or job description that say the process is the work. */
  words: string[];
  /** Phrases holding those words that name something else ("roofing trusses" made in a factory). */
  except?: string[];
};

/**
 * The processes that are this business's own work: those of its industry, and those its work
 * description or the job's description names. Deterministic, in list order.
 */
export function processesIn(list: readonly WorkProcess[], industry: string, text: string): string[] {
  return list
    .filter((p) => p.industries.includes(industry) || mentions(text, p.words, p.except))
    .map((p) => p.id);
}

/**
 * The controls that fit a business whose work is `processes`: a control that takes one of them
 * away (bolting instead of welding, for a fabricator) is left out, and one written for a process
 * is kept only where that process is the work. What is kept is its level, text, the duty's
 * inspection check it meets and the places it is done at.
 */
export function fitControls(controls: readonly Control[], processes: readonly string[]): Control[] {
  return controls
    .filter((c) => c.removes === undefined || !processes.includes(c.removes))
    .filter((c) => c.forProcess === undefined || processes.includes(c.forProcess))
    .map((c) => ({
      level: c.level,
      text: c.text,
      ...(c.check ? { check: c.check } : {}),
      ...(c.at ? { at: c.at } : {}),
    }));
}

/** A hazard entry with the controls that fit the business's own processes (`fitControls`). */
export function fitToWork(entry: HazardEntry, processes: readonly string[]): HazardEntry {
  return { ...entry, controls: fitControls(entry.controls, processes) };
}
