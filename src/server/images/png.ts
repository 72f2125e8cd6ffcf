import { crc32, createInflate } from "node:zlib";

/**
 * What a PNG's bytes say before any pixel is decoded, and a check of its image data that never
 * holds the decoded pixels. A small file can claim a huge image, and its compressed data can
 * inflate to a thousand times its size: the header gives the exact size the pixels take, so the
 * data is measured against that while it streams through zlib on libuv's thread pool, chunk by
 * chunk and thrown away, instead of being inflated into one buffer on the event loop.
 */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngHeader = {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  bitDepth: number;
  colourType: number;
  /** Samples per pixel for the colour type. */
  channels: number;
  interlaced: boolean;
};

/** Samples per pixel of each colour type (3 is palette indices). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export type PngFile = { header: PngHeader; data: Buffer[]; trailing: boolean };

/**
 * The header and image data of a structurally whole PNG: signature, IHDR first with valid fields,
 * every chunk inside the file with a correct checksum, image data, and IEND. `trailing` says
 * whether bytes follow IEND. Null for anything else.
 */
export function readPng(bytes: Buffer): PngFile | null {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let offset = 8;
  let header: PngHeader | undefined;
  const data: Buffer[] = [];
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length))
      return null;
    if ((offset === 8) !== (type === "IHDR")) return null;
    if (type === "IHDR") {
      if (length !== 13) return null;
      const [bitDepth, colourType, compression, filter, interlace] = [...body.subarray(8, 13)] as number[];
      const channels = CHANNELS[colourType!];
      if (!channels || !DEPTHS[colourType!]!.includes(bitDepth!)) return null;
      if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return null;
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      if (width < 1 || height < 1) return null;
      header = {
        width,
        height,
        bitDepth: bitDepth!,
        colourType: colourType!,
        channels,
        interlaced: interlace === 1,
      };
    } else if (type === "IDAT") data.push(body);
    else if (type === "IEND")
      return header && data.length > 0 ? { header, data, trailing: end < bytes.length } : null;
    offset = end;
  }
  return null;
}

/** Bytes the decoded pixels take in memory, at the header's own bit depth and channels. */
export const pixelBytes = (h: PngHeader) => (h.width * h.height * h.channels * h.bitDepth) / 8;

/** The Adam7 passes: starting column and row, and the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The exact length of the inflated image data: each row of each pass with its filter byte. */
export function inflatedSize(h: PngHeader): number {
  const rowBytes = (width: number) => 1 + Math.ceil((width * h.channels * h.bitDepth) / 8);
  if (!h.interlaced) return h.height * rowBytes(h.width);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const width = Math.ceil((h.width - x0) / dx);
    const height = Math.ceil((h.height - y0) / dy);
    if (width > 0 && height > 0) total += height * rowBytes(width);
  }
  return total;
}

/**
 * How many bytes the zlib stream inflates to, counted as it streams and never kept; `limit + 1`
 * as soon as it passes `limit` (the rest is not inflated), null for a damaged or cut-short stream.
 */
export function inflatedLength(data: readonly Buffer[], limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const finish = (value: number | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        finish(limit + 1);
        inflate.destroy();
      }
    });
    inflate.on("error", () => finish(null));
    inflate.on("end", () => finish(total));
    for (const part of data) inflate.write(part);
    inflate.end();
  });
}
