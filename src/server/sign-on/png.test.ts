import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isSignaturePng, pngFromDataUrl } from "./png";

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

type Shape = { width?: number; height?: number; colour?: number; interlace?: number; pixels?: Buffer };

function png({ width = 8, height = 4, colour = 6, interlace = 0, pixels }: Shape = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colour;
  header[12] = interlace;
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 1;
  const raw = pixels ?? Buffer.alloc(height * (1 + width * channels));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("signature PNG check", () => {
  it("accepts a whole PNG of a signature pad's kind", async () => {
    expect(await isSignaturePng(png())).toBe(true);
    expect(await isSignaturePng(png({ colour: 2 }))).toBe(true);
  });

  it("refuses image data that inflates to more or less than the header promises", async () => {
    // A tiny file claiming a small image but holding megabytes of zeros.
    expect(await isSignaturePng(png({ pixels: Buffer.alloc(5_000_000) }))).toBe(false);
    expect(await isSignaturePng(png({ pixels: Buffer.alloc(10) }))).toBe(false);
  });

  it("refuses interlaced, oversized and trailing-data files", async () => {
    expect(await isSignaturePng(png({ interlace: 1 }))).toBe(false);
    expect(await isSignaturePng(png({ width: 5000, pixels: Buffer.alloc(1) }))).toBe(false);
    expect(await isSignaturePng(Buffer.concat([png(), Buffer.from("<?php echo 1; ?>")]))).toBe(false);
    expect(await isSignaturePng(Buffer.from("GIF89a"))).toBe(false);
  });

  it("reads only clean base64 from a data URL", async () => {
    expect(pngFromDataUrl(`data:image/png;base64,${png().toString("base64")}`)?.equals(png())).toBe(true);
    expect(pngFromDataUrl("data:image/png;base64,abc$")).toBeUndefined();
  });
});
