import { describe, expect, it } from "vitest";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const register = (g: GoldenBusiness) => renderPlainText(composeGolden(g, "hazard-register"));
const describedAs = (slug: string, workDescription: string): GoldenBusiness => {
  const g = golden(slug);
  return { ...g, business: { ...g.business, workDescription } };
};

describe("a machine shop's register holds its cutting fluid, though its description never says coolant", () => {
  it("CNC turning and milling of metal brings the metalworking fluid rows to the business's own register", () => {
    const shop = golden("uk-gb-machine-shop-mwf-6-19");
    expect(shop.business.workDescription).not.toMatch(/coolant|fluid/i);
    const text = register(shop);
    expect(text).toMatch(/Hazard: Metalworking fluids on the skin/);
    expect(text).toMatch(/Hazard: Metalworking fluid mist and vapour/);
  });

  it("a joinery's CNC router and a flour mill's milling bring no cutting fluid", () => {
    for (const g of [
      describedAs("us-wa-manufacturing-20-49", "Custom kitchen cabinets cut on a CNC router, edge-banded and assembled"),
      describedAs("au-qld-manufacturing-50-199", "Flour milling and bagging"),
    ])
      expect(register(g), g.business.workDescription ?? "").not.toMatch(/Metalworking fluid/);
  });

  it("a joinery's CNC machining centre, router and lathe, and dry machining of metal, bring no cutting fluid", () => {
    for (const g of [
      describedAs(
        "us-wa-manufacturing-20-49",
        "Joinery: kitchen doors cut on a CNC router and a CNC machining centre, and stair spindles turned on a wood lathe",
      ),
      describedAs("uk-gb-manufacturing-6-19", "Timber stair parts: CNC turning and milling of hardwood balusters on a CNC lathe"),
      describedAs("uk-gb-manufacturing-6-19", "CNC turning and milling of cast iron, machined dry"),
    ])
      expect(register(g), g.business.workDescription ?? "").not.toMatch(/Metalworking fluid/);
  });

  it("a machine shop cutting steel, brass or aluminium on a CNC lathe or machining centre still gets both fluid rows", () => {
    for (const g of [
      describedAs("us-wa-manufacturing-20-49", "Precision parts in brass and stainless steel on CNC lathes"),
      describedAs("uk-gb-manufacturing-6-19", "Aluminium housings milled on a machining centre"),
    ]) {
      const text = register(g);
      expect(text, g.business.workDescription ?? "").toMatch(/Hazard: Metalworking fluids on the skin/);
      expect(text, g.business.workDescription ?? "").toMatch(/Hazard: Metalworking fluid mist and vapou?r/);
    }
  });
});

describe("a policy names the hazards that matter most by their risk, not by the order they were listed", () => {
  it("a machine shop's policy names both the skin and the mist of its metalworking fluid, rated alike", () => {
    const policy = renderPlainText(composeGolden(golden("uk-gb-machine-shop-mwf-6-19"), "policy"));
    const focus = policy.split("\n").find((l) => l.includes("paying particular attention to")) ?? "";
    expect(focus).toMatch(/metalworking fluids on the skin/);
    expect(focus).toMatch(/metalworking fluid mist and vapour/);
  });
});
