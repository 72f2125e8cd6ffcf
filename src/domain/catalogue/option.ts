export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** Label of a value in an option list; an unknown value (e.g. from an older record) is shown as stored. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
