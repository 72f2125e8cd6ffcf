import type { DocumentContent } from "./content";
import { textOf } from "./html";

/** The document as plain text: for .txt downloads, search and word counts. */
export function renderPlainText(content: Pick<DocumentContent, "title" | "sections">): string {
  const lines: string[] = [content.title, "=".repeat(content.title.length), ""];
  content.sections.forEach((section, i) => {
    lines.push(`${i + 1}. ${section.heading}`, "");
    const text = textOf(section.body).trim();
    if (text) lines.push(text, "");
    for (const table of section.tables ?? []) {
      lines.push(`[${table.caption}]`);
      for (const row of table.rows) {
        const cells = table.columns.map(
          (c) => `${c.label}: ${(row[c.key] ?? "").replaceAll("\n", "; ") || "____"}`,
        );
        lines.push(`- ${cells.join(" | ")}`);
      }
      lines.push("");
    }
  });
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** Words in the document, for the editor's page estimate. */
export function wordCount(content: Pick<DocumentContent, "title" | "sections">): number {
  return renderPlainText(content).split(/\s+/).filter(Boolean).length;
}
