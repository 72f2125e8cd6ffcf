import { expect, test } from "@playwright/test";
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

test("an update flags only what the owner changed, marks the changed words and names the change as the owner's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Olivia", "Hart");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "policy");

  // Opened, edited in one section only, and published: the editor rewrites every link's markup.
  await page.goto(`/editor/${id}`);
  await page.getByRole("button", { name: "Start Editing" }).click();
  const scope = page.getByRole("textbox", { name: "Scope", exact: true });
  await scope.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Our foreman checks every harness.");
  await page.getByRole("button", { name: /^Issue version \d+$/ }).click();
  await expect(page.getByText(/Status:\s*published/i).first()).toBeVisible();

  const changed = await page.request.put(`/api/businesses/${businessId}`, {
    headers: origin(page),
    data: {
      ...nswRoofer,
      employeeCount: "20-49",
      highRiskActivities: [...nswRoofer.highRiskActivities, "confined-spaces", "hazardous-chemicals"],
    },
  });
  expect(changed.status()).toBe(200);

  // The check runs in the background: the notice appears once it has.
  const notice = page.getByTestId("updates-notice");
  await expect(async () => {
    await page.goto("/");
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(notice.getByRole("heading", { name: "You changed your business details" })).toBeVisible();
  await expect(notice.getByTestId("updates-notice-business")).toContainText(
    "Headcount changed from 6-19 employees to 20-49 employees",
  );
  await expect(notice.getByRole("heading", { name: "The law changed" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/updates-notice-desktop.png` });

  await notice
    .getByRole("link", { name: /Work Health and Safety Policy|WHS Policy|Policy/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/updates/${id}$`));
  await expect(page.getByTestId("business-reasons")).toContainText("Headcount changed");
  await expect(page.getByTestId("law-reasons")).toHaveCount(0);

  // Several sections read differently; only Scope, the one the owner typed in, is theirs.
  const sections = page.locator("section[data-section]");
  expect(await sections.count()).toBeGreaterThan(1);
  await expect(page.locator('section[data-section="references"]')).toHaveCount(1);
  const flagged = page.locator("section[data-section]", { hasText: "You edited this section" });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toHaveAttribute("data-section", "scope");
  await expect(flagged.getByTestId("current-text")).toContainText("Our foreman checks every harness.");

  // The words that differ are marked on both sides, and only those.
  const scopeSection = page.locator('section[data-section="scope"]');
  await expect(scopeSection.getByTestId("current-text").locator("del").first()).toBeVisible();
  await expect(scopeSection.getByTestId("proposed-text").locator("ins").first()).toBeVisible();
  const insText = await scopeSection.getByTestId("proposed-text").locator("ins").allInnerTexts();
  expect(insText.join(" ")).toMatch(/20|49|confined|chemical/i);
  const wholeProposed = (await scopeSection.getByTestId("proposed-text").textContent()) ?? "";
  expect(insText.join(" ").length).toBeLessThan(wholeProposed.length / 2);
  await page.screenshot({ path: `${SHOTS}/update-page-desktop.png`, fullPage: false });
  await scopeSection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/update-scope-desktop.png` });

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId("business-reasons")).toBeVisible();
  await expect(page.locator("section[data-section]", { hasText: "You edited this section" })).toHaveCount(1);
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/update-page-phone.png` });
  await page.locator('section[data-section="scope"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/update-scope-phone.png` });

  // Scope needs a choice; everything else applies with the new text.
  await page.locator('section[data-section="scope"]').getByLabel("Keep mine").check();
  await page.getByRole("button", { name: "Apply these choices" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(page.getByText("Our foreman checks every harness.")).toBeVisible();
});
