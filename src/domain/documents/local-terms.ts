import type { JurisdictionProfile } from "../legal/types";

/**
 * A line the countries word differently ("{{local.demolitionLicence}}", "{{local.safetyBoots}}") in
 * the jurisdiction's own terms; null where a term it uses is empty there (Great Britain licenses no
 * demolition contractor), so the line is left out.
 */
export function localLine(text: string, profile: JurisdictionProfile): string | null {
  let empty = false;
  const out = text.replace(/\{\{local\.(\w+)\}\}/g, (_, name: string) => {
    const value = (profile.terms as unknown as Record<string, string | undefined>)[name] ?? "";
    if (!value) empty = true;
    return value;
  });
  return empty ? null : out;
}

/**
 * A library line's "{{local.name}}" words in the jurisdiction's terms, for a line that is printed
 * whole either way (a hazard's name): a term that is empty there reads as nothing (Texas has no
 * State Plan to name), and a name the jurisdiction's table lacks is left as written, where
 * localLine would leave the line out.
 */
export function inLocalTerms(text: string, profile: JurisdictionProfile): string {
  if (!text.includes("{{local.")) return text;
  const terms = profile.terms as unknown as Record<string, string | undefined>;
  return text.replace(/\{\{local\.(\w+)\}\}/g, (found, name: string) => terms[name] ?? found);
}
