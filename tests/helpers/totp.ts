import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The base32 secret of an otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), computed independently of the app. */
export function totp(secretBase32: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", base32Decode(secretBase32)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 15;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}

/**
 * A code the app accepts now (the previous, current or next step) that is not in `used`, which it
 * joins: the app refuses a code used before, as an authenticator code is good for one use.
 */
export function unusedTotp(secretBase32: string, used: Set<string>): string {
  for (const offset of [0, 1, -1]) {
    const code = totp(secretBase32, Date.now() + offset * 30_000);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error("every code of the accepted steps was used already");
}
