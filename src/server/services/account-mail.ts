import { createHash } from "node:crypto";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { createSharedLimits } from "../lib/shared-limits";
import type { Mailer } from "./mail";

type Person = { email: string; name?: string | null; firstName?: string | null };

export const RESET_TOPIC = "account:password-reset";
export const VERIFY_TOPIC = "account:verify-email";
export const EMAIL_CHANGE_TOPIC = "account:email-change";
export const SIGN_UP_EXISTING_TOPIC = "account:sign-up-existing";
/** "Someone tried to sign up with your address" e-mails one address receives per hour at most. */
export const SIGN_UP_EXISTING_MAILS_PER_HOUR = 3;

/**
 * The e-mails that let a person into (or back into) their account: password reset, address checks,
 * welcome, e-mail change. Links point at the app's own pages, which post the token back.
 */
export function createAccountMail(deps: {
  db: Database;
  mailer: Mailer;
  origin: string;
  seller: AppConfig["seller"];
  limits: AppConfig["accountMail"];
  now?: () => Date;
}) {
  const { db, mailer, origin, seller, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const hello = (p: Person) => `Hello ${p.firstName || "there"},`;
  const footer = ["", "--", seller.name, seller.address, `Questions: ${seller.email} or ${origin}/contact`];

  const limiter = createSharedLimits(db, () => now().getTime());
  /**
   * Counts one e-mail on `topic` to `to` in an hour's window, so nobody can fill an inbox through a
   * form. One statement in the database that every process shares: e-mails written at once (each
   * after its own request's answer) cannot all see room for one more. The address is kept hashed.
   */
  const withinHourlyLimit = async (to: string, topic: string, limit: number) => {
    const address = createHash("sha256").update(to.trim().toLowerCase()).digest("hex");
    return (await limiter.hit(`mail:${topic}:${address}`, 60 * 60_000)).count <= limit;
  };

  return {
    async passwordReset(user: Person, token: string) {
      if (!(await withinHourlyLimit(user.email, RESET_TOPIC, limits.resetMailsPerHour))) return;
      await mailer.send({
        to: user.email,
        topic: RESET_TOPIC,
        subject: "Reset your SafeDraft password",
        text: [
          hello(user),
          "",
          "Someone asked to reset the password of the SafeDraft account for this address. To choose a new password, open this link:",
          "",
          `${origin}/reset-password?token=${encodeURIComponent(token)}`,
          "",
          `The link works once and expires in ${limits.resetMinutes} minutes. Choosing a new password signs the account out everywhere.`,
          "",
          "If you did not ask for this, ignore this e-mail: your password stays as it is.",
          ...footer,
        ].join("\n"),
      });
    },

    /** The address check; after sign-up it is also the welcome. */
    async verifyAddress(user: Person, token: string, { welcome }: { welcome: boolean }) {
      const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        topic: VERIFY_TOPIC,
        subject: welcome
          ? "Welcome to SafeDraft: please confirm your e-mail address"
          : "Confirm your e-mail address",
        text: [
          hello(user),
          "",
          ...(welcome
            ? [
                "Welcome to SafeDraft. Your account is ready: register your business, choose a document pack and generate your safety documents in minutes.",
                "",
              ]
            : []),
          "Please confirm that this address is yours by opening this link:",
          "",
          link,
          "",
          `The link expires in ${limits.verificationHours} hours. You can send a new one from the banner in the app.`,
          "",
          "If you did not create a SafeDraft account, ignore this e-mail.",
          ...footer,
        ].join("\n"),
      });
    },

    /**
     * Someone tried to create an account with an address that already has one. The sign-up answer
     * is the same as for a new address, so this e-mail is how the owner learns of it.
     */
    async signUpWithExistingAddress(user: Person) {
      if (!(await withinHourlyLimit(user.email, SIGN_UP_EXISTING_TOPIC, SIGN_UP_EXISTING_MAILS_PER_HOUR)))
        return;
      await mailer.send({
        to: user.email,
        topic: SIGN_UP_EXISTING_TOPIC,
        subject: "Someone tried to sign up to SafeDraft with your address",
        text: [
          hello(user),
          "",
          "Someone tried to create a new SafeDraft account with this e-mail address, which already has an account. No new account was created.",
          "",
          `If it was you, sign in at ${origin}/login. Forgotten your password? Reset it at ${origin}/forgot-password.`,
          "",
          "If it was not you, there is nothing to do.",
          ...footer,
        ].join("\n"),
      });
    },

    /** The link that moves an account to a new address, sent to that new address. */
    async confirmNewAddress(user: Person, newEmail: string, token: string, hours: number) {
      await mailer.send({
        to: newEmail,
        topic: EMAIL_CHANGE_TOPIC,
        subject: "Confirm your new SafeDraft e-mail address",
        text: [
          hello(user),
          "",
          "You asked to use this address for your SafeDraft account. To confirm, open this link:",
          "",
          `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
          "",
          `The link works once and expires in ${hours} hours. Until then the account keeps its old address.`,
          "",
          "If you did not ask for this, ignore this e-mail.",
          ...footer,
        ].join("\n"),
      });
    },

    /** An e-mail change named an address that already has its own account: tell that address's owner. */
    async addressAlreadyInUse(newEmail: string) {
      await mailer.send({
        to: newEmail,
        topic: EMAIL_CHANGE_TOPIC,
        subject: "Someone tried to move a SafeDraft account to your address",
        text: [
          "Hello,",
          "",
          "Someone signed in to a SafeDraft account asked to change its e-mail address to this one. This address already has its own SafeDraft account, so nothing was changed.",
          "",
          "If it was you, use a different address, or delete one of the two accounts first. If it was not you, there is nothing to do.",
          ...footer,
        ].join("\n"),
      });
    },

    /** The first step of two-factor recovery: proves the address before the waiting period starts. */
    async twoFactorRecoveryLink(user: Person, token: string) {
      await mailer.send({
        to: user.email,
        topic: "account:two-factor-recovery",
        subject: "Lost your two-factor codes? Confirm the recovery",
        text: [
          hello(user),
          "",
          "Someone signed in to your SafeDraft account with its password and said every two-factor code is lost (the authenticator app and the backup codes). To start turning two-factor authentication off, open this link:",
          "",
          `${origin}/two-factor-recovery?token=${encodeURIComponent(token)}`,
          "",
          `After you open it there is a waiting period of ${limits.twoFactorRecoveryHours} hours, so that you can stop it if it was not you. The link expires in one hour.`,
          "",
          "If you did not ask for this, someone knows your password: do not open the link, and change your password.",
          ...footer,
        ].join("\n"),
      });
    },

    /** The waiting period has started; the e-mail carries the way to stop it. */
    async twoFactorRecoveryStarted(user: Person, readyAt: Date, cancelToken: string) {
      await mailer.send({
        to: user.email,
        topic: "account:two-factor-recovery",
        subject: "Two-factor authentication will be turned off",
        text: [
          hello(user),
          "",
          `Two-factor authentication of your SafeDraft account will be turned off after ${readyAt.toUTCString()}, when the account is next signed in to with its password.`,
          "",
          "If this was not you, stop it now:",
          "",
          `${origin}/two-factor-recovery/cancel?token=${encodeURIComponent(cancelToken)}`,
          "",
          "Signing in with a two-factor code also stops it. Then change your password.",
          ...footer,
        ].join("\n"),
      });
    },

    async twoFactorRecoveryEnded(user: Person, how: "cancelled" | "completed") {
      await mailer.send({
        to: user.email,
        topic: "account:two-factor-recovery",
        subject:
          how === "cancelled"
            ? "Two-factor recovery stopped"
            : "Two-factor authentication turned off after the waiting period",
        text: [
          hello(user),
          "",
          how === "cancelled"
            ? "The request to turn off two-factor authentication of your SafeDraft account was stopped. Two-factor authentication stays on."
            : "The waiting period is over and two-factor authentication of your SafeDraft account is now off. Turn it on again in Settings > Security with a new authenticator.",
          ...footer,
        ].join("\n"),
      });
    },

    /**
     * Confirms to the sender of a contact message that it arrived. Nothing the sender typed is
     * repeated: the form must not become a way to send someone else a message of one's own.
     */
    async contactReceived(to: string) {
      await mailer.send({
        to,
        topic: "contact:acknowledgement",
        subject: "We received your message",
        text: [
          "Hello,",
          "",
          "Thank you for contacting SafeDraft. Your message has arrived and we will get back to you within 24 hours.",
          "",
          "If you did not write to us, someone else typed this address into our contact form; you can ignore this e-mail.",
          ...footer,
        ].join("\n"),
      });
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
