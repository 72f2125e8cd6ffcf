import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: compressing would save less than a packet. */
const MIN_BYTES = 1024;
/** Above this, too: a rare large answer (an account's export) is not worth the compressor's time. */
const MAX_BYTES = 4 * 1024 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;
/**
 * Answers that may carry a secret beside words someone else chose (a new two-factor secret and its
 * backup codes, a crew or review link just made, anything of the sign-in library) are never
 * compressed, so their length cannot give the secret away (BREACH). Only reads are compressed, and
 * not the sign-in library's.
 */
const NEVER = /^\/api\/auth\//;

/** The encoding to send: brotli, else gzip, among those the request accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}

/**
 * Compresses the JSON and pages the app writes itself when they are read (a document's JSON is tens
 * of kilobytes; on a phone's network that is a noticeable wait). Built files are not touched: they
 * are sent from their precompressed copies. The work runs on the thread pool, so compressing one
 * person's answer never holds up another's request; fast settings, since it is done anew each time.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || NEVER.test(request.url)) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const size = Buffer.byteLength(payload);
    if (reply.hasHeader("content-encoding") || size < MIN_BYTES || size > MAX_BYTES) return payload;
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return encoding === "br"
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipAsync(payload, { level: 6 });
  });
}
