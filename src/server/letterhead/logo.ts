import type { Metadata } from "sharp";
import { XmlCDataNode, XmlDocument, XmlElement, type XmlNodeBase, XmlTextNode } from "xmldoc";
import { LOGO_MAX_BYTES } from "../../contracts/business";
import { inflatedLength, inflatedSize, PNG_SIGNATURE, pixelBytes, readPng } from "../images/png";
import { HttpError } from "../lib/http-errors";

/**
 * A letterhead logo is checked by what its bytes are, never by its file name or declared type,
 * and is stored only in a form the server has rebuilt: a PNG or JPEG decoded by sharp (libvips)
 * and encoded again in its own format, at most `MAX_LOGO_SIDE` pixels a side and without its
 * metadata; an SVG parsed as XML and written out again from an allow-list, with a PNG drawn from
 * that clean copy for programs that cannot draw SVG. See docs/decisions/030-letterhead.md.
 */
export const LOGO_FIELD = "logo";
/** The largest upload accepted, before any resizing. */
export const MAX_LOGO_BYTES = LOGO_MAX_BYTES;
/** A stored logo is scaled down to fit this many pixels a side; a letterhead prints it about 2 cm tall. */
export const MAX_LOGO_SIDE = 600;
/** Decoding takes 3 or 4 bytes a pixel: a small file claiming a huge image is refused before that. */
const MAX_SOURCE_PIXELS = 16_000_000;
/**
 * The memory a PNG's pixels take at its own bit depth and channels: 4000 × 4000 at 8 bits RGBA.
 * The pixel count alone would let 16-bit samples double it; a logo is printed 600 pixels wide.
 */
const MAX_PIXEL_BYTES = 64_000_000;
/** Decoding and drawing run on libuv's thread pool; one that takes longer than this is refused. */
const DECODE_SECONDS = 10;
const MAX_SVG_ELEMENTS = 5_000;
const MAX_SVG_DEPTH = 40;

export type LogoMediaType = "image/png" | "image/jpeg" | "image/svg+xml";
export type Logo = {
  mediaType: LogoMediaType;
  data: Buffer;
  width: number;
  height: number;
  /** For an SVG, the same drawing as a PNG; null for a PNG or JPEG, which need no stand-in. */
  fallbackPng: Buffer | null;
};

export const logoProblem = (status: number, message: string) =>
  new HttpError(status, `${LOGO_FIELD}: ${message}`, [{ field: LOGO_FIELD, message }]);

export const tooLarge = () =>
  logoProblem(
    413,
    `The logo must be at most ${MAX_LOGO_BYTES / 1024 / 1024} MB. Save a smaller PNG, JPEG or SVG and try again.`,
  );

const invalid = (message: string) => logoProblem(422, message);
const tooManyPixels = (width: number, height: number) =>
  invalid(`The image is too large (${width} × ${height} pixels). Use one under 4000 × 4000.`);

/** The logo as it will be stored, or a 413/422 naming the `logo` field. */
export async function checkLogo(bytes: Buffer): Promise<Logo> {
  if (bytes.length === 0) throw invalid("The file is empty. Choose a PNG, JPEG or SVG image.");
  if (bytes.length > MAX_LOGO_BYTES) throw tooLarge();
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    await checkPngStructure(bytes);
    return rebuildRaster(bytes, "png");
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return rebuildRaster(bytes, "jpeg");
  const text = svgText(bytes);
  if (text !== null) return checkSvg(text);
  throw invalid("The file is not a PNG, JPEG or SVG image.");
}

/**
 * Checks a PNG's bytes before any decoder sees them: the size its header states, and the file's
 * structure. Decoders forgive a cut-short file or image data that inflates past what the image
 * needs (libpng stops reading once it has its rows), so every chunk must be whole with its
 * checksum and the image data a complete stream no larger than the header's rows take. The
 * header is judged first, so a small file claiming a huge image is refused without inflating
 * anything; the data is then inflated as a stream on libuv's thread pool and counted, never kept.
 */
async function checkPngStructure(bytes: Buffer) {
  const png = readPng(bytes);
  if (!png) throw invalid("The PNG image is damaged.");
  const { header } = png;
  if (header.width * header.height > MAX_SOURCE_PIXELS) throw tooManyPixels(header.width, header.height);
  const memory = pixelBytes(header);
  if (memory > MAX_PIXEL_BYTES) {
    throw invalid(
      `The image would take ${Math.ceil(memory / 1e6)} MB to decode (${header.width} × ${header.height} pixels, ${header.bitDepth} bits a sample); the limit is ${MAX_PIXEL_BYTES / 1e6} MB. Save it smaller or with 8 bits a sample.`,
    );
  }
  const expected = inflatedSize(header);
  const inflated = await inflatedLength(png.data, expected);
  if (inflated === null || inflated > expected) throw invalid("The PNG image is damaged.");
}

/**
 * sharp (libvips) adds about 25 MB to a process's memory, and only a logo upload needs it: loaded
 * on the first upload, not at start.
 */
const loadSharp = () => import("sharp").then((m) => m.default);

/**
 * Decodes a PNG or JPEG and encodes it again in the same format, turned upright by its EXIF
 * orientation and scaled down to fit `MAX_LOGO_SIDE` a side. sharp writes no metadata unless asked:
 * EXIF (which may say where a photo was taken), XMP, comments, text chunks and anything appended
 * to the file are left behind, and colours with an embedded profile are converted to sRGB.
 */
async function rebuildRaster(bytes: Buffer, format: "png" | "jpeg"): Promise<Logo> {
  const sharp = await loadSharp();
  const damaged = () => invalid(`The ${format.toUpperCase()} image is damaged.`);
  // The header alone, to refuse a huge image with its size before any pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw damaged();
  }
  if (header.format !== format || !header.width || !header.height) throw damaged();
  if (header.width * header.height > MAX_SOURCE_PIXELS) throw tooManyPixels(header.width, header.height);
  try {
    // `failOn: "warning"` refuses a file the decoder would otherwise patch up (a JPEG cut short
    // comes out grey at the bottom); `limitInputPixels` holds the pixel limit for the decode too.
    const image = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_SOURCE_PIXELS })
      .autoOrient()
      .resize({ width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE, fit: "inside", withoutEnlargement: true })
      .timeout({ seconds: DECODE_SECONDS });
    const encoded = format === "png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      mediaType: format === "png" ? "image/png" : "image/jpeg",
      data,
      width: info.width,
      height: info.height,
      fallbackPng: null,
    };
  } catch {
    throw damaged();
  }
}

/**
 * The clean SVG drawn as a PNG whose longer side is `MAX_LOGO_SIDE`, for Word before 2016 and
 * LibreOffice, which show a document's SVG pictures through their PNG stand-in. Drawing only the
 * rewritten copy means librsvg never sees a script, a style sheet or an outside reference.
 */
async function drawSvg(svg: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // librsvg draws one user unit per pixel at 72 dots per inch; scale that up for a sharp print.
  const density = (72 * MAX_LOGO_SIDE) / Math.max(width, height);
  try {
    return await sharp(svg, { density, failOn: "warning", limitInputPixels: MAX_SOURCE_PIXELS })
      .resize({ width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE, fit: "inside", withoutEnlargement: true })
      .timeout({ seconds: DECODE_SECONDS })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalid("The SVG could not be drawn. Simplify it, or save it as a PNG, and try again.");
  }
}

function fitWithin(width: number, height: number, side: number) {
  const scale = Math.min(1, side / width, side / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
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
async function checkSvg(text: string): Promise<Logo> {
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
  const data = Buffer.from(write(root, 0), "utf8");
  return { mediaType: "image/svg+xml", data, width, height, fallbackPng: await drawSvg(data, width, height) };
}
