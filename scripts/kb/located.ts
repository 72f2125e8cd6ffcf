import { parseDocument } from "yaml";
import type { z } from "zod";

/**
 * Where each value of the knowledge base was written, so an error can name the file and the path
 * inside it even after profiles have been merged along their `extends` chain.
 */
export type Origin = { file: string; path: string };

const ORIGIN = new WeakMap<object, Origin>();
const KEY_ORIGIN = new WeakMap<object, Map<string, Origin>>();

export class KnowledgeError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The knowledge base has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
}

/** Collects problems so one run reports them all; `check()` throws when there are any. */
export class Problems {
  readonly list: string[] = [];
  add(where: string, message: string): void {
    const line = `${where}: ${message}`;
    if (!this.list.includes(line)) this.list.push(line);
  }
  check(): void {
    if (this.list.length > 0) throw new KnowledgeError(this.list);
  }
}

export function joinPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Records the origin of every object and array in a freshly parsed file. */
export function mark(value: unknown, file: string, path = ""): void {
  if (typeof value !== "object" || value === null || ORIGIN.has(value)) return;
  ORIGIN.set(value, { file, path });
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) mark(value[i], file, joinPath(path, i));
  } else for (const [k, v] of Object.entries(value)) mark(v, file, joinPath(path, k));
}

export function originOf(container: object, key: string | number): Origin | undefined {
  const own = KEY_ORIGIN.get(container)?.get(String(key));
  if (own) return own;
  const base = ORIGIN.get(container);
  return base ? { file: base.file, path: joinPath(base.path, key) } : undefined;
}

export function setKeyOrigin(container: object, key: string | number, origin: Origin | undefined): void {
  if (!origin) return;
  let map = KEY_ORIGIN.get(container);
  if (!map) {
    map = new Map();
    KEY_ORIGIN.set(container, map);
  }
  map.set(String(key), origin);
}

export function setOrigin(value: object, origin: Origin | undefined): void {
  if (origin && !ORIGIN.has(value)) ORIGIN.set(value, origin);
}

export function nodeOrigin(value: object): Origin | undefined {
  return ORIGIN.get(value);
}

/** "knowledge/x.yaml: a.b[2]" for a key of a container. */
export function where(container: object, key: string | number): string {
  const o = originOf(container, key);
  return o ? `${o.file}: ${o.path}` : `(unknown place): ${key}`;
}

export function whereNode(value: object): string {
  const o = ORIGIN.get(value);
  return o ? `${o.file}: ${o.path || "(top)"}` : "(unknown place)";
}

/** Parses one YAML file and checks its shape; problems name the file, the line or the path. */
export function parseFile<T>(file: string, text: string, schema: z.ZodType<T>, problems: Problems): T | null {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      const line = e.linePos?.[0]?.line;
      problems.add(
        file,
        `${line ? `line ${line}: ` : ""}${e.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "")}`,
      );
    }
    return null;
  }
  const raw: unknown = doc.toJS({ maxAliasCount: 1000 });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.flatMap((i) => closest(i))) {
      const path = issue.path.reduce<string>(
        (p, k) => joinPath(p, typeof k === "number" ? k : String(k)),
        "",
      );
      const message = issue.message.replace(
        /^Invalid input: expected (\w+), received undefined$/,
        "missing ($1 expected)",
      );
      problems.add(file, `${path || "(top)"}: ${message}`);
    }
    return null;
  }
  mark(parsed.data, file);
  return parsed.data;
}

type Issue = { code?: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/**
 * An issue as the writer can act on it: where a value matched none of a union's shapes (a text or
 * a list of wordings), the problems of the shape it came nearest to, the one whose problems lie
 * deepest in it, with their paths inside the value; else the issue itself.
 */
function closest(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
  const depth = (branch: Issue[]) => Math.max(...branch.map((i) => i.path.length));
  const nearest = issue.errors.reduce((best, branch) => (depth(branch) > depth(best) ? branch : best));
  if (depth(nearest) === 0) return [issue];
  return nearest.flatMap((i) => closest({ ...i, path: [...issue.path, ...i.path] }));
}
