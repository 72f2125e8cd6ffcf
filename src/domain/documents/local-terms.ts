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
