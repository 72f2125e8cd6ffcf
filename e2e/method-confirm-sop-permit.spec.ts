import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/**
 * A Standard Operating Procedure and a Permit to Work, like a SWMS, are written only from a method
 * the customer confirmed, chose or wrote; and a method confirmed for one job description is asked
 * again when the customer changes the description. On a desktop and on a phone alike.
 */
const server = new OwnServer();
const email = `method-sop-${Date.now()}@example.com`;
const password = "a long enough password";
const SHOTS = "/tmp/wizard-shots";

test.beforeAll(async () => {
  // A cold start of the server on a busy machine.
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const cookie = await server.startWithCoreCredits({ email, password, firstName: "Ari", lastName: "Ngata" });
  // Two operational documents (an SOP and a permit) per width: four of the pack's six credits.
  await server.buy(cookie, "operational-safety");
});
test.afterAll(async () => {
  await server.stop();
});

async function registerBusiness(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post(`${server.url}/api/businesses`, {
    headers: { origin: server.url },
    data: { country: "AU", jurisdiction: "AU-SA", employeeCount: "6-19", regions: ["AU-SA"], ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openType(page: Page, type: string, business: string) {
  await page.goto(`${server.url}/generator`);
  await page.getByRole("button", { name: "Australia" }).click();
  await page.locator('[data-state="available"]', { hasText: type }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: new RegExp(business) }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
}

async function expectFits(page: Page, what: string) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(1);
}

async function openReadyDocument(page: Page) {
  const banner = page.getByRole("status").filter({ hasText: "Document Ready!" });
  await banner.getByRole("link", { name: "View Document" }).click();
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test("an SOP asks the method again when the job is changed after confirming, and is written from the method confirmed last", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, server.url, email, password);
      const name = `Lonsdale Machining ${width}`;
      await registerBusiness(page, {
        name,
        industry: "manufacturing",
        highRiskActivities: ["noise-exposure"],
        workDescription: "CNC turning and milling of steel parts",
      });
      await openType(page, "Standard Operating Procedure", name);
      const generate = page.getByRole("button", { name: "Generate Standard Operating Procedure" });

      await page.getByLabel(/Task or operation/).fill("Changing the die in the power press");
      await page
        .getByLabel(/Site or area/)
        .first()
        .fill("Press shop");
      const box = page.getByTestId("method-confirm");
      await expect(box).toContainText(
        /We'll write the method for die change on a power press under lockout: is that your job\?/,
      );
      await box.getByRole("button", { name: "Yes, that's my job" }).click();
      await expect(box).toHaveAttribute("data-state", "confirmed");
      await expect(generate).toBeEnabled();

      // The customer changes the job: the confirmation was for other work and is asked again.
      await page.getByLabel(/Task or operation/).fill("Cleaning out the coolant sump of the CNC lathe");
      await expect(box).not.toHaveAttribute("data-state", "confirmed");
      await expect(box).toContainText(
        /We'll write the method for coolant sump clean-out and metalworking fluid change: is that your job\?/,
      );
      await expect(generate).toBeDisabled();
      await expect(page.getByTestId("generate-why")).toContainText("Confirm the job's method");
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${width}-sop-reasked.png`, fullPage: true });
      await expectFits(page, "the method asked again");

      await box.getByRole("button", { name: "Yes, that's my job" }).click();
      await expect(box).toHaveAttribute("data-state", "confirmed");
      await generate.click();
      await openReadyDocument(page);
      await expect(page.getByText(/coolant sump clean-out/i).first()).toBeVisible();
      await expect(page.getByText(/die change on a power press/i)).toHaveCount(0);
    });

    test("a permit offers the tasks it is not sure of, and is written from the steps the customer wrote", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, server.url, email, password);
      const name = `Port Adelaide Fabrication ${width}`;
      await registerBusiness(page, {
        name,
        industry: "manufacturing",
        highRiskActivities: ["noise-exposure"],
        workDescription: "Steel fabrication workshop",
      });
      await openType(page, "Permit to Work", name);
      const generate = page.getByRole("button", { name: "Generate Permit to Work" });

      // "guillotine" touches the library's task of operating one, which is not this job.
      await page.getByLabel(/Work to be done/).fill("Cleaning the guillotine");
      await page
        .getByLabel(/^Location/)
        .first()
        .fill("Workshop bay 2");
      const box = page.getByTestId("method-confirm");
      await expect(box).toHaveAttribute("data-state", "choose");
      await expect(box).toContainText(/We don't have a method we're sure of for "Cleaning the guillotine"/);
      await expect(box.getByTestId("task-suggestions")).toContainText("Guillotine shear operation");
      await expect(generate).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/${width}-permit-choose.png`, fullPage: true });
      await expectFits(page, "the tasks offered");

      // Not the customer's job: they write their own steps instead.
      await box.getByRole("button", { name: "Write my own steps" }).click();
      const editor = page.getByTestId("steps-editor");
      await expect(editor).toBeVisible();
      const lines = editor.getByRole("textbox");
      while ((await lines.count()) > 1) await editor.getByRole("button", { name: "Remove step 1" }).click();
      await page
        .getByLabel("Step 1", { exact: true })
        .fill("Isolate and lock out the guillotine at its main switch");
      await editor.getByRole("button", { name: "Add a step" }).click();
      await page.getByLabel("Step 2", { exact: true }).fill("Brush the swarf out of the blade bed");
      await expect(generate).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/${width}-permit-own-steps.png`, fullPage: true });
      await expectFits(page, "the steps editor");
      await generate.click();

      await openReadyDocument(page);
      await expect(page.getByText(/as the person preparing this document wrote them/).first()).toBeVisible();
      await expect(
        // The permit numbers its steps in the step column.
        page.getByText("2. Brush the swarf out of the blade bed", { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByText(/Guillotine shear operation/)).toHaveCount(0);
    });
  });
}
