import { describe, expect, it } from "vitest";
import { hazardsFromText } from ".";
import {
  namesOthersPlaces,
  namesOwnPremises,
  placesOnlyVisited,
  withoutPlacesVisited,
} from "./places-visited";

describe("a place the work only goes to is not the business's premises", () => {
  it("leaves out the places a list after a going-to word names", () => {
    const text = "Funeral home: we collect the deceased from homes, hospitals and nursing homes";
    const left = withoutPlacesVisited(text, "other");
    expect(left).not.toMatch(/hospital|nursing/);
    expect(left).toContain("Funeral home");
    expect(withoutPlacesVisited("We clean offices, hotels and schools at night", "other")).not.toMatch(
      /hotel|school/,
    );
  });

  it("leaves out places named by the work done for them", () => {
    const left = withoutPlacesVisited("Hospital and hotel cleaning contractor: washrooms and wards", "other");
    expect(left).not.toMatch(/hospital|hotel/);
    expect(left).toContain("cleaning contractor");
    expect(withoutPlacesVisited("Hotel laundry and housekeeping", "other")).toContain("Hotel laundry");
  });

  it("keeps a place the business names as its own", () => {
    expect(withoutPlacesVisited("Hotel with 80 guest rooms and a spa pool", "other")).toContain("Hotel");
    expect(withoutPlacesVisited("Breakfast and room service in our hotel", "other")).toContain("hotel");
  });

  it("keeps a place a business of its industry names wherever it is named", () => {
    expect(withoutPlacesVisited("Restaurant and bar at the Lakeside Hotel", "hospitality")).toContain(
      "Hotel",
    );
    expect(withoutPlacesVisited("Restaurant and bar at the Lakeside Hotel", "other")).not.toMatch(/hotel/i);
  });

  it("keeps the business's own trade words beside the places it works in", () => {
    const text = "Plumbing contractor working in hotels and hospitals on hot water systems";
    expect(withoutPlacesVisited(text, "construction")).toMatch(/plumbing.*hot water systems/i);
    expect(withoutPlacesVisited(text, "construction")).not.toMatch(/hotel|hospital/);
  });

  it("returns a text with nothing left out as written", () => {
    const text = "Re-roofing and gutters; two-storey houses (occupied).";
    expect(withoutPlacesVisited(text, "construction")).toBe(text);
  });

  it("brings a hotel's laundry rows for its own laundry, not for a laundry washing hotels' linen", () => {
    expect(hazardsFromText("Laundry washing and ironing the linen of our hotel", "other")).toContain(
      "laundry-machinery",
    );
    expect(
      hazardsFromText("Laundry washing and ironing linen for hotels and care homes", "other"),
    ).not.toContain("laundry-machinery");
  });

  it("reads the venues a door-supervision firm works at as visited, whatever its industry", () => {
    const text = "door supervisors for pubs and nightclubs, crowd control at events";
    expect(withoutPlacesVisited(text, "hospitality")).not.toMatch(/pubs|nightclubs/);
    expect(hazardsFromText(text, "hospitality")).not.toContain("cellar-gas");
    // A pub that employs its own door staff still runs its pub.
    expect(hazardsFromText("Pub with door supervisors on Fridays", "hospitality")).toContain("cellar-gas");
  });
});

describe("a place the description names only as where the work goes", () => {
  const funeral = "Funeral home: we collect the deceased from homes, hospitals and nursing homes";

  it("is where the work goes wherever a document's scope names it", () => {
    const visited = placesOnlyVisited(funeral, "other");
    expect(visited).toEqual(expect.arrayContaining(["hospitals", "nursing homes"]));
    const scope = withoutPlacesVisited("Hospitals and nursing homes", "other", undefined, visited);
    expect(scope).not.toMatch(/hospital|nursing/i);
    expect(hazardsFromText(scope, "other")).not.toContain("guest-water-legionella");
  });

  it("stays the business's own where the scope says so, or the description runs it", () => {
    const visited = placesOnlyVisited(funeral, "other");
    expect(withoutPlacesVisited("Our nursing home", "other", undefined, visited)).toContain("nursing home");
    expect(placesOnlyVisited("Nursing home with 60 beds; we also visit hospitals", "other")).not.toContain(
      "nursing home",
    );
    expect(placesOnlyVisited("", "other")).toEqual([]);
  });
});

describe("premises of the business's own, beside others' places", () => {
  it("reads owners' and customers' properties as others' places", () => {
    expect(namesOthersPlaces("We trim and shoe horses at owners' properties")).toBe(true);
    expect(namesOthersPlaces("Window cleaning at customers' properties")).toBe(true);
  });

  it("reads a premises word as the business's own only after our", () => {
    expect(namesOwnPremises("Rural fencing, with steel fabrication in our workshop")).toBe(true);
    expect(namesOwnPremises("Mobile crane hire from our depots")).toBe(true);
    expect(namesOwnPremises("Window cleaning for homes and shops from our van")).toBe(false);
    expect(namesOwnPremises("We have no workshop of our own")).toBe(false);
  });
});
