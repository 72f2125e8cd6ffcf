import { COUNTRIES } from "../../domain/catalogue";

/** "the United Kingdom", "Australia": how a country reads inside a sentence. */
export function countryInSentence(name: string): string {
  return /^United /.test(name) ? `the ${name}` : name;
}

/** "Australia, the United Kingdom, New Zealand and the United States", from the catalogue. */
export function countryListPhrase(): string {
  const names = COUNTRIES.map((c) => countryInSentence(c.name));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}
