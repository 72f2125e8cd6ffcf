import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { OwnServer } from "./support/own-server";

async function registerBusiness(page: import("@playwright/test").Page, name: string) {
  await page.getByLabel("Business Name*").fill(name);
  await page.getByLabel("Region/State*").selectOption("AU-NSW");
  await page.getByLabel("Industry*").selectOption("construction");
  await page.getByLabel("Number of Employees*").selectOption("6-19");
  await page.getByRole("checkbox", { name: "New South Wales" }).check();
  await page.getByRole("checkbox", { name: "Working at Height" }).check();
  await page.getByRole("checkbox", { name: "Excavation" }).check();
  await page.getByRole("button", { name: "Register Business" }).click();
  // No document was chosen yet: the wizard asks for one, in the new business's country.
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Country" })).toBeVisible();
}

/** Whether two boxes on the screen overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [name, size] of [
  ["desktop", { width: 1366, height: 768 }],
  ["tablet", { width: 800, height: 1024 }],
] as const) {
  test(`the pack-needed notice never covers the wizard's Continue button (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signUp(page);
    await page.goto("/generator");
    await registerBusiness(page, "Covered Button Builders");
    await page.goto("/generator");
    await page.getByRole("button", { name: "Australia" }).click();
    await page.locator('[data-state="locked"]', { hasText: "Safe Work Method Statement" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Pack needed");
    const continueButton = page.getByRole("button", { name: "Continue" });
    // Once the notice has finished sliding in, it sits clear of the button a user is about to press.
    await expect(async () => {
      const [t, c] = [await toast.boundingBox(), await continueButton.boundingBox()];
      expect(t && c && !overlap(t, c)).toBe(true);
    }).toPass({ timeout: 2_000 });
    await continueButton.click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
  });
}

test("without credits the wizard says which pack to buy before Generate and links to the purchase", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/generator");
  await registerBusiness(page, "No Credit Builders");

  await page.goto("/generator");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByText("33% complete")).toBeVisible();
  await page.getByRole("button", { name: "Australia" }).click();
  await page.locator('[data-state="locked"]', { hasText: "Safe Work Method Statement" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Pack needed");
  await expect(toast).toContainText(
    "Purchase the Core Document pack to generate Safe Work Method Statement.",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /No Credit Builders/ }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await expect(page.getByTestId("access-panel")).toContainText(
    "The Core Document pack unlocks this document",
  );
  await expect(page.getByRole("button", { name: /^Generate / })).toHaveCount(0);
  await page.getByRole("link", { name: "Buy the Core Document pack" }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=core&from=generator$/);
});

test.describe("with credits granted by the admin command", () => {
  const server = new OwnServer();
  test.beforeAll(async () => {
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("generate a SWMS, open it from the banner, find it in documents, meet it again, delete it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await signUp(page, "Casey", "Ng", server.url);

    await server.stop();
    expect(await server.admin("grant-credits", email, "core", "5")).toContain("Granted 5 core credit(s)");
    await server.start();

    await page.goto(`${server.url}/generator`);
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await registerBusiness(page, "Parramatta Roofing");

    // The requirements page's Generate link opens the wizard with this business and the SWMS chosen.
    await page.goto(`${server.url}/`);
    await page.getByRole("link", { name: "What this business needs" }).click();
    await page
      .locator('[data-testid="requirement"][data-type="swms"]')
      .getByRole("link", { name: "Generate" })
      .click();
    await expect(page).toHaveURL(/\/generator\?business=[0-9a-f-]{36}&type=swms$/);
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change Country" })).toBeVisible();
    await expect(
      page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }),
    ).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("button", { name: /Parramatta Roofing/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Registered without choosing a type first: start again at step 1 for the SWMS.
    await page.goto(`${server.url}/generator`);
    await page.getByRole("button", { name: "Australia" }).click();
    await page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await page.getByRole("button", { name: /Parramatta Roofing/ }).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await expect(page.getByText("AS/NZS ISO 45001:2018")).toBeVisible();

    // Nothing is generated before the job is described and its method confirmed.
    const generate = page.getByRole("button", { name: "Generate Safe Work Method Statement" });
    await expect(generate).toBeDisabled();
    await expect(page.getByTestId("generate-why")).toContainText("Describe the work activity");
    await page.getByLabel("Work Activity*").fill("Replacing roof sheeting");
    await page.getByLabel("Location*").fill("8 Church St, Parramatta NSW");
    await page.getByRole("button", { name: "Yes, that's my job" }).click();
    await generate.click();

    await expect(page).toHaveURL(`${server.url}/`);
    const banner = page.getByRole("status").filter({ hasText: "Document Ready!" });
    await expect(banner).toContainText(
      "Your Safe Work Method Statement has been generated successfully and is ready for review.",
    );
    await expect(page.getByTestId("policy-item")).toHaveCount(1);
    await expect(page.getByTestId("policy-item")).toContainText("v1");
    await banner.getByRole("link", { name: "View Document" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Replacing roof sheeting");
    await expect(page.getByText("8 Church St, Parramatta NSW").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /Job Steps/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Work Health and Safety Act 2011 \(NSW\)/ })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "File Cabinet" }).click();
    await expect(page.getByRole("heading", { name: "Parramatta Roofing" })).toBeVisible();
    await expect(page.getByTestId("documents-count")).toHaveText("1 document");
    await page.getByLabel("Document type").selectOption("policy");
    await expect(page.getByText("No Documents Found")).toBeVisible();
    await page.getByLabel("Document type").selectOption("");

    // A SWMS is made per job: the card offers another rather than opening this one.
    await page.goto(`${server.url}/generator`);
    await page.getByRole("button", { name: "Australia" }).click();
    await expect(
      page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }),
    ).toContainText("Available – one per job");

    await page.goto(`${server.url}/documents`);
    await page.getByRole("button", { name: /Delete Safe Work Method Statement/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Policy" }).click();
    await expect(page.getByTestId("toast")).toContainText("Document has been successfully deleted.");
    await expect(
      page
        .getByRole("button", { name: "Create Your First Document" })
        .or(page.getByRole("link", { name: "Create Your First Document" })),
    ).toBeVisible();
  });
});
