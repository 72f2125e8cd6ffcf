import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIPT_TOPIC } from "../../src/server/receipts/service";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { latestMail } from "../helpers/mail";

const run = promisify(execFile);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    SELLER_NAME: "Harbour Safety Software Pty Ltd",
    SELLER_ADDRESS: "1 Example Street, Sydney NSW 2000, Australia",
    SELLER_EMAIL: "accounts@harbour-safety.example",
    SELLER_TAX_LABEL: "ABN",
    SELLER_TAX_ID: "51 824 753 556",
  });
});
afterAll(() => ctx.close());

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

/** Checks out (with the company when given), pays, and returns the receipt's PDF text and the purchase id. */
async function buy(client: Client, billingDetails?: Record<string, unknown>, product = "core") {
  const intent = await client.post("/api/create-payment-intent", {
    product,
    ...(billingDetails ? { billingDetails } : {}),
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await client.post("/api/payments/test-mode/confirm", {
    clientSecret: intent.json().clientSecret,
    ...card,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [item] = (await client.get("/api/billing")).json().history;
  const pdf = await client.get(item.receipt.pdfUrl);
  expect(pdf.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-receipt-"));
  writeFileSync(path.join(dir, "r.pdf"), pdf.rawPayload);
  const { stdout } = await run("pdftotext", [path.join(dir, "r.pdf"), "-"]);
  return { id: item.id as string, text: stdout.replace(/\s+/g, " ") };
}

describe("a receipt for a business", () => {
  it("prints the company, address and ABN given in account settings, on the PDF and in the e-mail", async () => {
    const me = await signedInClient(ctx.app, { firstName: "Sam", lastName: "Buyer" });
    const saved = await me.client.put("/api/account/billing-details", {
      companyName: "Harbour Build Co Pty Ltd",
      address: "12 Smith St, Parramatta NSW 2150",
      taxKind: "abn",
      taxNumber: "51824753556",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      companyName: "Harbour Build Co Pty Ltd",
      address: "12 Smith St, Parramatta NSW 2150",
      taxKind: "abn",
      taxNumber: "51 824 753 556",
    });
    expect((await me.client.get("/api/account/billing-details")).json().taxNumber).toBe("51 824 753 556");

    const { id, text } = await buy(me.client);
    for (const fact of [
      "Harbour Build Co Pty Ltd",
      "Sam Buyer",
      "12 Smith St, Parramatta NSW 2150",
      "ABN: 51 824 753 556",
    ])
      expect(text, fact).toContain(fact);
    const mail = await latestMail(ctx, me.user.email, `${RECEIPT_TOPIC}:${id}`);
    expect(mail!.text).toContain("Harbour Build Co Pty Ltd");
    expect(mail!.text).toContain("ABN: 51 824 753 556");
  });

  it("takes the company at checkout, and a receipt already issued keeps what it was issued with", async () => {
    const me = await signedInClient(ctx.app);
    const first = await buy(me.client, {
      companyName: "Kiwi Dairy Ltd",
      taxKind: "gst",
      taxNumber: "49-091-850",
    });
    expect(first.text).toContain("Kiwi Dairy Ltd");
    expect(first.text).toContain("GST number: 049-091-850");
    // Cleared in settings: the next receipt is blank, the first one unchanged.
    const cleared = await me.client.put("/api/account/billing-details", {
      companyName: "",
      address: "",
      taxNumber: "",
    });
    expect(cleared.json()).toEqual({ companyName: "", address: "", taxKind: null, taxNumber: "" });
    const second = await buy(me.client, undefined, "operational-safety");
    expect(second.text).not.toContain("Kiwi Dairy");
    expect(second.text).not.toContain("GST number");
    const again = await me.client.get(`/api/receipts/${first.id}/pdf`);
    expect(again.statusCode).toBe(200);
    const history = (await me.client.get("/api/billing")).json().history;
    expect(history).toHaveLength(2);
  });

  it("prints nothing of a company when none is given", async () => {
    const me = await signedInClient(ctx.app, { firstName: "Plain", lastName: "Person" });
    const { text } = await buy(me.client);
    expect(text).toContain("Plain Person");
    expect(text).not.toMatch(/VAT number|GST number|EIN:/);
    expect((await me.client.get("/api/account/billing-details")).json()).toEqual({
      companyName: "",
      address: "",
      taxKind: null,
      taxNumber: "",
    });
  });

  it("refuses a wrong tax number with 422 naming the field, and keeps what was there", async () => {
    const me = await signedInClient(ctx.app);
    await me.client.put("/api/account/billing-details", {
      companyName: "Keep Me Ltd",
      taxKind: "vat",
      taxNumber: "GB123456789",
    });
    for (const [taxKind, taxNumber, message] of [
      ["abn", "51 824 753 557", /check digits/],
      ["vat", "12345", /VAT Number must be GB/],
      ["gst", "123", /GST number must be 8 or 9 digits/],
      // Eight digits, but not an IRD number: Inland Revenue's check digit does not match.
      ["gst", "136 410 133", /GST number is not valid.*check digit/],
      ["ein", "12-34", /EIN must be 9 digits/],
    ] as const) {
      const res = await me.client.put("/api/account/billing-details", {
        companyName: "Other Ltd",
        taxKind,
        taxNumber,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([{ field: "taxNumber", message: expect.stringMatching(message) }]);
      expect(res.json().message).toContain("taxNumber");
    }
    const noKind = await me.client.put("/api/account/billing-details", { taxNumber: "51824753556" });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors[0].field).toBe("taxKind");
    // At checkout the field is named where it was sent, and nothing is started.
    const checkout = await me.client.post("/api/create-payment-intent", {
      product: "core",
      billingDetails: { companyName: "Other Ltd", taxKind: "ein", taxNumber: "nope" },
    });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().errors[0].field).toBe("billingDetails.taxNumber");
    expect((await me.client.get("/api/billing")).json().history).toHaveLength(0);
    expect((await me.client.get("/api/account/billing-details")).json()).toMatchObject({
      companyName: "Keep Me Ltd",
      taxNumber: "GB123456789",
    });
  });
});
