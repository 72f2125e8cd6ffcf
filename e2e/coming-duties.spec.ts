import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { createBusiness, DESKTOP, nswRoofer, overflows, PHONE, SHOTS } from "./support/flows";

const leedsCafe = {
  name: "Leeds Corner Café",
  country: "UK",
  jurisdiction: "UK-GB",
  industry: "hospitality",
  employeeCount: "6-19",
  regions: ["UK-GB"],
  highRiskActivities: ["hot-work", "manual-handling"],
};

test("the business page shows what's coming for the business, or says nothing is", async ({ page }) => {
  await signUp(page);
  const cafe = await createBusiness(page, leedsCafe);
  const roofer = await createBusiness(page, nswRoofer);

  for (const [size, name] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/businesses/${cafe}/requirements`);
    const section = page.getByTestId("coming");
    await expect(section.getByRole("heading", { name: "What's coming for this business" })).toBeVisible();
    const duties = section.getByTestId("coming-duty");
    // Announced in Great Britain, neither yet in force: Martyn's Law for premises such as a café, and
    // the "all reasonable steps" harassment duty for every employer.
    await expect(duties).toHaveCount(2);
    const martyn = section.locator('[data-id="gb-martyns-law"]');
    await expect(martyn).toContainText("Date not yet fixed");
    await expect(martyn).toContainText("Terrorism (Protection of Premises) Act 2025");
    await expect(martyn).toContainText(
      "This applies to the business if it is reasonable to expect that 200 or more people may be at your premises",
    );
    await expect(martyn.getByRole("link", { name: "Source" })).toHaveAttribute(
      "href",
      "https://www.legislation.gov.uk/ukpga/2025/10/contents",
    );
    await expect(section.locator('[data-id="gb-harassment-all-reasonable-steps"]')).toContainText(
      "all reasonable steps",
    );
    expect(await overflows(page)).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/coming-duties-${name}.png`, fullPage: true });

    // Every dated change of Australian law in the knowledge base has begun: nothing is coming.
    await page.goto(`/businesses/${roofer}/requirements`);
    await expect(page.getByTestId("coming-empty")).toHaveText(
      "Nothing is coming for this business in the next 12 months that SafeDraft knows of.",
    );
    await expect(page.getByTestId("coming-duty")).toHaveCount(0);
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/coming-duties-empty-${name}.png`, fullPage: true });
  }
});

test("the monthly e-mail can be turned off in Settings, and stays off", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings?tab=notifications");
  const toggle = page.getByRole("switch", { name: "What's coming" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByTestId("toast")).toContainText("Notification settings saved");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  // Another switch saved later leaves it off.
  await page.getByRole("switch", { name: "Security alerts" }).click();
  await page.reload();
  await expect(page.getByRole("switch", { name: "What's coming" })).toHaveAttribute("aria-checked", "false");
});
