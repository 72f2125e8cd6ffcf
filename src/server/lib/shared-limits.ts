import { randomInt } from "node:crypto";
import { and, eq, like, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * Counters and short leases kept in the database, so that every app process behind a proxy
 * counts against one allowance: a limit held in one process's memory lets N processes give N
 * times what one does.
 *
 * They live in the auth library's rate-limit table under keys its own limiter never uses. For
 * these keys `last_request` is when the row stops mattering (a window's end, a lease's expiry),
 * so one sweep drops every stale row whatever its window was.
 */
const HIT_PREFIX = "shared-hit:";
const LEASE_PREFIX = "shared-lease:";

export type Hit = { count: number; ttlMs: number };

export function createSharedLimits(db: Database, now: () => number = Date.now) {
  return {
    /**
     * Counts one request under `key` in a fixed window of `windowMs`, in one statement, so two
     * processes counting at once both see each other's hit.
     */
    async hit(key: string, windowMs: number): Promise<Hit> {
      const at = now();
      const ends = at + windowMs;
      const fullKey = `${HIT_PREFIX}${key}`;
      const over = sql`${rateLimits.lastRequest} <= ${at}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: fullKey, count: 1, lastRequest: ends })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${over} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${over} then ${ends} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, ends: rateLimits.lastRequest });
      return { count: row?.count ?? 1, ttlMs: Math.max(0, (row?.ends ?? ends) - at) };
    },

    /** The count under `key` now, without counting. */
    async peek(key: string): Promise<Hit> {
      const at = now();
      const [row] = await db
        .select({ count: rateLimits.count, ends: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, `${HIT_PREFIX}${key}`));
      if (!row || row.ends <= at) return { count: 0, ttlMs: 0 };
      return { count: row.count, ttlMs: row.ends - at };
    },

    /**
     * Takes one of `slots` places under `key` for at most `leaseMs` (a process that dies holding
     * one frees it when the lease runs out). Returns the release, or null when every place is taken.
     */
    async lease(key: string, slots: number, leaseMs: number): Promise<(() => Promise<void>) | null> {
      const holder = randomInt(1, 2 ** 31 - 1);
      for (let slot = 0; slot < slots; slot++) {
        const at = now();
        const slotKey = `${LEASE_PREFIX}${key}#${slot}`;
        // A free slot is one with no row or with an expired one; the unique key makes two
        // processes racing for the same slot end with one holder.
        const [taken] = await db
          .insert(rateLimits)
          .values({ key: slotKey, count: holder, lastRequest: at + leaseMs })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: { count: holder, lastRequest: at + leaseMs },
            setWhere: sql`${rateLimits.lastRequest} <= ${at}`,
          })
          .returning({ key: rateLimits.key });
        if (taken) {
          return async () => {
            await db.delete(rateLimits).where(and(eq(rateLimits.key, slotKey), eq(rateLimits.count, holder)));
          };
        }
      }
      return null;
    },

    /** Drops windows that have ended and leases that have run out. */
    async prune() {
      await db
        .delete(rateLimits)
        .where(
          and(
            or(like(rateLimits.key, `${HIT_PREFIX}%`), like(rateLimits.key, `${LEASE_PREFIX}%`)),
            lt(rateLimits.lastRequest, now()),
          ),
        );
    },
  };
}

export type SharedLimits = ReturnType<typeof createSharedLimits>;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteLimitOptions = {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for `@fastify/rate-limit` that counts in the database. Each route counts apart (as the
 * library's memory store does), or a `groupId` shared by several routes counts them together.
 */
export function sharedRateLimitStore(limits: SharedLimits) {
  return class SharedRateLimitStore {
    private readonly scope: string;

    constructor(_options?: object, scope = "all") {
      this.scope = scope;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      limits.hit(`${this.scope}|${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback) {
      limits.peek(`${this.scope}|${key}`).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The library passes the route's merged limit options (typed as route options).
    child(routeOptions: object) {
      const options = routeOptions as RouteLimitOptions;
      const method = [options.routeInfo?.method ?? ""].flat().join(",");
      const scope = options.groupId
        ? `group:${options.groupId}`
        : `${method} ${options.routeInfo?.url ?? ""}`.trim() || "all";
      return new SharedRateLimitStore(routeOptions, scope);
    }
  };
}
