import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which parts may import which: the domain is pure and imports nothing from the server or the
 * client; the client never imports the server (it talks to it over HTTP, through the contracts).
 */
const RULES: { from: string; forbidden: string[] }[] = [
  { from: "src/domain", forbidden: ["src/server", "src/client"] },
  { from: "src/client", forbidden: ["src/server"] },
];

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Each import of a file's text that crosses a forbidden boundary, as "file → target". */
function violations(file: string, text: string): string[] {
  const rule = RULES.find((r) => file.startsWith(`${r.from}/`));
  if (!rule) return [];
  const found: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? "";
    if (!spec.startsWith(".")) continue;
    const target = relative(process.cwd(), resolve(dirname(file), spec));
    if (rule.forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      found.push(`${file} → ${target}`);
  }
  return found;
}

describe("import boundaries", () => {
  it("no domain file imports the server or the client, and no client file imports the server", () => {
    const all = RULES.flatMap((r) => files(r.from)).flatMap((f) => violations(f, readFileSync(f, "utf8")));
    expect(all).toEqual([]);
  });

  it("catches a crossing import however it is written", () => {
    expect(violations("src/domain/x/a.ts", 'import { db } from "../../server/db/client";')).toEqual([
      "src/domain/x/a.ts → src/server/db/client",
    ]);
    expect(violations("src/client/a.tsx", 'import type {\n  App,\n} from "../server/app";')).toHaveLength(1);
    expect(violations("src/client/a.tsx", 'const m = await import("../server/app");')).toHaveLength(1);
    expect(violations("src/domain/a.ts", 'export { x } from "../client/lib/api";')).toHaveLength(1);
    expect(violations("src/client/a.tsx", 'import { z } from "../contracts/documents";')).toEqual([]);
    expect(violations("src/server/a.ts", 'import { x } from "../client/lib/api";')).toEqual([]);
  });
});
