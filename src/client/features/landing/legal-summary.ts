import { COUNTRIES, type CountryCode, REGIONS } from "../../../domain/catalogue";
import {
  type Citation,
  citationTitle,
  citationUrl,
  INSTRUMENTS,
  type Instrument,
  type InstrumentKind,
  type JurisdictionProfile,
  profileFor,
  type Regime,
} from "../../../domain/legal";

/**
 * What the landing page says about the law, read from the legal knowledge base so that a title,
 * a regulator or a link can never drift from what the documents cite.
 */
export type LinkedTitle = { title: string; url: string };

export type JurisdictionLaw = {
  code: string;
  name: string;
  regime: Regime;
  act: LinkedTitle;
  regulations: LinkedTitle | null;
  regulator: { name: string; shortName: string; website: string };
};

export type CountryLaw = {
  code: CountryCode;
  name: string;
  /** One entry per jurisdiction whose principal Act or regulator differs. */
  jurisdictions: JurisdictionLaw[];
  /** US only: states with an OSHA-approved State Plan, by coverage. */
  statePlans: { privateAndPublic: number; publicOnly: number } | null;
};

function linked(c: Citation): LinkedTitle {
  return { title: citationTitle({ id: c.id }), url: citationUrl(c) };
}

function jurisdictionLaw(p: JurisdictionProfile): JurisdictionLaw {
  return {
    code: p.code,
    name: p.name,
    regime: p.regime,
    act: linked(p.primaryAct),
    regulations: p.primaryRegulations ? linked(p.primaryRegulations) : null,
    regulator: {
      name: p.regulator.name,
      shortName: p.regulator.shortName,
      website: p.regulator.website,
    },
  };
}

function profilesOf(country: CountryCode): JurisdictionProfile[] {
  return REGIONS[country].map((r) => profileFor(r.code));
}

/** The principal law and regulator of each country, jurisdictions with identical law folded together. */
export function countryLaws(): CountryLaw[] {
  return COUNTRIES.map((country) => {
    const profiles = profilesOf(country.code);
    const seen = new Set<string>();
    const jurisdictions: JurisdictionLaw[] = [];
    for (const p of profiles) {
      // US states share the OSH Act; their State Plan agencies are summed up in `statePlans`.
      const key = country.code === "US" ? p.primaryAct.id : `${p.primaryAct.id}|${p.regulator.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      jurisdictions.push(jurisdictionLaw(p));
    }
    const statePlans =
      country.code === "US"
        ? {
            privateAndPublic: profiles.filter((p) => p.statePlan === "private-and-public").length,
            publicOnly: profiles.filter((p) => p.statePlan === "public-only").length,
          }
        : null;
    return { code: country.code, name: country.name, jurisdictions, statePlans };
  });
}

/** Australian jurisdictions outside the model WHS laws (Victoria keeps its own OHS law). */
export function outsideModelLaw(country: CountryLaw): string[] {
  if (!country.jurisdictions.some((j) => j.regime === "model-whs")) return [];
  return country.jurisdictions.filter((j) => j.regime !== "model-whs").map((j) => j.name);
}

/** Every citation of a profile's topics, in the order a document meets them, without repeats. */
function citationsOf(p: JurisdictionProfile): Citation[] {
  const all: Citation[] = [p.primaryAct, ...(p.primaryRegulations ? [p.primaryRegulations] : [])];
  for (const value of Object.values(p)) {
    if (value && typeof value === "object" && "citations" in value && Array.isArray(value.citations)) {
      all.push(...(value.citations as Citation[]));
    }
  }
  return all;
}

export type CitationSample = {
  country: CountryCode;
  countryName: string;
  /** The jurisdiction the sample is drawn from, e.g. "New South Wales". */
  jurisdiction: string;
  /** A pinpoint citation as a document prints it, e.g. "Work Health and Safety Act 2011 (NSW), s 19". */
  example: string;
  instruments: (LinkedTitle & { kind: InstrumentKind })[];
};

/** The jurisdiction each country's sample is drawn from. */
const SAMPLE_REGIONS: Record<CountryCode, string> = {
  AU: "AU-NSW",
  UK: "UK-GB",
  NZ: "NZ",
  US: "US-FED",
};

/**
 * A few of the instruments a document cites in each country, with a real pinpoint citation
 * (the general duty) as an example.
 */
export function citationSamples(perCountry = 5): CitationSample[] {
  return COUNTRIES.map((country) => {
    const p = profileFor(SAMPLE_REGIONS[country.code]);
    const ids = [...new Set(citationsOf(p).map((c) => c.id))];
    const instruments = ids
      .map((id) => INSTRUMENTS.find((i) => i.id === id))
      .filter((i): i is Instrument => i !== undefined)
      .slice(0, perCountry)
      .map((i) => ({ title: i.title, url: i.url, kind: i.kind }));
    const duty = p.generalDuties.citations.find((c) => c.pinpoint) ?? p.primaryAct;
    return {
      country: country.code,
      countryName: country.name,
      jurisdiction: p.name,
      example: citationTitle(duty),
      instruments,
    };
  });
}

/** How many instruments the knowledge base holds, by country (international standards apart). */
export function instrumentCount(): number {
  return INSTRUMENTS.length;
}

export const KIND_LABELS: Record<InstrumentKind, string> = {
  act: "Act",
  regulation: "Regulations",
  "code-of-practice": "Code of practice",
  standard: "Standard",
  guidance: "Guidance",
  "compensation-law": "Workers' compensation",
};
