import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/**
 * A permit to work is issued and closed per job or shift: the editor offers no yearly review date,
 * the dashboard never calls it due for review, and its signatures ask for the date and time.
 */
const server = new OwnServer();
const email = `permit-${Date.now()}@example.com`;
const password = "a long enough password";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const cookie = await server.startWithCoreCredits({
    email,
    password,
    firstName: "Wiremu",
    lastName: "Hohaia",
  });
  await server.buy(cookie, "operational-safety");
});
test.afterAll(async () => {
  await server.stop();
});

for (const screen of [
  { name: "a desktop", viewport: { width: 1366, height: 900 } },
  { name: "a phone", viewport: { width: 390, height: 844 } },
]) {
  test(`on ${screen.name} a permit has no review date and its signatures take a time`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    await signIn(page, server.url, email, password);
    const headers = { origin: server.url };
    const business = await page.request.post(`${server.url}/api/businesses`, {
      headers,
      data: {
        name: `Hohaia Steel ${screen.viewport.width}`,
        country: "AU",
        jurisdiction: "AU-NSW",
        industry: "construction",
        employeeCount: "6-19",
        regions: ["AU-NSW"],
        highRiskActivities: ["working-at-height"],
      },
    });
    expect(business.status()).toBe(201);
    const generated = await page.request.post(`${server.url}/api/documents/generate`, {
      headers,
      data: {
        businessId: (await business.json()).id,
        documentType: "permit",
        metadata: {
          activity: "Welding a handrail bracket",
          location: "Level 2, 8 King St",
          steps: ["Barricade the area and set up screens", "Weld the bracket", "Fire watch and hand back"],
        },
      },
    });
    expect(generated.status(), await generated.text()).toBe(201);
    const permit = (await generated.json()) as { id: string; title: string; nextReviewOn: string | null };
    expect(permit.nextReviewOn).toBeNull();

    await page.goto(`${server.url}/editor/${permit.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(permit.title);
    await expect(page.getByTestId("no-review")).toContainText("not reviewed yearly");
    await expect(page.getByLabel("Next review")).toHaveCount(0);
    for (const caption of ["Authorisation", "Work crew acknowledgement", "Permit closed"]) {
      const table = page.locator("table", { has: page.locator("caption", { hasText: caption }) }).first();
      // A column header on a desktop; on a phone each stacked cell carries the label.
      const label = table.getByText("Date / time", { exact: true }).filter({ visible: true }).first();
      await expect(label, caption).toBeVisible();
    }

    // The dashboard lists the permit (a draft not yet issued) but never with a review date.
    await page.goto(`${server.url}/`);
    const panel = page.getByTestId("compliance-panel");
    const row = panel
      .getByRole("listitem")
      .filter({ hasText: "Welding a handrail bracket" })
      .filter({ hasText: `Hohaia Steel ${screen.viewport.width}` });
    await expect(row).toContainText("per job, no yearly review");
    await expect(row).not.toContainText(/review \d/);
  });
}
