import { Plus, Trash2 } from "lucide-react";
import type { DocTable } from "../../../domain/documents/content";
import { Button } from "../../components/ui/button";

/**
 * A document table as inputs: edit cells, add and remove rows. On a phone each row is a card of
 * labelled fields, one under another, instead of eight narrow boxes scrolled sideways.
 */
export function EditableTable({ table, onChange }: { table: DocTable; onChange: (t: DocTable) => void }) {
  const setCell = (r: number, key: string, value: string) =>
    onChange({ ...table, rows: table.rows.map((row, i) => (i === r ? { ...row, [key]: value } : row)) });
  const addRow = () =>
    onChange({ ...table, rows: [...table.rows, Object.fromEntries(table.columns.map((c) => [c.key, ""]))] });
  const removeRow = (r: number) => onChange({ ...table, rows: table.rows.filter((_, i) => i !== r) });

  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm sm:min-w-[40rem]" data-stacks-on-phone>
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-700">
          {table.caption}
        </caption>
        <thead className="hidden sm:table-header-group">
          <tr className="bg-slate-100">
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className="border-t border-slate-200 px-2 py-2 font-semibold">
                {c.label}
              </th>
            ))}
            <th className="w-10 border-t border-slate-200">
              <span className="sr-only">Row actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <tr key={r} className="block border-t-4 border-slate-100 align-top sm:table-row sm:border-t-0">
              {table.columns.map((c) => (
                <td key={c.key} className="block p-1 sm:table-cell sm:border-t sm:border-slate-200">
                  <span className="block px-1 text-xs font-semibold text-slate-600 sm:hidden" aria-hidden>
                    {c.label}
                  </span>
                  <textarea
                    aria-label={`${table.caption}: ${c.label}, row ${r + 1}`}
                    className="w-full min-w-24 resize-y rounded border border-slate-200 px-2 py-1 text-sm"
                    rows={Math.min(6, Math.max(1, (row[c.key] ?? "").split("\n").length))}
                    value={row[c.key] ?? ""}
                    onChange={(e) => setCell(r, c.key, e.target.value)}
                  />
                </td>
              ))}
              <td className="block p-1 sm:table-cell sm:border-t sm:border-slate-200">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove row ${r + 1} of ${table.caption}`}
                  onClick={() => removeRow(r)}
                >
                  <Trash2 className="text-red-600" aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="border-t border-slate-200 p-2">
        <Button size="sm" variant="outline" onClick={addRow} aria-label={`Add row to ${table.caption}`}>
          <Plus aria-hidden /> Add row
        </Button>
      </div>
    </div>
  );
}
