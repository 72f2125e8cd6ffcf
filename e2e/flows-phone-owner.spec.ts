import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, origin, overflows, PHONE, SHOTS } from "./support/flows";

const OWN_STEPS = ["Set up and barricade the work area", "Fit the new skylight", "Clean up and hand over"];

async function swms(page: Page, businessId: string, activity: string, location: string) {
  const res = await page.request.post("/api/documents/generate", {
    headers: origin(page),
    data: { businessId, documentType: "swms", metadata: { activity, location, steps: OWN_STEPS } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

/** The element shows all of its text: nothing cut off by a line clamp or an ellipsis. */
async function expectWhole(row: Locator) {
  const cut = await row.evaluate(
    (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
  );
  expect(cut, `${await row.textContent()} is cut off`).toBe(false);
}

test("per-job documents lead with their job and site in every list, on a phone and a laptop", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Dave", "Nguyen");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const first = await swms(
    page,
    businessId,
    "Replacing roof sheeting on a warehouse",
    "12 Smith St, Parramatta",
  );
  await swms(page, businessId, "Installing skylights in the kitchen", "4 Bay Rd, Manly");
  const jobs = [
    "Installing skylights in the kitchen, 4 Bay Rd, Manly",
    "Replacing roof sheeting on a warehouse, 12 Smith St, Parramatta",
  ];

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const tag = viewport === PHONE ? "phone" : "desktop";
    await page.goto("/");
    const recent = page.getByRole("list", { name: "Policies" }).getByTestId("document-job");
    await expect(recent).toHaveText(jobs);
    for (const row of await recent.all()) await expectWhole(row);
    await page.screenshot({ path: `${SHOTS}/per-job-dashboard-${tag}.png`, fullPage: true });

    await page.goto("/documents");
    const listed = page.getByTestId("document-item").getByTestId("document-job");
    await expect(listed).toHaveText(jobs);
    for (const row of await listed.all()) await expectWhole(row);
    await expect(page.getByTestId("document-item").first()).toContainText("Safe Work Method Statement");
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/per-job-documents-${tag}.png`, fullPage: true });
  }

  // The editor's list of the business's documents names them by job too.
  await page.goto(`/editor/${first}`);
  await expect(
    page.getByRole("complementary", { name: "Your Policies" }).getByTestId("document-job"),
  ).toHaveText(jobs);
});

test("Add Business on a phone: the region chosen is ticked, and an error scrolls into view and takes focus", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUp(page, "Dave", "Nguyen");
  await page.goto("/businesses/new");
  await page.getByLabel("Business Name*").fill("Dave's Roofing");
  await page.getByLabel("Region/State*").selectOption("AU-QLD");
  await expect(page.getByRole("checkbox", { name: "Queensland" })).toBeChecked();
  // A different choice moves the tick; a region the owner ticked stays.
  await page.getByRole("checkbox", { name: "Victoria" }).check();
  await page.getByLabel("Region/State*").selectOption("AU-NSW");
  await expect(page.getByRole("checkbox", { name: "New South Wales" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Queensland" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Victoria" })).toBeChecked();

  // With no region ticked, the press shows the error where the owner is looking.
  await page.getByRole("checkbox", { name: "Victoria" }).uncheck();
  await page.getByRole("checkbox", { name: "New South Wales" }).uncheck();
  await page.getByLabel("Industry*").selectOption("construction");
  await page.getByLabel("Number of Employees*").selectOption("1-5");
  await page.getByRole("button", { name: "Register Business" }).click();
  const error = page.getByText("At least one region must be selected");
  await expect(error).toBeInViewport();
  await expect(
    page.getByRole("group", { name: "Regions of Operation*" }).getByRole("checkbox").first(),
  ).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/add-business-region-error-phone.png` });

  await page.getByRole("checkbox", { name: "Queensland" }).check();
  await expect(error).toHaveCount(0);
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(page.getByRole("heading", { name: /What Dave's Roofing needs/ })).toBeVisible();
});

test("the editor on a phone: a one-line toolbar and tables stacked as label and value", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Dave", "Nguyen");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const id = await swms(page, businessId, "Installing skylights in the kitchen", "4 Bay Rd, Manly");

  await page.setViewportSize(PHONE);
  await page.goto(`/editor/${id}`);
  const toolbar = page.getByRole("toolbar", { name: "Document actions" });
  await expect(toolbar).toBeVisible();
  expect((await toolbar.boundingBox())!.height).toBeLessThan(70);
  // Every value of every table is on the screen, none behind sideways scrolling.
  const offscreen = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll("main table td"))
        .filter((td) => {
          const box = td.getBoundingClientRect();
          return box.width > 0 && box.right > window.innerWidth + 1;
        })
        .map((td) => td.textContent?.slice(0, 40)),
    );
  await expect(page.locator("main table").first()).toBeVisible();
  expect(await offscreen()).toEqual([]);
  expect(await overflows(page)).toBe(false);
  await page.locator("main table").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-tables-phone.png` });

  await toolbar.getByRole("button", { name: "Start Editing" }).click();
  await expect(toolbar.getByRole("button", { name: /^Issue version/ })).toBeVisible();
  expect((await toolbar.boundingBox())!.height).toBeLessThan(70);
  const cell = page.getByRole("textbox", { name: /row 1$/ }).first();
  await expect(cell).toBeVisible();
  expect((await cell.boundingBox())!.width).toBeGreaterThan(250);
  expect(await offscreen()).toEqual([]);
  expect(await overflows(page)).toBe(false);
  await cell.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-editing-phone.png` });

  // On a laptop the tables keep their columns.
  await page.setViewportSize(DESKTOP);
  await expect(page.locator("main thead").first()).toBeVisible();
});
