import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { verifications } from "../db/schema";
import { addressKey } from "../lib/abuse-keys";
import { cookieValue } from "./session-cache";

/** The browser's own random token; only its hash is stored, per account that signed in with it. */
export const KNOWN_DEVICE_COOKIE = "safedraft.known_device";
/** How long a device or an address stays known after the account last signed in from it. */
const KNOWN_DAYS = 180;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hash = (value: string) => createHash("sha256").update(value).digest("base64url");
const deviceId = (userId: string, token: string) => `known-device:${userId}:${hash(token)}`;
const addressId = (userId: string, ip: string) => `known-address:${userId}:${hash(addressKey(ip))}`;

/**
 * The browsers and addresses an account has signed in from. A lock caused by wrong passwords from
 * elsewhere does not keep the owner out of them (see `lockout.ts`). The rows sit in the
 * verifications table under the account's id, so deleting the account removes them with its
 * other pending rows.
 */
export function createKnownDevices(db: Database, options: { secure: boolean; now?: () => number }) {
  const now = options.now ?? Date.now;
  const tokenOf = (request: FastifyRequest) => {
    const value = cookieValue(request.headers.cookie, KNOWN_DEVICE_COOKIE);
    return value && TOKEN.test(value) ? value : undefined;
  };

  return {
    /** Whether this browser (its cookie) or this address has signed in to the account before. */
    async recognise(request: FastifyRequest, userId: string): Promise<{ device: boolean; address: boolean }> {
      const token = tokenOf(request);
      const ids = [addressId(userId, request.ip), ...(token ? [deviceId(userId, token)] : [])];
      const rows = await db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(
          and(
            inArray(verifications.identifier, ids),
            eq(verifications.value, userId),
            gt(verifications.expiresAt, new Date(now())),
          ),
        );
      const found = new Set(rows.map((r) => r.identifier));
      return {
        device: token !== undefined && found.has(deviceId(userId, token)),
        address: found.has(addressId(userId, request.ip)),
      };
    },

    /** After a sign-in that ended with a session: remember the browser (setting its cookie) and the address. */
    async remember(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const token = tokenOf(request) ?? randomBytes(32).toString("base64url");
      const ids = [deviceId(userId, token), addressId(userId, request.ip)];
      const expiresAt = new Date(now() + KNOWN_DAYS * 86_400_000);
      await db.transaction(async (tx) => {
        await tx.delete(verifications).where(inArray(verifications.identifier, ids));
        await tx
          .insert(verifications)
          .values(ids.map((identifier) => ({ identifier, value: userId, expiresAt })));
      });
      reply.header(
        "set-cookie",
        `${KNOWN_DEVICE_COOKIE}=${token}; Path=/; Max-Age=${KNOWN_DAYS * 86_400}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`,
      );
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
