import { describe, expect, it } from "vitest";
import { forIndustry, profileFor } from "./index";

const events = (code: string, industry?: string) =>
  forIndustry(profileFor(code), industry)
    .incidentNotification.deadlines.map((d) => d.event)
    .join(" | ");

describe("notification rules complete per jurisdiction", () => {
  it("adds Western Australia's remote-location and 10-day serious injuries", () => {
    expect(events("AU-WA")).toMatch(/remote location that requires urgent transfer/);
    expect(events("AU-WA")).toMatch(/normal work for at least 10 days/);
    expect(events("AU-NSW")).not.toMatch(/remote location/);
  });

  it("makes a workplace sexual assault notifiable in the ACT, on 13 22 81", () => {
    const act = profileFor("AU-ACT");
    expect(events("AU-ACT")).toMatch(/^.*Sexual assault incident, including a suspected one/);
    expect(act.regulator.notificationPhone).toMatch(/^13 22 81/);
    expect(events("AU-QLD")).not.toMatch(/Sexual assault/);
  });

  it("puts a WA mine under the Mines Regulations, with its safety management system", () => {
    const mine = forIndustry(profileFor("AU-WA"), "mining");
    expect(mine.primaryRegulations?.id).toBe("au-wa-whs-mines-regulations-2022");
    expect(mine.generalDuties.requirements.join(" ")).toMatch(/mine safety management system/);
    expect(mine.incidentNotification.requirements.join(" ")).toMatch(/Safety Regulation System/);
    expect(JSON.stringify(mine)).not.toContain("au-wa-whs-general-regulations-2022");
    expect(forIndustry(profileFor("AU-WA"), "retail").primaryRegulations?.id).toBe(
      "au-wa-whs-general-regulations-2022",
    );
  });

  it("names New Zealand's notifiable excavations and heights", () => {
    const cats = profileFor("NZ").highRiskWork.categories;
    expect(cats["trench-over-1-5m"]?.text).toMatch(
      /more than 1\.5 m deep that is deeper than it is wide.*24 hours/,
    );
    // Work at height is notifiable only as construction work, so only a builder's documents name it.
    expect(cats["fall-over-2m"]).toBeUndefined();
    expect(
      forIndustry(profileFor("NZ"), "construction").highRiskWork.categories["fall-over-2m"]?.text,
    ).toMatch(/scaffold from which a person could fall 5 m or more/);
  });

  it("tells a GB shop or office that its local authority enforces, and a builder nothing of the kind", () => {
    for (const industry of ["retail", "hospitality", "professional", "office"]) {
      const p = forIndustry(profileFor("UK-GB"), industry);
      expect(p.generalDuties.requirements.join(" "), industry).toMatch(
        /local authority's environmental health/,
      );
    }
    expect(forIndustry(profileFor("UK-GB"), "construction").generalDuties.requirements.join(" ")).not.toMatch(
      /local authority/,
    );
  });
});
