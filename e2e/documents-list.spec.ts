import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, nswRoofer, origin } from "./support/flows";

const texasRoofer = {
  name: "Lone Star Roofing",
  country: "US",
  jurisdiction: "US-TX",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["US-TX"],
  highRiskActivities: ["working-at-height"],
};

/** A per-job document with the customer's own steps, so no task has to be chosen. */
async function swms(page: Page, businessId: string, activity: string, location: string) {
  const res = await page.request.post("/api/documents/generate", {
    headers: origin(page),
    data: {
      businessId,
      documentType: "swms",
      metadata: {
        activity,
        location,
        steps: ["Set up the edge protection", "Replace the sheets", "Clean up and hand over"],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const count = (page: Page) => page.getByTestId("documents-count");

test("the documents list filters by each type's own name, searches title, job and site, and clears the filters", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Dana", "Hart");
  await buyCore(page);
  const sydney = await createBusiness(page);
  const texas = await createBusiness(page, texasRoofer);
  await swms(page, sydney, "Replacing roof sheeting", "8 Church St, Parramatta NSW");
  await generate(page, sydney, "policy");
  await swms(page, texas, "Replacing roof sheeting", "400 Congress Ave, Austin TX");

  await page.goto("/documents");
  await expect(count(page)).toHaveText("3 documents");

  // The same type under each country's name, one choice each, never joined together.
  const type = page.getByLabel("Document type");
  const labels = (await type.locator("option").allTextContents()).map((l) => l.trim());
  expect(labels).toContain("Safe Work Method Statement");
  expect(labels).toContain("Job Safety Analysis");
  expect(labels.filter((l) => l.includes(" / "))).toEqual([]);
  await type.selectOption({ label: "Job Safety Analysis" });
  await expect(count(page)).toHaveText("1 document");
  await expect(page.getByTestId("document-item")).toContainText("400 Congress Ave");
  await type.selectOption({ label: "Safe Work Method Statement" });
  await expect(count(page)).toHaveText("1 document");
  await expect(page.getByTestId("document-item")).toContainText("8 Church St");

  // One button clears every filter.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(count(page)).toHaveText("3 documents");
  await expect(type).toHaveValue("");
  await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);

  // Search finds by site, by job and by title words, whatever the case.
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("church st");
  await expect(count(page)).toHaveText("1 document");
  await expect(page.getByTestId("document-item")).toContainText("Parramatta");
  await search.fill("ROOF SHEETING");
  await expect(count(page)).toHaveText("2 documents");
  await search.fill("WHS policy");
  await expect(count(page)).toHaveText("1 document");

  // Nothing found: the empty state offers a real button back to every document.
  await search.fill("scaffold tower");
  await expect(page.getByRole("heading", { name: "No Documents Found" })).toBeVisible();
  await page.getByRole("button", { name: "Show all documents" }).click();
  await expect(count(page)).toHaveText("3 documents");
  await expect(search).toHaveValue("");
});

test("deleting a business takes its documents and their update notice away without a reload", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Kai", "Moana");
  await buyCore(page);
  const sydney = await createBusiness(page);
  const texas = await createBusiness(page, texasRoofer);
  const { id } = await generate(page, sydney, "policy");
  await swms(page, texas, "Replacing roof sheeting", "400 Congress Ave, Austin TX");

  // Issued, then the business changes: the policy waits for an update.
  await page.goto(`/editor/${id}`);
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByText(/Status:\s*published/i).first()).toBeVisible();
  const changed = await page.request.put(`/api/businesses/${sydney}`, {
    headers: origin(page),
    data: { ...nswRoofer, employeeCount: "20-49" },
  });
  expect(changed.status()).toBe(200);
  const notice = page.getByTestId("updates-notice");
  await expect(async () => {
    await page.goto("/");
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // The documents list has been seen (and cached) with both businesses' documents.
  await page.getByRole("link", { name: "File Cabinet" }).first().click();
  await expect(count(page)).toHaveText("2 documents");
  await expect(page.getByTestId("law-changed-badge")).toHaveCount(1);
  await page.getByRole("link", { name: "Dashboard" }).first().click();

  await page.getByRole("button", { name: `Delete ${nswRoofer.name}` }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Business deleted successfully");
  await expect(notice).toHaveCount(0);

  // Back to the list in the same page: only the other business's document is left.
  await page.getByRole("link", { name: "File Cabinet" }).first().click();
  await expect(count(page)).toHaveText("1 document");
  await expect(page.getByTestId("document-item")).toContainText("400 Congress Ave");
  await expect(page.getByTestId("law-changed-badge")).toHaveCount(0);
  await expect(page.getByRole("region", { name: nswRoofer.name })).toHaveCount(0);
});

test("Delete asks first, with the dialog's code fetched only when pressed: Cancel has the focus, Escape gives it back to Delete", async ({
  page,
  browser,
}) => {
  await signUp(page);
  await createBusiness(page, texasRoofer);
  // A fresh browser context: nothing the sign-up loaded is in its cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const owner = await context.newPage();
  const scripts: Promise<string>[] = [];
  owner.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
  });
  // Radix AlertDialog, recognised by what it holds whatever the build names its file.
  const dialogCode = async () => (await Promise.all(scripts)).some((b) => b.includes("__scopeAlertDialog"));
  await owner.goto(new URL("/", page.url()).href);
  const del = owner.getByRole("button", { name: `Delete ${texasRoofer.name}` });
  await expect(del).toBeVisible();
  await owner.waitForLoadState("networkidle");
  expect(await dialogCode()).toBe(false);

  await del.click();
  const dialog = owner.getByRole("alertdialog", { name: "Delete business" });
  await expect(dialog).toBeVisible();
  expect(await dialogCode()).toBe(true);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await owner.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(del).toBeFocused();
  await expect(del).toHaveAttribute("aria-expanded", "false");
  await context.close();
});
