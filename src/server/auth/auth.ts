import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { REMEMBER_DEVICE_DAYS } from "../../contracts/account";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../contracts/auth";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "../db/schema";

/** Header the app sets itself from the socket (or trusted proxy) address; clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-safedraft-client-ip";

/** What the auth library calls when it has an e-mail to send; the app's outbox does the sending. */
export type AuthMailHooks = {
  passwordReset(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  verifyAddress(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  signUpWithExistingAddress(user: { id: string; email: string; name: string }): Promise<void>;
};

export function createAuth(config: AppConfig, db: Database, mail?: AuthMailHooks) {
  const baseURL = config.appUrl;
  return betterAuth({
    appName: "SafeDraft",
    baseURL,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    // The app's own routes change the profile (/api/auth/profile) and delete accounts
    // (/api/account/delete) with its validation and clean-up; the library's versions would bypass both.
    disabledPaths: ["/update-user", "/change-email", "/delete-user"],
    user: {
      modelName: "user",
      fields: { image: "profileImageUrl" },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
        subscriptionStatus: { type: "string", required: false, defaultValue: "free", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Sign-up answers a taken address exactly as a new one: no session either way (the library
      // then returns a made-up user for a taken address and calls the hook below). The sign-up
      // page signs in with the typed password as a second request.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => mail?.signUpWithExistingAddress(user),
      // A reset link works once, for a limited time, and ends every session of the account.
      resetPasswordTokenExpiresIn: config.accountMail.resetMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      // The request route runs this after its answer, so awaiting the e-mail costs the caller nothing.
      sendResetPassword: async ({ user, token }) => mail?.passwordReset(user, token),
    },
    emailVerification: {
      // Sign-in works before the address is confirmed; the app asks for it with a banner and before
      // an e-mail change. The first message doubles as the welcome.
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: config.accountMail.verificationHours * 3600,
      sendVerificationEmail: async ({ user, token }) => mail?.verifyAddress(user, token),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Same-origin requests are always trusted (the app is served by this server on whatever
    // host and port it runs); APP_URL adds the public origin behind a proxy.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      return [baseURL, host ? `http://${host}` : undefined, host ? `https://${host}` : undefined];
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.authAttemptsPerMinute },
      },
    },
    advanced: {
      cookiePrefix: "safedraft",
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      database: { generateId: "uuid" },
      // The library's limiter counts an IPv6 client by its /64 network (its default, stated here), as
      // the app's own limits do.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
    },
    plugins: [
      // TOTP from an authenticator app; sign-in with a password then asks for a code.
      twoFactor({
        issuer: "SafeDraft",
        backupCodeOptions: { amount: 10, length: 10 },
        trustDeviceMaxAge: REMEMBER_DEVICE_DAYS * 86_400,
      }),
    ],
    telemetry: { enabled: false },
    // Failed sign-ins are normal traffic, and during a database outage the library prints a stack
    // per request with the query's parameters (user ids) in it: only when debugging.
    logger: { disabled: !["debug", "trace"].includes(config.logLevel), level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
