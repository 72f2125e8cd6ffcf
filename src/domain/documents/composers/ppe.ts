/** Checks for items of personal protective equipment. */

/** What to check on an item of PPE, by the kind of item. */
export function ppeCheck(item: string): string {
  const checks: [RegExp, string][] = [
    [
      /harness|lanyard|fall[- ]arrest/i,
      "Check webbing, stitching and connectors before each use; remove from service after a fall",
    ],
    [/respirator|mask|breathing/i, "Fit-tested; check seals, valves and filters before each use"],
    // Before the helmet: sun clothing may name the brim fitted to a helmet.
    [
      /sun[- ]protective|sun protection|broad-brimmed/i,
      "Check it covers the arms, legs and neck and the brim is fitted; replace when torn or worn thin",
    ],
    [
      /helmet|hard hat/i,
      "Check shell and cradle for cracks; replace after an impact or at the {{local.makers}} expiry date",
    ],
    [
      /glove/i,
      /disposable/i.test(item)
        ? "Single use; discard after each task"
        : "Check for holes and wear; replace if damaged",
    ],
    [/\bdisposable\b/i, "Single use; discard after each task"],
    [/\bear|hearing/i, "Check seals and fit; replace disposable plugs daily"],
    [/glasses|goggles|face shield|visor/i, "Keep clean; replace if scratched or cracked"],
    // Before other footwear: a saw operator's boots are also spent by a cut into their protective layer.
    [
      /(chainsaw|cut-resistant|cut protection).*\b(boots?|footwear)\b|\b(boots?|footwear)\b.*(cut-resistant|cut protection)/i,
      "Check soles, uppers and the cut-resistant layer; replace when worn or cut by a saw",
    ],
    [/boot|footwear|shoe/i, "Check soles, toe caps and midsoles; replace when worn"],
    [/high-visibility|hi-vis/i, "Replace when faded, torn or dirty"],
  ];
  return checks.find(([pattern]) => pattern.test(item))?.[1] ?? "Inspect before each use; replace if damaged";
}
