import { workProcesses } from "../../../hazards";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { HAZARD_GROUPS } from "../../composers/hazard-selection";
import { firstCall, regulatorName, regulatorParagraph } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import { withArticle } from "../../composers/shared-people";
import { blankRows, type Column, table } from "../../composers/tables";
import { capitalise, clause, distinct, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";

const CHEMICAL_IDS: readonly string[] = HAZARD_GROUPS.chemical;

type Example = { name: string; classification: string; controls: string };

/**
 * Products most businesses of a kind hold, as starting rows. Classifications are the usual ones for
 * the product type; the reader confirms them against section 2 of the supplier's SDS.
 */
const CHEMICALS: Record<string, Example> = {
  cement: {
    name: "Cement, mortar and pre-mixed concrete",
    classification:
      "Skin irritant; serious eye damage; may cause an allergic skin reaction; dust irritates the airways\nPictograms: corrosion, exclamation mark",
    controls:
      "Mix with water or dust extraction, never dry sweep; wash skin promptly; eyewash on site\nPPE: PVC or nitrile gloves, safety glasses, dust respirator when mixing or cutting",
  },
  diesel: {
    name: "Diesel fuel (plant, vehicles and generators)",
    classification:
      "Combustible liquid; harmful if swallowed and enters airways; skin irritant; suspected of causing cancer; toxic to aquatic life\nPictograms: health hazard, exclamation mark, environment",
    controls:
      "Approved fuel containers or bunded tank away from ignition sources; refuel with engines off; spill kit at the refuelling point\nPPE: nitrile gloves, safety glasses",
  },
  thinners: {
    name: "Solvent-based paint thinners (white spirit / mineral turpentine)",
    classification:
      "Flammable liquid; harmful if swallowed and enters airways; may cause drowsiness or dizziness; toxic to aquatic life\nPictograms: flame, health hazard, exclamation mark, environment",
    controls:
      "Use with good ventilation away from ignition sources; keep lids on; store in a flammable liquids cabinet\nPPE: nitrile gloves, safety glasses; organic vapour respirator in poorly ventilated areas",
  },
  cuttingFluid: {
    name: "Metalworking (cutting) fluid concentrate",
    classification: "Skin irritant; may cause an allergic skin reaction\nPictograms: exclamation mark",
    controls:
      "Check concentration and bacterial level of the mix weekly; splash guards and mist extraction on machines\nPPE: nitrile gloves, safety glasses",
  },
  degreaser: {
    name: "Solvent parts degreaser",
    classification:
      "Flammable liquid; skin and eye irritant; vapours may cause drowsiness or dizziness\nPictograms: flame, exclamation mark",
    controls:
      "Enclosed parts washer or local exhaust ventilation; consider a water-based substitute; no ignition sources nearby\nPPE: nitrile gloves, safety glasses",
  },
  dishwash: {
    name: "Commercial dishwasher detergent (caustic)",
    classification: "Causes severe skin burns and eye damage; corrosive to metals\nPictograms: corrosion",
    controls:
      "Closed dosing system straight from the container, no decanting; eyewash near the machine\nPPE: chemical-resistant gloves and face shield when changing containers",
  },
  ovenCleaner: {
    name: "Oven and grill cleaner (caustic)",
    classification: "Causes severe skin burns and eye damage\nPictograms: corrosion",
    controls:
      "Apply to cool surfaces only; ventilate; never mix with other cleaners\nPPE: chemical-resistant gloves, eye protection, long sleeves",
  },
  bleach: {
    name: "Chlorine bleach / sanitiser (sodium hypochlorite)",
    classification:
      "Causes severe skin burns and eye damage; very toxic to aquatic life; releases toxic gas with acids\nPictograms: corrosion, environment",
    controls:
      "Dilute with a dispenser to the label rate; store away from acids and ammonia products; never mix cleaners\nPPE: gloves, eye protection",
  },
  lpg: {
    name: "LPG cylinders",
    classification:
      "Extremely flammable gas; gas under pressure, may explode if heated\nPictograms: flame, gas cylinder",
    controls:
      "Cylinders upright and secured, stored outdoors or in a ventilated cage away from drains and ignition sources; leak-check hoses and regulators\nPPE: gloves when changing cylinders",
  },
  acetylene: {
    name: "Acetylene cylinders (welding and cutting)",
    classification:
      "Extremely flammable gas; may react explosively even without air; gas under pressure\nPictograms: flame, gas cylinder",
    controls:
      "Upright and chained; flashback arrestors on both hoses; stored apart from oxygen; valves closed when not in use\nPPE: welding gloves, eye and face protection",
  },
  oxygen: {
    name: "Oxygen cylinders (welding and cutting)",
    classification:
      "May cause or intensify fire (oxidiser); gas under pressure\nPictograms: flame over circle, gas cylinder",
    controls:
      "Keep valves and fittings free of oil and grease; store apart from fuel gases; chain upright\nPPE: welding gloves, eye and face protection",
  },
  handRub: {
    name: "Alcohol-based hand rub",
    classification:
      "Highly flammable liquid; causes serious eye irritation\nPictograms: flame, exclamation mark",
    controls:
      "Wall dispensers away from ignition sources; bulk stock kept in a flammable liquids cabinet\nPPE: none for normal use",
  },
  agChemicals: {
    name: "Herbicide and pesticide concentrates",
    classification:
      "Varies by product: many are toxic if swallowed or on skin and toxic to aquatic life\nPictograms: as on the label",
    controls:
      "Locked, bunded chemical store; mix in the open with measuring equipment; keep spray records and observe re-entry periods\nPPE: as the label states – typically chemical gloves, face shield, overalls, respirator",
  },
  batteryAcid: {
    name: "Lead-acid batteries (sulfuric acid electrolyte)",
    classification: "Causes severe skin burns and eye damage\nPictograms: corrosion",
    controls:
      "Charge in a ventilated area away from sparks (hydrogen gas); eyewash near the charging point\nPPE: acid-resistant gloves, face shield",
  },
  ammoniumNitrate: {
    name: "Ammonium nitrate (prill or solution, for ANFO and emulsion)",
    classification:
      "Oxidiser: may intensify fire, and can explode when heated under confinement or contaminated with fuel or organic matter; causes serious eye irritation\nPictograms: flame over circle, exclamation mark",
    controls:
      "Stored apart from fuels, explosives, detonators and combustibles, as the site's explosives and dangerous goods arrangements set; spills cleaned up at once and never left to mix with diesel or soil; no hot work near it\nPPE: gloves, safety glasses; dust mask when handling prill",
  },
  bulkExplosive: {
    name: "Bulk explosive: ammonium nitrate emulsion or ANFO (made and loaded by the bulk loading truck)",
    classification:
      "Explosive once sensitised or mixed with fuel; the unsensitised emulsion is an oxidiser; irritates eyes and skin\nPictograms: exploding bomb or flame over circle, exclamation mark",
    controls:
      "Made and loaded only by the bulk loading crew under the shotfirer's direction; no smoking, naked flames or hot work near the product or the truck; spills and residues collected and returned, never washed into drains\nPPE: gloves of the type the SDS specifies, safety glasses",
  },
  packagedExplosives: {
    name: "Packaged explosives and initiating systems (boosters, detonators, detonating cord)",
    classification:
      "Explosive: mass explosion or projection hazard; detonators are sensitive to impact, heat, friction and static\nPictograms: exploding bomb",
    controls:
      "Kept in the magazine with detonators apart from other explosives; issued and returned against the magazine register; carried in approved containers, detonators separate\nPPE: as the SDS specifies",
  },
  waterPaint: {
    name: "Water-based (acrylic) paints and primers",
    classification:
      "Usually not classified, or a mild skin and eye irritant; some contain preservatives that may cause an allergic skin reaction\nPictograms: none, or exclamation mark",
    controls:
      "Ventilate rooms being painted; wash skin promptly; wash brushes and rollers where the water goes to the sewer, never to a stormwater drain\nPPE: gloves, safety glasses when working overhead or spraying",
  },
  solventPaint: {
    name: "Solvent-based paints, enamels and lacquers",
    classification:
      "Flammable liquid; vapours may cause drowsiness or dizziness; skin and eye irritant; toxic to aquatic life\nPictograms: flame, exclamation mark, environment",
    controls:
      "Use with good ventilation away from ignition sources; keep lids on; rags soaked in oil-based paint are spread out to dry or kept under water in a closed metal bin, since they can heat up and catch fire\nPPE: nitrile gloves, safety glasses; organic vapour respirator in poorly ventilated areas",
  },
  isocyanateHardener: {
    name: "Two-pack paint hardener (isocyanates)",
    classification:
      "May cause allergy or asthma symptoms or breathing difficulties if inhaled; may cause an allergic skin reaction; harmful if inhaled\nPictograms: health hazard, exclamation mark",
    controls:
      "Mixed and sprayed only in the spray booth with its extraction running; nobody else in the booth while spraying; health monitoring for sprayers where the SDS or the law calls for it\nPPE: supplied-air respirator for spraying, nitrile gloves, disposable coveralls",
  },
  leadPaint: {
    name: "Old lead-based paint (chips, dust and waste from its removal)",
    classification:
      "Lead: may damage fertility or the unborn child; damages the blood, kidneys and nervous system through repeated exposure\nPictograms: health hazard",
    controls:
      "Wet scraping and sanding, never dry sanding or burning; work area sheeted and cleaned with a HEPA-filtered vacuum; waste bagged and disposed of as the local waste rules direct; wash before eating, drinking or smoking\nPPE: P2 respirator fit-tested to the wearer, disposable coveralls, gloves",
  },
  foodSanitiser: {
    name: "Food-contact sanitiser concentrate",
    classification:
      "Skin and eye irritant or corrosive as a concentrate; toxic to aquatic life\nPictograms: corrosion or exclamation mark, environment",
    controls:
      "Dispense and dilute through a wall-mounted proportioner; label every spray bottle\nPPE: gloves, eye protection when handling concentrate",
  },
};

const BY_INDUSTRY: Record<string, (keyof typeof CHEMICALS)[]> = {
  construction: ["cement", "diesel", "thinners"],
  manufacturing: ["cuttingFluid", "degreaser"],
  hospitality: ["dishwash", "ovenCleaner", "bleach", "lpg"],
  healthcare: ["handRub", "bleach"],
  agriculture: ["agChemicals", "diesel"],
  mining: ["diesel", "batteryAcid"],
  transport: ["diesel", "batteryAcid"],
};

const BY_ACTIVITY: Record<string, (keyof typeof CHEMICALS)[]> = {
  "hot-work": ["acetylene", "oxygen"],
  "mobile-equipment": ["diesel"],
  "food-safety": ["foodSanitiser"],
  explosives: ["ammoniumNitrate", "bulkExplosive", "packagedExplosives"],
  "lead-paint": ["leadPaint"],
};

/**
 * Products the business's own work uses, by the process its words name: a blaster's explosives and
 * their precursors, a painter's paints and solvents. A trade whose products are its work
 * (`replaces`) is not given its industry's usual products as well: a house painter is a
 * construction business but holds no cement or diesel for it. `notIn` keeps a process's products
 * from an industry where its words mean other work (an orchard's spraying is pesticide).
 */
const BY_PROCESS: Record<
  string,
  {
    keys: (keyof typeof CHEMICALS)[];
    replaces?: boolean;
    notIn?: string[];
    words?: RegExp;
    also?: (keyof typeof CHEMICALS)[];
  }
> = {
  blasting: { keys: ["ammoniumNitrate", "bulkExplosive", "packagedExplosives"] },
  painting: { keys: ["waterPaint", "solventPaint", "thinners"], replaces: true },
  spraying: {
    keys: ["solventPaint", "thinners"],
    replaces: true,
    notIn: ["agriculture"],
    // Two-pack paints cure with isocyanates: their hardener is the product that harms sprayers.
    words: /\b(?:two-pack|2k|isocyanates?)\b/i,
    also: ["isocyanateHardener"],
  },
};

/** The processes the business's work description and job name. */
function ownProcesses(ctx: ComposeContext): string[] {
  return workProcesses(
    ctx.business.industry,
    `${ctx.business.workDescription ?? ""}\n${ctx.metadata.activity ?? ""}`,
  );
}

/**
 * Whether the business's hot work is a gas torch (torch-applied roofing) and not welding: its
 * cylinders are LPG, not acetylene and oxygen.
 */
function torchesWithoutWelding(ctx: ComposeContext): boolean {
  const processes = ownProcesses(ctx);
  return processes.includes("hot-work") && !processes.includes("welding");
}

/** Example rows that fit this business, or none where a guess would not help. */
function examples(ctx: ComposeContext): Example[] {
  const text = `${ctx.business.workDescription ?? ""}\n${ctx.metadata.activity ?? ""}`;
  const own = ownProcesses(ctx)
    .map((p) => BY_PROCESS[p])
    .filter((p): p is NonNullable<typeof p> => p !== undefined && !p.notIn?.includes(ctx.business.industry));
  const fromWork = own.flatMap((p) => [...p.keys, ...(p.words?.test(text) ? (p.also ?? []) : [])]);
  const keys = [
    ...(own.some((p) => p.replaces) ? [] : (BY_INDUSTRY[ctx.business.industry] ?? [])),
    ...fromWork,
    ...ctx.business.highRiskActivities.flatMap((a) =>
      a === "hot-work" && torchesWithoutWelding(ctx) ? ["lpg" as const] : (BY_ACTIVITY[a] ?? []),
    ),
  ];
  return distinct(keys).map((k) => CHEMICALS[k]!);
}

/** The SDS review interval stated by the profile, e.g. "5 years", or null where it states none. */
function sdsInterval(ctx: ComposeContext): { interval: string; source: string } | null {
  const t = ctx.profile.hazardousChemicals;
  for (const source of [t.summary, ...t.requirements]) {
    if (!/SDS|safety data sheet/i.test(source)) continue;
    const m = /\b(\d+|one|two|three|four|five)[\s-]years?\b/i.exec(source);
    if (m) return { interval: `${m[1]} years`, source };
  }
  return null;
}

/** "hazardous substances" where the profile's law says so, otherwise "hazardous chemicals". */
function chemicalsWord(ctx: ComposeContext): string {
  return /hazardous substances|substances hazardous/i.test(ctx.profile.hazardousChemicals.summary)
    ? "hazardous substances"
    : "hazardous chemicals";
}

const REGISTER_COLUMNS: readonly Column[] = [
  ["product", "Product name"],
  ["supplier", "Supplier"],
  ["classification", "Hazard classification / GHS pictograms"],
  ["exposureLimit", "Workplace exposure limit (SDS section 8)"],
  ["healthMonitoring", "Health monitoring needed (Yes / No)"],
  ["dangerousGoods", "Dangerous goods class and UN number (SDS section 14)"],
  ["quantity", "Quantity & location"],
  ["sdsDate", "SDS issue date"],
  ["sdsReview", "SDS review due"],
  ["controls", "Controls / PPE"],
];

function registerSection(ctx: ComposeContext): DocSection {
  const interval = sdsInterval(ctx);
  const reviewCell = interval
    ? `${interval.interval} after the SDS issue date, or sooner if the supplier revises it`
    : "When the supplier issues a revision; confirm at each register review";
  const found = examples(ctx);
  const rows = [
    ...found.map((e) => ({
      // On a line of its own: a product's name may end in brackets of its own, e.g. "(caustic)".
      product: `${e.name}\n(example – replace)`,
      supplier: "",
      classification: e.classification,
      exposureLimit: "",
      healthMonitoring: "",
      dangerousGoods: "",
      quantity: "",
      sdsDate: "",
      sdsReview: reviewCell,
      controls: e.controls,
    })),
    ...blankRows(REGISTER_COLUMNS, found.length ? 8 : 12, () => ({ sdsReview: interval ? reviewCell : "" })),
  ];
  return {
    id: "register",
    heading: "Chemical Register",
    body: html(
      p(
        `List every ${chemicalsWord(ctx).slice(0, -1)} kept or used at ${possessive(ctx.business.name)} workplaces, including products brought on site by contractors. Copy the classification, pictograms and controls from the supplier's current safety data sheet (SDS), record where each is kept and roughly how much, and take a row out only when the product has gone from every site.`,
      ),
      found.length
        ? p(
            `Rows marked “(example – replace)” are products ${withArticle(ctx.industryName.toLowerCase())} business commonly holds. Keep a row only if ${ctx.business.name} uses the product, replace the name with the exact trade name on the container, and check the classification against section 2 of its SDS; delete it otherwise.`,
          )
        : null,
    ),
    tables: [table("chemicals", `${ctx.documentName} – ${ctx.business.name}`, REGISTER_COLUMNS, rows)],
  };
}

function sdsSection(ctx: ComposeContext): DocSection {
  const interval = sdsInterval(ctx);
  return {
    id: "sds",
    heading: "Safety Data Sheets",
    body: html(
      p(
        `${ctx.business.name} obtains the current SDS from the manufacturer or supplier before a product is first used, and no one uses a product whose SDS is missing. Suppliers are asked for the version written for this country, with local emergency contact numbers.`,
      ),
      ul([
        `SDSs are kept in a labelled folder at each chemical store${ctx.metadata.location ? ` (including ${clause(ctx.metadata.location)})` : ""} and in a shared electronic folder that ${ctx.terms.workers} can open on a phone; every worker is shown where during induction.`,
        "Emergency services and first aiders get the SDS on request, and a copy goes with anyone taken for medical treatment after an exposure.",
        interval
          ? `Each SDS is checked for currency against the interval the law sets – ${interval.source.replace(/\.$/, "")} – and whenever the supplier sends a revision.`
          : "Each SDS is checked for currency at every register review and whenever the supplier sends a revision.",
        "Containers are labelled with the product name and hazard pictograms; decanted products go into labelled containers, never food or drink bottles.",
        capitalise(
          `${ctx.terms.workers} read the SDS (sections 2, 4, 7 and 8 at least) before first using a product and are trained in its controls.`,
        ),
      ]),
    ),
  };
}

function storageSection(ctx: ComposeContext): DocSection {
  const names = examples(ctx).map((e) => e.name);
  const gases = names.some((n) => /cylinder/i.test(n));
  return {
    id: "storage",
    heading: "Storage and Spill Control",
    body: html(
      p(
        `Chemicals are stored as their SDS section 7 directs, in the smallest practical quantities, and away from walkways, drains, food areas and exits.`,
      ),
      ul(
        [
          "Segregation: keep incompatible products apart – acids away from chlorine bleach and caustics, oxidisers away from fuels and flammables; use separate cabinets or a physical gap as the SDS advises.",
          "Bunding: liquids are kept on bunded shelving or spill pallets that can hold a full leak from the largest container; decanting happens over a drip tray.",
          "Ventilation: stores and use areas are ventilated to the outside; solvents and fuels are never used or kept in confined or unventilated spaces.",
          "Ignition sources: flammable liquids are kept in a flammable liquids cabinet; no smoking, naked flames, hot work or non-rated electrical equipment near them; signs are posted at the store.",
          gases
            ? "Gas cylinders: stored upright, chained or caged, valves closed and caps on, in a ventilated area; fuel gases kept apart from oxygen by distance or a fire-rated barrier, as the gas supplier advises."
            : null,
          `Spill kits: a kit suited to the products held (absorbent, neutraliser where needed, bags, gloves, goggles) is kept at each store and ${ctx.terms.workers} are shown how to use it. Report every spill to the supervisor; if anyone is hurt, a fire could start or the spill reaches a drain, call ${firstCall(ctx)} and follow the emergency plan.`,
          "Waste: empty containers and spent products are disposed of as the SDS section 13 directs, through a licensed waste contractor where required.",
        ].filter((x): x is string => Boolean(x)),
      ),
    ),
  };
}

export const composer: Composer = (ctx) => {
  const topic = ctx.profile.hazardousChemicals;
  const word = chemicalsWord(ctx);
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(
        ctx,
        `This register lists the ${word} kept and used by ${ctx.business.name}, with their safety data sheets, hazards, storage and controls. It covers every workplace and vehicle of the business and products brought on site by contractors.`,
      ),
      {
        id: "requirements",
        heading: "Legal Requirements",
        body: html(
          p(topic.summary),
          topic.requirements.length ? ul(topic.requirements) : null,
          regulatorParagraph(ctx, `Guidance on ${word} is published by`),
        ),
        citations: [
          ...topic.citations,
          ...hazardCitations(
            ctx,
            ctx.hazards.filter((h) => CHEMICAL_IDS.includes(h.id)),
          ),
        ],
      },
      registerSection(ctx),
      sdsSection(ctx),
      storageSection(ctx),
      reviewSection(ctx, [
        "a new product is bought or a product is no longer used",
        "a supplier issues a revised SDS",
        `a spill, exposure or near miss involves a ${word.slice(0, -1)}`,
        "a store, process or quantity held changes",
        `${regulatorName(ctx)} or the supplier issues new information about a product`,
      ]),
    ],
  };
};
