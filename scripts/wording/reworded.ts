/**
 * `npx tsx scripts/wording/reworded.ts`: every text of the compiled templates that the spelling
 * and small-business rules would still rewrite after composing, per country. A text listed here
 * relies on those rules; writing its country's wording (or its 1-to-5 wording) in the template
 * makes the rules a no-op for it, which is the way off them.
 */
import { type DocumentTypeId, regionsOf, respeller, smallBusinessWorder } from "../../src/domain/catalogue";
import { documentOffered, lawNeeded } from "../../src/domain/compliance/offered";
import type { Part, WordingNode } from "../../src/domain/documents/wording";
import { loadKnowledge, readKnowledge } from "../kb/compile";
import { COUNTRIES } from "../kb/templates";

const { templates } = loadKnowledge(readKnowledge());
const small = smallBusinessWorder();
const plain = (parts: readonly Part[]) =>
  parts.map((p) => (typeof p === "string" ? p : `{{${p.slot}}}`)).join("");
/**
 * The countries whose businesses may be given a document type. A type written only for a law some
 * jurisdictions have (public protection procedures) is read only where one of a country's
 * jurisdictions has that law; a business that typed its own industry is the widest it is offered to.
 */
const readers = (type: string) =>
  lawNeeded(type as DocumentTypeId) === null
    ? COUNTRIES
    : COUNTRIES.filter((country) =>
        regionsOf(country).some((region) =>
          documentOffered(type as DocumentTypeId, {
            country,
            jurisdiction: region.code,
            employeeCount: "1-5",
            industry: "other",
            highRiskActivities: [],
          }),
        ),
      );
let found = 0;
for (const t of templates) {
  const countries = readers(t.document);
  // Wording under `when: not small` is never read by a business of 1 to 5 people, so the
  // small-business rules would never touch it.
  const notSmall = (node: WordingNode) =>
    node.kind !== "list" && node.when?.name === "small" && node.when.not === true;
  const walk = (node: WordingNode, path: string, bigOnly = false) => {
    const big = bigOnly || notSmall(node);
    if (node.kind === "group")
      for (const [k, v] of Object.entries(node.entries)) walk(v, `${path}.${k}`, big);
    else if (node.kind === "list") for (const [i, v] of node.items.entries()) walk(v, `${path}[${i}]`, big);
    else
      for (const country of countries) {
        const text = plain(node.variants?.[country] ?? node.parts ?? []);
        const spelt = respeller(country)(text);
        if (spelt !== text) {
          found += 1;
          console.log(`${t.file} ${path} ${country}:\n  ${text}\n→ ${spelt}`);
        }
        const forSmall = node.small ? plain(node.small) : text;
        const sized = small(forSmall);
        if (!big && sized !== forSmall && country === countries[0]) {
          found += 1;
          console.log(`${t.file} ${path} (1 to 5):\n  ${forSmall}\n→ ${sized}`);
        }
      }
  };
  walk(t.root, "wording");
}
console.log(`${found} text(s) still reworded after composing`);
