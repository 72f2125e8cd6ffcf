/**
 * People at a business's site who are not its workers, by kind: an emergency plan evacuates and
 * counts each kind its own way (children by roll call and handed to parents, patients who cannot
 * walk moved in stages, guests swept from rooms), so the kind matters as much as the number.
 */
export const OTHERS_ON_SITE_KINDS = [
  { value: "children", label: "Children in care" },
  { value: "pupils", label: "Pupils or students" },
  { value: "patients", label: "Patients" },
  { value: "residents", label: "Residents" },
  { value: "guests", label: "Guests staying overnight" },
  { value: "public", label: "Customers, visitors or the public" },
] as const;

export type OthersOnSiteKind = (typeof OTHERS_ON_SITE_KINDS)[number]["value"];

/** One kind of people on site who are not workers, and how many there are at the busiest time. */
export type OthersOnSite = { kind: OthersOnSiteKind; count: number };

/** At most this many kinds: a school has pupils and the public, a hospital patients and visitors. */
export const OTHERS_ON_SITE_MAX = OTHERS_ON_SITE_KINDS.length;
export const OTHERS_ON_SITE_MAX_COUNT = 100_000;
/** A day's travel: longer than that is not a travel time but a mistake. */
export const NEAREST_MEDICAL_MAX_MINUTES = 1440;

/**
 * The most people a business may say it expects at its premises at one time: above any stadium
 * in the country, so a real figure is never refused.
 */
export const MOST_PEOPLE_AT_ONCE_MAX = 100000;
