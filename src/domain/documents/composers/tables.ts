import type { DocTable } from "../content";

/** Table shapes composers fill: compact columns, blank rows to complete, sign-off sheets and forms. */

export type Column = readonly [key: string, label: string];

/** A table from compact `[key, label]` columns. */
export function table(
  id: string,
  caption: string,
  columns: readonly Column[],
  rows: Record<string, string>[],
): DocTable {
  return { id, caption, columns: columns.map(([key, label]) => ({ key, label })), rows };
}

/**
 * The table without the column `key` when no row has anything in it. For a column the document
 * fills in itself (further controls to consider), an empty column reads as work left undone; a
 * column left for people to write in is never passed here.
 */
export function withoutEmptyColumn(table: DocTable, key: string): DocTable {
  if (table.rows.some((row) => (row[key] ?? "").trim() !== "")) return table;
  return {
    ...table,
    columns: table.columns.filter((c) => c.key !== key),
    rows: table.rows.map(({ [key]: _, ...rest }) => rest),
  };
}

/** Rows left for people to fill; `fill` pre-sets cells such as a reference number. */
export function blankRows(
  columns: readonly Column[],
  count: number,
  fill: (i: number) => Record<string, string> = () => ({}),
): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => ({
    ...Object.fromEntries(columns.map(([key]) => [key, ""])),
    ...fill(i),
  }));
}

/** A table of blank rows for people to fill in. */
export function blankTable(
  id: string,
  caption: string,
  columns: DocTable["columns"],
  rows: number,
): DocTable {
  return {
    id,
    caption,
    columns,
    rows: Array.from({ length: rows }, () => Object.fromEntries(columns.map((c) => [c.key, ""]))),
  };
}

/**
 * Blank rows for people to sign: Name, Position, Signature, Date. A permit's rows ask for the
 * time as well (`dateLabel`): it is issued and closed within a shift.
 */
export function signOffTable(
  id: string,
  caption: string,
  rows = 8,
  extra: { key: string; label: string }[] = [],
  dateLabel = "Date",
): DocTable {
  const columns = [
    { key: "name", label: "Name" },
    { key: "role", label: "Position / company" },
    ...extra,
    { key: "signature", label: "Signature" },
    { key: "date", label: dateLabel },
  ];
  return blankTable(id, caption, columns, rows);
}

/** One signature row per named role: Role, Name, Signature, Date (or `dateLabel`). */
export function roleSignOffTable(id: string, caption: string, roles: string[], dateLabel = "Date"): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "role", label: "Role" },
      { key: "name", label: "Name" },
      { key: "signature", label: "Signature" },
      { key: "date", label: dateLabel },
    ],
    rows: roles.map((role) => ({ role, name: "", signature: "", date: "" })),
  };
}

/** A two-column form: each field with a blank for the answer, or a value already known. */
export function fieldTable(
  id: string,
  caption: string,
  fields: [string, (string | null | undefined)?][],
): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "field", label: "Field" },
      { key: "value", label: "Details" },
    ],
    rows: fields.map(([field, value]) => ({ field, value: value ?? "" })),
  };
}

/** A table from rows written as lists of cells, one per column in order. */
export function tableOf(
  id: string,
  caption: string,
  columns: DocTable["columns"],
  rows: readonly (readonly string[])[],
): DocTable {
  return {
    id,
    caption,
    columns,
    rows: rows.map((cells) => Object.fromEntries(columns.map((c, i) => [c.key, cells[i] ?? ""]))),
  };
}
