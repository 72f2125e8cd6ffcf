import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { Mailer } from "./mail";

export type SecurityEvent =
  | "new-sign-in"
  | "password-changed"
  | "two-factor-enabled"
  | "two-factor-disabled"
  | "account-locked"
  | "email-changed"
  | "password-reset";

/** Sent whatever the alerts switch says: the owner may be the only one who can act on them. */
const ALWAYS: ReadonlySet<SecurityEvent> = new Set(["account-locked", "email-changed", "password-reset"]);

const SUBJECTS: Record<SecurityEvent, string> = {
  "new-sign-in": "New sign-in to your SafeDraft account",
  "password-changed": "Your SafeDraft password was changed",
  "two-factor-enabled": "Two-factor authentication turned on",
  "two-factor-disabled": "Two-factor authentication turned off",
  "account-locked": "Your SafeDraft account is locked for a while",
  "email-changed": "The e-mail address of your SafeDraft account was changed",
  "password-reset": "Your SafeDraft password was reset",
};

const WHAT: Record<SecurityEvent, string> = {
  "new-sign-in": "Someone signed in to your SafeDraft account.",
  "password-changed":
    "The password of your SafeDraft account was changed and your other sessions were signed out.",
  "two-factor-enabled":
    "Two-factor authentication was turned on for your SafeDraft account and your other sessions were signed out.",
  "two-factor-disabled": "Two-factor authentication was turned off for your SafeDraft account.",
  "account-locked":
    "Too many wrong passwords or codes were entered for your SafeDraft account, so it is locked for a while. It unlocks by itself; meanwhile your password still works on a device you have signed in from before (a lock by wrong codes holds everywhere).",
  "email-changed":
    "The e-mail address of your SafeDraft account was changed. From now on, messages about the account go to the new address.",
  "password-reset":
    "The password of your SafeDraft account was reset with a link sent to this address, and every session of the account was signed out.",
};

export type SecurityAlerts = {
  /** E-mails the account owner about the event when their security alerts switch is on. */
  notify(
    userId: string,
    event: SecurityEvent,
    context: { ip: string; userAgent?: string; at: Date },
    /** Another address to write to, e.g. the old one after an e-mail change. */
    to?: string,
    /** Lines that follow the event's sentence, such as the link that unlocks a locked account. */
    more?: string[],
  ): Promise<void>;
};

export function createSecurityAlerts(db: Database, mailer: Mailer): SecurityAlerts {
  return {
    async notify(userId, event, context, to, more = []) {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, securityAlerts: users.securityAlerts })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || (!user.securityAlerts && !ALWAYS.has(event))) return;
      const text = [
        `Hello ${user.firstName || "there"},`,
        "",
        WHAT[event],
        ...(more.length ? ["", ...more] : []),
        "",
        `When: ${context.at.toUTCString()}`,
        `From address: ${context.ip}`,
        ...(context.userAgent ? [`Browser: ${context.userAgent}`] : []),
        "",
        "If this was you, there is nothing to do. If it was not, change your password in Settings > Security straight away.",
        "",
        "You can turn these alerts off in Settings > Notifications.",
      ].join("\n");
      await mailer.send({ to: to ?? user.email, subject: SUBJECTS[event], text, topic: `security:${event}` });
    },
  };
}
