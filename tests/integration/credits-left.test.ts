import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OWN_STEPS = { steps: ["Set up and barricade the work area", "Do the work", "Clean up and hand over"] };

describe("GET /api/user/credits says what is left and what was used, per pack", () => {
  it("counts one used per document, across two businesses and two jobs, and nothing for a stranger", async () => {
    const owner = await signedInClient(ctx.app);
    const stranger = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, owner.user.email, "core", 3);
    await grantCredits(ctx.database.db, stranger.user.email, "core", 5);

    const first = await owner.client.get("/api/user/credits");
    expect(first.statusCode).toBe(200);
    expect(first.json().credits.core).toBe(3);
    expect(first.json().used).toMatchObject({ core: 0, "compliance-essentials": 0 });

    const builder = await createBusiness(owner.client, businesses.nswBuilder);
    const other = await createBusiness(owner.client, businesses.nswBuilder);
    for (const [businessId, activity] of [
      [builder, "Installing skylights"],
      [builder, "Replacing gutters"],
      [other, "Installing skylights"],
    ] as const) {
      const made = await owner.client.post("/api/documents/generate", {
        businessId,
        documentType: "swms",
        metadata: { activity, location: `${activity} site`, ...OWN_STEPS },
      });
      expect(made.statusCode, made.body).toBe(201);
    }

    const after = (await owner.client.get("/api/user/credits")).json();
    expect(after.credits.core).toBe(0);
    expect(after.used.core).toBe(3);
    expect(after.used["operational-safety"]).toBe(0);
    // Another account's balance and use are its own.
    const theirs = (await stranger.client.get("/api/user/credits")).json();
    expect(theirs).toMatchObject({ credits: { core: 5 }, used: { core: 0 } });
  });
});
