/**
 * Where in Great Britain a site or a business's premises are, as far as its postcode settles it.
 * Health and safety law is one for England, Wales and Scotland, but some law is not: fire safety is
 * the Regulatory Reform (Fire Safety) Order 2005 in England and Wales and the Fire (Scotland) Act
 * 2005 in Scotland. An instrument of one of them (`Instrument.extent`) is cited only where the
 * place is not known to be in the other (docs/decisions/141-fire-law-follows-the-nation.md).
 */
export const GB_PLACES = ["england-wales", "scotland"] as const;
export type GbPlace = (typeof GB_PLACES)[number];

/**
 * The postcode areas of Great Britain (Royal Mail's areas without Northern Ireland's BT and the
 * Crown Dependencies' GY, JE and IM, which are not Great Britain). An area not listed is not read.
 */
const GB_AREAS = new Set(
  (
    "AB AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH " +
    "EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML " +
    "N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA " +
    "TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE"
  ).split(" "),
);

/** The postcode areas whose addresses are in Scotland (National Records of Scotland's directory). */
const SCOTTISH_AREAS = new Set("AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE".split(" "));

/**
 * Districts that cross the border: Coldstream's TD12 and Berwick's TD15 hold addresses in
 * Northumberland and in the Scottish Borders, and Hawick's TD9 reaches over the border at
 * Newcastleton. Their postcode alone does not say which law applies.
 */
const CROSS_BORDER = new Set(["TD9", "TD12", "TD15"]);

/** A full postcode: area, district and the inward code ("PA80 5XT", "EC1A 1BB", "G2 1DU"). */
const POSTCODE = /\b([A-Z]{1,2})(\d[A-Z\d]?)\s*\d[A-Z]{2}\b/gi;

/**
 * The nation of the last full postcode written in `address`, or undefined where it names none, a
 * district that crosses the border, or a place outside Great Britain.
 */
export function gbPlaceOf(address: string | null | undefined): GbPlace | undefined {
  if (!address) return undefined;
  const found = [...address.matchAll(POSTCODE)].at(-1);
  if (!found) return undefined;
  const area = found[1]!.toUpperCase();
  const district = `${area}${found[2]!.toUpperCase()}`;
  if (!GB_AREAS.has(area) || CROSS_BORDER.has(district)) return undefined;
  return SCOTTISH_AREAS.has(area) ? "scotland" : "england-wales";
}
