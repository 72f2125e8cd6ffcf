import { workProcesses } from "../../hazards";
import type { ComposeContext } from "../compose-types";
import { hasHazard } from "./hazard-selection";
import { distinct } from "./text";

/**
 * Whether a business keeps hazardous chemicals, decided once: its chemical register lists products
 * for it, and its inspection checklist checks the chemical stores rather than marking the chemicals
 * table N/A. A builder's register lists cement and diesel, so its checklist inspects them.
 */

/** A product the chemical register has an example row for. */
export type ChemicalProduct =
  | "cement"
  | "diesel"
  | "thinners"
  | "cuttingFluid"
  | "degreaser"
  | "dishwash"
  | "ovenCleaner"
  | "bleach"
  | "lpg"
  | "handRub"
  | "agChemicals"
  | "batteryAcid"
  | "acetylene"
  | "oxygen"
  | "foodSanitiser"
  | "ammoniumNitrate"
  | "bulkExplosive"
  | "packagedExplosives"
  | "leadPaint"
  | "waterPaint"
  | "solventPaint"
  | "isocyanateHardener"
  | "chainsawFuel"
  | "chainOil"
  | "hydraulicOil"
  | "fishTreatments"
  | "netDisinfectant"
  | "cleaningChemicals";

const BY_INDUSTRY: Record<string, ChemicalProduct[]> = {
  construction: ["cement", "diesel", "thinners"],
  manufacturing: ["cuttingFluid", "degreaser"],
  hospitality: ["dishwash", "ovenCleaner", "bleach", "lpg"],
  healthcare: ["handRub", "bleach"],
  agriculture: ["agChemicals", "diesel"],
  mining: ["diesel", "batteryAcid"],
  transport: ["diesel", "batteryAcid"],
};

const BY_ACTIVITY: Record<string, ChemicalProduct[]> = {
  "hot-work": ["acetylene", "oxygen"],
  "mobile-equipment": ["diesel"],
  "food-safety": ["foodSanitiser"],
  explosives: ["ammoniumNitrate", "bulkExplosive", "packagedExplosives"],
  "lead-paint": ["leadPaint"],
};

/**
 * Products a trade filed under a broad industry holds in place of the industry's usual ones, by the
 * hazard row its own words bring: a harvesting crew's fuels and oils, not a farm's crop sprays; an
 * oyster farm's boat diesel and shed cleaners. The row's wording is settled by the business's words,
 * so where it names what the crew sprays or the fish-health treatments (`worded`), the register
 * starts from those products as well.
 */
const BY_HAZARD: Record<string, { keys: ChemicalProduct[]; worded?: [RegExp, ChemicalProduct[]] }> = {
  "forestry-fuels-oils": {
    keys: ["chainsawFuel", "diesel", "chainOil", "hydraulicOil"],
    worded: [
      /^Fuels, oils and spray chemicals/,
      ["chainsawFuel", "diesel", "chainOil", "hydraulicOil", "agChemicals"],
    ],
  },
  "aquaculture-chemicals": {
    keys: ["diesel", "cleaningChemicals"],
    worded: [/^Fish-health/, ["fishTreatments", "netDisinfectant", "diesel"]],
  },
};

/** The trade's own products from its hazard rows, or none where no row names them. */
function fromTradeRows(ctx: ComposeContext): ChemicalProduct[] | undefined {
  const found = ctx.hazards.flatMap((h) =>
    [h.id, ...(h.alsoCites ?? [])].flatMap((id) => {
      const trade = BY_HAZARD[id];
      if (trade === undefined) return [];
      return trade.worded?.[0].test(h.name) ? trade.worded[1] : trade.keys;
    }),
  );
  return found.length > 0 ? found : undefined;
}

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
    keys: ChemicalProduct[];
    replaces?: boolean;
    notIn?: string[];
    words?: RegExp;
    also?: ChemicalProduct[];
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
  if (processes.includes("welding")) return false;
  // Where the business's own words settled its hot work row as the roofer's torch (the hazard
  // library's wording rule), the register keeps the torch's gas, as that row does.
  const torchRow = ctx.hazards.some((h) => h.id === "hot-work" && /\btorch/i.test(h.name));
  return processes.includes("hot-work") || torchRow;
}

/** The products this business's work keeps, or none where a guess would not help. */
export function chemicalProducts(ctx: ComposeContext): ChemicalProduct[] {
  const text = `${ctx.business.workDescription ?? ""}\n${ctx.metadata.activity ?? ""}`;
  const own = ownProcesses(ctx)
    .map((p) => BY_PROCESS[p])
    .filter((p): p is NonNullable<typeof p> => p !== undefined && !p.notIn?.includes(ctx.business.industry));
  const fromWork = own.flatMap((p) => [...p.keys, ...(p.words?.test(text) ? (p.also ?? []) : [])]);
  const trade = fromTradeRows(ctx);
  const keys = [
    ...(own.some((p) => p.replaces) ? [] : (trade ?? BY_INDUSTRY[ctx.business.industry] ?? [])),
    ...fromWork,
    ...ctx.business.highRiskActivities.flatMap((a) =>
      a === "hot-work" && torchesWithoutWelding(ctx) ? ["lpg" as const] : (BY_ACTIVITY[a] ?? []),
    ),
  ];
  return distinct(keys) as ChemicalProduct[];
}

/** Whether the business keeps hazardous chemicals: a chemical hazard, or products its register lists. */
export const keepsHazardousChemicals = (ctx: ComposeContext): boolean =>
  hasHazard(ctx, "chemical") || chemicalProducts(ctx).length > 0;
