import { crc32, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of each PNG colour type at 8 bits per sample. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Wide enough for any phone's drawing at its pixel density, small enough to inflate safely. */
export const MAX_SIGNATURE_SIDE = 2000;

/**
 * Whether the bytes are one whole PNG image: the signature, chunks whose lengths and checksums are
 * right, a header the size of a signature pad (8-bit samples, not interlaced), image data that
 * inflates to exactly the rows the header promises, and nothing after the end chunk. Anything
 * else (another format, a truncated or padded file, a polyglot with trailing data) is refused.
 */
export function isSignaturePng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return false;
  let offset = 8;
  let header: { width: number; height: number; channels: number } | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (offset < bytes.length) {
    if (ended || offset + 12 > bytes.length) return false;
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return false;
    }
    if (offset === 8) {
      if (type !== "IHDR" || length !== 13) return false;
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      const [depth, colour, compression, filter, interlace] = [
        body[8],
        body[9],
        body[10],
        body[11],
        body[12],
      ];
      const channels = CHANNELS[colour ?? -1];
      if (!channels || depth !== 8 || compression !== 0 || filter !== 0 || interlace !== 0) return false;
      if (width < 1 || height < 1 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return false;
      header = { width, height, channels };
    } else if (type === "IDAT") {
      data.push(body);
    } else if (type === "IEND") {
      ended = true;
    }
    offset = end;
  }
  if (!header || !ended || data.length === 0) return false;
  const expected = header.height * (1 + header.width * header.channels);
  try {
    // The output cap stops a small file that inflates to gigabytes.
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
    return pixels.length === expected;
  } catch {
    return false;
  }
}

/** The PNG inside a `data:image/png;base64,` URL, or undefined when the base64 is not clean. */
export function pngFromDataUrl(url: string): Buffer | undefined {
  const base64 = url.slice(url.indexOf(",") + 1);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return undefined;
  return Buffer.from(base64, "base64");
}
