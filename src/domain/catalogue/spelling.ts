import { type CountryCode, normaliseCountry } from "./countries";
import { SMALL_BUSINESS_ROLES } from "./size-words";

/**
 * SafeDraft writes its own prose once, in Australian/British English, and each country's documents
 * are spelt and worded as that country writes: a US document says "license", "organization",
 * "labor" and "mobile equipment", a New Zealand or British one "programme". The rules apply to
 * SafeDraft's wording only; the caller names what must stay exactly as written (an Act's title, a
 * regulator, the business's own name and text), because a title such as "Labour Relations Act" is
 * a proper name, not a spelling.
 *
 * Every rule is a whole word or phrase, matched without regard to case and written back in the
 * case it was found in. Only forms listed are changed: a general "-ise → -ize" rule would also
 * turn "advise", "exercise" and "supervise" into words that do not exist.
 */
type Rule = readonly [from: string, to: string];

/** Each form of a word the two spellings share a stem for, e.g. organis → organiz. */
const forms = (stem: string, us: string, endings: readonly string[]): Rule[] =>
  endings.map((e) => [`${stem}${e}`, `${us}${e}`] as const);

/** Verbs spelt -ise in Australia, Britain and New Zealand and -ize in the United States. */
const IZE_VERBS = [
  "acclimatis",
  "aluminis",
  "authoris",
  "categoris",
  "characteris",
  "computeris",
  "customis",
  "de-energis",
  "demobilis",
  "depressuris",
  "digitis",
  "emphasis",
  "energis",
  "familiaris",
  "finalis",
  "harmonis",
  "hospitalis",
  "immobilis",
  "immunis",
  "ionis",
  "itemis",
  "jeopardis",
  "localis",
  "maximis",
  "minimis",
  "mobilis",
  "neutralis",
  "normalis",
  "optimis",
  "organis",
  "oxidis",
  "palletis",
  "pasteuris",
  "penalis",
  "personalis",
  "pressuris",
  "prioritis",
  "realis",
  "recognis",
  "sanitis",
  "specialis",
  "stabilis",
  "standardis",
  "sterilis",
  "summaris",
  "utilis",
  "victimis",
  "visualis",
];
const IZE_ENDINGS = ["e", "ed", "es", "ing", "ation", "ations", "er", "ers"];

/** Words whose -our, -re, doubled-l and other spellings differ, with every form used. */
const US_WORDS: Rule[] = [
  ...IZE_VERBS.flatMap((stem) => forms(stem, stem.replace(/is$/, "iz"), IZE_ENDINGS)),
  ["unauthorised", "unauthorized"],
  ["recognisable", "recognizable"],
  ["organisational", "organizational"],
  ["fertiliser", "fertilizer"],
  ["fertilisers", "fertilizers"],
  ...forms("analys", "analyz", ["e", "ed", "ing", "er", "ers"]),
  ...forms("paralys", "paralyz", ["e", "ed", "ing"]),
  ["licence", "license"],
  ["licences", "licenses"],
  ["defence", "defense"],
  ["offence", "offense"],
  ["offences", "offenses"],
  ["pretence", "pretense"],
  ...forms("practis", "practic", ["e", "ed", "es", "ing"]),
  ...forms("labour", "labor", ["", "s", "ed", "ing", "er", "ers"]),
  ...forms("colour", "color", ["", "s", "ed", "ful", "less", "ing"]),
  ...forms("discolour", "discolor", ["", "ed", "ation"]),
  ...forms("behaviour", "behavior", ["", "s", "al", "ally"]),
  ...forms("favour", "favor", ["", "s", "ed", "able", "ably", "ite", "ites"]),
  ...forms("honour", "honor", ["", "s", "ed"]),
  ...forms("neighbour", "neighbor", ["", "s", "ing", "hood", "hoods"]),
  ...forms("vapour", "vapor", ["", "s"]),
  ...forms("odour", "odor", ["", "s", "less"]),
  ...forms("humour", "humor", [""]),
  ...forms("rumour", "rumor", ["", "s"]),
  ...forms("endeavour", "endeavor", ["", "s"]),
  ...forms("armour", "armor", ["", "ed"]),
  ...forms("harbour", "harbor", ["", "s"]),
  ...forms("mould", "mold", ["", "s", "y", "ed", "ing"]),
  ...forms("smoulder", "smolder", ["", "ing"]),
  ["centre", "center"],
  ["centres", "centers"],
  ["centred", "centered"],
  ["metre", "meter"],
  ["metres", "meters"],
  ["millimetre", "millimeter"],
  ["millimetres", "millimeters"],
  ["centimetre", "centimeter"],
  ["centimetres", "centimeters"],
  ["kilometre", "kilometer"],
  ["kilometres", "kilometers"],
  ["litre", "liter"],
  ["litres", "liters"],
  ["millilitre", "milliliter"],
  ["millilitres", "milliliters"],
  ["fibre", "fiber"],
  ["fibres", "fibers"],
  ["fibreglass", "fiberglass"],
  ["theatre", "theater"],
  ["theatres", "theaters"],
  ["calibre", "caliber"],
  ["programme", "program"],
  ["programmes", "programs"],
  ["labelled", "labeled"],
  ["labelling", "labeling"],
  ["refuelled", "refueled"],
  ["refuelling", "refueling"],
  ["travelled", "traveled"],
  ["travelling", "traveling"],
  ["traveller", "traveler"],
  ["travellers", "travelers"],
  ["cancelled", "canceled"],
  ["cancelling", "canceling"],
  ["modelled", "modeled"],
  ["modelling", "modeling"],
  ["signalled", "signaled"],
  ["signalling", "signaling"],
  ["fuelled", "fueled"],
  ["fuelling", "fueling"],
  ["levelled", "leveled"],
  ["levelling", "leveling"],
  ["channelled", "channeled"],
  ["counselling", "counseling"],
  ["counsellor", "counselor"],
  ["counsellors", "counselors"],
  ["marshalling", "marshaling"],
  ["jewellery", "jewelry"],
  ["woollen", "woolen"],
  ["enrol", "enroll"],
  ["enrols", "enrolls"],
  ["enrolment", "enrollment"],
  ["enrolments", "enrollments"],
  ["fulfil", "fulfill"],
  ["fulfils", "fulfills"],
  ["fulfilment", "fulfillment"],
  ["instalment", "installment"],
  ["instalments", "installments"],
  ["skilful", "skillful"],
  ["wilful", "willful"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["kerb", "curb"],
  ["kerbs", "curbs"],
  ["parlour", "parlor"],
  ["parlours", "parlors"],
  ["aluminium", "aluminum"],
  ["sulphur", "sulfur"],
  ["sulphuric", "sulfuric"],
  ["sulphate", "sulfate"],
  ["sulphates", "sulfates"],
  ["grey", "gray"],
  ["storey", "story"],
  ["storeys", "stories"],
  ["manoeuvre", "maneuver"],
  ["manoeuvres", "maneuvers"],
  ["manoeuvred", "maneuvered"],
  ["manoeuvring", "maneuvering"],
  ["manoeuvrability", "maneuverability"],
  ["judgement", "judgment"],
  ["judgements", "judgments"],
  ["ageing", "aging"],
  ["towards", "toward"],
  ["learnt", "learned"],
  ["burnt", "burned"],
  ["spilt", "spilled"],
  ["whilst", "while"],
  ["amongst", "among"],
  ["paediatric", "pediatric"],
  ["anaesthetic", "anesthetic"],
  ["anaesthetics", "anesthetics"],
  ["anaesthesia", "anesthesia"],
  ["haemorrhage", "hemorrhage"],
  ["oedema", "edema"],
  ["diarrhoea", "diarrhea"],
  ["faeces", "feces"],
  ["faecal", "fecal"],
  ["orthopaedic", "orthopedic"],
  ["gynaecology", "gynecology"],
  ["leukaemia", "leukemia"],
  ["oesophagus", "esophagus"],
  ["foetus", "fetus"],
  ["plough", "plow"],
  ["ploughing", "plowing"],
  ["aeroplane", "airplane"],
];

/**
 * Australian and British workplace terms a US reader would not use: "plant" (US: machinery and
 * equipment), labour hire (staffing agencies), inductions (safety orientations), first aiders,
 * safety switches (GFCIs), skip bins, bunding, trolleys, tickets and evidence "sighted".
 */
const US_TERMS: Rule[] = [
  ["agency or labour-hire workers", "staffing-agency and other temporary workers"],
  ["labour-hire workers", "temporary workers from staffing agencies"],
  ["labour-hire staff", "temporary staff from staffing agencies"],
  ["labour-hire", "staffing-agency"],
  ["labour hire", "staffing agency"],
  // A US worker keeps a phone within reach. "Timber" is left as written: it is the US logger's word
  // (29 CFR 1910.266, OAR 437 Division 7), and the wording says "wood" itself where a shop means wood.
  ["kept to hand", "kept within reach"],
  // OSHA writes the A-weighted decibel as dBA (29 CFR 1910.95).
  ["dB(A)", "dBA"],
  ["solid timber", "solid wood"],
  // A US shop keeps flammable liquids in an approved storage cabinet, and its bottled gas is propane.
  ["a flammable goods cabinet", "an approved flammable-liquid storage cabinet"],
  ["flammable goods cabinet", "approved flammable-liquid storage cabinet"],
  ["lpg", "propane"],
  // A US kitchen's extinguisher for cooking oil is rated Class K.
  ["wet chemical extinguisher", "Class K (wet chemical) extinguisher"],
  ["mobile plant & equipment", "mobile equipment"],
  ["mobile plant", "mobile equipment"],
  ["plant & equipment", "machinery & equipment"],
  ["plant, machinery", "machinery"],
  ["machinery, plant", "machinery"],
  // Two list items that become one word keep the list's "or" or "and": "tools, machinery or
  // plant" is "tools or machinery", never "tools, machinery".
  [", machinery or plant", " or machinery"],
  [", plant or machinery", " or machinery"],
  [", machinery and plant", " and machinery"],
  [", plant and machinery", " and machinery"],
  ["machinery or plant", "machinery"],
  ["plant or machinery", "machinery"],
  ["machinery and plant", "machinery"],
  ["plant and machinery", "machinery"],
  ["plant and equipment", "machinery and equipment"],
  ["plant, equipment", "machinery, equipment"],
  ["plant operators", "equipment operators"],
  ["plant operator", "equipment operator"],
  ["plant", "machinery"],
  ["first aider", "first-aid responder"],
  ["first aiders", "first-aid responders"],
  ["first aider(s)", "first-aid responder(s)"],
  ["builder or main contractor's", "general contractor's"],
  ["builder or main contractor", "general contractor"],
  ["shotfirer", "blaster"],
  ["shotfirers", "blasters"],
  ["shotfirer's", "blaster's"],
  ["hydrogen sulphide", "hydrogen sulfide"],
  ["safety switches (residual current devices)", "ground-fault circuit interrupters (GFCIs)"],
  // Workers' compensation is each state's own system with its own words: the doctor's restrictions
  // come in a work status report, and the work offered is modified duty. The return-to-work and
  // bullying templates say their US sentences themselves; these rules are for lines built in code.
  ["insurer or scheme", "workers' compensation insurer"],
  ["suitable duties", "modified duties"],
  ["suitable-duties", "modified-duty"],
  ["medical certificate", "work status report"],
  ["leading hand", "lead worker"],
  ["leading hands", "lead workers"],
  // "Major injury" is a British reporting term (RIDDOR); a US form asks about a serious injury.
  ["major injury", "serious injury"],
  ["major injuries", "serious injuries"],
  ["roster", "schedule"],
  ["rosters", "schedules"],
  ["contact officer", "designated contact person"],
  ["batter", "slope"],
  ["battering", "sloping"],
  ["network owner", "utility"],
  ["network operator", "utility"],
  ["powerline", "power line"],
  ["powerlines", "power lines"],
  ["residual current devices", "ground-fault circuit interrupters (GFCIs)"],
  ["residual current device", "ground-fault circuit interrupter (GFCI)"],
  ["skip bins", "dumpsters"],
  ["skip bin", "dumpster"],
  // A hand lamp is a flashlight in the US; a roofer's gas torch keeps its name.
  ["emergency lighting or a torch", "emergency lighting or a flashlight"],
  // OSHA's standards call a boom or scissor lift an aerial lift (1926.453).
  ["elevating work platforms", "aerial lifts"],
  ["elevating work platform", "aerial lift"],
  ["EWP", "aerial lift"],
  ["bunded shelving", "spill-containment shelving"],
  ["bunded cabinets", "spill-containment cabinets"],
  ["bunded", "diked"],
  ["bunding", "secondary containment"],
  ["trolleys", "carts"],
  ["trolley", "cart"],
  // A US building has elevators and restrooms.
  ["do not use lifts", "do not use elevators"],
  // A cleaner's words in the US: restrooms, trash bags, and cords for electrical leads (only in
  // phrases about equipment, since "lead" is also the metal); corded machines and OSHA's
  // multi-outlet adapters.
  ["toilets and washrooms", "restrooms"],
  ["toilet and washroom", "restroom"],
  ["washrooms", "restrooms"],
  ["washroom", "restroom"],
  ["bin bag", "trash bag"],
  ["double adaptors", "multi-outlet adapters"],
  ["leads and outlets", "cords and outlets"],
  ["leads and equipment", "cords and equipment"],
  ["sanitary bins", "feminine hygiene receptacles"],
  ["sanitary bin", "feminine hygiene receptacle"],
  ["equipment and leads", "equipment and cords"],
  ["leads kept", "cords kept"],
  ["trailing leads", "trailing cords"],
  ["damaged leads", "damaged cords"],
  ["damaged lead", "damaged cord"],
  ["the lead trips", "the cord trips"],
  // A US restroom's sanitary unit is a feminine hygiene receptacle, exchanged by a hygiene vendor.
  ["sanitary units", "feminine hygiene receptacles"],
  ["hygiene contractor", "hygiene vendor"],
  ["toilets", "restrooms"],
  ["toilet", "restroom"],
  ["mobile phone", "cell phone"],
  ["mobile phones", "cell phones"],
  ["car park", "parking lot"],
  ["car parks", "parking lots"],
  ["footpath", "sidewalk"],
  ["footpaths", "sidewalks"],
  ["petrol", "gasoline"],
  // Paint thinners are mineral spirits in the US; white spirit is British, mineral turpentine
  // Australian and New Zealand. A US SDS gives the PEL and the DOT hazard class, not a workplace
  // exposure limit and a dangerous goods class.
  ["white spirit / mineral turpentine", "mineral spirits"],
  ["white spirit", "mineral spirits"],
  ["mineral turpentine", "mineral spirits"],
  ["workplace exposure limit", "permissible exposure limit"],
  ["workplace exposure limits", "permissible exposure limits"],
  ["dangerous goods class", "DOT hazard class"],
  ["dangerous goods", "hazardous materials"],
  ["lorry", "truck"],
  ["lorries", "trucks"],
  // A US fire alarm is raised at a pull station; call points are British and Australian.
  ["alarm call point", "fire alarm pull station"],
  ["alarm call points", "fire alarm pull stations"],
  ["manual call point", "manual pull station"],
  ["call point", "pull station"],
  ["call points", "pull stations"],
  // Gumboots are Australian and New Zealand; an American crew wears rubber boots.
  ["gumboots", "rubber boots"],
  // A US employer gives new workers and contractors a safety orientation, not an induction.
  ["induction", "orientation"],
  ["induction card", "training card"],
  ["induct", "orient"],
  ["inductions", "orientations"],
  ["inducted", "oriented"],
  ["inductor", "orientation leader"],
  ["inductee", "attendee"],
  ["ticket", "certification card"],
  ["tickets", "certification cards"],
  ["sighted", "verified"],
  // Respirator classes are each country's standard's: AS/NZS 1716's P2 and P3 are NIOSH's N95 and
  // P100 in the US. Asbestos needs HEPA (P100) filters there, never an N95.
  ["asbestos-rated respirator (P2 or better)", "respirator with HEPA (P100) filters"],
  // Lead's respirator: OSHA's lead standards want high-efficiency (HEPA) filters, never an N95.
  ["half-mask respirator with P3 filters", "half-mask respirator with P100 (HEPA) filters"],
  ["P2 respirator", "N95 respirator"],
  ["P3", "P100"],
  // A US farm's four-wheeler is an all-terrain vehicle (ATV); "quad bike" is Australian and New Zealand.
  ["quad bikes", "ATVs"],
  ["quad bike", "ATV"],
  // A US dairy raises its calves in a calf barn; the calf shed is New Zealand's and Australia's.
  ["calf sheds", "calf barns"],
  ["calf shed", "calf barn"],
  ["licensed removalist", "licensed abatement contractor"],
  ["removalist", "abatement contractor"],
  ["removalists", "abatement workers"],
  // A vacuum for asbestos or silica dust is HEPA-filtered in OSHA's standards (the H class is
  // Europe's and Australia's), and OSHA calls the health checks of exposed workers medical surveillance.
  ["an H-class vacuum", "a HEPA-filtered vacuum"],
  ["H-class vacuums", "HEPA-filtered vacuums"],
  ["H-class vacuuming", "HEPA vacuuming"],
  ["H-class vacuum", "HEPA-filtered vacuum"],
  ["health monitoring", "medical surveillance"],
  // A US worker wears long pants and coveralls; chainsaw protection is chaps or chainsaw pants.
  ["trousers", "pants"],
  ["overalls", "coveralls"],
  // US first aid helps the injured person; "casualty" is British and Australian first-aid wording.
  ["a casualty", "an injured person"],
  ["casualty", "injured person"],
  ["casualty's", "injured person's"],
  ["casualties", "injured people"],
  // A US patient's caregivers; a US outlet (receptacle) has no "socket"; staff are scheduled.
  ["carer", "caregiver"],
  ["carers", "caregivers"],
  ["carer's", "caregiver's"],
  ["socket outlets", "outlets"],
  ["socket outlet", "outlet"],
  ["rostering managers", "managers who set schedules"],
  ["rostering", "scheduling"],
  ["mobile number", "cell phone number"],
  // US healthcare and retail: workplace violence and panic alarms. The hazard library says its US
  // alarms and exam tables itself; a task's duress alarm or button is reworded here.
  ["occupational violence", "workplace violence"],
  ["duress alarm", "panic alarm"],
  ["duress button", "panic button"],
];

/**
 * American spellings that SafeDraft's prose must not carry in Australia, Britain or New Zealand:
 * the US rules read backwards, less the US forms that are also good Australian and British English
 * ("practice" the noun, a noise "meter", to "curb", "learned", "while", a court's "judgment").
 * "License" and "licenses" are the US noun: SafeDraft's prose uses the verb only as "licensed" or
 * "licensing", which every country spells alike, so the bare forms are the noun here.
 */
const SHARED_WITH_US = new Set([
  "program",
  "programs",
  "story",
  "stories",
  "toward",
  "practice",
  "practices",
  "meter",
  "meters",
  "curb",
  "curbs",
  "tire",
  "tires",
  "learned",
  "burned",
  "spilled",
  "while",
  "among",
  "judgment",
  "judgments",
  // Chemical names keep the IUPAC spelling "sulfur" in every country.
  "sulfur",
  "sulfuric",
  "sulfate",
  "sulfates",
]);
const BRITISH_WORDS: Rule[] = US_WORDS.filter(([, us]) => !SHARED_WITH_US.has(us)).map(
  ([british, us]) => [us, british] as const,
);

/**
 * Australian usage spells "program" for every sense (the Macquarie Dictionary, which the Australian
 * Government Style Manual follows, puts it first), as Australian workers' compensation law does
 * ("return to work program"); Britain and New Zealand write "programme".
 */
const PROGRAMME: Rule[] = [
  ["program", "programme"],
  ["programs", "programmes"],
];

/**
 * Britain's own terms. "Agency workers", not Australian and New Zealand law's "labour hire".
 * Respirators are EN 149 classes, and for construction dust and asbestos HSE looks for an assigned
 * protection factor of 20 (FFP3). Asbestos is removed by a contractor HSE has licensed, not a
 * "removalist" (a furniture mover in Britain). RIDDOR 2013 replaced "major injury" with "specified
 * injury". Britain has no workers' compensation scheme: an injured employee claims against the
 * employer, whose employers' liability insurer handles the claim, and a doctor's note is a fit note.
 */
const GB_TERMS: Rule[] = [
  // A British warehouse moves pallets on a pallet truck, and COSHH's checks are health surveillance.
  ["pallet jacks", "pallet trucks"],
  ["pallet jack", "pallet truck"],
  // A road goods vehicle is a lorry (an HGV) in Britain; the trucks of a warehouse or a site keep
  // their British names, so each is its own rule and wins over the bare word.
  ["pallet truck", "pallet truck"],
  ["pallet trucks", "pallet trucks"],
  ["forklift truck", "forklift truck"],
  ["forklift trucks", "forklift trucks"],
  ["reach truck", "reach truck"],
  ["reach trucks", "reach trucks"],
  // The HSE's word for the rider-operated forklift and its kind (ACOP L117).
  ["lift truck", "lift truck"],
  ["lift trucks", "lift trucks"],
  ["industrial truck", "industrial truck"],
  ["industrial trucks", "industrial trucks"],
  ["dump truck", "dump truck"],
  ["haul truck", "haul truck"],
  ["haul trucks", "haul trucks"],
  ["crane truck", "lorry-mounted crane"],
  ["truck-mounted", "lorry-mounted"],
  ["concrete truck", "concrete mixer lorry"],
  ["truck", "lorry"],
  ["trucks", "lorries"],
  ["truck's", "lorry's"],
  ["health monitoring", "health surveillance"],
  // HSE's name for a boom or scissor lift is a mobile elevating work platform (MEWP); a skip is a skip.
  ["elevating work platforms", "MEWPs"],
  ["an elevating work platform", "a MEWP"],
  ["elevating work platform", "MEWP"],
  ["EWP", "MEWP"],
  ["skip bins", "skips"],
  ["skip bin", "skip"],
  // Britain's paint thinners are white spirit; mineral turpentine is Australian and New Zealand.
  ["white spirit / mineral turpentine", "white spirit"],
  ["agency or labour-hire workers", "agency workers"],
  ["labour-hire workers", "agency workers"],
  ["labour-hire staff", "agency staff"],
  ["labour-hire", "agency"],
  ["asbestos-rated respirator (P2 or better)", "FFP3 respirator (assigned protection factor 20) or better"],
  ["half-mask respirator with P3 filters", "FFP3 respirator"],
  // One British term for the store of flammable liquids: a fire-resisting flammables cabinet.
  ["a flammable goods cabinet", "a fire-resisting flammables cabinet"],
  ["flammable goods cabinet", "fire-resisting flammables cabinet"],
  ["a flammable-liquids cabinet", "a fire-resisting flammables cabinet"],
  ["flammable-liquids cabinet", "fire-resisting flammables cabinet"],
  ["a flammable liquids cabinet", "a fire-resisting flammables cabinet"],
  ["flammable liquids cabinet", "fire-resisting flammables cabinet"],
  ["P2 respirator", "FFP3 respirator"],
  ["P3", "FFP3"],
  ["licensed removalist", "licensed asbestos contractor"],
  ["removalists", "removal firms"],
  [
    "Notify the scheme or insurer and record the injury",
    "Record the injury in the accident book, and tell the employers' liability insurer of any claim",
  ],
  [
    "notified and any claim lodged under the scheme",
    "recorded, reported under RIDDOR where it must be, and any claim passed to the employers' liability insurer",
  ],
  ["Within the time the scheme sets", "Within the time RIDDOR sets for a reportable injury"],
  ["compensation and rehabilitation scheme", "compensation for work injuries"],
  ["insurer or scheme", "employers' liability insurer"],
  ["the scheme or insurer", "the employers' liability insurer"],
  ["where the scheme provides them", "where the insurer offers them"],
  ["the scheme's rules or the law", "the law"],
  ["law or the scheme", "law"],
  ["coordinator, employer, scheme", "coordinator, employer, insurer"],
  ["medical certificate", "fit note"],
  // Australia's safety switch is an RCD, its leading hand a chargehand, and evidence is checked,
  // not "sighted".
  ["safety switches (residual current devices)", "residual current devices (RCDs)"],
  ["safety switches", "RCDs"],
  ["safety switch", "RCD"],
  // Responsible service of alcohol is Australia's licensing course; a British bar is trained to
  // refuse alcohol to customers who are drunk or underage (the licensing law sets the age).
  [
    "Responsible service of alcohol training",
    "Training in refusing alcohol to customers who are drunk or underage",
  ],
  ["Responsible service of alcohol", "No alcohol served to customers who are drunk or underage"],
  ["leading hand", "chargehand"],
  ["leading hands", "chargehands"],
  ["sighted", "checked"],
  // HSE's word for the person who directs reversing vehicles is a banksman (a traffic marshal),
  // trained and authorised, where Australia says spotter or traffic controller.
  ["traffic controllers or spotters", "trained banksmen (traffic marshals)"],
  // A banksman guides site vehicles; traffic on a public road is managed by trained operatives.
  [
    "traffic controllers or spotters at gates and roadside work",
    "trained banksmen (traffic marshals) at gates, and trained traffic management operatives for roadside work",
  ],
  ["spotters for reversing", "trained banksmen for reversing"],
  ["reversing spotters", "trained banksmen for reversing"],
  // Nobody on a British site is a traffic controller: banksmen (traffic marshals) direct site
  // vehicles, and traffic management operatives manage traffic on a road.
  [
    "site workers, traffic controllers, delivery drivers and the public",
    "site workers, banksmen, traffic management operatives, delivery drivers and the public",
  ],
  // The people at risk near mobile plant include its banksmen, not spotters.
  ["operators, spotters, pedestrians", "operators, banksmen, pedestrians"],
  ["traffic controllers", "traffic management operatives"],
  // HSE's check of a machine, vehicle or ladder by its user before use is a pre-use check, not
  // Australia's pre-start check. A permit's checks before its work starts and the briefing before
  // the shift keep their names.
  ["operator pre-start checks", "operator pre-use checks"],
  ["daily pre-start checks", "daily pre-use checks"],
  ["pre-start checks of", "pre-use checks of"],
  ["pre-start check", "pre-use check"],
  ["pre-start checklist", "pre-use checklist"],
];

/** New Zealand protects circuits with RCDs, not Australia's safety switches. */
const NZ_TERMS: Rule[] = [
  // New Zealand's wiring rules and WorkSafe say RCD, not Australia's safety switch.
  ["safety switches (residual current devices)", "residual current devices (RCDs)"],
  ["safety switches", "RCDs"],
  ["safety switch", "RCD"],
];

/**
 * Great Britain's RIDDOR 2013 replaced "major injury" with "specified injury"; Northern Ireland's
 * RIDDOR (Northern Ireland) 1997 still reports major injuries, so these rules are Great Britain's only.
 */
const GREAT_BRITAIN_ONLY: Rule[] = [
  ["major injury", "specified injury"],
  ["major injuries", "specified injuries"],
];

const RULES: Record<CountryCode, readonly Rule[]> = {
  US: [...US_WORDS, ...US_TERMS],
  AU: [...BRITISH_WORDS, ["programme", "program"], ["programmes", "programs"]],
  UK: [...BRITISH_WORDS, ...PROGRAMME, ...GB_TERMS, ...GREAT_BRITAIN_ONLY],
  NZ: [...BRITISH_WORDS, ...PROGRAMME, ...NZ_TERMS],
};

/** A region whose words differ from the rest of its country's: the country's rules are replaced. */
const REGION_RULES: Partial<Record<string, readonly Rule[]>> = {
  "UK-NI": [...BRITISH_WORDS, ...PROGRAMME, ...GB_TERMS],
};

/** The rules of one country as one pattern, longest phrase first so "mobile plant" wins over "plant". */
type Compiled = { pattern: RegExp; to: Map<string, string>; firstWords: RegExp };
const COMPILED = new Map<string, Compiled>();
function compiled(name: string, rules: readonly Rule[], html: boolean): Compiled {
  const key = `${name}${html ? " html" : ""}`;
  let found = COMPILED.get(key);
  if (!found) {
    const to = new Map<string, string>();
    const form = html ? escapeHtml : (text: string) => text;
    for (const [from, replacement] of rules) to.set(form(from).toLowerCase(), form(replacement));
    const alternatives = [...to.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // Whole words: a rule never matches inside a longer word ("plant" in "implant"); a rule that
    // starts with a list's comma (", machinery or plant") starts there, after the word before it.
    // A text holding none of the rules' first words needs no look at the pattern, which is long.
    // One pass over the text with no words cut out of it: most texts hold none of them.
    const starts = [
      ...new Set([...to.keys()].map((k) => /^[a-z]+/.exec(k)?.[0]).filter((w) => w !== undefined)),
    ];
    const firstWords = new RegExp(`(?<![a-z])(?:${starts.join("|")})(?![a-z])`, "i");
    found = {
      pattern: new RegExp(`(?:(?<!\\w)|(?=\\W))(?:${alternatives.join("|")})(?!\\w)`, "gi"),
      to,
      firstWords,
    };
    COMPILED.set(key, found);
  }
  return found;
}

/** As markup writes text: "Plant & Equipment" is "Plant &amp; Equipment" between tags. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Abbreviations a rule words out ("LPG" → "propane"): written in capitals because they are
 * abbreviations, so the word that replaces them takes a capital only where a sentence or a table
 * cell starts.
 */
const ACRONYMS = new Set(["LPG"]);

/** Whether the text before a match ends a sentence, a line or a table cell. */
const startsSentence = (before: string) => before.trim() === "" || /(?:[.!?:|]|<br>|\n)\s*$/.test(before);

const SMALL_WORDS = new Set(["a", "an", "and", "or", "of", "from", "the", "to", "in", "on", "for"]);

/**
 * The replacement in the case of what it replaces: "Licence" → "License", "LICENCE" → "LICENSE",
 * and a heading's "Plant and Equipment" → "Machinery and Equipment".
 */
function inCaseOf(found: string, replacement: string, starts = false): string {
  if (ACRONYMS.has(found))
    return starts ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase())
    return replacement.toUpperCase();
  const words = found.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && !SMALL_WORDS.has(w));
  const capital = (w: string) => w.charAt(0) !== w.charAt(0).toLowerCase();
  if (words.length > 1 && words.every(capital))
    return replacement.replace(/[A-Za-z]+/g, (w, at: number) =>
      at > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1),
    );
  if (capital(found)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Parts of a text never respelt: web and e-mail addresses. */
const ADDRESSES = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * A function that spells and words a text as `country` writes, leaving every occurrence of `keep`
 * (titles, names, the user's own words) and any web or e-mail address exactly as they are. With
 * `html`, the text is what stands between the tags of markup, its characters escaped.
 */
export function respeller(
  country: CountryCode,
  keep: readonly string[] = [],
  options: { html?: boolean; region?: string } = {},
): (text: string) => string {
  const regional = options.region === undefined ? undefined : REGION_RULES[options.region];
  const [name, rules] = regional && options.region ? [options.region, regional] : [country, RULES[country]];
  return reworder(name, rules, keep, options, country === "US" ? usUnitsOnly : metricOnly);
}

/**
 * What a pastoral station calls the person who runs it: an Australian cattle or sheep station, or a
 * New Zealand high-country station, is managed by its station manager, not a farm manager. The role
 * SafeDraft's task steps and emergency steps give a farm's manager reads so for a station.
 */
export const STATION_ROLES: readonly (readonly [from: string, to: string])[] = [
  ["farm manager or owner", "station manager"],
  ["farm manager", "station manager"],
];

/**
 * A function that words a text for a pastoral station (`STATION_ROLES`), leaving every occurrence
 * of `keep` (the law's own sentences, titles, names, the user's own words) exactly as written.
 */
export function stationWorder(keep: readonly string[] = [], options: { html?: boolean } = {}) {
  return reworder("station", STATION_ROLES, keep, options, (text) => text);
}

/**
 * A function that words a text for a business of 1 to 5 people, which has no supervisors, leading
 * hands or store managers: SafeDraft's role words become the owner or manager
 * (`SMALL_BUSINESS_ROLES`). Like `respeller`, it leaves every occurrence of `keep` (the law's own
 * sentences, titles, names, the user's own words) exactly as written.
 */
export function smallBusinessWorder(
  keep: readonly string[] = [],
  options: { html?: boolean } = {},
): (text: string) => string {
  return reworder("small business", SMALL_BUSINESS_ROLES, keep, options, (text) => text);
}

function reworder(
  name: string,
  rules: readonly Rule[],
  keep: readonly string[],
  options: { html?: boolean },
  units: (text: string) => string,
): (text: string) => string {
  const html = options.html ?? false;
  const { pattern, to, firstWords } = compiled(name, rules, html);
  const respell = (part: string) =>
    part.replace(pattern, (found: string, at: number) =>
      inCaseOf(
        found,
        to.get(found.toLowerCase()) ?? found,
        startsSentence(part.slice(Math.max(0, at - 8), at)),
      ),
    );
  // Built on first need: most texts hold no word to respell, and they are returned as they are.
  let protectedParts: RegExp | undefined;
  const kept = () => {
    const names = [...new Set(keep.filter((k) => k.trim().length > 0).map(html ? escapeHtml : (k) => k))];
    names.sort((a, b) => b.length - a.length);
    return new RegExp([ADDRESSES.source, ...names.map(escapeRegExp)].join("|"), "g");
  };
  return (text) => {
    if (text.includes(" (")) text = units(text);
    if (!firstWords.test(text)) return text;
    protectedParts ??= kept();
    // An exec loop on the one compiled pattern: matchAll would copy (and recompile) it per text.
    protectedParts.lastIndex = 0;
    let out = "";
    let last = 0;
    for (let match = protectedParts.exec(text); match; match = protectedParts.exec(text)) {
      out += respell(text.slice(last, match.index)) + match[0];
      last = match.index + match[0].length;
      if (match[0].length === 0) protectedParts.lastIndex += 1;
    }
    return out + respell(text.slice(last));
  };
}

/**
 * A measurement SafeDraft writes in both systems, metric first: "1.5 m (5 ft)", "20 kg (44 lb)",
 * "60 °C (140 °F)". Each country's documents carry only the figure of the system it measures in:
 * Australia, Britain and New Zealand metric, the United States US customary units, as OSHA's rules
 * do. The knowledge writes both figures; this picks the country's one, it never converts.
 */
const BOTH_UNITS =
  /(\d+(?:\.\d+)?) ?(m|mm|cm|km|kg|°C|km\/h|L) \((\d+(?:[.,]\d+)?) ?(ft|in|mi|lb|°F|mph|gal)\)/g;
const metricOnly = (text: string) => text.replace(BOTH_UNITS, "$1 $2");
const usUnitsOnly = (text: string) => text.replace(BOTH_UNITS, "$3 $4");

/** One text spelt as `country` writes; see `respeller`. */
export const localSpelling = (text: string, country: CountryCode, keep: readonly string[] = []) =>
  respeller(country, keep)(text);

/**
 * SafeDraft's wording for a country as a business stores it ("US", "GB"), for screens that show
 * the catalogue's labels to that business; a text is left as it is for an unknown country.
 */
export function spellFor(country: string | null | undefined): (text: string) => string {
  const code = normaliseCountry(country);
  return code ? respeller(code) : (text) => text;
}
