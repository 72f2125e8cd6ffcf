import { useCallback, useState } from "react";
import { normalisePackSelection, type PackId, SESSION_KEYS } from "../../domain/catalogue";

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Reads a pack list kept in session storage; anything unreadable counts as empty. */
export function readPackList(key: SessionKey): PackId[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(parsed) ? normalisePackSelection(parsed.filter((x) => typeof x === "string")) : [];
  } catch {
    return [];
  }
}

export function writePackList(key: SessionKey, packs: readonly PackId[]) {
  sessionStorage.setItem(key, JSON.stringify(normalisePackSelection(packs)));
}

/** The cart of the pack catalogue, kept under `selectedPacks` so it survives a reload. */
export function useCart() {
  const [packs, setPacks] = useState<PackId[]>(() => readPackList(SESSION_KEYS.selectedPacks));
  const update = useCallback((next: (current: PackId[]) => PackId[]) => {
    setPacks((current) => {
      const value = normalisePackSelection(next(current));
      writePackList(SESSION_KEYS.selectedPacks, value);
      return value;
    });
  }, []);
  return {
    packs,
    add: (ids: readonly PackId[]) => update((c) => [...c, ...ids]),
    remove: (id: PackId) => update((c) => c.filter((p) => p !== id)),
    clear: () => update(() => []),
  };
}
