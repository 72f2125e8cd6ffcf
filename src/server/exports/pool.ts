import { Piscina } from "piscina";
import { HttpError } from "../lib/http-errors";
import type { ExportSource, RenderTask } from "./render-task";

export type ExportPoolOptions = {
  /** Worker threads rendering at once. */
  threads: number;
  /** A render still running after this long is stopped (its thread is ended) and refused. */
  timeoutMs: number;
};

export type ExportPool = {
  render(format: RenderTask["format"], source: ExportSource): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * Renders PDF and Word files in worker threads. Laying out a long document takes seconds of pure
 * computation; on the main thread that would hold every other request for as long.
 */
export function createExportPool({ threads, timeoutMs }: ExportPoolOptions): ExportPool {
  // Threads start on the first export and end after a minute idle, so a server (or a test) that
  // never exports keeps none.
  const pool = new Piscina<RenderTask, Uint8Array>({
    filename: new URL("./render-worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    // Beyond a few waiting renders per thread the wait alone would outlast the time limit.
    maxQueue: threads * 4,
  });
  return {
    async render(format, source) {
      try {
        const bytes = await pool.run({ format, source }, { signal: AbortSignal.timeout(timeoutMs) });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        throw refusal(error, timeoutMs);
      }
    },
    close: () => pool.destroy(),
  };
}

function refusal(error: unknown, timeoutMs: number): unknown {
  const name = (error as { name?: string } | null)?.name;
  const message = String((error as { message?: string } | null)?.message ?? "");
  if (name === "AbortError" || name === "TimeoutError") {
    return new HttpError(
      503,
      `The export was stopped after ${Math.round(timeoutMs / 1000)} seconds. Shorten the document or split it into smaller documents, then try again.`,
      undefined,
      { retryAfter: 30 },
    );
  }
  if (/queue is at limit/i.test(message)) {
    return new HttpError(503, "Too many exports are running. Please try again in a minute.", undefined, {
      retryAfter: 30,
    });
  }
  return error;
}
