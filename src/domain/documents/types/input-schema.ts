import { z } from "zod";
import { EMERGENCY_TYPES, HAZARD_TYPES, INCIDENT_TYPES } from "../../catalogue/options";
import { INPUT_KEYS, type InputKey, type InputSpec } from "./definition";
import { DOCUMENT_TYPE_DEFINITIONS, type DocumentTypeId } from "./registry";

/**
 * The generator's extra inputs, each as it reads when a document type may leave it out and when
 * the type needs it. A document type picks which it asks for and which of those it requires;
 * the server checks a request with the same schema the wizard marks its fields from.
 */

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const text = (label: string, max: number, missing: string) => ({
  optional: z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  required: z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`),
});

const list = <T extends readonly { value: string }[]>(options: T, unknown: string, missing: string) => {
  const items = z.array(z.enum(values(options), { error: unknown })).max(options.length);
  return { optional: items.optional(), required: items.min(1, missing) };
};

const choice = <T extends readonly { value: string }[]>(options: T, unknown: string, missing: string) => ({
  optional: z
    .enum(values(options), { error: unknown })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  required: z.enum(values(options), {
    error: (issue) => (issue.input === undefined || issue.input === "" ? missing : unknown),
  }),
});

export const INPUT_FIELDS = {
  activity: text("Work activity", 200, "Please describe the work activity"),
  location: text("Location", 300, "Please give the location"),
  scope: text("Assessment scope", 1000, "Please describe the assessment scope"),
  hazardTypes: list(HAZARD_TYPES, "Unknown hazard type", "Please choose at least one hazard type"),
  incidentTypes: list(INCIDENT_TYPES, "Unknown incident type", "Please choose at least one incident type"),
  emergencyType: choice(EMERGENCY_TYPES, "Unknown emergency type", "Please choose an emergency type"),
} satisfies Record<InputKey, { optional: z.ZodType; required: z.ZodType }>;

type Field<K extends InputKey, S extends InputSpec> = S[K] extends "required"
  ? (typeof INPUT_FIELDS)[K]["required"]
  : (typeof INPUT_FIELDS)[K]["optional"];

export type InputShape<S extends InputSpec> = { [K in InputKey]: Field<K, S> };

/**
 * The schema of every input, the ones a type needs marked required: a field the type does not
 * ask for stays optional, so a caller may send it.
 */
export function inputSchema<const S extends InputSpec>(spec: S): z.ZodObject<InputShape<S>> {
  const shape = Object.fromEntries(
    INPUT_KEYS.map((key) => [key, INPUT_FIELDS[key][spec[key] === "required" ? "required" : "optional"]]),
  ) as InputShape<S>;
  return z.object(shape);
}

/** Every input optional: what a request may carry for any type. */
export const metadataSchema = inputSchema({});

const SCHEMAS = new Map<string, z.ZodObject>(
  DOCUMENT_TYPE_DEFINITIONS.map((d) => [d.id, inputSchema(d.inputs)]),
);

/** The schema a type's generator inputs (`metadata`) must meet. */
export function inputSchemaOf(type: DocumentTypeId): z.ZodObject {
  return SCHEMAS.get(type) ?? metadataSchema;
}

/** The keys a type's schema refuses to go without: what the wizard marks required. */
export function requiredInputsOf(type: DocumentTypeId): InputKey[] {
  const shape = inputSchemaOf(type).shape;
  return INPUT_KEYS.filter((key) => !shape[key]?.safeParse(undefined).success);
}

/** Each missing or invalid input of a type, by key, with the message to show. */
export function inputErrors(type: DocumentTypeId, metadata: unknown): { field: InputKey; message: string }[] {
  const result = inputSchemaOf(type).safeParse(metadata);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path[0] as InputKey, message: issue.message }));
}
