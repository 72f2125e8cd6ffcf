import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A fire watch kept after hot work is only a control when it says for how long: every document
 * that states one keeps it for at least 60 minutes after the work stops, so a sentence that keeps
 * a watch "after" the work without a period leaves the reader to guess, and contradicts the others.
 */
const PERIOD = /\b(\d+ minutes|\d+ hours?|an hour)\b/i;

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path, ext);
    return e.name.endsWith(ext) ? [path] : [];
  });
}

/** The sentences of a text that keep a fire watch after the work, without saying for how long. */
function withoutPeriod(text: string): string[] {
  return text
    .replace(/\n\s+/g, " ")
    .split(/(?<=[.;])\s+|\n|<br>|\|/)
    .filter((s) => /fire watch/i.test(s) && /\bafter\b/i.test(s) && !PERIOD.test(s))
    .map((s) => s.trim());
}

describe("a fire watch after hot work says its period", () => {
  it("in the knowledge base's controls, steps and templates", () => {
    // The changelog and scenarios describe changes and checks; they are not document text.
    const sources = files("knowledge", ".yaml").filter((f) => !/changelog|scenarios|pending/.test(f));
    const found = sources.flatMap((f) => withoutPeriod(readFileSync(f, "utf8")).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });

  it("in every reference document", () => {
    const found = files("golden", ".md").flatMap((f) =>
      withoutPeriod(readFileSync(f, "utf8")).map((s) => `${f}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});
