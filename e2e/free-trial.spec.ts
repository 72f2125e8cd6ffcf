import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fillFreeTrial } from "./support/free-trial";
import { OwnServer } from "./support/own-server";

test("the free trial checks every field, writes a UK policy, downloads it, and is used once", async ({
  page,
}) => {
  await page.goto("/free-trial");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generate your free WHS policy");

  await page.getByLabel("Location*").selectOption("");
  await page.getByLabel("Email*").fill("not-an-email");
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();
  for (const message of [
    "Business name is required",
    "Please enter a valid email address",
    "Please select an industry",
    "Please select employee count",
    "Please select your location",
    "Please tell us about your business",
    "Please describe some safety hazards of your business",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  const trialEmail = `trial-${Date.now()}@example.com`;
  await fillFreeTrial(page, { name: "Bristol Print Works", email: trialEmail });
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();

  await expect(page.getByTestId("toast")).toContainText("Policy Generated!");
  await expect(page.getByRole("heading", { name: "Your free policy is ready" })).toBeVisible();
  await page.getByRole("button", { name: "Preview Policy" }).click();
  await expect(page.getByRole("link", { name: /Health and Safety at Work etc\. Act 1974/ })).toBeVisible();

  const [text] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as text" }).click(),
  ]);
  expect(text.suggestedFilename()).toMatch(/^Health_and_Safety_Policy.*Bristol_Print_Works\.txt$/);
  const body = readFileSync(await text.path(), "utf8");
  expect(body).toContain("Health and Safety Executive");
  expect(body).toContain("solvent-based inks");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Free Trial Already Used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute(
    "href",
    "/api/login?mode=signup",
  );
  await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/landing#pricing");

  // From another browser (no flag) with the same e-mail: refused, and the form itself says why and
  // keeps what was typed, rather than a toast that is gone in seconds.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await fillFreeTrial(page, { name: "Bristol Print Works", email: trialEmail, hazards: "Guillotines." });
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();
  const form = page.getByRole("form", { name: "Free trial" });
  await expect(form.getByRole("alert")).toContainText(
    "A free trial has already been used with this email address",
  );
  await expect(page.getByLabel("Business Name*")).toHaveValue("Bristol Print Works");
});

test("a business in Northern Ireland is offered its own region and gets a policy under Northern Ireland's law, not Great Britain's", async ({
  page,
}) => {
  await page.goto("/free-trial");
  await fillFreeTrial(page, { name: "Newry Print Works", email: `trial-ni-${Date.now()}@example.com` });
  const location = page.getByLabel("Location*");
  await expect(location).toHaveAccessibleDescription(
    /A business in Northern Ireland chooses Northern Ireland/,
  );
  await location.selectOption("UK-NI");
  await expect(location).toHaveAccessibleDescription(/Northern Ireland\) Order 1978.*HSENI/);
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();

  await expect(page.getByRole("heading", { name: "Your free policy is ready" })).toBeVisible();
  await page.getByRole("button", { name: "Preview Policy" }).click();
  await expect(
    page.getByRole("link", { name: /Health and Safety at Work \(Northern Ireland\) Order 1978/ }).first(),
  ).toBeVisible();
  const [text] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as text" }).click(),
  ]);
  const body = readFileSync(await text.path(), "utf8");
  expect(body).toContain("Health and Safety Executive for Northern Ireland");
  expect(body).toContain("RIDDOR (Northern Ireland) 1997");
  expect(body).not.toMatch(/Health and Safety at Work etc\. Act 1974|\bHSE\b|England|Scotland/);
});

test("when a network has used its trials for the day, the form says so and keeps what was typed", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A server of the test's own whose network limit is one trial a day, so the shared server's
  // generous default is not used up for the other journeys.
  const server = new OwnServer({ FREE_TRIALS_PER_NETWORK_PER_DAY: "1" });
  await server.start();
  try {
    const fill = async (email: string) => {
      await page.getByLabel("Business Name*").fill("Leeds Joinery");
      await page.getByLabel("Email*").fill(email);
      await page.getByLabel("Industry*").selectOption("manufacturing");
      await page.getByLabel("Number of Employees*").selectOption("6-19");
      await page.getByLabel("Location*").selectOption("UK-GB");
      await page.getByLabel("About your business*").fill("Bespoke kitchens and staircases.");
      await page.getByLabel("Main safety hazards*").fill("Table saws and wood dust.");
      await page.getByRole("button", { name: "Generate My Free Policy" }).click();
    };
    await page.goto(`${server.url}/free-trial`);
    await fill(`first-${Date.now()}@example.com`);
    await expect(page.getByRole("heading", { name: "Your free policy is ready" })).toBeVisible();

    // A colleague in the same office, in another browser (no flag), with their own address.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.url}/free-trial`);
    await fill(`colleague-${Date.now()}@example.com`);
    const form = page.getByRole("form", { name: "Free trial" });
    await expect(form.getByRole("alert")).toHaveText(
      "The free trial limit for your network has been reached today. Please try again tomorrow or create an account.",
    );
    await expect(page.getByLabel("Business Name*")).toHaveValue("Leeds Joinery");
  } finally {
    await server.stop();
  }
});
