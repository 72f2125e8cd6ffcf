import { crc32, inflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { XmlCDataNode, XmlDocument, XmlElement, type XmlNodeBase, XmlTextNode } from "xmldoc";
import { LOGO_MAX_BYTES } from "../../contracts/business";
import { HttpError } from "../lib/http-errors";

/**
 * A letterhead logo is checked by what its bytes are, never by its file name or declared type,
 * and is stored only in a form the server has rebuilt: a PNG decoded and encoded again (at most
 * `MAX_LOGO_SIDE` pixels a side), a JPEG with its segments walked and its metadata dropped, an SVG
 * parsed as XML and written out again from an allow-list. See docs/decisions/030-letterhead.md.
 */
export const LOGO_FIELD = "logo";
/** The largest upload accepted, before any resizing. */
export const MAX_LOGO_BYTES = LOGO_MAX_BYTES;
/** A stored PNG is scaled down to fit this many pixels a side; a letterhead prints it about 2 cm tall. */
export const MAX_LOGO_SIDE = 600;
/** Decoding a PNG takes 4 bytes a pixel: a small file claiming a huge image is refused before that. */
const MAX_SOURCE_PIXELS = 16_000_000;
const MAX_SVG_ELEMENTS = 5_000;
const MAX_SVG_DEPTH = 40;

export type LogoMediaType = "image/png" | "image/jpeg" | "image/svg+xml";
export type Logo = { mediaType: LogoMediaType; data: Buffer; width: number; height: number };

export const logoProblem = (status: number, message: string) =>
  new HttpError(status, `${LOGO_FIELD}: ${message}`, [{ field: LOGO_FIELD, message }]);

export const tooLarge = () =>
  logoProblem(
    413,
    `The logo must be at most ${MAX_LOGO_BYTES / 1024 / 1024} MB. Save a smaller PNG, JPEG or SVG and try again.`,
  );

const invalid = (message: string) => logoProblem(422, message);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The logo as it will be stored, or a 413/422 naming the `logo` field. */
export function checkLogo(bytes: Buffer): Logo {
  if (bytes.length === 0) throw invalid("The file is empty. Choose a PNG, JPEG or SVG image.");
  if (bytes.length > MAX_LOGO_BYTES) throw tooLarge();
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return checkPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return checkJpeg(bytes);
  const text = svgText(bytes);
  if (text !== null) return checkSvg(text);
  throw invalid("The file is not a PNG, JPEG or SVG image.");
}

function checkPng(bytes: Buffer): Logo {
  // IHDR is the first chunk: its width and height say how much memory decoding will take.
  if (bytes.length < 33 || bytes.toString("latin1", 12, 16) !== "IHDR")
    throw invalid("The PNG image is damaged.");
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw invalid("The PNG image is damaged.");
  if (width * height > MAX_SOURCE_PIXELS)
    throw invalid(`The image is too large (${width} × ${height} pixels). Use one under 4000 × 4000.`);
  // The PNG decoder forgives a cut-short file (it fills in the missing pixels) and bounds what it
  // inflates only for images that are not interlaced, so the file's structure and data are checked
  // here first: every chunk whole with its checksum, and the image data a complete stream no
  // larger than the stated size needs.
  if (!wellFormedPng(bytes, height * (width * 8 + 8))) throw invalid("The PNG image is damaged.");
  let png: { width: number; height: number; data: Buffer };
  try {
    png = PNG.sync.read(bytes);
  } catch {
    throw invalid("The PNG image is damaged.");
  }
  const scaled = fitWithin(png.width, png.height, MAX_LOGO_SIDE);
  const out =
    scaled.width === png.width && scaled.height === png.height
      ? png
      : downscale(png, scaled.width, scaled.height);
  // Writing the pixels out again leaves behind any text, metadata or trailing bytes the file held.
  return { mediaType: "image/png", data: PNG.sync.write(out), width: out.width, height: out.height };
}

/**
 * Whether the PNG is whole: chunks that fit the file with correct checksums, IHDR first, IEND
 * last, and image data that inflates completely to at most `limit` bytes.
 */
function wellFormedPng(bytes: Buffer, limit: number): boolean {
  const parts: Buffer[] = [];
  let i = 8;
  let ended = false;
  while (i + 12 <= bytes.length && !ended) {
    const length = bytes.readUInt32BE(i);
    if (i + 12 + length > bytes.length) return false;
    const type = bytes.toString("latin1", i + 4, i + 8);
    if ((i === 8) !== (type === "IHDR")) return false;
    if (crc32(bytes.subarray(i + 4, i + 8 + length)) !== bytes.readUInt32BE(i + 8 + length)) return false;
    if (type === "IDAT") parts.push(bytes.subarray(i + 8, i + 8 + length));
    ended = type === "IEND";
    i += 12 + length;
  }
  if (!ended || parts.length === 0) return false;
  try {
    // A stream cut short throws ("unexpected end of file"), as does one past the limit.
    inflateSync(Buffer.concat(parts), { maxOutputLength: limit });
    return true;
  } catch {
    return false;
  }
}

function fitWithin(width: number, height: number, side: number) {
  const scale = Math.min(1, side / width, side / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Area averaging, weighting colour by alpha so transparent pixels do not darken the edges. */
function downscale(src: { width: number; height: number; data: Buffer }, width: number, height: number) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * src.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * src.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * src.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * src.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * src.width + sx) * 4;
          const alpha = src.data[i + 3]!;
          r += src.data[i]! * alpha;
          g += src.data[i + 1]! * alpha;
          b += src.data[i + 2]! * alpha;
          a += alpha;
        }
      }
      const o = (y * width + x) * 4;
      const n = (x1 - x0) * (y1 - y0);
      if (a > 0) {
        data[o] = Math.round(r / a);
        data[o + 1] = Math.round(g / a);
        data[o + 2] = Math.round(b / a);
      }
      data[o + 3] = Math.round(a / n);
    }
  }
  return { width, height, data };
}

/** APP0 (JFIF), APP2 (colour profile) and APP14 (Adobe colour transform) change how a JPEG looks. */
const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);

/**
 * Walks a JPEG's segments up to the image data: it must have a frame header (its size) and end
 * with an end-of-image marker. EXIF (which may hold where a photo was taken), XMP, comments and
 * other application segments are dropped. No JPEG codec ships with the server, so the image is
 * stored at its own size within the byte limit; the renderers scale it.
 */
function checkJpeg(bytes: Buffer): Logo {
  const damaged = () => invalid("The JPEG image is damaged.");
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | null = null;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw damaged();
    let marker = bytes[i + 1];
    // Any number of 0xFF fill bytes may come before a marker.
    while (marker === 0xff && i + 2 < bytes.length) {
      i += 1;
      marker = bytes[i + 1];
    }
    if (marker === undefined || marker === 0xd9) throw damaged();
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) throw damaged();
    const length = bytes.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > bytes.length) throw damaged();
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) throw damaged();
      size = { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      if (size.width === 0 || size.height === 0) throw damaged();
    }
    if (marker === 0xda) {
      if (!size) throw damaged();
      const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (eoi < end) throw damaged();
      // Bytes after the end-of-image marker are not part of the image.
      kept.push(bytes.subarray(i, eoi + 2));
      if (size.width * size.height > MAX_SOURCE_PIXELS)
        throw invalid(
          `The image is too large (${size.width} × ${size.height} pixels). Use one under 4000 × 4000.`,
        );
      return { mediaType: "image/jpeg", data: Buffer.concat(kept), ...size };
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if ((!isApp || KEPT_APP_MARKERS.has(marker)) && marker !== 0xfe) kept.push(bytes.subarray(i, end));
    i = end;
  }
  throw damaged();
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The file as text when it looks like XML markup, else null. */
function svgText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, "");
  return text.trimStart().startsWith("<") ? text : null;
}

/** Shapes, text, groups, gradients, clips and internal references: what a logo is drawn with. */
const SVG_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "symbol",
  "use",
]);
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]*$/;
const NAMESPACED_ATTRIBUTES = new Set(["xlink:href", "xlink:title", "xml:space", "xml:lang"]);
const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/** Every `url(...)` in a value points inside the image (`url(#id)`). */
const onlyInternalUrls = (value: string) =>
  [...value.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)/gi)].every((m) => m[2]!.trim().startsWith("#"));

/** The attribute as it may be kept, or null to drop it. */
function safeAttribute(name: string, value: string): string | null {
  const lower = name.toLowerCase();
  // Namespaces are declared once, on the root element written out below.
  if (lower.startsWith("on") || lower === "xmlns" || lower.startsWith("xmlns:")) return null;
  if (name.includes(":") ? !NAMESPACED_ATTRIBUTES.has(name) : !ATTRIBUTE_NAME.test(name)) return null;
  if (lower === "href" || lower === "xlink:href") return value.trim().startsWith("#") ? value : null;
  if (/javascript:|@import|expression\s*\(/i.test(value)) return null;
  if (!onlyInternalUrls(value)) return null;
  return value;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** Parses an SVG length in user units (px); other units and percentages give null. */
function length(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(px)?$/);
  const n = match ? Number(match[1]) : Number.NaN;
  return n > 0 && n < 100_000 ? n : null;
}

/**
 * A well-formed SVG written out again with only allowed elements and attributes: no scripts,
 * event handlers, styles, foreign objects, embedded or linked images, animations or references
 * outside the file. Malformed XML, a DOCTYPE (entities) or another root element is refused.
 */
function checkSvg(text: string): Logo {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid("The SVG must not contain a DOCTYPE or entities.");
  let root: XmlDocument;
  try {
    root = new XmlDocument(text);
  } catch {
    throw invalid("The SVG is not well-formed XML.");
  }
  if (root.name !== "svg") throw invalid("The file is not a PNG, JPEG or SVG image.");

  const viewBox = root.attr.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize =
    viewBox?.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0
      ? { width: viewBox[2]!, height: viewBox[3]! }
      : null;
  const declared = { width: length(root.attr.width), height: length(root.attr.height) };
  let width =
    declared.width ??
    (boxSize && declared.height ? (declared.height * boxSize.width) / boxSize.height : boxSize?.width);
  let height =
    declared.height ??
    (boxSize && declared.width ? (declared.width * boxSize.height) / boxSize.width : boxSize?.height);
  if (!width || !height)
    throw invalid("The SVG needs a viewBox, or a width and height in pixels, to know its shape.");
  ({ width, height } = fitWithin(width, height, MAX_LOGO_SIDE));

  let elements = 0;
  const write = (node: XmlNodeBase, depth: number): string => {
    if (node instanceof XmlTextNode) return escapeText(node.text);
    if (node instanceof XmlCDataNode) return escapeText(node.cdata);
    if (!(node instanceof XmlElement) || !SVG_ELEMENTS.has(node.name)) return "";
    elements += 1;
    if (elements > MAX_SVG_ELEMENTS) throw invalid(`The SVG has more than ${MAX_SVG_ELEMENTS} elements.`);
    if (depth > MAX_SVG_DEPTH) throw invalid(`The SVG is nested more than ${MAX_SVG_DEPTH} levels deep.`);
    const attributes = Object.entries(node.attr).flatMap(([name, value]) => {
      if (depth === 0 && ["width", "height", "viewBox", "xmlns", "xmlns:xlink"].includes(name)) return [];
      const kept = safeAttribute(name, value);
      return kept === null ? [] : [` ${name}="${escapeAttribute(kept)}"`];
    });
    if (depth === 0) {
      // The stored size is the one the renderers use, so every copy of the letterhead agrees.
      const box = boxSize ? root.attr.viewBox!.trim() : `0 0 ${declared.width} ${declared.height}`;
      attributes.unshift(
        ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" width="${width}" height="${height}" viewBox="${escapeAttribute(box)}"`,
      );
    }
    const inner = node.children.map((child) => write(child, depth + 1)).join("");
    return `<${node.name}${attributes.join("")}>${inner}</${node.name}>`;
  };
  const svg = write(root, 0);
  return { mediaType: "image/svg+xml", data: Buffer.from(svg, "utf8"), width, height };
}
