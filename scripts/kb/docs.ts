import type { Compiled } from "./compile";

export function renderLawDocs(_k: Compiled): Map<string, string> {
  return new Map();
}
