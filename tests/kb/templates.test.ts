import { describe, expect, it } from "vitest";
import { checkChangelog, releasesModule } from "../../scripts/kb/changelog";
import { readKnowledge } from "../../scripts/kb/compile";
import { Problems } from "../../scripts/kb/located";
import { buildTemplates, templateFiles } from "../../scripts/kb/templates";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue/documents";

/**
 * A document's wording template is checked by `npm run kb` against what its composer supplies: a
 * slot or condition nobody fills, or a country left without wording, stops the compile with the
 * file and the line a reviewer has to change.
 */
const knowledge = readKnowledge();
const FILE = "knowledge/documents/dse-checklist/template.yaml";
const original = knowledge.get(FILE)!;

function problemsWith(text: string): string[] {
  expect(text, "the edit changed nothing").not.toBe(original);
  const problems = new Problems();
  buildTemplates(new Map([[FILE, text]]), DOCUMENT_TYPE_IDS, problems);
  return problems.list;
}

/** The 1-based line of `text` on which `needle` is written. */
const lineOf = (text: string, needle: string) => {
  const at = text.indexOf(needle);
  expect(at, `${needle} is not in the template`).toBeGreaterThanOrEqual(0);
  return text.slice(0, at).split("\n").length;
};

describe("wording templates", () => {
  it("compile as they are", () => {
    const problems = new Problems();
    const built = buildTemplates(knowledge, DOCUMENT_TYPE_IDS, problems);
    expect(problems.list).toEqual([]);
    expect(built.map((t) => t.file)).toEqual(templateFiles(knowledge));
  });

  it("refuse an unknown slot, naming the line it is written on", () => {
    const text = original.replace('also: "{{business.name}} also:"', 'also: "{{business.nam}} also:"');
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${lineOf(text, "{{business.nam}}")}: unknown slot {{business.nam}} in wording.requirements.also (declared: business.name, document.name)`,
    );
  });

  it("refuse a country term no profile's terms name, naming its line", () => {
    const text = original.replace(
      'also: "{{business.name}} also:"',
      'also: "{{business.name}} {{local.straightAwy}} also:"',
    );
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${lineOf(text, "{{local.straightAwy}}")}: unknown country term {{local.straightAwy}} in wording.requirements.also: no profile's terms name "straightAwy"`,
    );
    const known = original.replace(
      'also: "{{business.name}} also:"',
      'also: "{{business.name}} {{local.straightAway}} also:"',
    );
    expect(problemsWith(known)).toEqual([]);
  });

  it("name the line of a slot inside a paragraph written over several lines", () => {
    const text = original.replace("at {{business.name}} who uses a", "at {{business}} who uses a");
    const line = lineOf(text, "{{business}}");
    expect(line).toBeGreaterThan(lineOf(text, "intro: >-"));
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${line}: unknown slot {{business}} in wording.scope.intro (declared: business.name, document.name)`,
    );
  });

  it("refuse a condition the context does not declare", () => {
    const text = original.replace(
      "- The home workstation has a suitable chair, desk and lighting",
      "- text: The home workstation has a suitable chair, desk and lighting\n            when: worksFromHome",
    );
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${lineOf(text, "when: worksFromHome")}: unknown condition "worksFromHome" in wording.checklist.areas[6].items[1].when (declared: none)`,
    );
  });

  it("refuse wording for some countries that leaves the others without any", () => {
    const text = original.replace(
      "heading: Workstation Checklist",
      "heading:\n      AU: Workstation Checklist\n      US: Workstation Checklist",
    );
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${lineOf(text, "AU: Workstation Checklist")}: wording.checklist.heading: wording for AU, US but none for UK, NZ (write UK:, NZ: or others:)`,
    );
    // With `others:` the countries not named share one wording.
    expect(
      problemsWith(
        original.replace(
          "heading: Workstation Checklist",
          "heading:\n      US: Workstation Checklist\n      others: Workstation Checklist",
        ),
      ),
    ).toEqual([]);
  });

  it("take a state's own wording beside its country's, and refuse a state we do not serve", () => {
    const victoria = original.replace(
      "heading: Workstation Checklist",
      "heading:\n      text: Workstation Checklist\n      AU-VIC: Workstation Checklist (Victoria)",
    );
    const problems = new Problems();
    const [built] = buildTemplates(new Map([[FILE, victoria]]), DOCUMENT_TYPE_IDS, problems);
    expect(problems.list).toEqual([]);
    const checklist = built!.root.entries.checklist;
    const heading = checklist?.kind === "group" ? checklist.entries.heading : undefined;
    expect(heading).toMatchObject({
      parts: ["Workstation Checklist"],
      variants: { "AU-VIC": ["Workstation Checklist (Victoria)"] },
    });
    const unknown = original.replace(
      "heading: Workstation Checklist",
      "heading:\n      text: Workstation Checklist\n      AU-VIX: Workstation Checklist (Victoria)",
    );
    expect(problemsWith(unknown)).toContain(
      `${FILE}: line ${lineOf(unknown, "AU-VIX:")}: wording.checklist.heading: "AU-VIX" is not a state or region we serve (write its code, such as AU-VIC)`,
    );
  });

  it("refuse a declared slot that no text uses, and an unclosed slot", () => {
    const unused = original.replace(
      "    business.name: The business's name, as the owner wrote it\n",
      "    business.name: The business's name, as the owner wrote it\n    business.phone: The business's phone number\n",
    );
    expect(problemsWith(unused).join("\n")).toMatch(
      /slot "business\.phone" is declared in context but never used/,
    );
    const unclosed = original.replace('also: "{{business.name}} also:"', 'also: "{{business.name} also:"');
    expect(problemsWith(unclosed).join("\n")).toMatch(
      new RegExp(
        `line ${lineOf(unclosed, "{{business.name} also")}: wording.requirements.also: a slot is not closed`,
      ),
    );
  });
});

describe("wording for a business of 1 to 5 and conditions", () => {
  it("refuse small: wording with nothing for larger businesses", () => {
    const text = original.replace(
      "heading: Workstation Checklist",
      "heading:\n      small: Workstation Checklist",
    );
    expect(problemsWith(text)).toContain(
      `${FILE}: line ${lineOf(text, "small: Workstation Checklist")}: wording.checklist.heading: small: is the wording for 1 to 5 people; give text: for everyone else too`,
    );
  });

  it("refuse a condition on named entries that are not an item of a list", () => {
    const text = original
      .replace(
        "\nwording:\n",
        "\n  conditions:\n    remote: The user works away from the premises\n\nwording:\n",
      )
      .replace("  actions:\n    heading: Actions", "  actions:\n    when: remote\n    heading: Actions");
    expect(problemsWith(text)).toEqual([
      `${FILE}: line ${lineOf(text, "when: remote")}: wording.actions: when: on named entries only works for an item of a list`,
    ]);
  });
});

describe("a wording change in the changelog", () => {
  const change = (items: string[]) => [
    {
      release: "2026-12-01.1",
      date: "2026-12-01",
      changes: [
        {
          id: "ppe-wording",
          summary: "The PPE register's wording is clearer.",
          jurisdictions: ["AU-NSW"],
          items,
          source: "https://example.org",
          verifiedOn: "2026-12-01",
          effective: "2026-12-01",
        },
      ],
    },
  ];

  it("names a document type's template, which must exist", () => {
    const problems = new Problems();
    checkChangelog(
      change(["template:ppe-register", "template:swms"]),
      [],
      new Map(),
      ["ppe-register"],
      problems,
    );
    const aboutTemplates = problems.list.filter((p) => p.includes("template"));
    expect(aboutTemplates).toEqual([
      'knowledge/changelog.yaml: [0].changes[0]: "template:swms" names no template in knowledge/documents/',
    ]);
  });

  it("is compiled as the template's own item, not a field of each jurisdiction's profile", () => {
    expect(releasesModule(change(["template:ppe-register"]))).toContain('"template:ppe-register"');
    expect(releasesModule(change(["template:ppe-register"]))).not.toContain("AU-NSW:template:");
  });
});
