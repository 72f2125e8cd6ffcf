import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../../src/server/db/schema";
import { CONTACT_LIMIT } from "../../src/server/routes/contact";
import { Client, createTestApp, type TestContext } from "../helpers/app";

const message = {
  name: "Priya Shah",
  email: "Priya@Example.com",
  company: "Shah Joinery",
  phone: "0400 000 000",
  subject: "Which documents do we need?",
  message: "We are a 12-person joinery in Geelong. Which documents should we start with?",
  inquiryType: "compliance",
};

describe("contact messages without SMTP", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ CONTACT_INBOX: "team@safedraft.test" });
  });
  afterAll(() => ctx.close());

  it("stores the message and keeps the e-mail to the team in the outbox", async () => {
    const res = await new Client(ctx.app).post("/api/contact", message);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Thank you for contacting us. We'll get back to you within 24 hours.");

    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().id));
    expect(stored).toMatchObject({
      name: "Priya Shah",
      email: "priya@example.com",
      inquiryType: "compliance",
    });

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, `contact:${res.json().id}`));
    expect(mail).toMatchObject({
      to: "team@safedraft.test",
      replyTo: "priya@example.com",
      subject: "[WHS Compliance Help] Which documents do we need?",
      status: "logged",
    });
    expect(mail!.text).toContain("Company: Shah Joinery");
    expect(mail!.text).toContain("Which documents should we start with?");
  });

  it("acknowledges the message to its sender without repeating what they typed", async () => {
    const res = await new Client(ctx.app).post("/api/contact", {
      ...message,
      email: "ack-check@example.com",
    });
    expect(res.statusCode).toBe(201);
    const acks = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "ack-check@example.com"));
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ subject: "We received your message", topic: "contact:acknowledgement" });
    expect(acks[0]!.text).toContain("we will get back to you within 24 hours");
    expect(acks[0]!.text).not.toContain(message.subject);
    expect(acks[0]!.text).not.toContain("Priya");
    // The seller's identity comes from configuration; the defaults say they are placeholders.
    expect(acks[0]!.text).toContain("placeholder seller name");
  });

  it("names every missing or wrong field and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const res = await new Client(ctx.app).post("/api/contact", {
      email: "not-an-email",
      inquiryType: "gossip",
      message: "x".repeat(5001),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "subject", "message", "inquiryType"]));
    expect(res.body).toContain("Please enter a valid email address");
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("keeps a header-injection attempt on one line of the subject", async () => {
    const res = await new Client(ctx.app).post("/api/contact", {
      ...message,
      subject: "Hello\r\nBcc: victim@example.com",
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "team@safedraft.test"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe("[WHS Compliance Help] Hello Bcc: victim@example.com");
  });

  it(`limits one address to ${CONTACT_LIMIT.max} messages in ${CONTACT_LIMIT.timeWindow}`, async () => {
    const client = new Client(ctx.app);
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await client.post("/api/contact", message)).statusCode).toBe(201);
    }
    const limited = await client.post("/api/contact", message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Rate limit exceeded, retry in 15 minutes/);
    expect((await new Client(ctx.app).post("/api/contact", message)).statusCode).toBe(201);
  });

  it("counts every IPv6 address of one /64 network as one address", async () => {
    const from = (suffix: string) => new Client(ctx.app, `2001:db8:77:1:${suffix}`);
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await from(`${i}:0:0:1`).post("/api/contact", message)).statusCode).toBe(201);
    }
    expect((await from("ffff:1:2:3").post("/api/contact", message)).statusCode).toBe(429);
    expect((await new Client(ctx.app, "2001:db8:77:2::1").post("/api/contact", message)).statusCode).toBe(
      201,
    );
  });
});

describe("contact messages through SMTP", () => {
  const received: { subject: string; raw: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          received.push({ subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "", raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it("delivers the e-mail to the mail server and marks it sent", async () => {
    const ctx = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_INBOX: "team@safedraft.test",
    });
    try {
      const res = await new Client(ctx.app).post("/api/contact", message);
      expect(res.statusCode).toBe(201);
      // The message to the team, then the acknowledgement to the sender.
      expect(received).toHaveLength(2);
      expect(received[0]!.subject).toBe("[WHS Compliance Help] Which documents do we need?");
      expect(received[0]!.raw).toMatch(/^Reply-To: priya@example\.com/m);
      expect(received[0]!.raw).toMatch(/^To: team@safedraft\.test/m);
      expect(received[1]!.subject).toBe("We received your message");
      expect(received[1]!.raw).toMatch(/^To: priya@example\.com/m);
      const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "team@safedraft.test"));
      expect(mail).toMatchObject({ status: "sent", error: null });
      expect(mail!.sentAt).toBeInstanceOf(Date);
    } finally {
      await ctx.close();
    }
  });

  it("keeps the message and records the failure when the mail server is down", async () => {
    const ctx = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const res = await new Client(ctx.app).post("/api/contact", message);
      expect(res.statusCode).toBe(201);
      expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(1);
      const [mail] = await ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, "support@safedraft.local"));
      expect(mail!.status).toBe("failed");
      expect(mail!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await ctx.close();
    }
  });
});

describe("the seller named on the site", () => {
  it("is the configured business, with its address, e-mail and tax number, to anyone", async () => {
    const ctx = await createTestApp({
      SELLER_NAME: "Harbour Safety Software Pty Ltd",
      SELLER_ADDRESS: "1 Example Street, Sydney NSW 2000, Australia",
      SELLER_EMAIL: "accounts@harbour-safety.example",
      SELLER_TAX_LABEL: "ABN",
      SELLER_TAX_ID: "12 345 678 901",
    });
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/api/seller" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: "Harbour Safety Software Pty Ltd",
        address: "1 Example Street, Sydney NSW 2000, Australia",
        email: "accounts@harbour-safety.example",
        taxLabel: "ABN",
        taxId: "12 345 678 901",
      });
    } finally {
      await ctx.close();
    }
  });

  it("says plainly that the defaults are placeholders", async () => {
    const ctx = await createTestApp();
    try {
      const seller = (await ctx.app.inject({ method: "GET", url: "/api/seller" })).json();
      expect(seller.name).toContain("placeholder");
      expect(seller.address).toContain("Placeholder");
      expect(seller.taxId).toContain("Placeholder");
    } finally {
      await ctx.close();
    }
  });
});
