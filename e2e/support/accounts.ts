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

/** The session cookie of the account signed in on `page`, for calls made outside the browser. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * Buys a pack for the account whose session `cookie` is, as a customer does with the test-mode card
 * any non-production server takes: the pack's credits are the catalogue's (Core 5, Compliance
 * Essentials 4, Operational Safety 6), and the server keeps running.
 */
export async function buyPack(baseUrl: string, cookie: string, product: string) {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { clientSecret } = await call("/api/create-payment-intent", { product });
  await call("/api/payments/test-mode/confirm", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
}
