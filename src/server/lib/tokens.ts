import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: 256 bits, far past guessing even without the rate limits. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a secret link's token: its SHA-256, so the table cannot be read back into links. */
export const hashOfToken = (token: string) => createHash("sha256").update(token).digest("base64url");
