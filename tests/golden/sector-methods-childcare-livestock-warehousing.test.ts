import { describe, expect, it } from "vitest";
import { bySlug, everyDocument, goldenMarkdown } from "./render";

/**
 * A childcare centre, a hog farm, a cattle station and a distribution warehouse each get the
 * method of their own job in their per-job documents (the SWMS, JSA or RAMS, and the SOP), with
 * the controls a safety professional would look for first, and nothing of another trade's: no
 * crane with outriggers and a dogging licence for a nappy change, no mine haul road for a manure
 * pit, no road driving hazards for a warehouse whose people do not drive.
 */

const PER_JOB = ["swms", "sop-template"] as const;
const ANOTHER_TRADE = [/outrigger/i, /dogging/i, /haul truck/i, /haul road/i, /\bcranes?\b/i, /windrow/i];

function perJob(slug: string): string {
  const golden = bySlug(slug);
  return PER_JOB.map((type) => goldenMarkdown(golden, type)).join("\n");
}

describe("sector methods in the per-job documents", () => {
  it.each([
    "au-nsw-childcare-20-49",
    "us-ia-hog-farm-6-19",
    "au-qld-cattle-station-6-19",
    "uk-gb-warehouse-50-199",
  ])("%s: no document carries another trade's cranes, dogging or mine haul roads", (slug) => {
    const text = everyDocument(bySlug(slug));
    for (const line of ANOTHER_TRADE) expect(text).not.toMatch(line);
  });

  it("a nappy change is hand hygiene, gloves and a change table with steps the child climbs", () => {
    const text = perJob("au-nsw-childcare-20-49");
    expect(text).toMatch(/method for nappy changing and toileting children/);
    expect(text).toMatch(/Hand hygiene after every change/);
    expect(text).toMatch(/change table/i);
    expect(text).toMatch(/pull-out steps/);
    expect(text).toMatch(/Disposable gloves/);
    expect(text).toMatch(/never left alone on the table/);
  });

  it("a childcare centre's hazards are children's care, not plant", () => {
    const register = goldenMarkdown(bySlug("au-nsw-childcare-20-49"), "hazard-register");
    expect(register).toMatch(/Aggression from parents, visitors and children/);
    expect(register).toMatch(/Outdoor play, water play and excursions/);
    for (const line of [/Mobile plant/, /Laboratories, workshops/, /Fume cupboards/, /lifting gear/i])
      expect(register).not.toMatch(line);
  });

  it("a manure pit is hydrogen sulfide: gas detection, nobody in the pit, and rescue only from outside", () => {
    const golden = bySlug("us-ia-hog-farm-6-19");
    const text = perJob("us-ia-hog-farm-6-19");
    expect(text).toMatch(/method for manure pit and slurry agitation/);
    expect(text).toMatch(/hydrogen sulfide/i);
    expect(text).toMatch(/gas detector|hydrogen sulfide monitor/i);
    expect(text).toMatch(/so nobody enters/);
    expect(text).toMatch(/standby person outside who never enters/);
    expect(text).toMatch(/do not go in after them/);
    expect(text).toMatch(/rescue plan with breathing apparatus/);
    expect(goldenMarkdown(golden, "emergency-plan")).toMatch(/Person overcome by manure gas \(hydrogen sulfide\)/);
  });

  it("destroying injured cattle is a firearm method: locked storage, a clear line of fire and a safe backstop", () => {
    const text = perJob("au-qld-cattle-station-6-19");
    expect(text).toMatch(/method for euthanasia of livestock with a firearm or captive bolt/);
    expect(text).toMatch(/firearm/i);
    expect(text).toMatch(/safe backstop/);
    expect(text).toMatch(/out of the line of fire/);
    expect(text).toMatch(/muzzle kept pointed in a safe direction/);
    expect(text).toMatch(/firearms licence the law requires/);
    expect(text).toMatch(/Earmuffs or earplugs rated for gunshot/);
  });

  it("a warehouse's dock work holds the trailer and keeps the driver safe, and its register has racking and no road driving", () => {
    const golden = bySlug("uk-gb-warehouse-50-199");
    const text = perJob("uk-gb-warehouse-50-199");
    expect(text).toMatch(/method for loading dock work/);
    expect(text).toMatch(/Vehicle restraint engaged/);
    expect(text).toMatch(/dock leveller/i);
    expect(text).toMatch(/driver safe zone/);
    expect(text).toMatch(/trailer stands/i);
    const register = goldenMarkdown(golden, "hazard-register");
    expect(register).toMatch(/Pallet racking collapse and falling loads/);
    for (const line of [/Driver fatigue/, /Road crashes/]) expect(register).not.toMatch(line);
  });
});
