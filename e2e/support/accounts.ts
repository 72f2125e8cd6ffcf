import { expect, type Page } from "@playwright/test";

let counter = 0;

/**
 * Creates a fresh account through the sign-up page and waits for the dashboard; `baseUrl` names a
 * server of the test's own (the shared one is the page's base URL).
 */
export async function signUp(page: Page, firstName = "Sam", lastName = "Taylor", baseUrl = "") {
  counter += 1;
  // Workers run side by side against the shared server: the worker's number keeps two sign-ups in
  // the same millisecond apart.
  const email = `e2e-${process.env.TEST_WORKER_INDEX ?? 0}-${Date.now()}-${counter}@example.com`;
  await page.goto(`${baseUrl}/login?mode=signup`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
  return { email };
}

/** Signs in through the sign-in page of the server at `baseUrl` and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
}
