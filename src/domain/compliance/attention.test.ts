import { describe, expect, it } from "vitest";
import type { DocSection } from "../documents/content";
import { attentionFor, permitExpiry } from "./attention";

const permit = (expires: string, closedBy = ""): DocSection[] => [
  {
    id: "work-details",
    heading: "Work Details",
    body: "",
    tables: [
      {
        id: "permit-details",
        caption: "Permit details",
        columns: [],
        rows: [
          { field: "Permit no.", value: "" },
          { field: "Expires (date / time)", value: expires },
        ],
      },
    ],
  },
  {
    id: "close-out",
    heading: "Close-out",
    body: "",
    tables: [
      {
        id: "close-out-sign",
        caption: "Permit closed",
        columns: [],
        rows: [{ role: "Issuer", name: closedBy, signature: "", date: "" }],
      },
    ],
  },
];

describe("permitExpiry", () => {
  it("reads the expiry on the business's clock, day first outside the US and month first in it", () => {
    expect(permitExpiry(permit("1/12/2026 5:00 pm"), "AU-NSW")?.toISOString()).toBe(
      "2026-12-01T06:00:00.000Z",
    );
    expect(permitExpiry(permit("12/1/2026 5:00 pm"), "US-CA")?.toISOString()).toBe(
      "2026-12-02T01:00:00.000Z",
    );
    expect(permitExpiry(permit("2026-03-03 11:30"), "UK-GB")?.toISOString()).toBe("2026-03-03T11:30:00.000Z");
    // A day alone runs to its end.
    expect(permitExpiry(permit("3/3/26"), "UK-GB")?.toISOString()).toBe("2026-03-04T00:00:00.000Z");
    expect(permitExpiry(permit(""), "UK-GB")).toBeNull();
    expect(permitExpiry(permit("when the job is done"), "UK-GB")).toBeNull();
    expect(permitExpiry(permit("31/2/2026"), "UK-GB")).toBeNull();
  });
});

describe("attentionFor", () => {
  const now = new Date("2026-03-03T12:00:00Z");
  const base = {
    type: "permit",
    issued: true,
    markedFor: [] as ("law" | "business")[],
    jurisdiction: "UK-GB",
  };
  it("an issued document with nothing waiting needs nothing", () => {
    expect(attentionFor({ ...base, type: "policy" }, now)).toEqual([]);
    expect(attentionFor({ ...base, sections: permit("3/3/2026 5pm") }, now)).toEqual([]);
  });
  it("names a waiting update, a draft, and a permit open past its expiry (but not one closed out)", () => {
    const reasons = (f: Parameters<typeof attentionFor>[0]) => attentionFor(f, now).map((a) => a.reason);
    expect(reasons({ ...base, type: "policy", markedFor: ["law", "business"] })).toEqual([
      "law-update",
      "business-update",
    ]);
    expect(reasons({ ...base, type: "policy", issued: false })).toEqual(["draft"]);
    expect(reasons({ ...base, sections: permit("3/3/2026 9:30 am") })).toEqual(["permit-open"]);
    expect(reasons({ ...base, sections: permit("3/3/2026 9:30 am", "Sam Issuer") })).toEqual([]);
  });
});
