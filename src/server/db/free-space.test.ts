import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tooLittleSpace } from "./free-space";

describe("the data folder's free space, checked before the embedded database opens", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-space-"));

  it("lets the server start where there is room", () => {
    expect(tooLittleSpace(dir, 1)).toBeUndefined();
  });

  it("names DATA_DIR, the space there and what to do when there is too little", () => {
    // More than any disk holds: the check reads the real file system, so only the bar is raised.
    const problem = tooLittleSpace(dir, 2 ** 40);
    expect(problem).toMatch(/^DATA_DIR: only \d+ MB is free on the disk of /);
    expect(problem).toContain(dir);
    expect(problem).toMatch(/Free some space there, or set DATA_DIR to a folder on a larger disk\./);
  });

  it("checks the nearest existing folder for a data folder not made yet", () => {
    expect(tooLittleSpace(path.join(dir, "not", "yet", "made"), 1)).toBeUndefined();
  });
});
