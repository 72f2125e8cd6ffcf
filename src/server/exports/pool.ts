import { MessageChannel, type MessagePort } from "node:worker_threads";
import { Piscina } from "piscina";
import { HttpError } from "../lib/http-errors";
import type { BundleFile, ExportSource, RenderTask } from "./render-task";

export type ExportPoolOptions = {
  /** Worker threads rendering at once. */
  threads: number;
  /** A render still running after this long is stopped (its thread is ended) and refused. */
  timeoutMs: number;
  /**
   * How long an export may wait for a thread to start and pick it up before its render begins.
   * Not counted in `timeoutMs`: loading the renderers into a new thread takes a second or more on
   * a busy machine, and that is not the document's fault.
   */
  startAllowanceMs?: number;
  /**
   * The JavaScript heap of each export thread, in MB. A render that needs more ends its own thread
   * only: that export is refused (422) and the next one gets a fresh thread.
   */
  memoryMb?: number;
  /** The worker module; tests give one that starts slowly. */
  workerUrl?: string;
};

export type ExportPool = {
  render(format: "pdf" | "docx", source: ExportSource): Promise<Buffer>;
  /** The one-page site copy of a SWMS or induction, as a PDF. */
  siteCopy(source: Extract<ExportSource, { kind: "document" }>): Promise<Buffer>;
  /** Files rendered earlier, as one ZIP archive. */
  zip(files: BundleFile[]): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * Renders PDF and Word files in worker threads. Laying out a long document takes seconds of pure
 * computation; on the main thread that would hold every other request for as long.
 */
export function createExportPool({
  threads,
  timeoutMs,
  startAllowanceMs = 30_000,
  memoryMb = 256,
  workerUrl = new URL("./render-worker.mjs", import.meta.url).href,
}: ExportPoolOptions): ExportPool {
  // Threads start on the first export and end after a minute idle, so a server (or a test) that
  // never exports keeps none.
  const pool = new Piscina<RenderTask & { started?: MessagePort }, Uint8Array>({
    filename: workerUrl,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    // Beyond a few waiting renders per thread the wait alone would outlast the time limit.
    maxQueue: threads * 4,
    // Each thread's own heap limit, so a render that needs too much fails alone instead of
    // growing until the whole process (and every request it serves) runs out of memory.
    resourceLimits: {
      maxOldGenerationSizeMb: memoryMb,
      maxYoungGenerationSizeMb: Math.min(32, memoryMb / 8),
    },
  });
  // A render refused for its time can finish in the instant before its thread is ended; piscina
  // then reports the result nobody waits for as an 'error' event. Unheard, that event would throw
  // and end the whole server, so the late result is dropped here: its export was already refused.
  pool.on("error", (error: unknown) => {
    if (/Unexpected message from Worker/.test(String((error as Error | null)?.message ?? ""))) return;
    console.error("export pool:", error);
  });
  // Renders under way, so closing can let them finish: ending a thread in the middle of its
  // compression aborts the whole process (Node cannot close a zlib stream a thread left half made).
  const running = new Set<Promise<unknown>>();
  let closing = false;
  function run(task: RenderTask): Promise<Buffer> {
    if (closing)
      return Promise.reject(new HttpError(503, "The server is restarting. Please try again in a minute."));
    const rendering = render(task);
    const settled = rendering.then(
      () => undefined,
      () => undefined,
    );
    running.add(settled);
    void settled.then(() => running.delete(settled));
    return rendering;
  }
  async function render(task: RenderTask): Promise<Buffer> {
    const controller = new AbortController();
    const stop = (name: "TimeoutError" | "StartTimeoutError") =>
      controller.abort(Object.assign(new Error(name), { name }));
    // The clock for the render itself starts when the worker says it has begun.
    const channel = new MessageChannel();
    let renderTimer: NodeJS.Timeout | undefined;
    channel.port1.once("message", () => {
      clearTimeout(startTimer);
      renderTimer = setTimeout(() => stop("TimeoutError"), timeoutMs);
    });
    const startTimer = setTimeout(() => stop("StartTimeoutError"), startAllowanceMs);
    try {
      const bytes = await pool.run(
        { ...task, started: channel.port2 },
        { signal: controller.signal, transferList: [channel.port2] },
      );
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      wakeQueue();
      throw refusal(controller.signal.aborted ? controller.signal.reason : error, timeoutMs, memoryMb);
    } finally {
      clearTimeout(startTimer);
      clearTimeout(renderTimer);
      channel.port1.close();
    }
  }
  /**
   * A render stopped for its time or ended by its memory limit takes its thread with it, and
   * piscina starts a thread for waiting exports only when another export is asked for: until then
   * someone else's export, queued behind the failed one, would wait out its start allowance and be
   * refused. Asking for an empty task starts that thread; the waiting exports run first, in order.
   */
  function wakeQueue() {
    if (pool.queueSize > 0 && pool.threads.length === 0) pool.run({ format: "wake" }).catch(() => {});
  }
  return {
    render: (format, source) => run({ format, source }),
    siteCopy: (source) => run({ format: "site-copy", source }),
    zip: (files) => run({ format: "zip", files }),
    // Each render is bounded by its own start allowance and time limit, so this wait is too.
    close: async () => {
      closing = true;
      await Promise.all(running);
      await pool.destroy();
    },
  };
}

function refusal(error: unknown, timeoutMs: number, memoryMb: number): unknown {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") {
    // The document, not the server, is the cause: asking again would fail the same way.
    return new HttpError(
      422,
      `This document needs more memory to lay out than an export may use (${memoryMb} MB). Shorten it or split it into smaller documents, then try again.`,
    );
  }
  const message = String((error as { message?: string } | null)?.message ?? "");
  if (name === "AbortError" || name === "TimeoutError") {
    return new HttpError(
      503,
      `The export was stopped after ${Math.round(timeoutMs / 1000)} seconds. Shorten the document or split it into smaller documents, then try again.`,
      undefined,
      { retryAfter: 30 },
    );
  }
  if (name === "StartTimeoutError" || /queue is at limit/i.test(message)) {
    return new HttpError(503, "Too many exports are running. Please try again in a minute.", undefined, {
      retryAfter: 30,
    });
  }
  return error;
}
