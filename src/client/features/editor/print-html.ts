import { DOCUMENT_DISCLAIMER, paperFor } from "../../../domain/catalogue";
import type { DocumentContent } from "../../../domain/documents/content";
import {
  type ControlledBusiness,
  type ControlledDocument,
  documentControl,
  siteDetailRows,
} from "../../../domain/documents/document-control";
import { esc } from "../../../domain/documents/html";

const STYLE =
  "body{font-family:system-ui,sans-serif;margin:2cm;color:#111}h1{font-size:22px}h2{font-size:16px;margin-top:20px}" +
  "table{border-collapse:collapse;width:100%;margin:8px 0;font-size:11px}" +
  "th,td{border:1px solid #999;padding:4px;vertical-align:top;text-align:left}" +
  "caption{text-align:left;font-weight:600;padding:4px 0}table.facts th{width:30%;background:#f3f4f6}";

function factsTable(caption: string, rows: [string, string][]): string {
  return `<table class="facts"><caption>${esc(caption)}</caption><tbody>${rows
    .map(([label, value]) => `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`)
    .join("")}</tbody></table>`;
}

/**
 * The page the browser prints: the same document control, site details, sections and tables as the
 * PDF and Word exports, so a printed copy is not missing its version, reviewer or site.
 */
export function printableHtml(
  doc: ControlledDocument & { content: DocumentContent },
  business: ControlledBusiness,
) {
  const { content } = doc;
  const site = siteDetailRows(doc);
  const sections = content.sections
    .map((s, i) => {
      const tables = (s.tables ?? [])
        .map(
          (t) =>
            `<table><caption>${esc(t.caption)}</caption><thead><tr>${t.columns.map((c) => `<th>${esc(c.label)}</th>`).join("")}</tr></thead><tbody>${t.rows
              .map(
                (r) =>
                  `<tr>${t.columns.map((c) => `<td>${esc(r[c.key] ?? "").replaceAll("\n", "<br>")}</td>`).join("")}</tr>`,
              )
              .join("")}</tbody></table>`,
        )
        .join("");
      // Section bodies are sanitised on the server when saved, as for the editor.
      return `<section><h2>${i + 1}. ${esc(s.heading)}</h2>${s.body}${tables}</section>`;
    })
    .join("");
  // The browser prints on the paper of the document's country: US Letter or A4.
  const page = `@page{size:${paperFor(content.country).id === "letter" ? "letter" : "A4"}}`;
  return (
    `<!doctype html><html><head><title>${esc(content.title)}</title><style>${page}${STYLE}</style></head><body>` +
    `<p>${esc(content.documentName)} · ${esc(business.name)}</p><h1>${esc(content.title)}</h1>` +
    factsTable("Document control", documentControl(doc, business)) +
    (site ? factsTable("Site details", site) : "") +
    `${sections}<p style="margin-top:24px;font-size:11px">${esc(DOCUMENT_DISCLAIMER)}</p></body></html>`
  );
}
