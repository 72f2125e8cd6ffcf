import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  type Scalar,
  type YAMLMap,
} from "yaml";
import { REGIONS } from "../../src/domain/catalogue/regions";
import type { Condition, GroupNode, Part, TextNode, WordingNode } from "../../src/domain/documents/wording";
import { fingerprint } from "../../src/domain/legal/items";
import { banner, literal } from "./emit-ts";
import type { Problems } from "./located";
import { TERM_NAMES } from "./schema";

/**
 * The documents' wording: `knowledge/documents/<type>/template.yaml`. Each declares the slots and
 * conditions its composer supplies (`context:`) and writes its wording under `wording:`; the
 * compile refuses a slot or condition the context does not declare, a declared one never used, and
 * a text that gives some countries their own wording but not every country, and a region's
 * wording for a region that does not exist. A problem names the file and the line.
 */

export const TEMPLATE_FOLDER = "knowledge/documents";
export const COUNTRIES = ["AU", "UK", "NZ", "US"] as const;
const TEXT_KEYS = new Set(["text", "when", "others", "small", ...COUNTRIES]);
/** A state's or region's own wording is keyed by its jurisdiction code, such as `AU-VIC`. */
const REGION_KEY = /^[A-Z]{2}-[A-Z]{2,3}$/;
const REGION_CODES: ReadonlySet<string> = new Set(
  Object.values(REGIONS).flatMap((list) => list.map((r) => r.code)),
);
const MODIFIERS = new Set(["capital"]);
const NAME = /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)*$/;
/** A country's own word for a line, read in the jurisdiction's terms when the document is worded. */
const LOCAL_TERM = /^local\.\w+$/;
const LOCAL_TERMS = /\{\{local\.\w+\}\}/g;
const SLOT = /\{\{\s*([^{}|]*?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;

export type CompiledTemplate = {
  document: string;
  file: string;
  hash: string;
  root: GroupNode;
  slots: Record<string, string>;
  rowSlots: Record<string, string>;
  conditions: Record<string, string>;
  /** The TypeScript type of the wording the composer reads. */
  type: string;
};

/** Where a document type's compiled wording is written. */
export const wordingModulePath = (document: string) =>
  `src/domain/documents/types/${document}/wording.generated.ts`;

export function templateFiles(files: ReadonlyMap<string, string>): string[] {
  return [...files.keys()]
    .filter((f) => f.startsWith(`${TEMPLATE_FOLDER}/`) && f.endsWith("/template.yaml"))
    .sort();
}

export function buildTemplates(
  files: ReadonlyMap<string, string>,
  documentTypes: readonly string[],
  problems: Problems,
): CompiledTemplate[] {
  const out: CompiledTemplate[] = [];
  for (const file of templateFiles(files)) {
    const built = buildTemplate(file, files.get(file)!, documentTypes, problems);
    if (built) out.push(built);
  }
  return out;
}

function buildTemplate(
  file: string,
  source: string,
  documentTypes: readonly string[],
  problems: Problems,
): CompiledTemplate | null {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true });
  const lineOf = (offset: number) => lines.linePos(offset).line;
  const at = (node: Node | null | undefined) => (node?.range ? lineOf(node.range[0]) : 1);
  const problem = (line: number, message: string) => problems.add(file, `line ${line}: ${message}`);
  if (doc.errors.length > 0) {
    for (const e of doc.errors) problem(e.linePos?.[0]?.line ?? 1, e.message.split("\n")[0] ?? "");
    return null;
  }
  const top = doc.contents;
  if (!isMap(top)) {
    problem(1, "expected document:, context: and wording:");
    return null;
  }
  const folder = file.split("/").at(-2) ?? "";
  const documentNode = top.get("document", true) as Scalar | undefined;
  const document = typeof documentNode?.value === "string" ? documentNode.value : "";
  if (document !== folder)
    problem(at(documentNode ?? top), `document: must be "${folder}", the folder's name`);
  if (!documentTypes.includes(folder)) problem(at(documentNode ?? top), `"${folder}" is not a document type`);
  for (const pair of top.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    if (!["document", "about", "context", "wording"].includes(key))
      problem(at(pair.key as Node), `unknown key "${key}" (expected document, about, context, wording)`);
  }

  const context = top.get("context", true);
  const declared = (name: string): Record<string, string> => {
    const node = isMap(context) ? context.get(name, true) : undefined;
    if (node === undefined) return {};
    if (!isMap(node)) {
      problem(at(node as Node), `context.${name} must list each name with what it holds`);
      return {};
    }
    const out: Record<string, string> = {};
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      const about = isScalar(pair.value) ? pair.value.value : null;
      if (!NAME.test(key)) problem(at(pair.key as Node), `"${key}" is not a name (letters, digits, dots)`);
      if (typeof about !== "string" || about.trim() === "")
        problem(at(pair.key as Node), `say what "${key}" holds`);
      out[key] = typeof about === "string" ? about : "";
    }
    return out;
  };
  if (context !== undefined && !isMap(context)) problem(at(context as Node), "context: must be a map");
  if (isMap(context))
    for (const pair of context.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      if (!["slots", "rowSlots", "conditions"].includes(key))
        problem(at(pair.key as Node), `unknown key "context.${key}" (expected slots, rowSlots, conditions)`);
    }
  const slots = declared("slots");
  const rowSlots = declared("rowSlots");
  const conditions = declared("conditions");
  for (const name of Object.keys(rowSlots))
    if (name in slots) problem(at(context as Node), `"${name}" is both a slot and a row slot`);
  const used = new Set<string>();

  const condition = (node: unknown, path: string): Condition | undefined => {
    if (!isScalar(node) || typeof node.value !== "string") {
      problem(at(node as Node), `${path}.when must name a condition`);
      return undefined;
    }
    const [, not, name = ""] = /^(not\s+)?(.*)$/.exec(node.value.trim()) ?? [];
    if (!(name in conditions))
      problem(
        at(node),
        `unknown condition "${name}" in ${path}.when (declared: ${Object.keys(conditions).join(", ") || "none"})`,
      );
    used.add(`condition:${name}`);
    return not ? { name, not: true } : { name };
  };

  /** The parts of one text; `row` is set when it names a row slot. */
  const partsOf = (node: Node, path: string, row: { named: boolean }): Part[] | null => {
    if (!isScalar(node) || typeof node.value !== "string") {
      problem(at(node), `${path}: expected text`);
      return null;
    }
    const text = node.value;
    const raw = node.range ? source.slice(node.range[0], node.range[1]) : "";
    const lineOfSlot = (written: string) => {
      const i = raw.indexOf(written);
      return i >= 0 && node.range ? lineOf(node.range[0] + i) : at(node);
    };
    const parts: Part[] = [];
    let last = 0;
    for (const m of text.matchAll(SLOT)) {
      const [written, name = "", modifier] = m;
      if (m.index > last) parts.push(text.slice(last, m.index));
      last = m.index + written.length;
      // A word the countries say differently ("{{local.straightAway}}") is no slot: it is kept as
      // written, and the document's final wording pass reads it in the jurisdiction's terms.
      if (LOCAL_TERM.test(name) && modifier === undefined) {
        const term = name.slice("local.".length);
        if (!TERM_NAMES.has(term))
          problem(
            lineOfSlot(written),
            `unknown country term {{${name}}} in ${path}: no profile's terms name "${term}"`,
          );
        parts.push(written);
        continue;
      }
      if (name in slots) used.add(`slot:${name}`);
      else if (name in rowSlots) {
        used.add(`slot:${name}`);
        row.named = true;
      } else {
        const known = [...Object.keys(slots), ...Object.keys(rowSlots)].join(", ") || "none";
        problem(lineOfSlot(written), `unknown slot {{${name}}} in ${path} (declared: ${known})`);
      }
      if (modifier !== undefined && !MODIFIERS.has(modifier))
        problem(lineOfSlot(written), `unknown modifier "${modifier}" in ${path} (known: capital)`);
      parts.push(modifier === "capital" ? { slot: name, capital: true } : { slot: name });
    }
    if (last < text.length) parts.push(text.slice(last));
    const rest = parts
      .filter((p): p is string => typeof p === "string")
      .join("")
      .replace(LOCAL_TERMS, "");
    if (rest.includes("{{") || rest.includes("}}"))
      problem(lineOfSlot(rest.includes("{{") ? "{{" : "}}"), `${path}: a slot is not closed as {{name}}`);
    return parts;
  };

  const isText = (node: YAMLMap) =>
    node.items.length > 0 &&
    node.items.every(
      (pair) =>
        isScalar(pair.key) &&
        (TEXT_KEYS.has(String(pair.key.value)) || REGION_KEY.test(String(pair.key.value))),
    ) &&
    node.items.some((pair) => isScalar(pair.key) && String(pair.key.value) !== "when");

  const walk = (node: unknown, path: string, inList = false): WordingNode | null => {
    if (isScalar(node)) {
      const row = { named: false };
      const parts = partsOf(node, path, row);
      return parts ? { kind: "text", parts, ...(row.named ? { row: true as const } : {}) } : null;
    }
    if (isSeq(node)) {
      const items = node.items.map((item, i) => walk(item, `${path}[${i}]`, true));
      const kept = items.filter((i): i is WordingNode => i !== null);
      const shapes = new Set(kept.map((k) => typeOf(k, new Set(Object.keys(rowSlots)))));
      if (shapes.size > 1)
        problem(
          at(node),
          `${path}: every item of a list must have the same entries (found ${shapes.size} shapes)`,
        );
      return { kind: "list", items: kept };
    }
    if (isMap(node)) {
      const whenNode = node.get("when", true);
      const when = whenNode === undefined ? undefined : condition(whenNode, path);
      if (isText(node)) {
        const row = { named: false };
        const part = (key: string) => {
          const value = node.get(key, true);
          return value === undefined
            ? undefined
            : (partsOf(value as Node, `${path}.${key}`, row) ?? undefined);
        };
        const text = part("text");
        const others = part("others");
        const small = part("small");
        const given = COUNTRIES.filter((c) => node.has(c));
        if (small && !text && !others && given.length === 0)
          problem(
            at(node),
            `${path}: small: is the wording for 1 to 5 people; give text: for everyone else too`,
          );
        if (text && (others || given.length > 0))
          problem(at(node), `${path}: write per-country wording as AU/UK/NZ/US and others:, not text:`);
        if (given.length > 0 && !others) {
          const missing = COUNTRIES.filter((c) => !node.has(c));
          if (missing.length > 0)
            problem(
              at(node),
              `${path}: wording for ${given.join(", ")} but none for ${missing.join(", ")} (write ${missing.join(":, ")}: or others:)`,
            );
        }
        const regions = node.items
          .map((pair) => String((pair.key as Scalar).value))
          .filter((k) => REGION_KEY.test(k));
        for (const region of regions)
          if (!REGION_CODES.has(region))
            problem(
              at(node.get(region, true) as Node),
              `${path}: "${region}" is not a state or region we serve (write its code, such as AU-VIC)`,
            );
        const variants = Object.fromEntries([...given, ...regions].map((c) => [c, part(c) ?? []] as const));
        const out: TextNode = {
          kind: "text",
          ...(text || others ? { parts: text ?? others } : {}),
          ...(given.length + regions.length > 0 ? { variants } : {}),
          ...(small ? { small } : {}),
          ...(row.named ? { row: true as const } : {}),
          ...(when ? { when } : {}),
        };
        return out;
      }
      if (when && !inList)
        problem(at(whenNode as Node), `${path}: when: on named entries only works for an item of a list`);
      const entries: Record<string, WordingNode> = {};
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : "";
        if (key === "when") continue;
        if (!/^[A-Za-z][\w-]*$/.test(key)) problem(at(pair.key as Node), `"${key}" is not a name`);
        const entry = walk(pair.value, path ? `${path}.${key}` : key);
        if (entry) entries[key] = entry;
      }
      return { kind: "group", entries, ...(when ? { when } : {}) };
    }
    problem(at(node as Node), `${path}: expected text, a list or named entries`);
    return null;
  };

  const wordingNode = top.get("wording", true);
  const root = isMap(wordingNode) ? walk(wordingNode, "wording") : null;
  if (!isMap(wordingNode)) problem(at((wordingNode as Node) ?? top), "wording: must hold named entries");
  for (const [kind, names] of [
    ["slot", [...Object.keys(slots), ...Object.keys(rowSlots)]],
    ["condition", Object.keys(conditions)],
  ] as const)
    for (const name of names)
      if (!used.has(`${kind}:${name}`))
        problem(at(context as Node), `${kind} "${name}" is declared in context but never used`);
  if (root?.kind !== "group") return null;
  return {
    document: folder,
    file,
    hash: fingerprint(root),
    root,
    slots,
    rowSlots,
    conditions,
    type: typeOf(root, new Set(Object.keys(rowSlots))),
  };
}

const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

/** The slots a text names, in any of its wordings. */
const slotsOf = (node: TextNode) =>
  new Set(
    [node.parts, node.small, ...Object.values(node.variants ?? {})].flatMap((parts) =>
      (parts ?? []).flatMap((p) => (typeof p === "string" ? [] : [p.slot])),
    ),
  );

/**
 * The TypeScript type of what a node resolves to. A text naming row slots is a function of the
 * row slots it names, so each sentence asks only for its own values.
 */
function typeOf(node: WordingNode, rows: ReadonlySet<string>, indent = ""): string {
  switch (node.kind) {
    case "text": {
      if (!node.row) return "string";
      const named = [...slotsOf(node)].filter((s) => rows.has(s)).sort();
      return `(row: Pick<RowSlots, ${named.map((n) => JSON.stringify(n)).join(" | ")}>) => string`;
    }
    case "list":
      return `readonly (${node.items[0] ? typeOf(node.items[0], rows, indent) : "string"})[]`;
    case "group": {
      const inner = `${indent}  `;
      return `{\n${Object.entries(node.entries)
        .map(([k, v]) => `${inner}readonly ${key(k)}: ${typeOf(v, rows, inner)};\n`)
        .join("")}${indent}}`;
    }
  }
}

const record = (names: Record<string, string>, value: string) =>
  `{${Object.entries(names)
    .map(([name, about]) => `\n  /** ${about.replaceAll("*/", "* /")} */\n  readonly ${key(name)}: ${value};`)
    .join("")}\n}`;

/** The generated module a composer imports: its types and the compiled wording. */
export function wordingModule(t: CompiledTemplate): string {
  return `${banner}import type { Template } from "../../wording";

/** The values the composer fills the slots of ${t.file} with. */
export type Slots = ${record(t.slots, "string")};

/** Values of one table row, for the texts that name them. */
export type RowSlots = ${record(t.rowSlots, "string")};

/** The conditions the composer settles. */
export type Conditions = ${record(t.conditions, "boolean")};

/** The wording as the composer reads it. */
export type Wording = ${t.type};

export const TEMPLATE: Template<Wording, Slots, Conditions> = ${literal({ document: t.document, hash: t.hash, root: t.root })};
`;
}

/** Where the index of every compiled template is written. */
export const WORDING_INDEX_MODULE = "src/domain/documents/wording.generated.ts";

/** Every document type's compiled wording by type id: a document's basis records its hash. */
export function wordingIndexModule(templates: readonly CompiledTemplate[]): string {
  const name = (t: CompiledTemplate) => t.document.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const imports = templates
    .map((t) => `import { TEMPLATE as ${name(t)} } from "./types/${t.document}/wording.generated";`)
    .join("\n");
  const entries = templates.map((t) => `  ${JSON.stringify(t.document)}: ${name(t)},`).join("\n");
  return `${banner}${imports}
import type { Template } from "./wording";

export const TEMPLATES: Readonly<Record<string, Template<unknown, unknown, unknown>>> = {
${entries}
};
`;
}
