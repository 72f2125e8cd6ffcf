import type { CountryCode } from "../catalogue";

/**
 * A document type's wording as `npm run kb` compiles it from `knowledge/documents/<type>/template.yaml`:
 * every heading, paragraph, column label and fixed sentence, with named slots, conditions and
 * per-country variants already checked. The composer chooses what to show and in what order;
 * what it says comes from here. Nothing is parsed at run time: slots are already split out.
 */

/** Literal text, or a slot filled from the composer's values (`capital`: first letter upper case). */
export type Part = string | { slot: string; capital?: true };

/** A condition the composer settles: a declared name, or its negation. */
export type Condition = { name: string; not?: true };

export type TextNode = {
  kind: "text";
  /** The wording every country reads, unless `variants` gives its own. */
  parts?: readonly Part[];
  /**
   * Wording of a country (`AU`) or of one state or region (`AU-VIC`); a region's own wording comes
   * before its country's, for the few sentences whose law differs by state.
   */
  variants?: Readonly<Record<string, readonly Part[]>>;
  /** The wording a business of 1 to 5 people reads, in every country. */
  small?: readonly Part[];
  /** True when it names a row slot: the composer gets a function of the row's values. */
  row?: true;
  when?: Condition;
};
export type ListNode = { kind: "list"; items: readonly WordingNode[] };
export type GroupNode = {
  kind: "group";
  entries: Readonly<Record<string, WordingNode>>;
  when?: Condition;
};
export type WordingNode = TextNode | ListNode | GroupNode;

/**
 * One type's compiled template. `W` is the shape the composer reads, `S` the document's slots,
 * `C` its conditions; the generated module names all three, so a composer that forgets a slot or
 * reads a sentence the template lacks does not type-check.
 */
export type Template<W, S, C> = {
  document: string;
  /** Fingerprint of the wording: a document records it, so a later wording change can find it. */
  hash: string;
  root: GroupNode;
  /** Never set: carries the types. */
  readonly shape?: { wording: W; slots: S; conditions: C };
};

const holds = (when: Condition | undefined, conditions: Record<string, boolean>) =>
  when === undefined || conditions[when.name] === !when.not;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(parts: readonly Part[], values: Record<string, string>): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else {
      const value = values[part.slot] ?? "";
      out += part.capital ? capital(value) : value;
    }
  }
  return out;
}

/**
 * Whose document it is: its country, its state or region (a jurisdiction code such as `AU-VIC`),
 * and whether the business has 1 to 5 people.
 */
export type Reader = { country: CountryCode; region: string; small: boolean };

/**
 * The wording as a document of `reader.region` in `reader.country` reads it (a business of 1 to 5
 * reads `small` where the template gives one), with the document's slots filled and every
 * entry whose condition does not hold left out (a list item is dropped; a sentence or group reads
 * as empty). A text naming a row slot becomes a function of that row's values.
 */
export function wordingOf<W, S, C>(template: Template<W, S, C>, reader: Reader, slots: S, conditions: C): W {
  const values = slots as Record<string, string>;
  const settled = conditions as Record<string, boolean>;
  const text = (node: TextNode): string | ((row: Record<string, string>) => string) => {
    const parts =
      (reader.small ? node.small : undefined) ??
      node.variants?.[reader.region] ??
      node.variants?.[reader.country] ??
      node.parts ??
      [];
    return node.row ? (row) => fill(parts, { ...values, ...row }) : fill(parts, values);
  };
  const resolve = (node: WordingNode): unknown => {
    switch (node.kind) {
      case "text":
        return holds(node.when, settled) ? text(node) : "";
      case "list":
        return node.items
          .filter((item) => item.kind === "list" || holds(item.when, settled))
          .map((item) => resolve(item));
      case "group":
        return Object.fromEntries(Object.entries(node.entries).map(([key, entry]) => [key, resolve(entry)]));
    }
  };
  return resolve(template.root) as W;
}
