import { once } from "node:events";
import { crc32, createDeflate, deflateSync } from "node:zlib";

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

/** A real RGBA PNG with a diagonal stroke, as a signature pad draws. */
export function signaturePng(width = 60, height = 20): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    const x = Math.floor((y / height) * width);
    row.writeUInt32BE(0x000000ff, 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (bytes: Buffer = signaturePng()) =>
  `data:image/png;base64,${bytes.toString("base64")}`;

/**
 * A PNG of blank pixels at any size: the rows are compressed as a stream, so a picture that
 * decodes to hundreds of megabytes is built without holding them (a decompression bomb is a few
 * hundred kilobytes).
 */
export async function blankPng(width: number, height: number, bitDepth: 8 | 16 = 8): Promise<Buffer> {
  const row = Buffer.alloc(1 + (width * 4 * bitDepth) / 8);
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(out)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
