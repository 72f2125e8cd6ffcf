import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { z } from "zod";
import {
  DOCUMENT_TYPE_IDS,
  type DocumentTypeId,
  EXTRA_POLICIES,
  type ExtraPolicy,
  INCIDENT_TYPES,
  type IncidentType,
} from "../../src/domain/catalogue";
import { documentOffered } from "../../src/domain/compliance";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { goldenMetadata } from "./render";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "./businesses";

/**
 * Scenario tests written as data beside each document type's wording
 * (`knowledge/documents/<type>/scenarios.yaml`): a business and its inputs, and the sentences its
 * document must and must not contain. A safety professional adds a case without writing code;
 * this one file runs them all, as the customer reads the document (its Markdown).
 */
const FOLDER = "knowledge/documents";

const text = z.string().trim().min(1);
const scenarioSchema = z
  .object({
    name: text,
    /** Why the case matters: the rule of the wording it holds. */
    why: text,
    document: z.enum(DOCUMENT_TYPE_IDS as [DocumentTypeId, ...DocumentTypeId[]]).optional(),
    business: z
      .object({
        /** A reference business of golden/ to start from; the other fields change it. */
        like: z.enum(GOLDEN_BUSINESSES.map((g) => g.slug) as [string, ...string[]]),
        name: text.optional(),
        country: z.enum(["AU", "UK", "NZ", "US"]).optional(),
        jurisdiction: text.optional(),
        industry: text.optional(),
        industryOther: text.optional(),
        employeeCount: text.optional(),
        /** null for a business that wrote no description of its work. */
        workDescription: text.nullable().optional(),
        highRiskActivities: z.array(text).optional(),
        /** The most people the business expects at its premises at one time; null for a blank. */
        mostPeopleAtOnce: z.number().int().min(0).nullable().optional(),
        /** The business's address (its letterhead's); its postcode places the premises. */
        address: text.nullable().optional(),
      })
      .strict(),
    inputs: z
      .object({
        activity: text.optional(),
        /** The site; null where the owner left it blank. */
        location: text.nullable().optional(),
        scope: text.optional(),
        hazardTypes: z.array(text).optional(),
        taskIds: z.array(text).optional(),
        /** The customer's own steps, one line each (with `taskIds: []` where the business has a picked job). */
        steps: z.array(text).optional(),
        incidentTypes: z.array(z.enum(INCIDENT_TYPES.map((t) => t.value) as [IncidentType, ...IncidentType[]])).optional(),
        /** The extra policies the owner chose, for a policy. */
        additionalPolicies: z
          .array(z.enum(EXTRA_POLICIES.map((x) => x.value) as [ExtraPolicy, ...ExtraPolicy[]]))
          .optional(),
      })
      .strict()
      .optional(),
    date: z.iso.date().optional(),
    /**
     * Whether the document is offered to the business for the job in `inputs` (a silica control
     * plan only for silica work). A document not offered has no sentences to check.
     */
    offered: z.boolean().optional(),
    must: z.array(text).default([]),
    mustNot: z.array(text).default([]),
  })
  .strict()
  .refine(
    (s) => s.must.length + s.mustNot.length > 0 || s.offered !== undefined,
    "give at least one must or mustNot sentence, or whether the document is offered",
  )
  .refine((s) => s.offered !== false || s.must.length + s.mustNot.length === 0, {
    message: "a document not offered has no sentences to check",
  });

type Scenario = z.infer<typeof scenarioSchema>;

function scenarioFiles(): { file: string; type: string }[] {
  return readdirSync(FOLDER, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const file = join(FOLDER, d.name, "scenarios.yaml");
      try {
        readFileSync(file);
        return [{ file, type: d.name }];
      } catch {
        return [];
      }
    });
}

function load(file: string): Scenario[] {
  const doc = parseDocument(readFileSync(file, "utf8"));
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  const parsed = z.array(scenarioSchema).safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: [${issue.path.join(".")}]: ${issue.message}`);
  }
  return parsed.data;
}

/** The scenario's business: its reference business with the scenario's changes. */
function scenarioBusiness(s: Scenario) {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === s.business.like)!;
  const { like: _, ...changes } = s.business;
  const business = { ...golden.business, ...changes };
  if (changes.jurisdiction)
    business.regions = [changes.jurisdiction];
  return { golden, business };
}

/** Whether the scenario's document type is offered to its business for its job. */
function offered(s: Scenario, type: string): boolean {
  const { golden, business } = scenarioBusiness(s);
  const { additionalPolicies: _, ...inputs } = s.inputs ?? {};
  const job = { ...golden.metadata, ...inputs };
  return documentOffered((s.document ?? type) as DocumentTypeId, business, job);
}

/** The document the scenario describes, as the customer reads it, with runs of spaces made one. */
function composed(s: Scenario, type: string): string {
  const { golden, business } = scenarioBusiness(s);
  const { additionalPolicies = [], location, ...rest } = s.inputs ?? {};
  // A site left blank (null) is no site: the reference business's own site is dropped.
  const inputs = location === null ? rest : { ...rest, ...(location === undefined ? {} : { location }) };
  const documentType = (s.document ?? type) as DocumentTypeId;
  const content = composeDocument({
    documentType,
    business,
    metadata: {
      ...(location === null
        ? { ...goldenMetadata(golden, documentType), location: undefined }
        : goldenMetadata(golden, documentType)),
      ...inputs,
    },
    additionalPolicies,
    preparedBy: GOLDEN_AUTHOR,
    date: s.date ?? GOLDEN_DATE,
  });
  return renderMarkdown(content).replace(/[ \t]+/g, " ");
}

const files = scenarioFiles();

it("every document type with a wording template has scenarios beside it", () => {
  const templated = readdirSync(FOLDER, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .filter((d) => {
      try {
        readFileSync(join(FOLDER, d.name, "template.yaml"));
        return true;
      } catch {
        return false;
      }
    })
    .map((d) => d.name);
  expect(files.map((f) => f.type).sort()).toEqual(templated.sort());
});

describe.each(files)("$file", ({ file, type }) => {
  const scenarios = load(file);

  it("has at least three scenarios, each named once", () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(3);
    expect(new Set(scenarios.map((s) => s.name)).size).toBe(scenarios.length);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))("%s", (_, s) => {
    if (s.offered !== undefined) expect(offered(s, type), `${file}: "${s.name}" offered`).toBe(s.offered);
    if (s.offered === false) return;
    const doc = composed(s, type);
    for (const sentence of s.must) expect(doc, `${file}: "${s.name}" must say`).toContain(sentence);
    for (const sentence of s.mustNot) expect(doc, `${file}: "${s.name}" must not say`).not.toContain(sentence);
  });
});
