import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * First aid training of any kind (the first aid certificate, remote area first aid) is refreshed
 * at one interval in a training record: the law's where it sets one, else the business's own.
 * The golden documents are composed when the file is collected (outside a test's time limit),
 * once for all golden test files.
 */
const records = [...renderGoldenDocuments()].filter(([file]) => file.endsWith("/training-record.md"));

describe("every first aid row of a training record is refreshed at one interval", () => {
  it("a remote area first aid row has the first aid certificate's refresher", () => {
    let seen = 0;
    for (const [file, markdown] of records) {
      const rows = markdown.split("\n").filter((l) => l.startsWith("| "));
      const refresher = (row: string | undefined) => row?.split(" | ")[3];
      const certificate = refresher(rows.find((r) => r.startsWith("| First aid certificate |")));
      for (const row of rows.filter((r) => /^\| Remote (?:area )?first aid\b/i.test(r))) {
        seen++;
        expect(refresher(row), `${file}: ${row.slice(0, 120)}`).toBe(certificate);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
