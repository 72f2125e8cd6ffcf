import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inflatedLength, inflatedSize, pixelBytes, readPng } from "./png";

/** A 301 × 157 picture with detail, so every encoder option has something to encode. */
const picture = () =>
  sharp({
    create: { width: 301, height: 157, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } },
  }).composite([
    {
      input: Buffer.from('<svg width="301" height="157"><circle cx="80" cy="70" r="60" fill="#f00"/></svg>'),
    },
  ]);

describe("PNG header and image data", () => {
  it("knows exactly how long the image data of every kind of PNG inflates to", async () => {
    const kinds = {
      "8-bit RGBA": await picture().png().toBuffer(),
      "16-bit RGBA": await picture().toColourspace("rgb16").png().toBuffer(),
      "8-bit grey": await picture().removeAlpha().greyscale().png().toBuffer(),
      palette: await picture().png({ palette: true, colours: 4 }).toBuffer(),
      "interlaced RGBA": await picture().png({ progressive: true }).toBuffer(),
      "interlaced palette": await picture().png({ progressive: true, palette: true, colours: 2 }).toBuffer(),
    };
    for (const [kind, bytes] of Object.entries(kinds)) {
      const png = readPng(bytes);
      expect(png, kind).not.toBeNull();
      const size = inflatedSize(png!.header);
      expect(await inflatedLength(png!.data, size), kind).toBe(size);
    }
    expect(readPng(kinds["16-bit RGBA"])!.header).toMatchObject({ bitDepth: 16, channels: 4 });
    expect(pixelBytes(readPng(kinds["16-bit RGBA"])!.header)).toBe(301 * 157 * 8);
  });

  it("stops counting as soon as the data passes the limit, and refuses a stream cut short", async () => {
    const bytes = await picture().png().toBuffer();
    const png = readPng(bytes)!;
    const size = inflatedSize(png.header);
    expect(await inflatedLength(png.data, size - 1)).toBe(size);
    const whole = Buffer.concat(png.data);
    expect(await inflatedLength([whole.subarray(0, whole.length - 40)], size)).toBeNull();
    expect(await inflatedLength([Buffer.from("not zlib at all")], size)).toBeNull();
  });

  it("reads nothing from a file that is not a whole PNG", async () => {
    const bytes = await picture().png().toBuffer();
    expect(readPng(bytes.subarray(0, bytes.length - 12))).toBeNull();
    const flipped = Buffer.from(bytes);
    flipped[40] = flipped[40]! ^ 0xff;
    expect(readPng(flipped)).toBeNull();
    expect(readPng(Buffer.from("GIF89a"))).toBeNull();
    expect(readPng(Buffer.concat([bytes, Buffer.from("trailing")]))?.trailing).toBe(true);
  });
});
