import type { DocTable, DocumentContent } from "./content";
import { siteDetailsScopeLabel } from "./types/registry";

/**
 * A document as Markdown: what a reviewer reads in a golden file or a pull request. Section bodies
 * are the engine's small HTML subset (p, h3, h4, strong, em, u, ul, ol, li, br, a), so a few
 * substitutions convert them faithfully.
 */
export function renderMarkdown(content: Omit<DocumentContent, "generation">): string {
  const out: string[] = [`# ${content.title}`, ""];
  out.push(
    `- Document: ${content.documentName} (${content.documentType})`,
    `- Jurisdiction: ${content.jurisdiction} (${content.country})`,
    `- Regulator: ${content.complianceReferences.authority} <${content.complianceReferences.authorityUrl}>`,
  );
  const site = content.siteDetails;
  if (site.projectDetails)
    out.push(`- ${siteDetailsScopeLabel(content.documentType)}: ${site.projectDetails}`);
  if (site.siteAddress) out.push(`- Site: ${site.siteAddress}`);
  out.push(`- Prepared by ${content.footer.createdBy} on ${content.footer.dateCreated}`, "");
  content.sections.forEach((section, i) => {
    out.push(`## ${i + 1}. ${section.heading}`, "");
    const body = bodyMarkdown(section.body);
    if (body) out.push(body, "");
    for (const table of section.tables ?? []) out.push(tableMarkdown(table), "");
    if (section.citations?.length) {
      out.push(
        `Cites: ${section.citations.map((c) => (c.pinpoint ? `${c.id} ${c.pinpoint}` : c.id)).join("; ")}`,
        "",
      );
    }
  });
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

function bodyMarkdown(body: string): string {
  return decode(
    body
      .replace(/<h3>(.*?)<\/h3>/g, "\n### $1\n\n")
      .replace(/<h4>(.*?)<\/h4>/g, "\n#### $1\n\n")
      .replace(/<ol>(.*?)<\/ol>/gs, (_, items: string) => `\n${listItems(items, (n) => `${n}. `)}\n\n`)
      .replace(/<ul>(.*?)<\/ul>/gs, (_, items: string) => `\n${listItems(items, () => "- ")}\n\n`)
      .replace(/<p>(.*?)<\/p>/gs, "$1\n\n")
      .replace(/<br\s*\/?>/g, "  \n")
      .replace(/<\/?strong>/g, "**")
      .replace(/<\/?em>/g, "_")
      .replace(/<\/?u>/g, "")
      .replace(/<a href="([^"]*)">(.*?)<\/a>/g, "[$2]($1)"),
  )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function listItems(items: string, marker: (n: number) => string): string {
  const found = [...items.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1] ?? "");
  return found.map((item, i) => `${marker(i + 1)}${item.replace(/<\/?p>/g, "")}`).join("\n");
}

function tableMarkdown(table: DocTable): string {
  const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", "<br>") || " ";
  return [
    `**${table.caption}**`,
    "",
    `| ${table.columns.map((c) => cell(c.label)).join(" | ")} |`,
    `| ${table.columns.map(() => "---").join(" | ")} |`,
    ...table.rows.map((row) => `| ${table.columns.map((c) => cell(row[c.key] ?? "")).join(" | ")} |`),
  ].join("\n");
}

const decode = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
