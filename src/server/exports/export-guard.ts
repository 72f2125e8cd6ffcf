import { HttpError } from "../lib/http-errors";

export type ExportLimits = {
  /** Exports one person may have rendering at the same time. */
  perUserAtOnce: number;
  /** Exports one person may start in a minute. */
  perUserPerMinute: number;
  /** Largest document, in kB of its stored content, that is exported at all. */
  maxKb: number;
};

const MINUTE_MS = 60_000;

/**
 * Who may start an export now. Rendering is the costliest thing the server does, so each person
 * gets a fair share: a few at once, a bounded number a minute, and nothing beyond the size cap.
 */
export function createExportGuard(limits: ExportLimits, now: () => number = Date.now) {
  const running = new Map<string, number>();
  const started = new Map<string, number[]>();

  return {
    /** Refuses a document over the size cap with 413 and its size next to the cap. */
    checkSize(content: unknown) {
      const kb = Math.ceil(Buffer.byteLength(JSON.stringify(content)) / 1024);
      if (kb > limits.maxKb) {
        throw new HttpError(
          413,
          `This document is too large to export (${kb} kB; the limit is ${limits.maxKb} kB). Shorten it or split it into smaller documents.`,
          undefined,
          { sizeKb: kb, limitKb: limits.maxKb },
        );
      }
    },

    /** Runs one export for `userId` within the limits, or refuses it with 429 and Retry-After. */
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const at = now();
      const recent = (started.get(userId) ?? []).filter((t) => at - t < MINUTE_MS);
      if (recent.length >= limits.perUserPerMinute) {
        const retryAfter = Math.max(1, Math.ceil((recent[0]! + MINUTE_MS - at) / 1000));
        throw new HttpError(
          429,
          `You have started ${limits.perUserPerMinute} exports in the last minute. Please wait ${retryAfter} seconds and try again.`,
          undefined,
          { retryAfter },
        );
      }
      const active = running.get(userId) ?? 0;
      if (active >= limits.perUserAtOnce) {
        throw new HttpError(
          429,
          `You already have ${active} exports in progress. Please wait for them to finish.`,
          undefined,
          { retryAfter: 5 },
        );
      }
      recent.push(at);
      started.set(userId, recent);
      running.set(userId, active + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
        // Forget people whose minute has passed, so the map does not grow with every user ever seen.
        if (started.size > 10_000) {
          for (const [id, times] of started)
            if (times.every((t) => now() - t >= MINUTE_MS)) started.delete(id);
        }
      }
    },
  };
}

export type ExportGuard = ReturnType<typeof createExportGuard>;
