import type { Instrument } from "./types";

/** International standards: citable in every jurisdiction. */
export const INTL_INSTRUMENTS: readonly Instrument[] = [
  {
    id: "intl-iso-45001-2018",
    title: "ISO 45001:2018 Occupational health and safety management systems",
    shortTitle: "ISO 45001",
    kind: "standard",
    scope: "INTL",
    url: "https://www.iso.org",
  },
  {
    id: "intl-iso-45003-2021",
    title: "ISO 45003:2021 Psychological health and safety at work",
    shortTitle: "ISO 45003",
    kind: "standard",
    scope: "INTL",
    url: "https://www.iso.org",
  },
];
