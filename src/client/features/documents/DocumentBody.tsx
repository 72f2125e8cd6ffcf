import type { DocTable } from "../../../domain/documents/content";
import {
  isSignedTable,
  type SheetSection,
  SIGNATURE_COLUMN,
  type SignedTable,
} from "../../../domain/documents/sign-on-sheet";

/**
 * A document's numbered sections with their tables. Bodies are HTML the server produced from
 * escaped text and an allow-list sanitiser, so they render as markup.
 */
export function DocumentBody({ sections }: { sections: SheetSection<string>[] }) {
  return (
    <div className="grid grid-cols-1 gap-8">
      {sections.map((section, i) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} data-section={section.id}>
          <h2 id={`section-${section.id}`} className="text-lg font-semibold text-slate-900">
            {i + 1}. {section.heading}
          </h2>
          <div
            className="doc-prose mt-2 text-slate-800"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML
            dangerouslySetInnerHTML={{ __html: section.body }}
          />
          {section.tables?.map((table) => (
            <DocTableView key={table.id} table={table} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** A table; a sign-on table shows the drawing (by its URL) of each person who signed on a phone. */
function DocTableView({ table }: { table: DocTable | SignedTable<string> }) {
  const signatures = isSignedTable(table) ? table.signatures : [];
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-700">
          {table.caption}
        </caption>
        <thead>
          <tr className="bg-slate-100">
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className="border-t border-slate-200 px-3 py-2 font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <tr key={r} className="align-top odd:bg-white even:bg-slate-50">
              {table.columns.map((c) => {
                const signature = c.key === SIGNATURE_COLUMN ? signatures[r] : null;
                return (
                  <td key={c.key} className="border-t border-slate-200 px-3 py-2 whitespace-pre-line">
                    {signature ? (
                      <img
                        src={signature.image}
                        alt={`Signature of ${signature.name}`}
                        className="h-10 w-28 object-contain object-left"
                      />
                    ) : null}
                    {signature ? (
                      <span className="block text-xs text-slate-500">{row[c.key]}</span>
                    ) : (
                      row[c.key] || <span className="text-slate-300">—</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
