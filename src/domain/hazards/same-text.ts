/**
 * A string's derived form, remembered: merging a concept's wordings compares every control with
 * every other, and the same library texts are compared in every document composed. Bounded, as
 * texts worded for a business (its own words) come and go.
 */
export function remembered<T>(derive: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      if (known.size >= 20_000) known.clear();
      value = derive(text);
      known.set(text, value);
    }
    return value;
  };
}

/** Text compared for sameness: case, spacing and end punctuation aside. */
export const sameText = remembered((text) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.;:,\s]+$/, ""),
);
