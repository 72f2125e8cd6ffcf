import type { FastifyBaseLogger } from "fastify";

/**
 * Work that must not shape the answer: it starts after the current request has been answered, a
 * failure is logged, and `settled` lets closing the app wait for what is still running.
 */
export function createAfterReply(log: Pick<FastifyBaseLogger, "error">) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    settled: async () => {
      await Promise.all(running);
    },
  };
}

export type AfterReply = ReturnType<typeof createAfterReply>;
