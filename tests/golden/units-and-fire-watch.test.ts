import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * Each country's documents measure as that country measures: a US document in US customary units
 * only (OSHA's feet, pounds and Fahrenheit, with no metric figure beside them), an Australian,
 * British or New Zealand one in metric only. Checked over every golden document, which reach tasks,
 * hazards and law the unit tests' businesses do not.
 */
const METRIC = /\b\d+(?:[.,]\d+)? ?(?:m|mm|cm|km|kg|°C|km\/h|metres?|meters?|millimet(?:re|er)s?|kilograms?)\b/;
const US_CUSTOMARY = /\b\d+(?:[.,]\d+)? ?(?:ft|lb|lbs|°F|mph|feet|foot|inch|inches|pounds?)\b(?!-)/;

const documents = renderGoldenDocuments();

/** The text around a hit, or null: the failure shows where the measurement is. */
function found(pattern: RegExp, text: string): string | null {
  const hit = pattern.exec(text);
  return hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 40) : null;
}

describe("each golden document measures in its own country's units", () => {
  it.each([...documents.keys()])("%s", (file) => {
    const text = documents.get(file)!;
    if (file.startsWith("us-")) expect(found(METRIC, text), `${file}: a metric measurement`).toBeNull();
    else expect(found(US_CUSTOMARY, text), `${file}: a US customary measurement`).toBeNull();
  });
});

/**
 * How long a document keeps the fire watch after hot work, in minutes, as each sentence that names
 * a fire watch says it: "for at least 60 minutes after", "for at least an hour after".
 */
function fireWatchPeriods(text: string): number[] {
  const periods: number[] = [];
  for (const sentence of text.split(/(?<=[.;])\s|<br>|\n|\|/)) {
    if (!/fire watch/i.test(sentence)) continue;
    for (const m of sentence.matchAll(/at least (\d+) minutes after|at least (an|one|\d+) hours? after|at least a half hour after/gi)) {
      if (m[1]) periods.push(Number(m[1]));
      else if (m[2]) periods.push(/^\d+$/.test(m[2]) ? Number(m[2]) * 60 : 60);
      else periods.push(30);
    }
  }
  return periods;
}

describe("each golden document keeps the fire watch after hot work for one period", () => {
  it.each([...documents.keys()])("%s", (file) => {
    const periods = [...new Set(fireWatchPeriods(documents.get(file)!))];
    expect(periods.length, `${file}: fire watch periods ${periods.join(", ")} minutes`).toBeLessThanOrEqual(1);
  });
});
