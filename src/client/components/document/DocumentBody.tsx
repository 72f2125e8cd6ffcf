import { memo, type ReactNode } from "react";
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
 *
 * Memoised: a screen that shows a document re-renders as its other data arrives (the business,
 * the signatures, the approval), and the body, hundreds of elements, need not be drawn again.
 */
export const DocumentBody = memo(function DocumentBody({
  sections,
  aside,
  tableView,
  firstSections,
}: {
  sections: SheetSection<string>[];
  /** Shown beside a section on a wide screen and after it on a narrow one, e.g. reviewers' comments. */
  aside?: (sectionId: string) => ReactNode;
  /** Another way to show a table (e.g. a work method as cards on a phone); null keeps the table. */
  tableView?: (table: DocTable | SignedTable<string>) => ReactNode | null;
  /**
   * Shows only this many sections, while a screen paints the start of a document before drawing
   * all of it (the editor as it opens). A blank space as tall as the screen stands for the rest, so
   * what follows the body stays below the screen and nothing on screen moves when the rest arrives.
   */
  firstSections?: number;
}) {
  const shown = Math.min(firstSections ?? sections.length, sections.length);
  return (
    <div className="grid grid-cols-1 gap-8">
      {sections.slice(0, shown).map((section, i) => (
        <SectionWithAside key={section.id} aside={aside?.(section.id)}>
          {/* A section off the screen is not laid out until it nears it (content-visibility), so
              each layout of a long document costs a phone a screenful, not the whole document. */}
          <section
            aria-labelledby={`section-${section.id}`}
            data-section={section.id}
            className="min-w-0 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
          >
            <h2 id={`section-${section.id}`} className="text-lg font-semibold text-slate-900">
              {i + 1}. {section.heading}
            </h2>
            <div
              className="doc-prose mt-2 text-slate-800"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML
              dangerouslySetInnerHTML={{ __html: section.body }}
            />
            {section.tables?.map(
              (table) => tableView?.(table) ?? <DocTableView key={table.id} table={table} />,
            )}
          </section>
        </SectionWithAside>
      ))}
      {shown < sections.length ? <div className="min-h-screen" data-testid="sections-to-come" /> : null}
    </div>
  );
});

/** A section and what goes beside it: two columns on a wide screen, one after the other on a phone. */
export function SectionWithAside({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  if (!aside) return <>{children}</>;
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-6">
      {children}
      {aside}
    </div>
  );
}

const ROW =
  "block border-t border-slate-200 py-1 align-top odd:bg-white even:bg-slate-50 sm:table-row sm:py-0";

/**
 * A table; a sign-on table shows the drawing (by its URL) of each person who signed on a phone. On a
 * phone each row stacks as label and value, so no value hides behind sideways scrolling.
 */
function DocTableView({ table }: { table: DocTable | SignedTable<string> }) {
  const signatures = isSignedTable(table) ? table.signatures : [];
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm sm:min-w-[36rem]" data-stacks-on-phone>
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-700">
          {table.caption}
        </caption>
        <thead className="hidden sm:table-header-group">
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
            <tr key={r} className={ROW}>
              {table.columns.map((c) => {
                const signature = c.key === SIGNATURE_COLUMN ? signatures[r] : null;
                return (
                  <td
                    key={c.key}
                    className="block px-3 py-1 whitespace-pre-line sm:table-cell sm:border-t sm:border-slate-200 sm:py-2"
                  >
                    <span className="block text-xs font-semibold text-slate-600 sm:hidden" aria-hidden>
                      {c.label}
                    </span>
                    {signature ? (
                      <img
                        src={signature.image}
                        alt={`Signature of ${signature.name}`}
                        className="h-10 w-28 object-contain object-left"
                      />
                    ) : null}
                    {signature ? (
                      <span className="block text-xs text-slate-500">{row[c.key]}</span>
                    ) : row[c.key] ? (
                      // Its own element, so the cell's value reads apart from its phone label.
                      <span>{row[c.key]}</span>
                    ) : (
                      <span className="text-slate-300">—</span>
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
