import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { goldenMarkdown, goldenTypes } from "./render";

/**
 * First aid training of any kind (the first aid certificate, remote area first aid) is refreshed
 * at one interval in a training record: the law's where it sets one, else the business's own.
 */
describe("every first aid row of a training record is refreshed at one interval", () => {
  it("a remote area first aid row has the first aid certificate's refresher", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      if (!goldenTypes(g).includes("training-record")) continue;
      const rows = goldenMarkdown(g, "training-record")
        .split("\n")
        .filter((l) => l.startsWith("| "));
      const refresher = (row: string | undefined) => row?.split(" | ")[3];
      const certificate = refresher(rows.find((r) => r.startsWith("| First aid certificate |")));
      for (const row of rows.filter((r) => /^\| Remote (?:area )?first aid\b/i.test(r))) {
        seen++;
        expect(refresher(row), `${g.slug}: ${row.slice(0, 120)}`).toBe(certificate);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
