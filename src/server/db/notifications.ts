import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * One PostgreSQL notification channel, heard by this process.
 *
 * `sync()` is what makes an in-process cache safe across processes: it resolves once every
 * notification committed before the call has been handed to `onMessage`. On PostgreSQL that is a
 * round trip on the listening connection itself, sent after the call: the server delivers a
 * listener's pending notifications before it answers its next command, and a committing
 * transaction signals its listeners before its own client hears that it committed. Calls made
 * while a round trip is in flight share the next one, so a busy process sends one small query per
 * batch of requests, not one per request.
 */
export type ChannelListener = {
  /** False while the connection is down or being set up: notifications may be missed, so trust nothing. */
  readonly live: boolean;
  sync(): Promise<void>;
  close(): Promise<void>;
};

export type ChannelHandlers = {
  onMessage(payload: string): void;
  /** The connection was lost or (re)made: whatever was kept on the strength of notifications is stale. */
  onReset(): void;
  onError?(error: unknown): void;
};

/** How long a sync may take before the listening connection is taken for dead and made anew. */
export const SYNC_TIMEOUT_MS = 2000;
const RECONNECT_MS = [250, 1000, 2000, 5000];

export function listenPostgres(url: string, channel: string, handlers: ChannelHandlers): ChannelListener {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const lost = (which: pg.Client, error?: unknown) => {
    if (which !== client) return;
    client = null;
    live = false;
    handlers.onReset();
    if (error) handlers.onError?.(error);
    // A socket the server never answers is not ended by `end()`; destroy it outright (pg does not
    // declare the client's connection in its types, hence the cast).
    (which as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    which.end().catch(() => {});
    if (!closed) timer = setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    client = next;
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (next !== client) return;
      attempt = 0;
      // Anything cached before this point may have missed a notification.
      handlers.onReset();
      live = true;
    } catch (error) {
      lost(next, error);
    }
  };

  const roundTrip = (): Promise<void> => {
    const current = client;
    if (!current || !live) return Promise.reject(new Error("notification channel is not connected"));
    return new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => {
        reject(new Error("notification channel did not answer"));
        lost(current, new Error(`no answer on the notification channel within ${SYNC_TIMEOUT_MS} ms`));
      }, SYNC_TIMEOUT_MS);
      current.query("").then(
        () => {
          clearTimeout(timeout);
          resolve();
        },
        (error) => {
          clearTimeout(timeout);
          reject(error);
        },
      );
    });
  };

  const sync = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    // The round trip in flight was sent before this call: wait for the one after it.
    queued ??= inFlight
      .catch(() => {})
      .then(() => {
        queued = null;
        return sync();
      });
    return queued;
  };

  void connect();
  return {
    get live() {
      return live;
    },
    sync,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database is one connection inside this process, and it hands each notification
 * over while the statement that committed it is still returning: by the time any other request
 * runs, the message has been handled, so `sync()` has nothing to wait for.
 */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  handlers.onReset();
  return {
    live: true,
    sync: () => Promise.resolve(),
    close: () => unlisten(),
  };
}
