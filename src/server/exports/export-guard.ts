import type { DocumentContent } from "../../domain/documents/content";
import { HttpError } from "../lib/http-errors";
import type { SharedLimits } from "../lib/shared-limits";
import { checkExportShape } from "./export-bounds";

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
 * The share is counted in the database, so a person whose requests a proxy spreads over several
 * processes gets one share, not one per process.
 */
export function createExportGuard(limits: ExportLimits & { timeoutMs: number }, shared: SharedLimits) {
  // A running export holds its place until it ends; a process that dies mid-export frees it when
  // the lease runs out, long after any export could still be rendering.
  const leaseMs = Math.max(120_000, 4 * limits.timeoutMs);

  return {
    /**
     * Refuses, before any rendering, a document over the size cap (413 with its size next to the
     * cap) or one whose tables or nesting an export cannot hold (422 naming the section).
     */
    checkContent(content: Pick<DocumentContent, "sections">) {
      const kb = Math.ceil(Buffer.byteLength(JSON.stringify(content)) / 1024);
      if (kb > limits.maxKb) {
        throw new HttpError(
          413,
          `This document is too large to export (${kb} kB; the limit is ${limits.maxKb} kB). Shorten it or split it into smaller documents.`,
          undefined,
          { sizeKb: kb, limitKb: limits.maxKb },
        );
      }
      checkExportShape(content);
    },

    /** Runs one export for `userId` within the limits, or refuses it with 429 and Retry-After. */
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const started = await shared.peek(`export-minute:${userId}`);
      if (started.count >= limits.perUserPerMinute)
        throw tooManyThisMinute(limits.perUserPerMinute, started.ttlMs);
      const release = await shared.lease(`export:${userId}`, limits.perUserAtOnce, leaseMs);
      if (!release) {
        throw new HttpError(
          429,
          `You already have ${limits.perUserAtOnce} exports in progress. Please wait for them to finish.`,
          undefined,
          { retryAfter: 5 },
        );
      }
      try {
        // Counted once it holds a place: two processes starting the last one of the minute at
        // once are told apart here, and the second gives its place back.
        const hit = await shared.hit(`export-minute:${userId}`, MINUTE_MS);
        if (hit.count > limits.perUserPerMinute) throw tooManyThisMinute(limits.perUserPerMinute, hit.ttlMs);
        return await work();
      } finally {
        await release().catch(() => {});
      }
    },
  };
}

function tooManyThisMinute(perMinute: number, ttlMs: number) {
  const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    `You have started ${perMinute} exports in the last minute. Please wait ${retryAfter} seconds and try again.`,
    undefined,
    { retryAfter },
  );
}

export type ExportGuard = ReturnType<typeof createExportGuard>;
