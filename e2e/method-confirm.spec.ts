import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { showStepWith } from "./support/flows";
import { OwnServer } from "./support/own-server";

/**
 * A SWMS is written only from a method the customer confirmed, chose or wrote: the wizard names the
 * task their words match and asks, says when it has no method, and takes their own steps. On a
 * desktop and on a phone alike.
 */
const server = new OwnServer();
const email = `method-${Date.now()}@example.com`;
const password = "a long enough password";
const SHOTS = "/tmp/wizard-shots";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  // Five Core credits: one SWMS per journey and width.
  await server.startWithCoreCredits({ email, password, firstName: "Ari", lastName: "Ngata" });
});
test.afterAll(async () => {
  await server.stop();
});

async function registerBusiness(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post(`${server.url}/api/businesses`, {
    headers: { origin: server.url },
    data: { country: "AU", jurisdiction: "AU-NSW", employeeCount: "6-19", regions: ["AU-NSW"], ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the SWMS form of the named business. */
async function openSwms(page: Page, business: string) {
  await page.goto(`${server.url}/generator`);
  await page.getByRole("button", { name: "Australia" }).click();
  await page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: new RegExp(business) }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
}

/** Nothing makes the page scroll sideways. */
async function expectFits(page: Page, what: string) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(1);
}

const generate = (page: Page) => page.getByRole("button", { name: "Generate Safe Work Method Statement" });

async function openReadyDocument(page: Page) {
  const banner = page.getByRole("status").filter({ hasText: "Document Ready!" });
  await banner.getByRole("link", { name: "View Document" }).click();
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test("a builder's sewer trench is named as the trench method, confirmed and written from it", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, server.url, email, password);
      const name = `Trenchline Plumbing ${width}`;
      await registerBusiness(page, {
        name,
        industry: "construction",
        highRiskActivities: ["excavation"],
      });
      await openSwms(page, name);

      await page.getByLabel("Work Activity*").fill("Sewer trench excavation for a house connection");
      await page.getByLabel("Location*").fill("12 Smith St, Parramatta NSW");
      const box = page.getByTestId("method-confirm");
      await expect(box).toContainText(
        "We'll write the method for trench excavation for pipes, drains and services (including sewer connections): is that your job?",
      );
      await expect(generate(page)).toBeDisabled();
      await expect(page.getByTestId("generate-why")).toContainText("Confirm the job's method");
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${width}-trench-matched.png`, fullPage: true });
      await expectFits(page, "the method question");

      await box.getByRole("button", { name: "Yes, that's my job" }).click();
      await expect(box).toHaveAttribute("data-state", "confirmed");
      await generate(page).scrollIntoViewIfNeeded();
      await expect(generate(page)).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/${width}-trench-confirmed.png`, fullPage: true });
      await generate(page).click();

      await openReadyDocument(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Sewer trench excavation");
      await expect(
        page.getByText(/The steps below are the method for trench excavation/).first(),
      ).toBeVisible();
    });

    test("a childcare centre's cot laundry, which the library has no method for, is not claimed, and is written from the three steps the customer wrote", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, server.url, email, password);
      const name = `Little Wattles Early Learning ${width}`;
      await registerBusiness(page, {
        name,
        industry: "other",
        industryOther: "Childcare centre",
        highRiskActivities: ["manual-handling"],
        workDescription: "Long day care for 90 children aged 6 weeks to 5 years",
      });
      await openSwms(page, name);

      await page.getByLabel("Work Activity*").fill("Laundering the cot sheets");
      await page.getByLabel("Location*").fill("Laundry");
      const box = page.getByTestId("method-confirm");
      await expect(box).toContainText(
        /We don't have a method (we're sure of )?for "Laundering the cot sheets"/,
      );
      await expect(page.getByText(/We'll write the method for/)).toHaveCount(0);
      await expect(generate(page)).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/${width}-laundry-asked.png`, fullPage: true });
      await expectFits(page, "the method choice");

      await box.getByRole("button", { name: "Write my own steps" }).click();
      const editor = page.getByTestId("steps-editor");
      await expect(editor).toBeVisible();
      // Down to one line, whatever it was started from, then the customer's three steps.
      const lines = editor.getByRole("textbox");
      while ((await lines.count()) > 1) await editor.getByRole("button", { name: "Remove step 1" }).click();
      const steps = [
        "Wash hands and put on disposable gloves",
        "Load the washing machine on the hot cycle",
        "Strip cot sheets into the laundry bags",
      ];
      await page.getByLabel("Step 1", { exact: true }).fill(steps[0]!);
      await editor.getByRole("button", { name: "Add a step" }).click();
      await page.getByLabel("Step 2", { exact: true }).fill(steps[1]!);
      await editor.getByRole("button", { name: "Add a step" }).click();
      await page.getByLabel("Step 3", { exact: true }).fill(steps[2]!);
      await expect(lines).toHaveCount(3);
      await expect(editor.getByText("39/200 characters")).toBeVisible();
      await expect(editor.getByRole("button", { name: "Remove step 3" })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/${width}-laundry-own-steps.png`, fullPage: true });
      await expectFits(page, "the steps editor");
      await expect(generate(page)).toBeEnabled();
      await generate(page).click();

      await openReadyDocument(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Laundering the cot sheets");
      await expect(page.getByText(/as the person preparing this document wrote them/).first()).toBeVisible();
      for (const step of steps) {
        await showStepWith(page, step);
        await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByText(/Hazards not recognised/).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${width}-laundry-editor.png`, fullPage: true });
    });
  });
}
