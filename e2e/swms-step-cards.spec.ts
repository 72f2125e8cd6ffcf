import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, overflows, PHONE, SHOTS } from "./support/flows";

const ADDED = "Spotter holds the ladder base";

test("on a phone a SWMS's steps are cards to step through and edit; desktop keeps the table and shows the edit", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "Ana", "Ruiz");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "swms", {
    activity: "Replacing roof sheeting",
    location: "8 Church St, Parramatta NSW",
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/editor/${id}`);
  const cards = page.getByTestId("step-cards");
  await expect(cards).toBeVisible();
  // The work method is no longer a table on a phone; other tables still are.
  const methodTable = page.locator("table", {
    has: page.locator("caption", { hasText: "Job steps – Replacing roof sheeting" }),
  });
  await expect(methodTable).toHaveCount(0);
  const card = cards.getByTestId("step-card");
  const count = await cards.getByRole("combobox", { name: "Go to step" }).locator("option").count();
  expect(count).toBeGreaterThan(2);
  await expect(card).toContainText(`Step 1 of ${count}`);
  await expect(card.getByRole("heading", { name: "Hazards" })).toBeVisible();
  await expect(card.getByRole("heading", { name: /^Controls/ })).toBeVisible();
  await expect(card).toContainText("Risk before controls");
  await expect(cards.getByRole("button", { name: "Previous step" })).toBeDisabled();
  expect(await overflows(page)).toBe(false);
  // The cards' top just below the sticky toolbar, as a reader scrolling down meets them.
  const showCards = () =>
    cards.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150));
  await showCards();
  await page.screenshot({ path: `${SHOTS}/swms-step-card-phone.png` });

  await cards.getByRole("button", { name: "Next step" }).click();
  await expect(card).toContainText(`Step 2 of ${count}`);
  await cards.getByRole("combobox", { name: "Go to step" }).selectOption({ index: count - 1 });
  await expect(card).toContainText(`Step ${count} of ${count}`);
  await expect(cards.getByRole("button", { name: "Next step" })).toBeDisabled();
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await overflows(page), `${width} px`).toBe(false);
  }
  await page.setViewportSize(PHONE);

  // Edit step 2's controls on its card, and save. Start Editing keeps the reader on their step.
  await page.getByRole("button", { name: "Start Editing" }).click();
  await expect(card).toContainText(`Step ${count} of ${count}`);
  await cards.getByRole("combobox", { name: "Go to step" }).selectOption({ index: 1 });
  await expect(card).toContainText(`Step 2 of ${count}`);
  await card.getByRole("button", { name: "Edit step" }).click();
  const controls = card.getByRole("textbox", { name: /^Controls/ });
  const before = await controls.inputValue();
  await controls.fill(`${before}\n${ADDED}`);
  expect(await overflows(page)).toBe(false);
  await showCards();
  await page.screenshot({ path: `${SHOTS}/swms-step-card-phone-edit.png` });
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("listitem").filter({ hasText: ADDED })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Policy saved successfully").first()).toBeVisible();
  // Back to reading: still on step 2, with the new control.
  await page.getByRole("button", { name: "Switch to View" }).click();
  await expect(card).toContainText(`Step 2 of ${count}`);
  await expect(card.getByRole("listitem").filter({ hasText: ADDED })).toBeVisible();

  // On a desktop the same document is a table again, and step 2's row carries the new control.
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByTestId("step-cards")).toHaveCount(0);
  const table = methodTable;
  await expect(table).toBeVisible();
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(count);
  await expect(rows.nth(1)).toContainText(ADDED);
  await expect(rows.nth(0)).not.toContainText(ADDED);
});
