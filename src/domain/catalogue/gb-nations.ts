/**
 * Where in Great Britain a site or a business's premises are, as far as its postcode settles it.
 * Health and safety law is one for England, Wales and Scotland, but some law is not: fire safety is
 * the Regulatory Reform (Fire Safety) Order 2005 in England and Wales and the Fire (Scotland) Act
 * 2005 in Scotland. An instrument of one of them (`Instrument.extent`) is cited only where the
 * place is not known to be in the other (docs/decisions/141-fire-law-follows-the-nation.md). Some
 * services are each nation's own even where the law is shared: flood warnings come from the
 * Environment Agency in England and from Natural Resources Wales in Wales, so a postcode that
 * settles which of the two the premises are in is read as England or Wales; one in a district the
 * border crosses is read only as England and Wales
 * (docs/decisions/153-england-and-wales-told-apart-by-postcode.md).
 */
export const GB_PLACES = ["england-wales", "scotland", "england", "wales"] as const;
export type GbPlace = (typeof GB_PLACES)[number];

/**
 * The places whose law and wording hold at a place, most particular first: a place known to be in
 * Wales is also in England and Wales, whose law (the Fire Safety Order) is its own.
 */
export function placesWithin(place: GbPlace): readonly GbPlace[] {
  if (place === "england" || place === "wales") return [place, "england-wales"];
  return [place];
}

/** Each place as a sentence names it: "where the premises are in England or Wales". */
export const GB_PLACE_NAMES: Record<GbPlace, string> = {
  "england-wales": "England or Wales",
  scotland: "Scotland",
  england: "England",
  wales: "Wales",
};

/** Whether law of this extent (`Instrument.extent`) is the law of the place. */
export function inExtent(extent: readonly string[] | undefined, place: GbPlace): boolean {
  return extent === undefined || placesWithin(place).some((p) => extent.includes(p));
}

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
 * Northumberland and in the Scottish Borders, Hawick's TD9 reaches over the border at
 * Newcastleton, and Gretna's DG16 holds addresses in Dumfries and Galloway and over the border in
 * Cumbria. Their postcode alone does not say which law applies.
 */
const CROSS_BORDER = new Set(["TD9", "TD12", "TD15", "DG16"]);

const range = (area: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

/** The areas whose post towns are all in Wales: Cardiff's CF and Swansea's SA. */
const WELSH_AREAS = new Set(["CF", "SA"]);

/**
 * The areas that hold addresses on both sides of the border between England and Wales: Chester's
 * CH, Shrewsbury's SY, Hereford's HR, and the Welsh areas LL, LD and NP, which reach over it at
 * their edges. Only the districts listed below are read as one nation; every other district of
 * these areas is read as England and Wales, never guessed.
 */
const BORDER_AREAS = new Set(["CH", "SY", "HR", "LL", "LD", "NP"]);

/**
 * Districts of those areas that lie away from the border, in Wales: north Wales west of Wrexham
 * and Llangollen (LL15 to LL19, LL21 to LL78), Flint, Mold and Holywell (CH6 to CH8), mid Wales
 * west of Welshpool and Montgomery (SY16 to SY20, SY23 to SY25), Powys east of the border towns of
 * Knighton and Presteigne (LD1 to LD6), and Gwent and Newport but for Abergavenny, Chepstow and
 * Monmouth (NP7, NP16, NP25), whose districts reach the border.
 */
const WELSH_DISTRICTS = new Set([
  ...range("LL", 15, 19),
  ...range("LL", 21, 78),
  ...range("CH", 6, 8),
  ...range("SY", 16, 20),
  ...range("SY", 23, 25),
  ...range("LD", 1, 6),
  ..."NP4 NP8 NP10 NP11 NP12 NP13 NP15 NP18 NP19 NP20 NP22 NP23 NP24 NP26 NP44".split(" "),
]);

/**
 * Districts of those areas that lie away from the border, in England: the Wirral and Ellesmere
 * Port (CH41 to CH49, CH60 to CH63, CH65, CH66), Shrewsbury, Church Stretton and Ludlow (SY1 to
 * SY4, SY6, SY8), and Hereford, Leominster, Bromyard and Ledbury (HR1, HR4, HR6 to HR8).
 */
const ENGLISH_DISTRICTS = new Set([
  ...range("CH", 41, 49),
  ...range("CH", 60, 63),
  "CH65",
  "CH66",
  ...range("SY", 1, 4),
  "SY6",
  "SY8",
  "HR1",
  "HR4",
  ...range("HR", 6, 8),
]);

/**
 * Districts of England's own areas that reach the Welsh border along the Wye (Lydney's GL15 and
 * Coleford's GL16 in the Forest of Dean): read as England and Wales, not as England.
 */
const ENGLAND_WALES_DISTRICTS = new Set(["GL15", "GL16"]);

/** A full postcode: area, district and the inward code ("PA80 5XT", "EC1A 1BB", "G2 1DU"). */
const POSTCODE = /\b([A-Z]{1,2})(\d[A-Z\d]?)\s*\d[A-Z]{2}\b/gi;

/**
 * The nation of the last full postcode written in `address`: Scotland, England or Wales where its
 * area or district settles it, England and Wales where it is on one side of the Scottish border
 * but its district crosses the Welsh one; undefined where it names none, a district that crosses
 * the Scottish border, or a place outside Great Britain.
 */
export function gbPlaceOf(address: string | null | undefined): GbPlace | undefined {
  if (!address) return undefined;
  const found = [...address.matchAll(POSTCODE)].at(-1);
  if (!found) return undefined;
  const area = found[1]!.toUpperCase();
  const district = `${area}${found[2]!.toUpperCase()}`;
  if (!GB_AREAS.has(area) || CROSS_BORDER.has(district)) return undefined;
  if (SCOTTISH_AREAS.has(area)) return "scotland";
  if (WELSH_AREAS.has(area) || WELSH_DISTRICTS.has(district)) return "wales";
  if (ENGLISH_DISTRICTS.has(district)) return "england";
  if (BORDER_AREAS.has(area) || ENGLAND_WALES_DISTRICTS.has(district)) return "england-wales";
  return "england";
}
