import { REGIONS } from "../catalogue/regions";
import { withUniqueCitations } from "./helpers";
import { AU_INSTRUMENTS } from "./instruments-au";
import { INTL_INSTRUMENTS } from "./instruments-intl";
import { NZ_INSTRUMENTS } from "./instruments-nz";
import { UK_INSTRUMENTS } from "./instruments-uk";
import { US_INSTRUMENTS } from "./instruments-us";
import { AU_VIC_PROFILE } from "./profile-au-vic";
import { NZ_PROFILE } from "./profile-nz";
import { UK_PROFILE } from "./profile-uk";
import { statePlanOf, usProfile } from "./profile-us";
import { AU_MODEL_PROFILES } from "./profiles-au-states";
import type { Citation, Instrument, JurisdictionProfile } from "./types";

export * from "./types";

/** Every instrument a document may cite. Ids are stable and unique. */
export const INSTRUMENTS: readonly Instrument[] = [
  ...AU_INSTRUMENTS,
  ...UK_INSTRUMENTS,
  ...NZ_INSTRUMENTS,
  ...US_INSTRUMENTS,
  ...INTL_INSTRUMENTS,
];

const BY_ID: ReadonlyMap<string, Instrument> = new Map(INSTRUMENTS.map((i) => [i.id, i]));

export function instrument(id: string): Instrument | undefined {
  return BY_ID.get(id);
}

const US_PROFILES: readonly JurisdictionProfile[] = REGIONS.US.map((r) =>
  r.code === "US-FED"
    ? usProfile({ code: r.code, name: "United States (federal OSHA)", statePlan: null, federal: true })
    : usProfile({ code: r.code, name: r.name, statePlan: statePlanOf(r.code.slice(3)), federal: false }),
);

const PROFILES: ReadonlyMap<string, JurisdictionProfile> = new Map(
  [...AU_MODEL_PROFILES, AU_VIC_PROFILE, UK_PROFILE, NZ_PROFILE, ...US_PROFILES].map((p) => [
    p.code,
    withUniqueCitations(p),
  ]),
);

/** Every region code that has a profile. */
export const PROFILE_CODES: readonly string[] = [...PROFILES.keys()];

/** The legal profile of a region; throws for a code without one. */
export function profileFor(regionCode: string): JurisdictionProfile {
  const profile = PROFILES.get(regionCode);
  if (!profile) throw new Error(`No legal profile for region "${regionCode}"`);
  return profile;
}

/** "Work Health and Safety Act 2011 (NSW), s 38". Throws for an unknown instrument id. */
export function citationTitle(c: Citation): string {
  const found = instrument(c.id);
  if (!found) throw new Error(`Unknown instrument "${c.id}"`);
  return c.pinpoint ? `${found.title}, ${c.pinpoint}` : found.title;
}

/** The official register or regulator page of the cited instrument. Throws for an unknown id. */
export function citationUrl(c: Citation): string {
  const found = instrument(c.id);
  if (!found) throw new Error(`Unknown instrument "${c.id}"`);
  return found.url;
}
