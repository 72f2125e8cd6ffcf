import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_DEFINITIONS, PER_JOB_TYPES } from "../../domain/documents/types/registry";
import { PER_JOB_INDEX_EXCLUDES } from "./schema";

describe("the one-per-business index", () => {
  it("leaves out exactly the types whose definition is per job", () => {
    expect([...PER_JOB_INDEX_EXCLUDES].sort()).toEqual([...PER_JOB_TYPES].sort());
  });

  it("is the index the latest migration that creates it made", () => {
    const folder = path.join(import.meta.dirname, "migrations");
    const latest = readdirSync(folder)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => readFileSync(path.join(folder, f), "utf8"))
      .filter((sql) => sql.includes('CREATE UNIQUE INDEX "policies_business_type_uq"'))
      .at(-1);
    const list = PER_JOB_INDEX_EXCLUDES.map((t) => `'${t}'`).join(", ");
    expect(latest).toContain(`WHERE type not in (${list})`);
  });

  it("derives the per-job types from the definitions, so a new type needs no other list", () => {
    const marked = DOCUMENT_TYPE_DEFINITIONS.filter((d) => "perJob" in d).map((d) => d.id);
    expect(PER_JOB_TYPES).toEqual(marked);
    expect(PER_JOB_TYPES).toContain("swms");
    expect(PER_JOB_TYPES).not.toContain("policy");
  });
});
