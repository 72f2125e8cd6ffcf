import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * Equipment and health-check words that belong to one country's practice, and the names of its
 * law, regulators, licences and emergency numbers, checked over every
 * golden document (which reach tasks and hazards the matrix tests' businesses do not): a US
 * document says HEPA, medical surveillance, mineral spirits, wood, within reach, approved flammable-liquid storage cabinets and propane, a
 * certificate of insurance for general liability, long pants and an injured person, a British one
 * pallet truck, lorry, health surveillance, white spirit and trousers.
 */
/** Names of one country's law, regulators, licences and emergency numbers. */
const AUSTRALIAN_LAW = [
  /Safe Work Australia/,
  /high[ -]risk work licen[cs]e/i,
  /\bwhite card\b/i,
  /\bTriple Zero\b/i,
];
/** Shared by Australia and New Zealand: the joint standards, and the SWMS a New Zealand site also asks for. */
const AUSTRALASIAN = [/\bSafe Work Method Statement/i, /\bSWMS\b/, /\bAS\/NZS\b/];
const BRITISH_LAW = [/\bRIDDOR\b/, /\bCOSHH\b/, /\bHSE\b/, /\bLOLER\b/, /\bPUWER\b/, /\b999\b/];
const NEW_ZEALAND_LAW = [/WorkSafe New Zealand/, /\bHSWA\b/, /\b111\b/];
const US_LAW = [/\bOSHA\b/, /\b911\b/, /\bCFR\b/, /\bANSI\b/, /\bNIOSH\b/];

/**
 * US words Australia and New Zealand say otherwise: an RCD, a skip, public liability and its
 * certificate of currency, and boots that are steel-capped.
 */
const NOT_AUSTRALASIAN = [
  /\bGFCIs?\b/,
  /dumpsters?/i,
  /general liability/i,
  /certificate of insurance/i,
  /steel-toe/i,
  /ground-fault/i,
];

const FOREIGN: Record<string, RegExp[]> = {
  // A US chemical register lists mineral spirits with their PEL and DOT hazard class.
  us: [
    /\bH-class\b/,
    /health monitoring/i,
    /white spirit/i,
    /mineral turpentine/i,
    /workplace exposure limit/i,
    /dangerous goods/i,
    /refuell/i,
    /road occupancy/i,
    /call points?\b/i,
    /gumboots?/i,
    // OSHA writes the A-weighted decibel as dBA (29 CFR 1910.95), not dB(A).
    /\bdB\(A\)/,
    // A US worker works wood or lumber and keeps a phone within reach.
    /\btimber\b/i,
    /\bkept to hand\b/i,
    // A US shop's flammables go in an approved storage cabinet, and its bottled gas is propane.
    /flammable goods cabinet/i,
    /\ba approved\b/i,
    /\bLPG\b/,
    // Power boards and switchboards are Australasian: a US site has power strips and electrical panels.
    /power boards?/i,
    /switchboards?/i,
    // A US farm's four-wheeler is an ATV.
    /quad bikes?/i,
    // US healthcare and retail speak of workplace violence, panic alarms and exam tables.
    /occupational violence/i,
    /\bduress\b/i,
    /examination couch/i,
    // A hand lamp is a flashlight.
    /\bor a torch\b/i,
    // OSHA's boom and scissor lifts are aerial lifts; a skip bin is a dumpster.
    /elevating work platform/i,
    /\bEWPs?\b/,
    /skip bins?/i,
    // A US site asks for a certificate of insurance showing general liability cover; public
    // liability and a certificate of currency are Australian, British and New Zealand words.
    /public liability/i,
    /certificate of currency/i,
    // Australia's and New Zealand's verification of competency (VOC): OSHA's words are the
    // evaluation of the operator's performance.
    /verification of competency/i,
    /\bVOCs?\b/,
    // A US worker wears long pants, chainsaw pants and coveralls, not trousers and overalls.
    /\btrousers\b/i,
    /\boveralls\b/i,
    // A US first-aid responder helps the injured person, not a casualty.
    /\bcasualt(y|ies)\b/i,
    // Outlets (receptacles), a cell phone number, caregivers and scheduling.
    /socket outlets?/i,
    /mobile (phone )?numbers?/i,
    /\bcarers?\b/i,
    /\brostering\b/i,
    // OSHA's crane crews are riggers and signal persons, not slingers.
    /\bslingers?\b/i,
    // A US checklist's restrooms, water and break areas are sanitation, not amenities.
    /\bamenities\b/i,
    // A US contractor shows workers' compensation coverage, and OSHA's power strips are not
    // Australia's multi-plug adapters.
    /injury cover\b/i,
    /multi-plug/i,
    // "Reasonably practicable" is the test of the Australian, New Zealand and British Acts; OSHA's
    // is whether a control is feasible.
    /reasonably practicable/i,
    ...AUSTRALIAN_LAW,
    ...AUSTRALASIAN,
    ...BRITISH_LAW,
    ...NEW_ZEALAND_LAW,
  ],
  // A British road vehicle is a lorry; its pallet, fork-lift, lift, reach, dump and haul trucks stay
  // trucks.
  uk: [
    // Lockout/tagout is the US term: a British site isolates and locks off.
    /lockout\/tagout/i,
    /pallet jacks?/i,
    /health monitoring/i,
    /steel-toe/i,
    /mineral turpentine/i,
    /road occupancy/i,
    /(?<!\b(?:pallet|forklift|fork-lift|lift|reach|industrial|dump|dumper|haul)[ -])\btrucks?\b/i,
    // A British site daisy-chains extension leads and has distribution boards, not power boards and switchboards.
    /power boards?/i,
    /switchboards?/i,
    // HSE's toilets, washing, water and rest areas are welfare facilities, not amenities.
    /\bamenities\b/i,
    // HSE's reversing vehicles are directed by trained banksmen (traffic marshals), not spotters.
    /traffic controllers or spotters/i,
    /spotters? for (reversing|the (lorry|truck))/i,
    /reversing spotters/i,
    /spotter and exclusion zone while (lorries|trucks) are loaded/i,
    // A banksman guides site vehicles, not traffic on a public road.
    /banksm[ae]n[^.|,]* at gates and roadside work/i,
    // Nobody on a British site is a traffic controller: banksmen (traffic marshals) direct site
    // vehicles and traffic management operatives manage traffic on a road.
    /traffic controllers?/i,
    /operators, spotters/i,
    /traffic control qualification/i,
    // HSE's check of a machine, vehicle or ladder before it is used is a pre-use check; a permit's
    // checks before its work starts and the briefing before the shift keep their names.
    /\bpre-start(?! briefing| checks below| checks\*\*)/i,
    // Familiarisation on a machine is not a course repeated every two years: competence on it is
    // reassessed.
    /familiarisation training on each machine[^|]*\|[^|]*\|[^|]*\| Every 2 years/i,
    // HSE's boom and scissor lifts are MEWPs, and a skip is a skip.
    /(?<!mobile )elevating work platform/i,
    /\bEWPs?\b/,
    /skip bins?/i,
    // A British contractor shows its insurance certificate or schedule; a certificate of currency
    // is Australian and New Zealand.
    /certificate of currency/i,
    // Responsible service of alcohol is Australia's licensing course; a British bar refuses alcohol
    // to customers who are drunk or underage.
    /responsible service of alcohol/i,
    // No trade in the United Kingdom is licensed as Australia licenses electricians and plumbers:
    // gas work needs a registered gas engineer.
    /trade licences for licensed work/i,
    // Verification of competency (VOC) is Australian and New Zealand: HSE's words are training,
    // familiarisation and assessment on the machine.
    /verification of competency/i,
    /\bVOCs?\b/,
    // British pants are underwear: a worker wears trousers.
    /\bpants\b/i,
    // A US insurance line: Britain insures public liability.
    /general liability/i,
    // Australia's safety switch is Britain's RCD; its leading hand a chargehand; its evidence
    // "sighted" is evidence checked.
    /safety switch/i,
    /ground-fault/i,
    /\bleading hands?\b/i,
    /\bsighted\b/i,
    ...AUSTRALIAN_LAW,
    ...AUSTRALASIAN,
    ...NEW_ZEALAND_LAW,
    ...US_LAW,
  ],
  // A US insurance line and its certificate: Australia and New Zealand insure public liability and
  // show a certificate of currency.
  au: [...BRITISH_LAW, ...NEW_ZEALAND_LAW, ...US_LAW, ...NOT_AUSTRALASIAN],
  // New South Wales' road occupancy licence is not New Zealand's road authority permit.
  nz: [
    /road occupancy/i,
    ...AUSTRALIAN_LAW,
    ...BRITISH_LAW,
    ...US_LAW,
    ...NOT_AUSTRALASIAN,
    // Australia's safety switch: New Zealand's wiring rules and WorkSafe say RCD.
    /safety switch/i,
    // WorkSafe New Zealand's toilets, washing, drinking water and eating areas are workplace
    // facilities, not Australia's amenities.
    /\bamenities\b/i,
  ],
};

/**
 * A US logging crew's own words: timber (decision 161) and the rigging slinger of a cable yarding
 * crew, which elsewhere in the United States are wood and a crane's rigger.
 */
const US_LOGGERS_WORDS = [/\btimber\b/i, /\bslingers?\b/i].map(String);
const loggers = (file: string) => /^us-[a-z]{2}-logging-/.test(file);

const documents = renderGoldenDocuments();

describe("each golden document uses its own country's equipment and health-check words", () => {
  it.each([...documents.keys()])("%s", (file) => {
    const text = documents.get(file)!;
    for (const pattern of FOREIGN[file.slice(0, 2)]!) {
      if (loggers(file) && US_LOGGERS_WORDS.includes(String(pattern))) continue;
      const hit = pattern.exec(text);
      expect(hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 40) : null, `${file} ${pattern}`).toBeNull();
    }
  });
});
