/** The `errors` list of an API error body as a map of field to message (first message wins). */
export function parseFieldErrors(body: string): Record<string, string> {
  try {
    const parsed = JSON.parse(body) as { errors?: { field?: unknown; message?: unknown }[] };
    const out: Record<string, string> = {};
    for (const e of parsed.errors ?? []) {
      if (typeof e.field === "string" && typeof e.message === "string" && !(e.field in out))
        out[e.field] = e.message;
    }
    return out;
  } catch {
    return {};
  }
}
