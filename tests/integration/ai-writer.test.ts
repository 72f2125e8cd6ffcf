import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases } from "../../src/server/db/schema";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, businesses, createBusiness } from "../helpers/fixtures";

/** A stand-in for an OpenAI-compatible API on loopback; each test sets how it answers. */
type Behaviour = (request: {
  sections: { id: string; body: string }[];
  allowedCitations: { id: string }[];
}) => { status: number; body: unknown; delayMs?: number } | undefined;

let behaviour: Behaviour = () => undefined;
let calls = 0;
let server: Server;
let baseUrl = "";

async function readJson(req: IncomingMessage) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    calls++;
    const payload = await readJson(req);
    const user = JSON.parse(payload.messages.at(-1).content);
    const answer = behaviour(user) ?? { status: 500, body: { error: "no behaviour" } };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const completion = (content: string) => ({
  status: 200,
  body: {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  },
});

describe("optional AI writer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: "1500" });
  });
  afterAll(() => ctx.close());

  async function generate(type: string, business: Record<string, unknown> = businesses.vicBuilder) {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 1);
    const businessId = await createBusiness(client, business);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: type,
      metadata: anyTypeInputs,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().content;
  }

  it("uses the rewritten prose, sanitised, keeping only the document's own citations", async () => {
    behaviour = (req) => {
      const first = req.sections[0]!;
      return completion(
        JSON.stringify({
          sections: [
            {
              id: first.id,
              body: '<p>Rewritten for Yarra Renovations.</p><script>alert(1)</script><p onclick="x()">Safe <strong>text</strong></p>',
              citations: [req.allowedCitations[0]!.id, "made-up-act-1999"],
            },
          ],
        }),
      );
    };
    const content = await generate("policy");
    expect(content.generation.engine).toBe("ai");
    const section = content.sections[0];
    expect(section.body).toBe("<p>Rewritten for Yarra Renovations.</p><p>Safe <strong>text</strong></p>");
    expect(JSON.stringify(content)).not.toContain("made-up-act-1999");
    expect(content.sections.at(-1).id).toBe("references");
    // The basis keeps the sections as SafeDraft composed them, not the rewrite, so a later law
    // change tells the rewritten section apart from SafeDraft's own text.
    const [basis] = await ctx.database.db
      .select()
      .from(documentBases)
      .orderBy(desc(documentBases.createdAt))
      .limit(1);
    expect(basis!.sections[0]!.id).toBe(section.id);
    expect(basis!.sections[0]!.body).not.toContain("Rewritten for Yarra Renovations");
  });

  it("holds a rewrite to the country's spelling and terms, leaving the business's name as it is", async () => {
    behaviour = (req) =>
      completion(
        JSON.stringify({
          sections: [
            {
              id: req.sections[0]!.id,
              body: "<p>Harbour Colour Hardware organises training, checks every licence and keeps its plant safe.</p>",
            },
          ],
        }),
      );
    const content = await generate("policy", { ...businesses.usShop, name: "Harbour Colour Hardware" });
    expect(content.generation.engine).toBe("ai");
    expect(content.sections[0].body).toBe(
      "<p>Harbour Colour Hardware organizes training, checks every license and keeps its machinery safe.</p>",
    );
  });

  it("falls back to the built-in document when the model answers nonsense", async () => {
    behaviour = () => completion("this is not json");
    const content = await generate("swms");
    expect(content.generation.engine).toBe("built-in");
    expect(content.sections.length).toBeGreaterThan(5);
  });

  // The model answers long after the 1.5 s timeout: the document comes back well before it would,
  // written by the built-in engine. The gap is wide so a busy machine cannot blur it.
  it("falls back when the model is slower than the timeout", { timeout: 60_000 }, async () => {
    const before = calls;
    behaviour = () => ({ ...completion('{"sections":[]}'), delayMs: 20_000 });
    const started = Date.now();
    const content = await generate("risk-assessment");
    expect(calls).toBe(before + 1);
    expect(content.generation.engine).toBe("built-in");
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("falls back when the model's service fails", async () => {
    behaviour = () => ({ status: 503, body: { error: { message: "overloaded" } } });
    const content = await generate("incident-form");
    expect(content.generation.engine).toBe("built-in");
  });
});
