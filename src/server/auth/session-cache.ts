import type { ChannelListener } from "../db/notifications";

/** Who a session belongs to, as a session check answers it. */
export type CachedUser = { id: string; email: string; name: string };

/** The channel the database's triggers announce ended or changed sessions on (payload: the user's id). */
export const SESSION_CHANGED_CHANNEL = "safedraft_session_changed";

type Entry = {
  user: CachedUser;
  /** When the session itself expires, and when the auth library would next extend it. */
  expiresAt: number;
  refreshAt: number;
  storedAt: number;
};

export type SessionCacheOptions = {
  /** The longest an entry is trusted without the database, whatever else happens. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

/**
 * Recently checked sessions, keyed by the signed cookie value exactly as the browser sent it, so
 * a hit needs neither the signature check nor the database. It is only as fresh as the
 * notifications that empty it: every hit first waits for `listener.sync()`, so a session ended
 * anywhere before the request arrived is gone before the request is answered. Without a live
 * listener nothing is served from memory.
 */
export function createSessionCache(listener: ChannelListener, options: SessionCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  /** Counts every change heard, so a check that raced with one does not store what it read. */
  let changes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.user.id);
  };

  return {
    get size() {
      return entries.size;
    },

    /** A user's sessions ended or changed somewhere. */
    forgetUser(userId: string) {
      changes += 1;
      for (const key of byUser.get(userId) ?? []) entries.delete(key);
      byUser.delete(userId);
    },

    /** Notifications may have been missed (the listening connection dropped or was remade). */
    clear() {
      changes += 1;
      entries.clear();
      byUser.clear();
    },

    /** The user of a cached session still valid now, or null: then the caller checks it in full. */
    async get(key: string): Promise<CachedUser | null> {
      if (!listener.live || !entries.has(key)) return null;
      try {
        await listener.sync();
      } catch {
        return null;
      }
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      // Expired, due for the library's sliding refresh, or simply old: the full check decides.
      if (at >= entry.expiresAt || at >= entry.refreshAt || at - entry.storedAt >= options.ttlMs) {
        remove(key);
        return null;
      }
      return entry.user;
    },

    /** Taken before a full check; `put` stores its answer only if nothing changed meanwhile. */
    mark: () => changes,

    put(key: string, mark: number, user: CachedUser, expiresAt: Date, refreshAt: Date) {
      if (mark !== changes || !listener.live) return;
      remove(key);
      // Oldest first out: a Map iterates in insertion order.
      while (entries.size >= options.maxEntries) remove(entries.keys().next().value!);
      entries.set(key, {
        user,
        expiresAt: expiresAt.getTime(),
        refreshAt: refreshAt.getTime(),
        storedAt: now(),
      });
      const keys = byUser.get(user.id) ?? new Set<string>();
      keys.add(key);
      byUser.set(user.id, keys);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * The raw value of the cookie `name` in a Cookie header. Two cookies of that name (a stale one on
 * another path, say) give undefined: which one the auth library reads is its business, so such a
 * request is always checked in full.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = part.slice(eq + 1).trim();
  }
  return found || undefined;
}
