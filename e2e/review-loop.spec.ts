import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { SHOTS } from "./support/flows";
import { OwnServer } from "./support/own-server";
import { roofingSwms } from "./support/sign-on";

const server = new OwnServer();
const email = `review-${Date.now()}@example.com`;
const password = "a long enough password";
const reviewerEmail = `pc-${Date.now()}@acme.example`;
const SCOPE = "Scope and Work Details";

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeAll(async () => {
  // A cold start of the server: slow on a busy machine.
  test.setTimeout(400_000);
  mkdirSync(SHOTS, { recursive: true });
  await server.startWithCoreCredits({ email, password, firstName: "Tui", lastName: "Walker" });
});
test.afterAll(async () => {
  await server.stop();
});

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function sendForReview(page: Page, version: number) {
  await page.getByLabel("Reviewer's e-mail").fill(reviewerEmail);
  await page.getByLabel("Organisation (optional)").fill("Acme Builders");
  await page.getByRole("button", { name: `Send version ${version} for review` }).click();
  const link = page.getByRole("textbox", { name: "Review link" });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/review/[A-Za-z0-9_-]{43}$`));
  return url;
}

test("the owner sends a SWMS for review; the contractor returns it from a phone, then accepts the revision", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await signIn(page, server.url, email, password);
  const { id, title } = await roofingSwms(page, server.url);
  await page.goto(`${server.url}/editor/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Reviewers read the issued version: before the first publish the panel says so.
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText("Issue this document first (Issue version 1): reviewers")).toBeVisible();
  await page.getByRole("button", { name: "Start Editing" }).click();
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByRole("button", { name: /^Issue version/ })).toHaveCount(0);
  const firstUrl = await sendForReview(page, 1);
  await expect(page.getByText(`Waiting for Acme Builders, version 1`).first()).toBeVisible();

  // The contractor's phone: no account, a context of its own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reviewer = await phone.newPage();
  await reviewer.goto(firstUrl);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reviewer.getByText("Version 1", { exact: false }).first()).toBeVisible();
  await noSidewaysScroll(reviewer);
  await reviewer.getByRole("button", { name: "Comment on this section" }).first().click();
  await reviewer.getByLabel(`Your comment on “${SCOPE}”`).fill("Say which scaffold <b>exactly</b>.");
  await reviewer.getByLabel("Your name").fill("Jo Smith");
  await expect(reviewer.getByLabel("Organisation")).toHaveValue("Acme Builders");
  await reviewer.getByRole("form", { name: /Your answer on version 1/ }).scrollIntoViewIfNeeded();
  await reviewer.screenshot({ path: `${SHOTS}/review-answer-form-phone.png` });
  await reviewer.getByRole("button", { name: "Return with comments" }).click();
  await expect(reviewer.getByRole("status")).toContainText("Returned with comments: version 1");
  await reviewer.evaluate(() => window.scrollTo(0, 0));
  await noSidewaysScroll(reviewer);
  await reviewer.screenshot({ path: `${SHOTS}/review-returned-phone.png` });

  // The owner sees the answer and the comment beside its section, as typed (not as markup).
  await page.reload();
  await expect(
    page.getByText(/Returned with 1 comment by Acme Builders \(Jo Smith\), .*version 1/),
  ).toBeVisible();
  const comment = page.getByRole("complementary", { name: "Reviewer comments" });
  await expect(comment).toContainText("Say which scaffold <b>exactly</b>.");
  const section = page.locator(`[data-section="scope"]`);
  const [sectionBox, commentBox] = [await section.boundingBox(), await comment.boundingBox()];
  expect(commentBox!.x).toBeGreaterThan(sectionBox!.x + sectionBox!.width - 1);
  expect(Math.abs(commentBox!.y - sectionBox!.y)).toBeLessThan(40);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/review-comments-desktop.png` });

  // The owner revises the section, issues version 2 and sends it again.
  await page.getByRole("button", { name: "Start Editing" }).click();
  const scope = page.getByRole("textbox", { name: SCOPE });
  await scope.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Work only from the tagged mobile scaffold.");
  await page.getByRole("button", { name: "Issue version 2" }).click();
  await expect(page.getByRole("button", { name: /^Issue version/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Send for review" }).click();
  const secondUrl = await sendForReview(page, 2);

  // The old link now says a newer version was sent; the new one shows what changed, and is accepted.
  await reviewer.goto(firstUrl);
  await expect(reviewer.getByRole("heading", { name: "A newer review link was sent to you" })).toBeVisible();
  await reviewer.goto(secondUrl);
  await expect(reviewer.getByRole("heading", { name: "What changed since version 1" })).toBeVisible();
  await expect(reviewer.locator("ins").first()).toContainText("tagged mobile scaffold");
  await noSidewaysScroll(reviewer);
  await reviewer.screenshot({ path: `${SHOTS}/review-changes-phone.png` });
  await reviewer.getByLabel("Your name").fill("Jo Smith");
  await reviewer.getByRole("button", { name: "Accept version 2" }).click();
  await expect(reviewer.getByRole("status")).toContainText("Accepted: version 2");
  await expect(reviewer.getByRole("status")).toContainText("By Jo Smith (Acme Builders)");

  await page.reload();
  await expect(page.getByText(/Accepted by Acme Builders \(Jo Smith\), .*version 2/).first()).toBeVisible({
    timeout: 30_000,
  });
  // The comment on version 1 was answered by the acceptance: nothing left beside the section.
  await expect(page.getByRole("complementary", { name: "Reviewer comments" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/review-accepted-desktop.png` });
  await phone.close();
});

test("a link that does not work shows a clear page, on a phone", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`${server.url}/review/${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "This review link does not work" })).toBeVisible();
  await expect(page.getByText("ask the sender for a new one")).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/review-bad-link-phone.png` });
  await phone.close();
});
