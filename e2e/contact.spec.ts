import { expect, test } from "@playwright/test";
import { OwnServer } from "./support/own-server";

const server = new OwnServer({
  SELLER_NAME: "Harbour Safety Software Pty Ltd",
  SELLER_ADDRESS: "1 Example Street, Sydney NSW 2000, Australia",
  SELLER_EMAIL: "accounts@harbour-safety.example",
  SELLER_TAX_LABEL: "ABN",
  SELLER_TAX_ID: "12 345 678 901",
});
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

test("a contact message is acknowledged, clears the form, and arrives in the team's outbox", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/contact?inquiry=sales`);
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("sales");
  await page.getByLabel("Name*").fill("Priya Shah");
  await page.getByLabel("Email*").fill("priya@example.com");
  await page.getByLabel("Company").fill("Shah Joinery");
  await page.getByLabel("Subject*").fill("A demo for our site managers");
  await page.getByLabel("Message*").fill("Could you walk our three site managers through SWMS generation?");
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message Sent");
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
  await expect(page.getByLabel("Name*")).toHaveValue("");
  await expect(page.getByLabel("Message*")).toHaveValue("");

  // Without SMTP the e-mail to the team waits in the outbox, where staff read it.
  await server.stop();
  // The newest two: the acknowledgement to the sender, and the message to the team.
  const outbox = await server.admin("outbox", "2");
  expect(outbox).toContain("to priya@example.com");
  expect(outbox).toContain("Subject: We received your message");
  expect(outbox).toContain("[logged]  to support@safedraft.local  reply-to priya@example.com");
  expect(outbox).toContain("Subject: [Sales Inquiry] A demo for our site managers");
  expect(outbox).toContain("Company: Shah Joinery");
  await server.start();
});

test("the contact and terms pages name the seller from the server's configuration", async ({ page }) => {
  for (const path of ["/contact", "/terms"]) {
    await page.goto(`${server.url}${path}`);
    const seller = page.getByTestId("seller-details");
    await expect(seller).toContainText("Harbour Safety Software Pty Ltd");
    await expect(seller).toContainText("1 Example Street, Sydney NSW 2000, Australia");
    await expect(seller).toContainText("ABN: 12 345 678 901");
    await expect(seller.getByRole("link", { name: "accounts@harbour-safety.example" })).toHaveAttribute(
      "href",
      "mailto:accounts@harbour-safety.example",
    );
  }
});
