import OpenAI from "openai";
import { z } from "zod";
import type { DocumentContent } from "../../domain/documents/content";
import { citedOnce } from "../../domain/documents/engine";
import { textOf } from "../../domain/documents/html";
import { citationTitle } from "../../domain/legal";
import type { Citation } from "../../domain/legal/types";
import { sanitizeRichText } from "../lib/sanitize";
import type { ProseWriter } from "../routes/documents/generation";

export type AiWriterConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
type Log = { warn: (obj: object, msg: string) => void };

const replySchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.string(),
        body: z.string().min(1).max(20_000),
        citations: z.array(z.string()).max(30).optional(),
      }),
    )
    .max(60),
});

const SYSTEM = [
  "You improve the prose of a workplace health and safety document for a specific business.",
  "Rewrite each section body so it reads naturally and specifically for this business, keeping every fact, duty, deadline, number and name unchanged.",
  "Never add a law, regulation, code, standard, regulator or phone number that is not already in the section or in the allowed citations.",
  'Return JSON: {"sections":[{"id":string,"body":string,"citations":string[]}]}. body may use only <p>, <strong>, <em>, <u>, <ul>, <ol>, <li>, <h3>, <h4>.',
  "citations may only contain ids from the allowed list.",
  "Write in the spelling and workplace terms of the document's country (AU, UK, NZ or US).",
].join(" ");

/**
 * A language model rewrites section prose inside the fixed structure. Its answer is
 * schema-checked and sanitised, citations outside the document's own are dropped, tables and
 * headings are never touched, and any failure or timeout returns null so the built-in text stands.
 */
export function createAiWriter(config: AiWriterConfig, log: Log): ProseWriter {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey || "none",
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  return async (content) => {
    const allowed = new Map(content.complianceReferences.citations.map((c) => [c.id, c]));
    const editable = content.sections.filter((s) => s.id !== "references");
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0.2,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: SYSTEM },
          {
            role: "user",
            content: JSON.stringify({
              document: content.title,
              country: content.country,
              jurisdiction: content.jurisdiction,
              allowedCitations: [...allowed.values()].map((c) => ({ id: c.id, title: citationTitle(c) })),
              sections: editable.map((s) => ({ id: s.id, heading: s.heading, body: s.body })),
            }),
          },
        ],
      });
      const raw = completion.choices[0]?.message?.content;
      const parsed = replySchema.safeParse(JSON.parse(raw ?? ""));
      if (!parsed.success) throw new Error(`reply does not match the schema: ${parsed.error.message}`);
      const byId = new Map(parsed.data.sections.map((s) => [s.id, s]));

      let changed = 0;
      const sections = content.sections.map((section) => {
        const rewrite = byId.get(section.id);
        if (!rewrite || section.id === "references") return section;
        const body = sanitizeRichText(rewrite.body);
        if (!textOf(body).trim()) return section;
        changed++;
        const extra = (rewrite.citations ?? [])
          .map((id) => allowed.get(id))
          .filter((c): c is Citation => c !== undefined);
        const citations = [...(section.citations ?? []), ...extra];
        return citedOnce({ ...section, body, ...(citations.length ? { citations } : {}) });
      });
      if (changed === 0) throw new Error("reply changed no section");
      return {
        ...content,
        sections,
        generation: { ...content.generation, engine: "ai" },
      } satisfies DocumentContent;
    } catch (error) {
      log.warn({ err: error }, "AI writer failed; using the built-in document");
      return null;
    }
  };
}
