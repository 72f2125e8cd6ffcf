import { inflatedLength, inflatedSize, readPng } from "../images/png";

/** Wide enough for any phone's drawing at its pixel density, small enough to check quickly. */
export const MAX_SIGNATURE_SIDE = 2000;

/**
 * Whether the bytes are one whole PNG image: the signature, chunks whose lengths and checksums are
 * right, a header the size of a signature pad (8-bit samples, not interlaced), image data that
 * inflates to exactly the rows the header promises, and nothing after the end chunk. Anything
 * else (another format, a truncated or padded file, a polyglot with trailing data) is refused.
 * The data is inflated as a stream off the event loop and never kept (`images/png.ts`).
 */
export async function isSignaturePng(bytes: Buffer): Promise<boolean> {
  const png = readPng(bytes);
  if (!png || png.trailing) return false;
  const { header } = png;
  if (header.bitDepth !== 8 || header.interlaced) return false;
  if (header.width > MAX_SIGNATURE_SIDE || header.height > MAX_SIGNATURE_SIDE) return false;
  const expected = inflatedSize(header);
  return (await inflatedLength(png.data, expected)) === expected;
}

/** The PNG inside a `data:image/png;base64,` URL, or undefined when the base64 is not clean. */
export function pngFromDataUrl(url: string): Buffer | undefined {
  const base64 = url.slice(url.indexOf(",") + 1);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return undefined;
  return Buffer.from(base64, "base64");
}
