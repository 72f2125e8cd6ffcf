import { DOCUMENT_DISCLAIMER, paperFor } from "../../domain/catalogue";
import type { DocumentContent } from "../../domain/documents/content";
import {
  type ControlledBusiness,
  type ControlledDocument,
  documentControl,
  type LetterheadContacts,
  letterheadLines,
  siteDetailRows,
} from "../../domain/documents/document-control";
import { esc } from "../../domain/documents/html";
import { isSignedTable, type SheetSection, SIGNATURE_COLUMN } from "../../domain/documents/sign-on-sheet";

const STYLE =
  "body{font-family:system-ui,sans-serif;margin:2cm;color:#111}h1{font-size:22px}h2{font-size:16px;margin-top:20px}" +
  "table{border-collapse:collapse;width:100%;margin:8px 0;font-size:11px}" +
  "th,td{border:1px solid #999;padding:4px;vertical-align:top;text-align:left}" +
  "caption{text-align:left;font-weight:600;padding:4px 0}table.facts th{width:30%;background:#f3f4f6}" +
  ".letterhead{display:flex;justify-content:space-between;align-items:center;gap:16px;border-bottom:1px solid #cbd5e1;padding-bottom:8px}" +
  ".letterhead img{max-height:56px;max-width:200px}.letterhead div{text-align:right;font-size:11px;color:#475569}" +
  ".letterhead strong{display:block;font-size:14px;color:#111}";

/** What the printed letterhead shows besides the name: contact details and the logo's address. */
export type PrintLetterhead = Partial<LetterheadContacts> & { logoUrl?: string | null };

function letterhead(business: ControlledBusiness & PrintLetterhead): string {
  const lines = letterheadLines({
    address: business.address ?? null,
    phone: business.phone ?? null,
    email: business.email ?? null,
    website: business.website ?? null,
  });
  const logo = business.logoUrl
    ? `<img src="${esc(business.logoUrl)}" alt="${esc(business.name)} logo">`
    : "<span></span>";
  return `<header class="letterhead">${logo}<div><strong>${esc(business.name)}</strong>${lines
    .map((line) => `${esc(line)}<br>`)
    .join("")}</div></header>`;
}

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
  business: ControlledBusiness & PrintLetterhead,
  /** The sections with the sign-on table filled, its drawings by absolute URL; else the content's. */
  shown: SheetSection<string>[] = doc.content.sections,
) {
  const { content } = doc;
  const site = siteDetailRows(doc);
  const sections = shown
    .map((s, i) => {
      const tables = (s.tables ?? [])
        .map((t) => {
          const signatures = isSignedTable(t) ? t.signatures : [];
          const cell = (r: Record<string, string>, key: string, row: number) => {
            const text = esc(r[key] ?? "").replaceAll("\n", "<br>");
            const signature = key === SIGNATURE_COLUMN ? signatures[row] : null;
            return signature
              ? `<img src="${esc(signature.image)}" alt="Signature of ${esc(signature.name)}" style="max-height:40px;max-width:120px"><br><small>${text}</small>`
              : text;
          };
          return `<table><caption>${esc(t.caption)}</caption><thead><tr>${t.columns.map((c) => `<th>${esc(c.label)}</th>`).join("")}</tr></thead><tbody>${t.rows
            .map((r, row) => `<tr>${t.columns.map((c) => `<td>${cell(r, c.key, row)}</td>`).join("")}</tr>`)
            .join("")}</tbody></table>`;
        })
        .join("");
      // Section bodies are sanitised on the server when saved, as for the editor.
      return `<section><h2>${i + 1}. ${esc(s.heading)}</h2>${s.body}${tables}</section>`;
    })
    .join("");
  // The browser prints on the paper of the document's country: US Letter or A4.
  const page = `@page{size:${paperFor(content.country).id === "letter" ? "letter" : "A4"}}`;
  return (
    `<!doctype html><html><head><title>${esc(content.title)}</title><style>${page}${STYLE}</style></head><body>` +
    letterhead(business) +
    `<p>${esc(content.documentName)} · ${esc(business.name)}</p><h1>${esc(content.title)}</h1>` +
    factsTable("Document control", documentControl(doc, business)) +
    (site ? factsTable("Site details", site) : "") +
    `${sections}<p style="margin-top:24px;font-size:11px">${esc(DOCUMENT_DISCLAIMER)}</p></body></html>`
  );
}
