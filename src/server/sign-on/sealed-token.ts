import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * A crew link's token sealed with AES-256-GCM, so the owner can be shown the link again while the
 * database alone (a backup, a read-only leak) cannot be turned into working links. The document's
 * id is the associated data: a sealed token copied onto another document's row does not open.
 * Stored as `v1.<iv>.<ciphertext>.<tag>`, each base64url.
 */
const VERSION = "v1";

export function sealToken(key: Buffer, policyId: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(policyId));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The token, or null when it cannot be opened: another key, another document, or tampered with. */
export function openSealedToken(key: Buffer, policyId: string, sealed: string): string | null {
  const [version, iv, data, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || data === undefined || !tag || rest.length) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(policyId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
