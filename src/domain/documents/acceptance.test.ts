import { describe, expect, it } from "vitest";
import { acceptanceRows } from "./acceptance";

describe("acceptance rows in the document control", () => {
  it("names the organisation, the person, the time and the version, in the country's date order", () => {
    const acme = {
      name: "Jo Smith",
      organisation: "Acme Builders",
      acceptedAt: "2026-12-03T09:14:00Z",
      issue: 2,
    };
    expect(acceptanceRows([acme], "AU")).toEqual([
      ["Accepted by", "Acme Builders (Jo Smith), 3 December 2026 09:14 UTC, version 2"],
    ]);
    expect(acceptanceRows([acme], "US")[0]![1]).toBe(
      "Acme Builders (Jo Smith), December 3, 2026 09:14 UTC, version 2",
    );
    expect(acceptanceRows([], "AU")).toEqual([]);
  });
});
