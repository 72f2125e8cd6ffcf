import { QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Thrown for any non-ok answer: "{status}: {body text or status text}". */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The `{message}` the server sent, or the raw text. */
  get serverMessage(): string {
    return parseServerMessage(this.body) ?? (this.body || this.message);
  }
}

export function parseServerMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

export async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiRequestError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A paginated list in full: the first page, then each page its `Link: <…>; rel="next"` header
 * names (at most `maxPages`, a guard against a loop).
 */
export async function apiJsonPages<T>(url: string, maxPages = 100): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = url;
  for (let i = 0; next && i < maxPages; i++) {
    const res = await apiRequest("GET", next);
    items.push(...((await res.json()) as T[]));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  }
  return items;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query: its key segments joined with "/" form the GET path. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) {
      // Read the unused answer to its end: an unread body keeps the request open in the browser.
      await res.text();
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The app's query client. A query refused as signed out goes to `onUnauthorized` with a way to
 * ask for it again, for when the browser turns out to be signed in after all.
 */
export function createQueryClient(onUnauthorized: (retry: () => void) => void) {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error))
          onUnauthorized(() => void client.refetchQueries({ queryKey: query.queryKey, exact: true }));
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
