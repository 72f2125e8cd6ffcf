import { describe, expect, it } from "vitest";
import { isPastoralStation } from "./station";

const business = (country: string, workDescription: string, name = "Example Ltd") => ({
  country,
  name,
  industryOther: null,
  workDescription,
});

describe("isPastoralStation", () => {
  it("reads a station from the business's own words in Australia and New Zealand", () => {
    expect(isPastoralStation(business("AU", "Cattle station near Longreach running Brahman cattle"))).toBe(
      true,
    );
    expect(isPastoralStation(business("AU", "Wool-growing on a pastoral lease west of Hay"))).toBe(true);
    expect(isPastoralStation(business("AU", "Mustering and yard work", "Kidman Pastoral Co"))).toBe(true);
    expect(isPastoralStation(business("NZ", "Sheep and beef station on the East Coast"))).toBe(true);
    expect(isPastoralStation(business("NZ", "High-country station running merinos"))).toBe(true);
  });

  it("leaves farms, other stations and other countries as they are", () => {
    expect(isPastoralStation(business("AU", "Beef cattle farm near Gympie"))).toBe(false);
    expect(isPastoralStation(business("AU", "Service station and car wash"))).toBe(false);
    expect(isPastoralStation(business("AU", "Dairy farm with a sewage pumping station"))).toBe(false);
    expect(isPastoralStation(business("NZ", "Pastoral farming of dairy heifers"))).toBe(false);
    expect(isPastoralStation(business("US", "Cattle station and ranch in Montana"))).toBe(false);
  });
});
