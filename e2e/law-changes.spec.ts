import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

const run = promisify(execFile);

test.describe("a law change reaches a document", () => {
  const server = new OwnServer();
  const account = {
    email: `law-${Date.now()}@example.com`,
    password: "a long enough password",
    firstName: "Lee",
    lastName: "Park",
  };
  test.beforeAll(async () => {
    // A cold start of the server: slow on a busy machine.
    test.setTimeout(300_000);
    await server.startWithCoreCredits(account);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("a NSW policy citing the 2017 Regulation is marked, the owner takes the new text and keeps their own elsewhere", async ({
    page,
  }) => {
    test.setTimeout(400_000);
    await signIn(page, server.url, account.email, account.password);
    const headers = { origin: server.url };
    const business = await page.request.post(`${server.url}/api/businesses`, {
      headers,
      data: {
        name: "Harbour Build Co",
        country: "AU",
        jurisdiction: "AU-NSW",
        industry: "construction",
        employeeCount: "6-19",
        regions: ["AU-NSW"],
        highRiskActivities: ["working-at-height"],
      },
    });
    expect(business.status()).toBe(201);
    const generated = await page.request.post(`${server.url}/api/documents/generate`, {
      headers,
      data: { businessId: (await business.json()).id, documentType: "policy", metadata: {} },
    });
    expect(generated.status()).toBe(201);
    const policyId = (await generated.json()).id as string;

    // Written under an earlier release on 1 August 2025, with the owner's own words in one section;
    // the restart deploys the current release.
    await server.stop();
    const own = "<p>Our own purpose, in our own words.</p>";
    await run(process.execPath, [
      "--import",
      "tsx",
      "e2e/support/earlier-release.ts",
      server.dataDir,
      policyId,
      "purpose",
      own,
    ]);
    await server.start();

    await page.goto(`${server.url}/editor/${policyId}`);
    await expect(
      page.getByRole("link", { name: /Work Health and Safety Regulation 2017 \(NSW\)/ }).first(),
    ).toBeVisible();
    // The start queues the release's run; the dashboard shows what it marked once it has run, so
    // an owner who opens it sooner sees the notice on their next visit.
    const notice = page.getByTestId("updates-notice");
    await expect(async () => {
      await page.goto(`${server.url}/`);
      await expect(notice).toContainText("1 document needs updating", { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(notice).toContainText("Work Health and Safety Regulation 2025 replaced");
    await page.goto(`${server.url}/documents`);
    await expect(page.getByTestId("law-changed-badge")).toHaveText("Law changed");
    await page.getByTestId("law-changed-badge").click();

    await expect(page).toHaveURL(`${server.url}/updates/${policyId}`);
    // A construction business's policy may list other changes since its release too (the
    // construction induction card): the Regulation's is among them.
    await expect(
      page.getByTestId("update-reason").filter({ hasText: "Work Health and Safety Regulation 2025" }),
    ).toHaveCount(1);
    const references = page.locator('section[data-section="references"]');
    await expect(references.getByTestId("current-text")).toContainText(
      "Work Health and Safety Regulation 2017 (NSW)",
    );
    await expect(references.getByTestId("proposed-text")).toContainText(
      "Work Health and Safety Regulation 2025 (NSW)",
    );
    await expect(page.locator('section[data-section="purpose"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Apply these choices" }).click();

    await expect(page).toHaveURL(`${server.url}/editor/${policyId}`);
    await expect(page.getByText("Our own purpose, in our own words.")).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Work Health and Safety Regulation 2025 \(NSW\)/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Work Health and Safety Regulation 2017/ })).toHaveCount(0);
    await expect(page.getByTestId("law-changed-badge")).toHaveCount(0);

    const exported = await page.request.get(`${server.url}/api/policies/${policyId}/export/docx`);
    expect(exported.status()).toBe(200);
    const JSZip = (await import("jszip")).default;
    const xml = await (await JSZip.loadAsync(await exported.body()))
      .file("word/document.xml")!
      .async("string");
    expect(xml).toContain("Work Health and Safety Regulation 2025 (NSW)");
    expect(xml).not.toContain("Regulation 2017");
  });
});
