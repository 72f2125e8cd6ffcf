import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { businessLogos } from "../../src/server/db/schema";
import { MAX_LOGO_BYTES } from "../../src/server/letterhead/logo";
import {
  type Client,
  createTestApp,
  signedInClient,
  TEST_HOST,
  TEST_ORIGIN,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FIXTURES = path.join(import.meta.dirname, "../fixtures");
/** 1200 × 400 with a transparent background: larger than a letterhead keeps. */
const PNG_LOGO = readFileSync(path.join(FIXTURES, "logo.png"));
/** 480 × 160, baseline JFIF. */
const JPEG_LOGO = readFileSync(path.join(FIXTURES, "logo.jpg"));
const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">' +
  '<defs><linearGradient id="sky"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>' +
  '<rect x="5" y="5" width="90" height="90" rx="12" fill="url(#sky)"/>' +
  '<text x="110" y="65" font-size="40" fill="#0f172a">Harbour</text></svg>';

/** A white band 200 pixels tall across a 2400 pixel wide photo. */
const STRIPE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="200"><rect width="2400" height="200" fill="#ffffff"/></svg>';

const CONTACT = {
  address: "Level 2, 14 Pitt Street\nSydney NSW 2000",
  phone: "+61 2 9000 1234",
  email: "office@harbourbuild.example",
  website: "www.harbourbuild.example",
};

/** The file's bytes as the body, with whatever content type the browser would have declared. */
function upload(client: Client, businessId: string, bytes: Buffer | string, contentType = "image/png") {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/businesses/${businessId}/logo`,
    remoteAddress: client.ip,
    headers: { host: TEST_HOST, origin: TEST_ORIGIN, cookie: client.cookie, "content-type": contentType },
    payload: bytes,
  });
}

async function owner() {
  const signed = await signedInClient(ctx.app);
  const businessId = await createBusiness(signed.client, { ...businesses.nswBuilder, ...CONTACT });
  return { ...signed, businessId };
}

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, text: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: string; errors: { field: string; message: string }[] };
  expect(body.errors.map((e) => e.field)).toEqual(["logo"]);
  expect(body.message).toMatch(/^logo: /);
  expect(body.message).toMatch(text);
}

describe("letterhead details", () => {
  it("keeps the address, phone, e-mail and website with the business", async () => {
    const { client, businessId } = await owner();
    const shown = (await client.get(`/api/businesses/${businessId}`)).json();
    expect(shown).toMatchObject({ ...CONTACT, website: "https://www.harbourbuild.example", logo: null });
  });

  it("refuses an e-mail, website or phone that is not one, naming the field", async () => {
    const { client, businessId } = await owner();
    const res = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      email: "office at harbour",
      website: "javascript:alert(1)",
      phone: "call us",
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["email", "phone", "website"]);
  });
});

describe("logo upload", () => {
  it("takes a PNG and keeps it scaled down to 600 pixels wide, as a clean PNG", async () => {
    const { client, businessId } = await owner();
    const res = await upload(client, businessId, PNG_LOGO, "image/png");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ mediaType: "image/png", width: 600, height: 200 });

    const served = await client.get(`/api/businesses/${businessId}/logo`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const { data, info } = await sharp(served.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(["raw", 600, 200]);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("png");
    // The blue square of the fixture survives the scaling; its transparent corner stays transparent.
    expect([...data.subarray((50 * 600 + 30) * 4, (50 * 600 + 30) * 4 + 4)]).toEqual([29, 78, 216, 255]);
    expect(data[3]).toBe(0);
  });

  it("takes a JPEG whatever type the browser declared, and drops its metadata", async () => {
    const { client, businessId } = await owner();
    // An EXIF segment (where a photo's location would be) right after the start-of-image marker.
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x10]), Buffer.from("Exif\0\0GPS-HERE")]);
    const withExif = Buffer.concat([JPEG_LOGO.subarray(0, 2), exif, JPEG_LOGO.subarray(2)]);
    const res = await upload(client, businessId, withExif, "application/octet-stream");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ mediaType: "image/jpeg", width: 480, height: 160 });
    const served = await client.get(`/api/businesses/${businessId}/logo`);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload.includes("GPS-HERE")).toBe(false);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(["jpeg", 480, 160, undefined]);
  });

  it("scales a large photo down to 600 pixels wide, still a JPEG, without its camera details", async () => {
    const { client, businessId } = await owner();
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2563eb" } })
      .composite([{ input: Buffer.from(STRIPE), top: 600, left: 0 }])
      .withExif({ IFD0: { Make: "PocketCam", Copyright: "GPS-HERE" } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(photo).metadata()).width).toBe(2400);
    const res = await upload(client, businessId, photo, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ mediaType: "image/jpeg", width: 600, height: 400 });

    const served = (await client.get(`/api/businesses/${businessId}/logo`)).rawPayload;
    const stored = await sharp(served).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(["jpeg", 600, 400, undefined]);
    expect(served.includes("PocketCam")).toBe(false);
    expect(served.length).toBeLessThan(photo.length);
    // The white stripe across the middle is still there, a quarter of the size.
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 600 + x) * 3, (y * 600 + x) * 3 + 3)];
    expect(pixel(300, 175).every((v) => v > 240)).toBe(true);
    expect(pixel(300, 50)[2]).toBeGreaterThan(200);
    expect(pixel(300, 50)[0]).toBeLessThan(80);
  });

  it("turns a photo upright by its orientation before dropping it", async () => {
    const { client, businessId } = await owner();
    // Stored 300 × 100, to be shown turned a quarter (EXIF orientation 6): 100 × 300 upright.
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#16a34a" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(client, businessId, sideways, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ width: 100, height: 300 });
    const stored = await sharp(
      (await client.get(`/api/businesses/${businessId}/logo`)).rawPayload,
    ).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([100, 300, undefined]);
  });

  it("takes a clean SVG and keeps its drawing", async () => {
    const { client, businessId } = await owner();
    const res = await upload(client, businessId, CLEAN_SVG, "image/svg+xml");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ mediaType: "image/svg+xml", width: 300, height: 100 });
    const served = await client.get(`/api/businesses/${businessId}/logo`);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(served.body).toContain('fill="url(#sky)"');
    expect(served.body).toContain(">Harbour</text>");
    // Drawn as a PNG too, for Word and LibreOffice: the blue square at the left, the page clear at
    // the right past the word.
    const [row] = await ctx.database.db
      .select({ fallbackPng: businessLogos.fallbackPng })
      .from(businessLogos)
      .where(eq(businessLogos.businessId, businessId));
    const drawn = await sharp(Buffer.from(row!.fallbackPng!))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([drawn.info.width, drawn.info.height]).toEqual([600, 200]);
    const at = (x: number, y: number) => [...drawn.data.subarray((y * 600 + x) * 4, (y * 600 + x) * 4 + 4)];
    expect(at(100, 100)[3]).toBe(255);
    expect(at(100, 100)[2]).toBeGreaterThan(180);
    expect(at(595, 195)[3]).toBe(0);
  });

  it("strips scripts, event handlers, foreign objects and outside references from an SVG", async () => {
    const { client, businessId } = await owner();
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert(1)">' +
      "<script>alert(2)</script>" +
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>' +
      '<image href="https://tracker.example/pixel.png" width="10" height="10"/>' +
      '<a href="javascript:alert(3)"><rect width="5" height="5"/></a>' +
      '<use xlink:href="https://evil.example/sprite.svg#x"/>' +
      '<rect width="50" height="50" fill="url(https://evil.example/p.svg#g)" onclick="alert(4)" style="fill:url(http://x.example/y)"/>' +
      '<style>@import url("https://evil.example/a.css");</style>' +
      '<circle cx="100" cy="50" r="40" fill="#f59e0b"/></svg>';
    const res = await upload(client, businessId, hostile, "image/svg+xml");
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await client.get(`/api/businesses/${businessId}/logo`)).body;
    for (const gone of [
      "script",
      "alert",
      "foreignObject",
      "iframe",
      "<image",
      "evil.example",
      "tracker",
      "onload",
      "onclick",
      "<style",
      "@import",
      "<a",
    ]) {
      expect(stored, gone).not.toContain(gone);
    }
    expect(stored).toContain('<circle cx="100" cy="50" r="40" fill="#f59e0b"></circle>');
  });

  it("refuses a shell script named logo.png, naming the field", async () => {
    const { client, businessId } = await owner();
    const res = await upload(client, businessId, "#!/bin/sh\nrm -rf ~\n", "image/png");
    expectRefusal(res, 422, /not a PNG, JPEG or SVG/);
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();
  });

  it("refuses an HTML script named logo.png", async () => {
    const { client, businessId } = await owner();
    expectRefusal(
      await upload(client, businessId, "<script>alert(1)</script>"),
      422,
      /not a PNG, JPEG or SVG/,
    );
    expectRefusal(
      await upload(client, businessId, "<html><body><script>alert(1)</script>"),
      422,
      /not well-formed|not a PNG/,
    );
  });

  it("refuses a malformed SVG and one with a DOCTYPE", async () => {
    const { client, businessId } = await owner();
    expectRefusal(
      await upload(
        client,
        businessId,
        '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>',
        "image/svg+xml",
      ),
      422,
      /SVG is not well-formed/,
    );
    const entities =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>&x;</text></svg>';
    expectRefusal(await upload(client, businessId, entities, "image/svg+xml"), 422, /DOCTYPE/);
  });

  it("refuses a damaged PNG and a damaged JPEG", async () => {
    const { client, businessId } = await owner();
    const brokenPng = Buffer.concat([PNG_LOGO.subarray(0, 60), Buffer.alloc(200, 7)]);
    expectRefusal(await upload(client, businessId, brokenPng), 422, /PNG image is damaged/);
    const brokenJpeg = JPEG_LOGO.subarray(0, 400);
    expectRefusal(await upload(client, businessId, brokenJpeg, "image/jpeg"), 422, /JPEG image is damaged/);
    // Headers whole, the picture cut off halfway: a decoder would fill the rest in grey.
    const halfJpeg = JPEG_LOGO.subarray(0, Math.floor(JPEG_LOGO.length / 2));
    expectRefusal(await upload(client, businessId, halfJpeg, "image/jpeg"), 422, /JPEG image is damaged/);
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();
  });

  it("refuses an interlaced PNG whose data inflates far beyond its stated size", async () => {
    const { client, businessId } = await owner();
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100, 0);
    header.writeUInt32BE(100, 4);
    header.set([8, 6, 0, 0, 1], 8); // 8-bit RGBA, interlaced
    const bomb = Buffer.concat([
      PNG_LOGO.subarray(0, 8),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 })),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    expectRefusal(await upload(client, businessId, bomb), 422, /PNG image is damaged/);
  });

  it("refuses a pixel bomb: a small file that would decode to a huge image", async () => {
    const { client, businessId } = await owner();
    const blank = () => sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } });
    const png = await blank().png({ compressionLevel: 9 }).toBuffer();
    const jpeg = await blank().jpeg({ quality: 10 }).toBuffer();
    for (const [bomb, type] of [
      [png, "image/png"],
      [jpeg, "image/jpeg"],
    ] as const) {
      expect(bomb.length).toBeLessThan(MAX_LOGO_BYTES);
      expectRefusal(await upload(client, businessId, bomb, type), 422, /too large \(8000 × 8000 pixels\)/);
    }
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();
  });

  it("refuses an SVG whose references multiply into more shapes than can be drawn", async () => {
    const { client, businessId } = await owner();
    // Ten levels of groups, each using the one below ten times: 10^9 circles from 100 elements.
    let levels = '<g id="l0"><circle cx="5" cy="5" r="4"/></g>';
    for (let i = 1; i < 10; i++) {
      const uses = Array.from({ length: 10 }, (_, k) => `<use href="#l${i - 1}" x="${k}"/>`).join("");
      levels += `<g id="l${i}">${uses}</g>`;
    }
    const multiplied = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><defs>${levels}</defs><use href="#l9"/></svg>`;
    expectRefusal(
      await upload(client, businessId, multiplied, "image/svg+xml"),
      422,
      /SVG could not be drawn/,
    );
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();
  });

  it("refuses a file over 1 MB with 413, naming the field, and an empty one with 422", async () => {
    const { client, businessId } = await owner();
    const big = Buffer.concat([PNG_LOGO, Buffer.alloc(MAX_LOGO_BYTES, 1)]);
    expectRefusal(await upload(client, businessId, big), 413, /at most 1 MB/);
    expectRefusal(await upload(client, businessId, Buffer.alloc(0)), 422, /empty/);
  });

  it("is the owner's only: another user gets 404 for upload, file and removal", async () => {
    const { client, businessId } = await owner();
    expect((await upload(client, businessId, PNG_LOGO)).statusCode).toBe(200);
    const stranger = (await signedInClient(ctx.app)).client;
    expect((await upload(stranger, businessId, JPEG_LOGO, "image/jpeg")).statusCode).toBe(404);
    expect((await stranger.get(`/api/businesses/${businessId}/logo`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/businesses/${businessId}/logo`)).statusCode).toBe(404);
    // The owner's logo is untouched.
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo.mediaType).toBe("image/png");
  });

  it("takes at most 30 uploads a minute from one address", async () => {
    const { client, businessId } = await owner();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await upload(client, businessId, CLEAN_SVG, "image/svg+xml")).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("is replaced by a new upload, removed on request and removed with the business", async () => {
    const { client, businessId } = await owner();
    await upload(client, businessId, PNG_LOGO);
    const replaced = await upload(client, businessId, JPEG_LOGO, "image/jpeg");
    expect(replaced.json().logo.mediaType).toBe("image/jpeg");
    expect((await client.delete(`/api/businesses/${businessId}/logo`)).statusCode).toBe(204);
    expect((await client.get(`/api/businesses/${businessId}/logo`)).statusCode).toBe(404);
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();

    await upload(client, businessId, PNG_LOGO);
    expect((await client.delete(`/api/businesses/${businessId}`)).statusCode).toBe(204);
    const left = await ctx.database.db
      .select()
      .from(businessLogos)
      .where(eq(businessLogos.businessId, businessId));
    expect(left).toHaveLength(0);
  });
});

describe("letterhead on exported documents", () => {
  async function swmsWithLogo(logo: Buffer | string, contentType: string) {
    const signed = await owner();
    await grantCredits(ctx.database.db, signed.user.email, "core", 5);
    expect((await upload(signed.client, signed.businessId, logo, contentType)).statusCode).toBe(200);
    const generated = await signed.client.post("/api/documents/generate", {
      businessId: signed.businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const id = generated.json().id as string;
    const fetch = async (format: "pdf" | "docx" | "site-copy") => {
      const res = await signed.client.get(`/api/policies/${id}/export/${format}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    return {
      pdf: await fetch("pdf"),
      docx: await fetch("docx"),
      siteCopy: await fetch("site-copy"),
      owner: signed,
    };
  }

  const squash = (text: string) => text.replace(/\s+/g, " ");

  async function pdfFacts(pdf: Buffer) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "safedraft-letterhead-")), "doc.pdf");
    writeFileSync(file, pdf);
    const { stdout: text } = await run("pdftotext", [file, "-"]);
    const { stdout: images } = await run("pdfimages", ["-list", file]);
    const { stdout: info } = await run("pdfinfo", [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    // `pdfimages -list`: two heading lines, then one line per image placed on a page.
    const placed = images.trim().split("\n").slice(2);
    return { text: squash(text), placed, pages };
  }

  it("puts a PNG logo and the contact details on every page of the PDF", async () => {
    const { pdf } = await swmsWithLogo(PNG_LOGO, "image/png");
    const { text, placed, pages } = await pdfFacts(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(pdf.includes("/Subtype /Image")).toBe(true);
    // The logo on every page (its transparency is a soft mask, listed as "smask"), and one image
    // object in the file that every page shows.
    const logos = placed.filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line));
    expect(logos).toHaveLength(pages);
    expect(new Set(logos.map((line) => line.split(/\s+/).filter(Boolean)[10]))).toHaveProperty("size", 1);
    expect(placed[0]).toMatch(/^\s*1\s+\d+\s+image\s+600\s+200 /);
    for (const detail of [
      "Level 2, 14 Pitt Street, Sydney NSW 2000",
      "Phone +61 2 9000 1234",
      "office@harbourbuild.example",
      "www.harbourbuild.example",
    ]) {
      expect(text.split(detail).length - 1, detail).toBeGreaterThanOrEqual(pages);
    }
  });

  it("puts the same logo and contact details on every page of the crew's site copy", async () => {
    const { siteCopy } = await swmsWithLogo(PNG_LOGO, "image/png");
    const { text, placed, pages } = await pdfFacts(siteCopy);
    expect(text).toContain("SITE COPY");
    const logos = placed.filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line));
    expect(logos).toHaveLength(pages);
    expect(placed[0]).toMatch(/^\s*1\s+\d+\s+image\s+600\s+200 /);
    for (const detail of [
      "Harbour Build Co",
      "Level 2, 14 Pitt Street, Sydney NSW 2000",
      "Phone +61 2 9000 1234",
      "office@harbourbuild.example",
    ]) {
      expect(text.split(detail).length - 1, detail).toBeGreaterThanOrEqual(pages);
    }
    // An SVG logo is drawn on the site copy as on the full document.
    const svg = await pdfFacts((await swmsWithLogo(CLEAN_SVG, "image/svg+xml")).siteCopy);
    expect(svg.placed).toHaveLength(0);
    expect(svg.text.split("Harbour ").length - 1).toBeGreaterThanOrEqual(svg.pages);
  });

  it("puts a JPEG logo in the PDF as an image and an SVG one as drawing", async () => {
    const jpeg = await pdfFacts((await swmsWithLogo(JPEG_LOGO, "image/jpeg")).pdf);
    expect(jpeg.placed[0]).toMatch(/^\s*1\s+\d+\s+image\s+480\s+160\s+rgb\s+3\s+8\s+jpeg/);
    const svg = await swmsWithLogo(CLEAN_SVG, "image/svg+xml");
    const facts = await pdfFacts(svg.pdf);
    // Drawn as vector paths and text, so no image, and the logo's word is on every page.
    expect(facts.placed).toHaveLength(0);
    expect(facts.text.split("Harbour ").length - 1).toBeGreaterThanOrEqual(facts.pages);
  });

  it("puts the logo in the Word header as a media part, with the contact details beside it", async () => {
    const { docx } = await swmsWithLogo(PNG_LOGO, "image/png");
    const zip = await JSZip.loadAsync(docx);
    const media = Object.keys(zip.files).filter((f) => f.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    const image = await zip.file(media[0]!)!.async("nodebuffer");
    expect((await sharp(image).metadata()).width).toBe(600);

    const headers = Object.keys(zip.files).filter((f) => /^word\/header\d*\.xml$/.test(f));
    const xml = (await Promise.all(headers.map((f) => zip.file(f)!.async("string")))).join("");
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(" ");
    for (const detail of [
      "Harbour Build Co",
      "Level 2, 14 Pitt Street, Sydney NSW 2000",
      "Phone +61 2 9000 1234",
      "office@harbourbuild.example",
      "www.harbourbuild.example",
    ]) {
      expect(text).toContain(detail);
    }
    // The picture sits in the header, related to the media part.
    expect(xml).toContain("<pic:pic");
    const rels = (
      await Promise.all(
        Object.keys(zip.files)
          .filter((f) => /^word\/_rels\/header\d*\.xml\.rels$/.test(f))
          .map((f) => zip.file(f)!.async("string")),
      )
    ).join("");
    expect(rels).toContain(media[0]!.replace("word/", ""));
  });

  it("puts the logo in the files of a business's document download too", async () => {
    const { owner: signed } = await swmsWithLogo(JPEG_LOGO, "image/jpeg");
    const res = await signed.client.get(`/api/businesses/${signed.businessId}/documents.zip`);
    expect(res.statusCode, res.body).toBe(200);
    const archive = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(archive.files);
    const docx = await JSZip.loadAsync(
      await archive.file(names.find((n) => n.endsWith(".docx"))!)!.async("nodebuffer"),
    );
    expect(Object.keys(docx.files).filter((f) => /^word\/media\/.+\.jpe?g$/.test(f))).toHaveLength(1);
    const pdf = await pdfFacts(
      await archive.file(names.find((n) => n.endsWith(".pdf"))!)!.async("nodebuffer"),
    );
    expect(pdf.placed[0]).toMatch(/\bjpeg\b/);
  });

  it("puts an SVG logo in the Word header with a PNG stand-in for older Word", async () => {
    const { docx } = await swmsWithLogo(CLEAN_SVG, "image/svg+xml");
    const zip = await JSZip.loadAsync(docx);
    const media = Object.keys(zip.files).filter((f) => f.startsWith("word/media/"));
    expect(media.some((f) => f.endsWith(".svg"))).toBe(true);
    expect(media.some((f) => f.endsWith(".png"))).toBe(true);
    const svg = await zip.file(media.find((f) => f.endsWith(".svg"))!)!.async("string");
    expect(svg).toContain(">Harbour</text>");
    // The stand-in is the logo drawn, not a blank pixel.
    const png = await zip.file(media.find((f) => f.endsWith(".png"))!)!.async("nodebuffer");
    expect(png.length).toBeGreaterThan(1000);
    const drawn = await sharp(png).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(["png", 600, 200]);
    const { channels } = await sharp(png).stats();
    // Not one flat colour: the blue square and the dark word on a clear background.
    expect(channels.some((c) => c.max - c.min > 100)).toBe(true);
  });
});
