import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";
import { roofingSwms } from "./support/sign-on";

const server = new OwnServer();
const email = `sign-on-register-${Date.now()}@example.com`;
const password = "a long enough password";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.startWithCoreCredits({ email, password, firstName: "Tui", lastName: "Walker" });
});
test.afterAll(async () => {
  await server.stop();
});

/** A small drawn signature: a real PNG with a diagonal stroke, as the phone's pad sends. */
function signaturePng(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "latin1");
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])));
    return Buffer.concat([head, body, sum]);
  };
  const [width, height] = [60, 20];
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 4);
    row.writeUInt32BE(0x000000ff, 1 + Math.floor((y / height) * width) * 4);
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

test("after a worker signs, the owner sees the signature in the document, its PDF and the register", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, email, password);
  const headers = { origin: server.url };
  const doc = await roofingSwms(page, server.url);
  const published = await page.request.put(`${server.url}/api/policies/${doc.id}`, {
    headers,
    data: { content: doc.content, baseVersion: doc.version, status: "published" },
  });
  expect(published.status()).toBe(200);
  const link = await page.request.post(`${server.url}/api/policies/${doc.id}/sign-on`, { headers, data: {} });
  const { token } = (await link.json()) as { token: string };

  // The worker signs from their phone (no account; the public page sends this).
  const signed = await page.request.fetch(`${server.url}/api/sign-on/${token}/signatures`, {
    method: "POST",
    headers: { origin: server.url },
    data: {
      submissionId: randomUUID(),
      revision: (await published.json()).version,
      name: "Mere Tane",
      company: "Tane Scaffolding",
      cardNumber: "CI-12345",
      signature: signaturePng(),
      understood: true,
      signedAt: new Date().toISOString(),
    },
  });
  expect(signed.status(), await signed.text()).toBe(201);

  // The document's sign-on table shows the signature in the editor.
  await page.goto(`${server.url}/editor/${doc.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
  const signOnTable = page.getByRole("table", { name: "Worker sign-on" });
  await expect(signOnTable.getByRole("row").nth(1)).toContainText("Mere Tane");
  await expect(signOnTable.getByRole("img", { name: "Signature of Mere Tane" })).toBeVisible();

  // The exported PDF carries the name in its sign-on table.
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export PDF" }).click(),
  ]);
  const pdfText = execFileSync("pdftotext", [await pdf.path(), "-"], { encoding: "utf8" });
  expect(pdfText.slice(pdfText.indexOf("Worker sign-on"))).toContain("Mere Tane");

  // The register of this document, from the Crew sign-on panel, lists the signature.
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Register CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/sign_on_register.*\.csv$/);
  const register = readFileSync(await csv.path(), "utf8");
  expect(register).toContain('"Mere Tane","Tane Scaffolding","CI-12345"');

  const [registerPdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Register PDF" }).click(),
  ]);
  const registerText = execFileSync("pdftotext", [await registerPdf.path(), "-"], { encoding: "utf8" });
  expect(registerText).toContain("Sign-on register");
  expect(registerText).toContain("Mere Tane");

  // A new version is published: the worker who signed version 1 now needs to re-sign, and the
  // document's sign-on table is blank again for version 2.
  const current = (await (await page.request.get(`${server.url}/api/policies/${doc.id}`)).json()) as {
    version: number;
    content: { sections: { id: string; body: string }[] };
  };
  const changed = {
    ...current.content,
    sections: current.content.sections.map((s, i) =>
      i === 0 ? { ...s, body: `${s.body}<p>Scaffold on the north face.</p>` } : s,
    ),
  };
  const second = await page.request.put(`${server.url}/api/policies/${doc.id}`, {
    headers,
    data: { content: changed, baseVersion: current.version, status: "published" },
  });
  expect(second.status()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  const resign = page.getByTestId("needs-resign");
  await expect(resign).toHaveCount(1);
  await expect(resign).toContainText("Mere Tane · Tane Scaffolding · last signed version 1");
  await expect(signOnTable.getByRole("img")).toHaveCount(0);

  // The business's register, from the documents page, holds the same signature.
  await page.goto(`${server.url}/documents`);
  await page.getByText("Sign-on register of Parramatta Roofing").click();
  const [businessCsv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Register CSV" }).click(),
  ]);
  expect(readFileSync(await businessCsv.path(), "utf8")).toContain(
    '"Mere Tane","Tane Scaffolding","CI-12345"',
  );
});
