import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { renderGoldenDocuments } from "./render";

/**
 * What reads as an unfilled template or a generating slip: a control left to "the depth the
 * jurisdiction sets", a business name ending in a stop followed by another ("Inc.."), a roof or
 * trench given as the place of a computer workstation, and the same item said twice.
 */
const documents = renderGoldenDocuments();
const files = [...documents.keys()];

describe("no line is left as a template for the law to fill", () => {
  it.each(files)("%s", (file) => {
    expect(documents.get(file)!).not.toMatch(/the jurisdiction (sets|set|requires|require)\b/i);
  });
});

describe("a sentence ending on a name that ends in a stop has one stop", () => {
  it.each(files)("%s", (file) => {
    const text = documents.get(file)!;
    const hit = /[A-Za-z]\.\.(?!\.)/.exec(text);
    expect(hit ? text.slice(Math.max(0, hit.index - 40), hit.index + 20) : null).toBeNull();
  });

  it("checks businesses whose names end in a stop", () => {
    expect(GOLDEN_BUSINESSES.some((g) => g.business.name.endsWith("."))).toBe(true);
  });
});

describe("the workstation checklist leaves each workstation's location to be written in", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (slug, golden) => {
    const row = documents
      .get(`${slug}/dse-checklist.md`)!
      .split("\n")
      .find((line) => line.startsWith("| Workstation location |"))!;
    // A job's site is not where a person's desk is: the checklist does not ask for one.
    expect(row).toMatch(/^\| Workstation location \|\s*\|$/);
    expect(row).not.toContain(golden.metadata.location as string);
  });
});

/** Items of a comma-separated list after "label: ". */
const items = (cell: string) => cell.split(/,\s+(?=[A-Z])/);

describe("the same item is not listed twice", () => {
  it.each(files)("%s", (file) => {
    const text = documents.get(file)!;
    // A PPE list never holds an item and the same item again with only a condition added.
    for (const [, list] of text.matchAll(/(?:Required PPE is worn and in good condition|PPE available, in good condition and worn): ([^|]+)/g)) {
      const all = items(list!.trim());
      for (const a of all)
        for (const b of all)
          if (a !== b) expect(b.startsWith(`${a} for `), `${file}: ${a} / ${b}`).toBe(false);
    }
    // A training record never lists a training and the same training for named equipment for the same people.
    if (file.endsWith("/training-record.md")) {
      const rows = text
        .split("\n")
        .filter((l) => l.startsWith("| "))
        .map((l) => l.split(" | "));
      for (const a of rows)
        for (const b of rows)
          if (a !== b && b[0]!.startsWith(`${a[0]} (`) && a[1] === b[1])
            expect.fail(`${file}: "${a[0]}" listed again as "${b[0]}" for ${a[1]}`);
    }
    // An incident form's notification facts are not repeated as its notification duties.
    if (file.endsWith("/incident-form.md")) {
      const bullets = text.split("\n").filter((l) => l.startsWith("- "));
      const facts = bullets.filter((l) => /^- (Records to keep|Preserve the site): /.test(l));
      for (const fact of facts) expect(bullets, file).not.toContain(`- ${fact.replace(/^- [^:]+: /, "")}`);
    }
  });
});
