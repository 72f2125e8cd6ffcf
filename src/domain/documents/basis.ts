import { instrument, profileOn } from "../legal";
import {
  fingerprint,
  type ItemKey,
  instrumentItem,
  profileItem,
  recordReads,
  templateItem,
  valueAt,
} from "../legal/items";
import { CURRENT_RELEASE, KNOWLEDGE_CHANGELOG, type KnowledgeRelease } from "../legal/releases";
import type { Citation, JurisdictionProfile } from "../legal/types";
import type { ComposeInput } from "./compose-types";
import type { DocSection, DocumentContent } from "./content";
import { composeDocument, type LawLookup } from "./engine";
import type { WordingNode } from "./wording";
import { TEMPLATES } from "./wording.generated";

/**
 * A knowledge base to compose under: the compiled one, or another release (a test's, a preview's).
 * `wording` gives each templated document type's wording fingerprint where it is not the compiled one.
 */
export type Law = {
  release: string;
  profileOn: LawLookup;
  changelog: readonly KnowledgeRelease[];
  wording?: Readonly<Record<string, string>>;
};

export const CURRENT_LAW: Law = { release: CURRENT_RELEASE.id, profileOn, changelog: KNOWLEDGE_CHANGELOG };

/** The fingerprint of a document type's wording under `law`; a type without a template has none. */
export function wordingHash(law: Law, documentType: string): string {
  return law.wording?.[documentType] ?? TEMPLATES[documentType]?.hash ?? fingerprint(null);
}

/** The fingerprint of whatever an item key names, as `law` has it on `lawDate`. */
export function currentHash(law: Law, jurisdiction: string, key: ItemKey, lawDate: string): string {
  if (key.startsWith("instrument:")) return fingerprint(instrument(key.slice(11)) ?? null);
  if (key.startsWith("template:")) return wordingHash(law, key.slice(9));
  return fingerprint(valueAt(law.profileOn(jurisdiction, lawDate), key.slice(key.indexOf(":") + 1)));
}

/** The fixed texts of a template, lower case, by which its wording shows in a document. */
const TEMPLATE_NEEDLES = new Map<string, string[]>();
function templateNeedles(documentType: string): string[] {
  let found = TEMPLATE_NEEDLES.get(documentType);
  if (!found) {
    const out = new Set<string>();
    const walk = (node: WordingNode): void => {
      if (node.kind === "group") for (const entry of Object.values(node.entries)) walk(entry);
      else if (node.kind === "list") for (const item of node.items) walk(item);
      else
        for (const parts of [node.parts, node.small, ...Object.values(node.variants ?? {})])
          for (const part of parts ?? [])
            if (typeof part === "string" && part.trim().length >= 6) out.add(part.toLowerCase().trim());
    };
    const template = TEMPLATES[documentType];
    if (template) walk(template.root);
    found = [...out];
    TEMPLATE_NEEDLES.set(documentType, found);
  }
  return found;
}

/** What one knowledge item looked like when a document relied on it, and where the document used it. */
export type ItemUse = { hash: string; sections: string[] };

/**
 * What a generated document relied on: the release and the law's day it was composed with, the
 * inputs (so it can be written again), the sections exactly as SafeDraft wrote them (so an owner's
 * edits can be told apart from SafeDraft's text), and every knowledge item it read.
 */
export type DocumentBasis = {
  release: string;
  jurisdiction: string;
  lawDate: string;
  input: ComposeInput;
  sections: DocSection[];
  items: Record<ItemKey, ItemUse>;
};

type Composed = Omit<DocumentContent, "generation">;

/**
 * An item's fingerprint and the words it shows by depend only on the (immutable) profile or
 * instrument it comes from, and a generation reads hundreds of items: worked out once per profile
 * and path, not per document. Keyed by the objects themselves, so another release's profiles (a
 * test's, a preview's) never share an entry with the compiled ones.
 */
const PROFILE_ITEMS = new WeakMap<object, Map<string, { hash: string; needles: string[] }>>();
const INSTRUMENT_ITEMS = new WeakMap<object, { hash: string; title: string }>();

function itemsOf(profile: JurisdictionProfile): Map<string, { hash: string; needles: string[] }> {
  let known = PROFILE_ITEMS.get(profile);
  if (!known) {
    known = new Map();
    PROFILE_ITEMS.set(profile, known);
  }
  return known;
}

/**
 * Composes a document and records what it relied on. The profile is read through a recorder, so
 * whatever any composer reads is captured without the composer knowing; instruments are the ones
 * the document cites. A section is said to use an item when the item's words or citations appear
 * in it.
 */
export function composeWithBasis(
  input: ComposeInput,
  law: Law = CURRENT_LAW,
): { content: Composed; basis: DocumentBasis } {
  let seen: { code: string; profile: JurisdictionProfile; reads: Set<string> } | undefined;
  const recording: LawLookup = (code, date) => {
    const real = law.profileOn(code, date);
    const recorder = recordReads(real);
    seen = { code, profile: real, reads: recorder.reads };
    return recorder.profile;
  };
  const content = composeDocument(input, recording);
  const texts = content.sections.map((s) => ({ id: s.id, text: sectionText(s), cited: citedIds(s) }));
  const items: Record<ItemKey, ItemUse> = {};
  const sectionsWith = sectionFinder(texts);
  if (seen) {
    const known = itemsOf(seen.profile);
    for (const path of [...seen.reads].sort()) {
      let item = known.get(path);
      if (!item) {
        const value = valueAt(seen.profile, path);
        item = { hash: fingerprint(value), needles: needlesOf(value) };
        known.set(path, item);
      }
      const found = new Set<string>();
      for (const needle of item.needles) for (const id of sectionsWith(needle)) found.add(id);
      items[profileItem(seen.code, path)] = {
        hash: item.hash,
        sections: texts.filter((t) => found.has(t.id)).map((t) => t.id),
      };
    }
  }
  for (const c of content.complianceReferences.citations) {
    const found = instrument(c.id);
    if (!found) continue;
    let known = INSTRUMENT_ITEMS.get(found);
    if (!known) {
      known = { hash: fingerprint(found), title: found.title.toLowerCase() };
      INSTRUMENT_ITEMS.set(found, known);
    }
    const titled = new Set(sectionsWith(known.title));
    items[instrumentItem(c.id)] = {
      hash: known.hash,
      sections: texts.filter((t) => t.cited.has(c.id) || titled.has(t.id)).map((t) => t.id),
    };
  }
  // The document type's wording, where it is a template: a later change of that wording is found
  // by its fingerprint, like a change of the law.
  if (TEMPLATES[input.documentType]) {
    const found = new Set<string>();
    for (const needle of templateNeedles(input.documentType))
      for (const id of sectionsWith(needle)) found.add(id);
    items[templateItem(input.documentType)] = {
      hash: wordingHash(law, input.documentType),
      sections: texts.filter((t) => found.has(t.id)).map((t) => t.id),
    };
  }
  return {
    content,
    basis: {
      release: law.release,
      jurisdiction: content.jurisdiction,
      lawDate: input.lawDate ?? input.date,
      input,
      sections: content.sections,
      items,
    },
  };
}

/** The fingerprint of each item a basis relied on, as the law now stands on `lawDate`; missing items hash as absent. */
export function currentHashes(basis: DocumentBasis, law: Law, lawDate: string): Record<ItemKey, string> {
  const out: Record<ItemKey, string> = {};
  for (const key of Object.keys(basis.items)) out[key] = currentHash(law, basis.jurisdiction, key, lawDate);
  return out;
}

/** The items whose value is no longer what the document relied on. */
export function changedItems(basis: DocumentBasis, law: Law, lawDate: string): ItemKey[] {
  const now = currentHashes(basis, law, lawDate);
  return Object.keys(basis.items).filter((k) => now[k] !== basis.items[k]!.hash);
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/**
 * The ids of the sections whose text holds a needle, each needle looked for once. The sections are
 * searched as one text (NUL between them, which no needle holds), so a needle that is nowhere,
 * which most are, costs one search rather than one per section.
 */
function sectionFinder(texts: readonly { id: string; text: string }[]): (needle: string) => string[] {
  const starts: number[] = [];
  let all = "";
  for (const t of texts) {
    starts.push(all.length);
    all += `${t.text}\u0000`;
  }
  const searched = new Map<string, string[]>();
  return (needle) => {
    let ids = searched.get(needle);
    if (!ids) {
      ids = [];
      let at = all.indexOf(needle);
      while (at >= 0) {
        // The section the hit is in: the last one starting at or before it.
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        ids.push(texts[lo]!.id);
        const next = starts[lo + 1];
        at = next === undefined ? -1 : all.indexOf(needle, next);
      }
      searched.set(needle, ids);
    }
    return ids;
  };
}

/** A section's words, lower case, without markup: its body, table cells and cited titles. */
function sectionText(s: DocSection): string {
  const body = s.body.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
  const cells = (s.tables ?? []).flatMap((t) => [t.caption, ...t.rows.flatMap((r) => Object.values(r))]);
  return [body, ...cells].join(" \n").toLowerCase();
}

function citedIds(s: DocSection): Set<string> {
  return new Set((s.citations ?? []).map((c) => c.id));
}

/** The words by which an item shows in a document: its texts, and the titles of what it cites. */
function needlesOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      if (v.length >= 6) out.push(v.toLowerCase().slice(1, 80));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      const c = v as Partial<Citation>;
      if (typeof c.id === "string" && instrument(c.id)) out.push(instrument(c.id)!.title.toLowerCase());
      else Object.values(v).forEach(walk);
    }
  };
  walk(value);
  return out;
}
