import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue";
import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { KnowledgeChange } from "../../src/domain/legal/releases";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { deployableLaw } from "../helpers/law";

/**
 * "What this business needs" shows the requirements a release adds for the business as new since
 * the change, with the change in plain words; the compiled knowledge base's own list is unchanged.
 */

let clock = new Date("2026-11-23T09:00:00Z");
/** The knowledge base the app runs on; a test "deploys" another release with `deploy`. */
const { law, deploy } = deployableLaw();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock, law });
});
afterAll(async () => {
  await ctx?.close();
});

type Item = {
  documentType: string;
  level: string;
  added: { since: string; summary: string; source: string } | null;
};
const requirements = async (client: Client, businessId: string) => {
  const res = await client.get(`/api/businesses/${businessId}/requirements`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().requirements as Item[];
};

/** A release whose change makes `type` required in New South Wales from its effective day. */
function releaseRequiring(type: string, change: KnowledgeChange): Law {
  return {
    release: "2026-12-01.1",
    changelog: [...CURRENT_LAW.changelog, { id: "2026-12-01.1", date: "2026-12-01", changes: [change] }],
    profileOn: (code, day) => {
      const profile = CURRENT_LAW.profileOn(code, day);
      if (code !== "AU-NSW" || day < change.effective) return profile;
      return {
        ...profile,
        requirements: {
          ...profile.requirements,
          [type]: { level: "required", reasons: [{ topic: "firstAid" }] },
        },
      };
    },
  };
}

describe("requirements a release adds", () => {
  it("are listed as new since the change, with its plain words, and only for the business they apply to", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const nsw = await signedInClient(ctx.app);
    const nswId = await createBusiness(nsw.client, businesses.nswBuilder);
    const vic = await signedInClient(ctx.app);
    const vicId = await createBusiness(vic.client, businesses.vicBuilder);

    const before = await requirements(nsw.client, nswId);
    expect(before.every((r) => r.added === null)).toBe(true);
    const type = DOCUMENT_TYPE_IDS.find((t) => !before.some((r) => r.documentType === t))!;
    expect(type).toBeDefined();

    const change: KnowledgeChange = {
      id: "nsw-new-duty",
      summary: "New South Wales: every business must now keep this document.",
      jurisdictions: ["AU-NSW"],
      items: [`AU-NSW:requirements.${type}`],
      source: "https://www.safework.nsw.gov.au/",
      effective: "2026-12-01",
    };
    deploy(releaseRequiring(type, change));

    // Before the change takes effect, nothing is new.
    clock = new Date("2026-11-30T09:00:00Z");
    expect((await requirements(nsw.client, nswId)).some((r) => r.documentType === type)).toBe(false);

    clock = new Date("2026-12-02T09:00:00Z");
    const after = await requirements(nsw.client, nswId);
    const added = after.find((r) => r.documentType === type)!;
    expect(added.level).toBe("required");
    expect(added.added).toEqual({ since: "2026-12-01", summary: change.summary, source: change.source });
    // The business's other requirements were there before: none is new.
    expect(after.filter((r) => r.added !== null).map((r) => r.documentType)).toEqual([type]);

    // Another jurisdiction's business is not told about it.
    expect((await requirements(vic.client, vicId)).every((r) => r.added === null)).toBe(true);

    // A year on, it is simply a requirement.
    clock = new Date("2027-12-03T09:00:00Z");
    const later = (await requirements(nsw.client, nswId)).find((r) => r.documentType === type)!;
    expect(later.added).toBeNull();
  });
});
