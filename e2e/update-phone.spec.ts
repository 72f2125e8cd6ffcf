import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import {
  buyCore,
  createBusiness,
  DESKTOP,
  generate,
  nswRoofer,
  origin,
  overflows,
  PHONE,
  SHOTS,
} from "./support/flows";

/** A policy whose business grew: several of its sections would now read differently. */
async function documentWithChanges(page: Page) {
  await signUp(page, "Mere", "Tane");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "policy");
  const changed = await page.request.put(`/api/businesses/${businessId}`, {
    headers: origin(page),
    data: {
      ...nswRoofer,
      employeeCount: "20-49",
      highRiskActivities: [...nswRoofer.highRiskActivities, "confined-spaces", "hazardous-chemicals"],
    },
  });
  expect(changed.status()).toBe(200);
  // The check runs in the background: the update page lists the sections once it has.
  await expect(async () => {
    await page.goto(`/updates/${id}`);
    await expect(page.locator("section[data-section]").first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return id;
}

test("on a phone the update shows one changed section at a time, and desktop shows them all", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await documentWithChanges(page);
  const sections = page.locator("section[data-section]");
  const count = await sections.count();
  expect(count).toBeGreaterThan(1);

  await page.setViewportSize(PHONE);
  await page.goto(`/updates/${id}`);
  await expect(page).toHaveTitle(/^Document update — SafeDraft$/);
  const stepper = page.getByTestId("change-stepper");
  await expect(stepper).toContainText(`Change 1 of ${count}`);
  await expect(sections.locator("visible=true")).toHaveCount(1);
  const first = await sections.locator("visible=true").getAttribute("data-section");
  await expect(stepper.getByRole("button", { name: "Previous change" })).toBeDisabled();
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/update-phone-change-1.png`, fullPage: true });

  // The owner keeps their text in the first section, looks at the second, and comes back: the
  // choice is still there.
  await sections.locator("visible=true").getByLabel("Keep mine").check();
  await stepper.getByRole("button", { name: "Next change" }).click();
  await expect(stepper).toContainText(`Change 2 of ${count}`);
  await expect(sections.locator("visible=true")).toHaveCount(1);
  expect(await sections.locator("visible=true").getAttribute("data-section")).not.toBe(first);
  await expect(sections.locator("visible=true").getByLabel("Take the new text")).toBeChecked();
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/update-phone-change-2.png`, fullPage: true });
  await stepper.getByRole("button", { name: "Previous change" }).click();
  await expect(stepper).toContainText(`Change 1 of ${count}`);
  await expect(sections.locator("visible=true").getByLabel("Keep mine")).toBeChecked();

  // To the last change, where "Next" stops.
  for (let n = 2; n <= count; n++) await stepper.getByRole("button", { name: "Next change" }).click();
  await expect(stepper).toContainText(`Change ${count} of ${count}`);
  await expect(stepper.getByRole("button", { name: "Next change" })).toBeDisabled();
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await overflows(page), `${width} px`).toBe(false);
  }

  // Desktop is unchanged: every section at once, no stepper.
  await page.setViewportSize(DESKTOP);
  await expect(stepper).toHaveCount(0);
  await expect(sections.locator("visible=true")).toHaveCount(count);
});
