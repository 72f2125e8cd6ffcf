import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";

/** A check this recent answers at once. */
const FRESH_MS = 1000;
/** A check older than fresh but this recent answers while the next one runs. */
const USABLE_MS = 3000;
/**
 * A check that has had no answer for this long counts as failed. A database cut off without a
 * reset (packets dropped) leaves a query waiting; with one check shared by every probe, that one
 * waiting query would otherwise hold every probe until the database came back.
 */
export const PING_TIMEOUT_MS = 2000;

/**
 * The health check asks the database at most once a second, whatever the request rate. On the
 * embedded database every query queues behind the others, so a check per probe would put a load
 * balancer's probes behind customers' queries and the instance would be pulled when it is merely
 * busy. A recent answer is given while a newer check runs; an old one waits for that check, which
 * fails after `timeoutMs` without an answer, so an outage still shows within a few seconds.
 */
export function cachedHealth(
  ping: () => Promise<void>,
  now: () => number = Date.now,
  timeoutMs: number = PING_TIMEOUT_MS,
) {
  let last: { at: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;
  const check = () => {
    running ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      ping().then(
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        () => {
          clearTimeout(timer);
          resolve(false);
        },
      );
    });
    const current = running;
    void current.then((ok) => {
      last = { at: now(), ok };
      if (running === current) running = null;
    });
    return current;
  };
  return async (): Promise<boolean> => {
    const age = last ? now() - last.at : Number.POSITIVE_INFINITY;
    if (last && age < FRESH_MS) return last.ok;
    const pending = check();
    if (last && age < USABLE_MS) return last.ok;
    return pending;
  };
}

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const healthy = cachedHealth(() => database.ping());
  app.get("/api/health", async (_request, reply) => {
    if (!(await healthy())) {
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ status: "unavailable", message: "Database unavailable" });
    }
    return { status: "ok", database: database.kind };
  });
}
