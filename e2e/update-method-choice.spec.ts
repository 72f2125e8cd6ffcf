import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { showStepWith } from "./support/flows";
import { OwnServer } from "./support/own-server";

const run = promisify(execFile);

/**
 * A SWMS written before its method was pinned, whose steps are no library task's, is marked for an
 * update when its business is renamed. Its owner chooses its method on the update page itself (a
 * task offered, or their own steps started from the document's), applies the update, and the
 * document names that method and its steps. On a desktop and on a phone alike.
 */
const server = new OwnServer();
const account = {
  email: `update-method-${Date.now()}@example.com`,
  password: "a long enough password",
  firstName: "Jo",
  lastName: "Reid",
};
const SHOTS = "/tmp/update-method-shots";
/** Steps that are no library task's, so the document's own text cannot tell its method. */
const UNKNOWN_STEPS = [
  "Set out the flurble rig on the wazzle",
  "Grommet the snarf to the blippy quonk",
] as const;
const WIDTHS = [1366, 390] as const;
const documents: Record<number, string> = {};

async function generateOldSwms(page: Page, width: number): Promise<string> {
  const headers = { origin: server.url };
  const business = await page.request.post(`${server.url}/api/businesses`, {
    headers,
    data: {
      name: `Harbour Build Co ${width}`,
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height"],
    },
  });
  expect(business.status(), await business.text()).toBe(201);
  const generated = await page.request.post(`${server.url}/api/documents/generate`, {
    headers,
    data: {
      businessId: (await business.json()).id,
      documentType: "swms",
      metadata: {
        activity: "Replacing the roof sheeting on a house",
        location: "12 Smith St, Parramatta",
        steps: UNKNOWN_STEPS,
      },
    },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  return (await generated.json()).id as string;
}

test.beforeAll(async ({ browser }) => {
  // Two cold starts of the server and a command on its stopped database, on a busy machine.
  test.setTimeout(480_000);
  mkdirSync(SHOTS, { recursive: true });
  await server.startWithCoreCredits(account);
  const page = await browser.newPage();
  await signIn(page, server.url, account.email, account.password);
  for (const width of WIDTHS) documents[width] = await generateOldSwms(page, width);
  await page.close();
  // Written as before methods were pinned, then marked for the business's new name.
  await server.stop();
  for (const width of WIDTHS)
    await run(process.execPath, [
      "--import",
      "tsx",
      "e2e/support/unpinned-method.ts",
      server.dataDir,
      documents[width]!,
      `Harbour Build & Roof Co ${width}`,
    ]);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function expectFits(page: Page, what: string) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(1);
}

async function openUpdate(page: Page, width: number) {
  await signIn(page, server.url, account.email, account.password);
  await page.goto(`${server.url}/updates/${documents[width]}`);
  const choice = page.getByTestId("update-method-choice");
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(choice).toContainText("Confirm this document's method");
  await expect(choice).toContainText("written before its method was confirmed");
  await expect(choice).not.toContainText(/task id/i);
  return choice;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    if (width === 1366) {
      test("the owner is told at the choice that a method is needed, writes their own steps from the document's, and the document follows them", async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const choice = await openUpdate(page, width);
        await expectFits(page, "the update page");
        await page.screenshot({ path: `${SHOTS}/choice-${width}.png`, fullPage: true });
        await choice.screenshot({ path: `${SHOTS}/choice-box-${width}.png` });

        // Applying with no method: the server's answer is shown at the choice, and nothing changes.
        await page.getByRole("button", { name: "Apply these choices" }).click();
        await expect(choice.getByTestId("update-method-error")).toContainText(
          "To take the new text, first choose a task below or write your own steps.",
        );
        await expect(page).toHaveURL(`${server.url}/updates/${documents[width]}`);
        await choice.screenshot({ path: `${SHOTS}/refused-box-${width}.png` });

        await choice.getByRole("button", { name: "Write my own steps" }).click();
        await expect(choice).toContainText("We started your steps from the steps this document has now.");
        await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue(UNKNOWN_STEPS[0]);
        await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue(UNKNOWN_STEPS[1]);
        await page.getByLabel("Step 2", { exact: true }).fill("Fix the new roof sheets to the battens");
        await choice.getByRole("button", { name: /Add a step/ }).click();
        await page.getByLabel("Step 3", { exact: true }).fill("Clear the offcuts from the roof and the site");
        await expectFits(page, "the steps editor");
        await page.screenshot({ path: `${SHOTS}/own-steps-${width}.png`, fullPage: true });
        await choice.screenshot({ path: `${SHOTS}/own-steps-box-${width}.png` });

        await page.getByRole("button", { name: "Apply these choices" }).click();
        await expect(page).toHaveURL(`${server.url}/editor/${documents[width]}`, { timeout: 30_000 });
        await expect(
          page.getByText(/as the person preparing this document wrote them/).first(),
        ).toBeVisible();
        for (const step of [
          UNKNOWN_STEPS[0],
          "Fix the new roof sheets to the battens",
          "Clear the offcuts from the roof and the site",
        ]) {
          await showStepWith(page, step);
          await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
        }
        await expect(page.getByText(UNKNOWN_STEPS[1], { exact: true })).toHaveCount(0);
        await expect(page.getByText(`Harbour Build & Roof Co ${width}`).first()).toBeVisible();
        await page
          .getByText(/as the person preparing this document wrote them/)
          .first()
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-${width}.png` });
      });
    } else {
      test("the owner picks a task offered for the job, and the document is written from its method", async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const choice = await openUpdate(page, width);
        const reroofing = choice.getByRole("button", { name: /Re-roofing with metal sheets/ });
        await expect(reroofing).toBeVisible();
        await expectFits(page, "the update page");
        await page.screenshot({ path: `${SHOTS}/choice-${width}.png`, fullPage: true });
        await choice.screenshot({ path: `${SHOTS}/choice-box-${width}.png` });
        // The steps editor fits a phone too; the owner looks, then goes back to the tasks.
        await choice.getByRole("button", { name: "Write my own steps" }).click();
        await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue(UNKNOWN_STEPS[0]);
        await expectFits(page, "the steps editor");
        await choice.screenshot({ path: `${SHOTS}/own-steps-box-${width}.png` });
        await choice.getByRole("button", { name: "Use a task from the library instead" }).click();
        await reroofing.click();
        await expect(reroofing).toHaveAttribute("aria-pressed", "true");
        await expect(choice.getByTestId("update-method-chosen")).toContainText(
          /^The updated document will follow the method for re-roofing with metal sheets\b/,
        );
        await page.screenshot({ path: `${SHOTS}/picked-${width}.png`, fullPage: true });
        await choice.screenshot({ path: `${SHOTS}/picked-box-${width}.png` });

        await page.getByRole("button", { name: "Apply these choices" }).click();
        await expect(page).toHaveURL(`${server.url}/editor/${documents[width]}`, { timeout: 30_000 });
        await expect(
          page.getByText(/The steps below are the method for re-roofing with metal sheets/i).first(),
        ).toBeVisible();
        await showStepWith(page, /Strip the old roof sheets or tiles progressively, one bay at a time/);
        await expect(
          page.getByText(/Strip the old roof sheets or tiles progressively, one bay at a time/).first(),
        ).toBeVisible();
        await expect(page.getByText(UNKNOWN_STEPS[0])).toHaveCount(0);
        await expectFits(page, "the editor");
        await page
          .getByText(/The steps below are the method for re-roofing with metal sheets/i)
          .first()
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-${width}.png` });
      });
    }
  });
}
