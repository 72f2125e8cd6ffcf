import { randomBytes, randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import {
  Client,
  createTestApp,
  type NewUser,
  newUser,
  signedInClient,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { latestMail } from "../helpers/mail";
import { pngDataUrl } from "../helpers/png";
import { secretFromUri, unusedTotp } from "../helpers/totp";

/**
 * Every /api route the app registers, called by a visitor, by the owner of the data and by another
 * signed-in user. The expectations are a table keyed by route; a route without a row, or a row
 * without a route, fails the first test, so a new endpoint cannot ship unclassified.
 *
 * - public: anyone may call it; each listed visitor call gets its status.
 * - owned: acts on one owner's resource. The owner gets `owner.status`, another user 404 (never
 *   403, never the data), a visitor 401.
 * - self: acts on the caller's own account. The owner gets `owner.status`, another user
 *   `stranger.status` and only their own data, a visitor 401.
 *
 * A visitor's write calls go out with an unparseable body and with one that fails validation: the
 * session check comes first, so both are 401. Nothing another user or a visitor receives (body or
 * headers) may contain any of the owner's marker strings.
 */

type Who = "anonymous" | "stranger" | "owner";
type Body = Record<string, unknown> | string;
type Call = { url: string; body?: Body };
type Fixtures = {
  owner: { client: Client; user: NewUser };
  stranger: { client: Client; user: NewUser };
  businessId: string;
  /** An empty business of the owner's that the generate calls write into. */
  generateBusinessId: string;
  /** Owner resources that exist to be deleted by their owner. */
  spareBusinessId: string;
  sparePolicyId: string;
  policyId: string;
  clientSecret: string;
  /** A purchase the owner paid for, so it has a receipt. */
  paidPurchaseId: string;
  /** A published SWMS with crew sign-on on, and one worker's signature on it. */
  swmsId: string;
  signatureId: string;
  /** A template of the owner's, and one that exists to be deleted. */
  templateId: string;
  spareTemplateId: string;
  /** The SWMS sent for review to an outside reviewer. */
  reviewId: string;
  /** Members of the owner's team, and a manager of another team. */
  viewer: { client: Client; user: NewUser; id: string };
  manager: { client: Client; user: NewUser; id: string };
  /** A supervisor given the owner's main business, and one given only a business no row uses. */
  supervisor: { client: Client; user: NewUser; id: string };
  ungrantedSupervisor: { client: Client; user: NewUser; id: string };
  otherTeamManager: { client: Client; user: NewUser; id: string };
  /** A member of the owner's team who exists to be removed, and an invitation to be revoked. */
  spareMemberId: string;
  invitationId: string;
  markers: string[];
};
type CallContext = { f: Fixtures; who: Who; user: NewUser; client: Client; prepared?: unknown };
type Leg = {
  status: number;
  call?: (c: CallContext) => Call | Promise<Call>;
  /** A marker the owner's answer must include, so the absence checks are known to look at real data. */
  sees?: (f: Fixtures) => string;
  /** Field names a 400 must name. */
  fields?: string[];
};
type PublicLeg = Omit<Leg, "call" | "sees"> & { call?: (f: Fixtures) => Call };
type Entry =
  | { access: "public"; anonymous: PublicLeg[] }
  | { access: "owned"; owner: Leg }
  | {
      access: "self";
      owner: Leg & {
        /** Run by a newly signed-up user, for calls that change or end the account. */
        fresh?: boolean;
        prepare?: (client: Client, user: NewUser) => Promise<unknown>;
      };
      stranger?: Leg;
    };

const tag = randomBytes(4).toString("hex");
const MARK = {
  business: `Marker Joinery ${tag}`,
  title: `Marker Policy Title ${tag}`,
  email: `owner-marker-${tag}@example.com`,
  firstName: `Ownerfirst${tag}`,
  lastName: `Ownerlast${tag}`,
  signer: `Markersigner ${tag}`,
  template: `Marker Template ${tag}`,
  reviewer: `reviewer-marker-${tag}@acme.example`,
};
/** A letterhead logo, sent as the body's bytes. */
const SMALL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
/** What another user writes into the owner's resources; it must never land there. */
const HIJACK = `Hijacked ${tag}`;

const businessInput = (name: string) => ({ ...businesses.nswBuilder, name });
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
const ownerCall = (url: string, body?: Body) => () => ({ url, body });

async function currentVersion(f: Fixtures) {
  const doc = (await f.owner.client.get(`/api/policies/${f.policyId}`)).json();
  return doc as { version: number; content: { title: string } & Record<string, unknown> };
}

const TABLE: Record<string, Entry> = {
  // Public: health, sign-in and sign-up, the free trial, contact, the Stripe webhook.
  "GET /api/health": { access: "public", anonymous: [{ status: 200 }] },
  "GET /api/seller": { access: "public", anonymous: [{ status: 200 }] },
  // The task library's methods are the same for everyone.
  "GET /api/tasks/:id": {
    access: "public",
    anonymous: [
      { status: 200, call: () => ({ url: "/api/tasks/re-roofing" }) },
      { status: 404, call: () => ({ url: "/api/tasks/no-such-task" }) },
    ],
  },
  "GET /api/login": { access: "public", anonymous: [{ status: 302 }] },
  // Who is signed in: a visitor gets 200 and no user (the owner's own call is checked in auth tests).
  "GET /api/auth/session": { access: "public", anonymous: [{ status: 200 }] },
  "GET /api/logout": { access: "public", anonymous: [{ status: 302 }] },
  "POST /api/auth/sign-up/email": {
    access: "public",
    anonymous: [
      { status: 200, call: () => ({ url: "/api/auth/sign-up/email", body: newUser() }) },
      {
        status: 400,
        call: () => ({ url: "/api/auth/sign-up/email", body: {} }),
        fields: ["email", "password", "firstName", "lastName"],
      },
    ],
  },
  // Account recovery and address links: the same answer for any address; a link proves itself.
  "POST /api/auth/request-password-reset": {
    access: "public",
    anonymous: [
      {
        status: 200,
        call: (f) => ({ url: "/api/auth/request-password-reset", body: { email: f.owner.user.email } }),
      },
      {
        status: 400,
        call: () => ({ url: "/api/auth/request-password-reset", body: {} }),
        fields: ["email"],
      },
    ],
  },
  "POST /api/auth/reset-password": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({
          url: "/api/auth/reset-password",
          body: { token: "not-a-token", newPassword: "a brand new secret" },
        }),
        fields: ["token"],
      },
      {
        status: 400,
        call: () => ({ url: "/api/auth/reset-password", body: {} }),
        fields: ["token", "newPassword"],
      },
    ],
  },
  "POST /api/auth/verify-email": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({ url: "/api/auth/verify-email", body: { token: "forged" } }),
        fields: ["token"],
      },
    ],
  },
  "POST /api/auth/confirm-email": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({ url: "/api/auth/confirm-email", body: { token: "forged.token" } }),
        fields: ["token"],
      },
    ],
  },
  "POST /api/auth/unlock-account": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({
          url: "/api/auth/unlock-account",
          body: { token: "forged", newPassword: "a brand new secret" },
        }),
        fields: ["token"],
      },
      {
        status: 400,
        call: () => ({ url: "/api/auth/unlock-account", body: { token: "forged", newPassword: "short" } }),
        fields: ["newPassword"],
      },
    ],
  },
  "POST /api/auth/verify-email/resend": {
    access: "self",
    owner: { status: 200, call: () => ({ url: "/api/auth/verify-email/resend", body: {} }) },
    stranger: { status: 200, call: () => ({ url: "/api/auth/verify-email/resend", body: {} }) },
  },
  // Two-factor recovery: starting needs the password step; the links prove themselves.
  "POST /api/auth/two-factor/recovery": {
    access: "public",
    anonymous: [{ status: 401, call: () => ({ url: "/api/auth/two-factor/recovery", body: {} }) }],
  },
  "POST /api/auth/two-factor/recovery/confirm": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({ url: "/api/auth/two-factor/recovery/confirm", body: { token: "forged" } }),
        fields: ["token"],
      },
    ],
  },
  "POST /api/auth/two-factor/recovery/cancel": {
    access: "public",
    anonymous: [
      {
        status: 400,
        call: () => ({ url: "/api/auth/two-factor/recovery/cancel", body: { token: "forged" } }),
        fields: ["token"],
      },
    ],
  },
  "GET /api/auth/two-factor/recovery": {
    access: "self",
    owner: { status: 200, call: () => ({ url: "/api/auth/two-factor/recovery" }) },
    stranger: { status: 200, call: () => ({ url: "/api/auth/two-factor/recovery" }) },
  },
  "DELETE /api/auth/two-factor/recovery": {
    access: "self",
    owner: { status: 200, call: () => ({ url: "/api/auth/two-factor/recovery" }) },
    stranger: { status: 200, call: () => ({ url: "/api/auth/two-factor/recovery" }) },
  },
  "POST /api/auth/sign-in/email": {
    access: "public",
    anonymous: [
      {
        status: 401,
        call: (f) => ({
          url: "/api/auth/sign-in/email",
          body: { email: f.owner.user.email, password: "not the password" },
        }),
      },
      {
        status: 400,
        call: () => ({ url: "/api/auth/sign-in/email", body: {} }),
        fields: ["email", "password"],
      },
    ],
  },
  // The second sign-in step: open, because it runs before there is a session; without a pending
  // sign-in there is nothing to verify.
  "POST /api/auth/two-factor/verify-totp": {
    access: "public",
    anonymous: [
      { status: 401, call: () => ({ url: "/api/auth/two-factor/verify-totp", body: { code: "123456" } }) },
      { status: 400, call: () => ({ url: "/api/auth/two-factor/verify-totp", body: {} }), fields: ["code"] },
    ],
  },
  "POST /api/auth/two-factor/verify-backup-code": {
    access: "public",
    anonymous: [
      {
        status: 401,
        call: () => ({ url: "/api/auth/two-factor/verify-backup-code", body: { code: "abcde-fghij" } }),
      },
      {
        status: 400,
        call: () => ({ url: "/api/auth/two-factor/verify-backup-code", body: {} }),
        fields: ["code"],
      },
    ],
  },
  "POST /api/free-trial/generate": {
    access: "public",
    anonymous: [
      {
        status: 200,
        call: () => ({
          url: "/api/free-trial/generate",
          body: {
            businessName: "Trial Print Works",
            email: `trial-${tag}@example.com`,
            industry: "manufacturing",
            employeeCount: "6-19",
            jurisdiction: "UK-GB",
            businessDescription: "Commercial printing and finishing for local businesses.",
            safetyHazards: "Guillotines, solvent-based inks, manual handling of paper stock.",
          },
        }),
      },
      {
        status: 400,
        call: () => ({ url: "/api/free-trial/generate", body: {} }),
        fields: ["businessName", "email"],
      },
    ],
  },
  // No account: the link's token is the key. A wrong id or token is 404; no token names the field.
  "GET /api/free-trial/:id/pdf": {
    access: "public",
    anonymous: [
      { status: 404, call: () => ({ url: `/api/free-trial/${randomUUID()}/pdf?token=guess` }) },
      { status: 400, call: () => ({ url: `/api/free-trial/${randomUUID()}/pdf` }), fields: ["token"] },
    ],
  },
  // One-click unsubscribe: no account and no same-origin check, the signed token is the key. A
  // forged token is 404 (page or JSON); no token names the field.
  "GET /api/email/unsubscribe": {
    access: "public",
    anonymous: [
      {
        status: 404,
        call: () => ({ url: `/api/email/unsubscribe?token=${randomUUID()}.notifications.guess` }),
      },
      { status: 400, call: () => ({ url: "/api/email/unsubscribe" }), fields: ["token"] },
    ],
  },
  "POST /api/email/unsubscribe": {
    access: "public",
    anonymous: [
      {
        status: 404,
        call: () => ({ url: `/api/email/unsubscribe?token=${randomUUID()}.notifications.guess`, body: {} }),
      },
      { status: 400, call: () => ({ url: "/api/email/unsubscribe", body: {} }), fields: ["token"] },
    ],
  },
  // Crew sign-on: no account, the link's token is the key. A guessed token is 404; a body that
  // fails its checks names the fields before any token is looked at.
  "GET /api/sign-on/:token": {
    access: "public",
    anonymous: [
      { status: 404, call: () => ({ url: `/api/sign-on/${randomBytes(32).toString("base64url")}` }) },
    ],
  },
  "GET /api/sign-on/:token/logo": {
    access: "public",
    anonymous: [
      { status: 404, call: () => ({ url: `/api/sign-on/${randomBytes(32).toString("base64url")}/logo` }) },
    ],
  },
  "POST /api/sign-on/:token/signatures": {
    access: "public",
    anonymous: [
      {
        status: 404,
        call: () => ({
          url: `/api/sign-on/${randomBytes(32).toString("base64url")}/signatures`,
          body: {
            submissionId: randomUUID(),
            revision: 1,
            name: "Guess Worker",
            company: "Guessing Co",
            signature: pngDataUrl(),
            understood: true,
            signedAt: new Date().toISOString(),
          },
        }),
      },
      {
        status: 400,
        call: () => ({ url: `/api/sign-on/${randomBytes(32).toString("base64url")}/signatures`, body: {} }),
        fields: ["submissionId", "name", "company", "signature", "understood"],
      },
    ],
  },
  // An outside reviewer: no account, the link's token is the key. A guessed token is 404; a body
  // that fails its checks names the fields before any token is looked at.
  "GET /api/review/:token": {
    access: "public",
    anonymous: [
      { status: 404, call: () => ({ url: `/api/review/${randomBytes(32).toString("base64url")}` }) },
    ],
  },
  "POST /api/review/:token/response": {
    access: "public",
    anonymous: [
      {
        status: 404,
        call: () => ({
          url: `/api/review/${randomBytes(32).toString("base64url")}/response`,
          body: { decision: "accepted", name: "Guess Reviewer", organisation: "Guessing Co" },
        }),
      },
      {
        status: 400,
        call: () => ({ url: `/api/review/${randomBytes(32).toString("base64url")}/response`, body: {} }),
        fields: ["decision", "name", "organisation"],
      },
    ],
  },
  "POST /api/contact": {
    access: "public",
    anonymous: [
      {
        status: 201,
        call: () => ({
          url: "/api/contact",
          body: {
            name: "Priya Shah",
            email: "priya@example.com",
            subject: "Which documents do we need?",
            message: "We are a 12-person joinery. Which documents should we start with?",
          },
        }),
      },
      { status: 400, call: () => ({ url: "/api/contact", body: {} }), fields: ["name", "email", "message"] },
    ],
  },
  // Stripe is not configured in these tests, so its webhook does not exist.
  "POST /api/stripe/webhook": {
    access: "public",
    anonymous: [{ status: 404, call: () => ({ url: "/api/stripe/webhook", body: {} }) }],
  },

  // The signed-in account itself.
  "GET /api/auth/user": { access: "self", owner: { status: 200, sees: () => MARK.email } },
  "PUT /api/auth/profile": {
    access: "self",
    owner: {
      status: 200,
      call: ({ user }) => ({
        url: "/api/auth/profile",
        body: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      }),
      sees: () => MARK.lastName,
    },
  },
  "POST /api/auth/change-password": {
    access: "self",
    owner: {
      status: 200,
      fresh: true,
      call: ({ user }) => ({
        url: "/api/auth/change-password",
        body: { currentPassword: user.password, newPassword: "a brand new secret" },
      }),
    },
    stranger: {
      status: 400,
      call: () => ({
        url: "/api/auth/change-password",
        body: { currentPassword: "not my password", newPassword: "a brand new secret" },
      }),
    },
  },
  "POST /api/auth/two-factor/enable": {
    access: "self",
    owner: {
      status: 200,
      fresh: true,
      call: ({ user }) => ({ url: "/api/auth/two-factor/enable", body: { password: user.password } }),
    },
    stranger: {
      status: 400,
      call: () => ({ url: "/api/auth/two-factor/enable", body: { password: "not my password" } }),
    },
  },
  "POST /api/auth/two-factor/disable": {
    access: "self",
    owner: {
      status: 200,
      fresh: true,
      prepare: async (client, user) => {
        const setup = await client.post("/api/auth/two-factor/enable", { password: user.password });
        const secret = secretFromUri(setup.json().totpURI);
        const used = new Set<string>();
        const on = await client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
        if (on.statusCode !== 200) throw new Error(`two-factor setup failed: ${on.body}`);
        return { secret, used };
      },
      call: ({ user, prepared }) => {
        const p = prepared as { secret: string; used: Set<string> } | undefined;
        return {
          url: "/api/auth/two-factor/disable",
          body: { password: user.password, code: p ? unusedTotp(p.secret, p.used) : "000000" },
        };
      },
    },
    // Another user's code cannot turn off anyone's two-factor but their own (which is off).
    stranger: {
      status: 400,
      call: ({ user }) => ({
        url: "/api/auth/two-factor/disable",
        body: { password: user.password, code: "000000" },
      }),
      fields: ["code"],
    },
  },
  "GET /api/account/notifications": { access: "self", owner: { status: 200 } },
  "PUT /api/account/notifications": {
    access: "self",
    owner: {
      status: 200,
      call: ownerCall("/api/account/notifications", { emailNotifications: true, securityAlerts: true }),
    },
  },
  "GET /api/account/security": { access: "self", owner: { status: 200 } },
  "GET /api/account/billing-details": { access: "self", owner: { status: 200 } },
  "PUT /api/account/billing-details": {
    access: "self",
    owner: {
      status: 200,
      call: ownerCall("/api/account/billing-details", {
        companyName: "Harbour Build Co Pty Ltd",
        taxKind: "abn",
        taxNumber: "51 824 753 556",
      }),
    },
  },
  // With nothing to claim it answers that nothing was claimed; a visitor without a session gets 401.
  "POST /api/free-trial/claim": {
    access: "self",
    owner: { status: 200, call: ownerCall("/api/free-trial/claim", {}) },
  },
  "GET /api/account/export": {
    access: "self",
    owner: { status: 200, sees: () => MARK.business },
  },
  "POST /api/account/delete": {
    access: "self",
    owner: {
      status: 200,
      fresh: true,
      call: ({ user }) => ({
        url: "/api/account/delete",
        body: { confirmation: "DELETE", password: user.password },
      }),
    },
    stranger: {
      status: 400,
      call: () => ({ url: "/api/account/delete", body: { confirmation: "yes please" } }),
      fields: ["confirmation"],
    },
  },
  "GET /api/businesses": { access: "self", owner: { status: 200, sees: () => MARK.business } },
  "POST /api/businesses": {
    access: "self",
    owner: { status: 201, call: ownerCall("/api/businesses", businessInput(`${MARK.business} Two`)) },
    stranger: {
      status: 201,
      call: () => ({ url: "/api/businesses", body: businessInput("Stranger's Own Co") }),
    },
  },
  // Filtered by the owner's business: another user asking for that business's documents gets 404.
  "GET /api/policies": {
    access: "self",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies?businessId=${f.businessId}` }),
      sees: () => MARK.title,
    },
    stranger: { status: 404, call: ({ f }) => ({ url: `/api/policies?businessId=${f.businessId}` }) },
  },
  "GET /api/user/credits": { access: "self", owner: { status: 200 } },
  "GET /api/updates": { access: "self", owner: { status: 200 } },
  "GET /api/compliance": { access: "self", owner: { status: 200, sees: () => MARK.title } },
  "GET /api/compliance/reviews.ics": { access: "self", owner: { status: 200, sees: () => MARK.title } },
  "GET /api/compliance/feed": { access: "self", owner: { status: 200 } },
  "POST /api/compliance/feed": { access: "self", owner: { status: 200 } },
  // The review calendar feed: no session, the secret in the address is the key. A guess is 404.
  "GET /api/calendar/:token/reviews.ics": {
    access: "public",
    anonymous: [
      {
        status: 404,
        call: () => ({ url: `/api/calendar/${randomBytes(32).toString("base64url")}/reviews.ics` }),
      },
    ],
  },
  "GET /api/templates": { access: "self", owner: { status: 200, sees: () => MARK.template } },
  "GET /api/payments/config": { access: "self", owner: { status: 200 } },
  "POST /api/create-payment-intent": {
    access: "self",
    owner: { status: 200, call: ownerCall("/api/create-payment-intent", { product: "wellbeing-hr" }) },
  },
  "POST /api/get-or-create-subscription": {
    access: "self",
    owner: { status: 200, call: ownerCall("/api/get-or-create-subscription", { plan: "payment-method" }) },
  },
  "GET /api/billing": { access: "self", owner: { status: 200 } },

  // The team: the owner's view, invitations and members; joining by a link, leaving.
  "GET /api/team": { access: "self", owner: { status: 200, sees: () => MARK.email } },
  "POST /api/team/invitations": {
    access: "self",
    owner: {
      status: 201,
      call: () => ({ url: "/api/team/invitations", body: { email: newUser().email, role: "viewer" } }),
    },
  },
  "DELETE /api/team/invitations/:id": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/team/invitations/${f.invitationId}` }) },
  },
  "PUT /api/team/members/:userId": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/team/members/${f.viewer.id}`, body: { role: "viewer" } }),
      sees: () => MARK.email,
    },
  },
  "DELETE /api/team/members/:userId": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/team/members/${f.spareMemberId}` }) },
  },
  // The team's switches are its owner's; another user sets their own team's.
  "PUT /api/team/settings": {
    access: "self",
    owner: { status: 200, call: ownerCall("/api/team/settings", { approvalRequired: false }) },
  },
  // The owner of a team is no one's member: there is nothing to leave.
  "POST /api/team/leave": { access: "self", owner: { status: 409 } },
  // The link is the key; a guessed one is 404 for anyone signed in.
  "GET /api/team/join/:token": {
    access: "self",
    owner: { status: 404, call: () => ({ url: `/api/team/join/${randomBytes(32).toString("base64url")}` }) },
  },
  "POST /api/team/join/:token": {
    access: "self",
    owner: { status: 404, call: () => ({ url: `/api/team/join/${randomBytes(32).toString("base64url")}` }) },
  },

  // One owner's resources.
  "GET /api/businesses/:id": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}` }),
      sees: () => MARK.business,
    },
  },
  "PUT /api/businesses/:id": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f, who }) => ({
        url: `/api/businesses/${f.businessId}`,
        body: businessInput(who === "owner" ? MARK.business : HIJACK),
      }),
      sees: () => MARK.business,
    },
  },
  "DELETE /api/businesses/:id": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/businesses/${f.spareBusinessId}` }) },
  },
  "GET /api/businesses/:id/existing-documents": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/existing-documents` }) },
  },
  // In this order: the owner's upload is there to be served, then removed.
  "PUT /api/businesses/:id/logo": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/logo`, body: SMALL_SVG }),
      sees: () => MARK.business,
    },
  },
  "GET /api/businesses/:id/logo": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/logo` }) },
  },
  "DELETE /api/businesses/:id/logo": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/logo` }) },
  },
  "GET /api/businesses/:id/documents.zip": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/documents.zip` }) },
  },
  "GET /api/businesses/:id/sign-on-register.csv": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/sign-on-register.csv?${registerRange()}` }),
      sees: () => MARK.signer,
    },
  },
  "GET /api/businesses/:id/sign-on-register.pdf": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/sign-on-register.pdf?${registerRange()}` }),
    },
  },
  "GET /api/businesses/:id/coming": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/coming` }),
    },
  },
  "GET /api/businesses/:id/requirements": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/businesses/${f.businessId}/requirements` }),
      sees: () => MARK.business,
    },
  },
  "POST /api/policies/generate": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({
        url: "/api/policies/generate",
        body: { businessId: f.generateBusinessId, additionalPolicies: [] },
      }),
    },
  },
  "POST /api/documents/generate": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({
        url: "/api/documents/generate",
        body: {
          businessId: f.generateBusinessId,
          documentType: "risk-assessment",
          metadata: { scope: "Whole site" },
        },
      }),
    },
  },
  "GET /api/policies/:id": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.policyId}` }), sees: () => MARK.title },
  },
  "PUT /api/policies/:id": {
    access: "owned",
    owner: {
      status: 200,
      call: async ({ f, who }) => {
        const { content, version } = await currentVersion(f);
        const title = who === "owner" ? MARK.title : HIJACK;
        return {
          url: `/api/policies/${f.policyId}`,
          body: { content: { ...content, title }, baseVersion: version },
        };
      },
      sees: () => MARK.title,
    },
  },
  // The document is up to date: the owner sees an empty update; answering for a section refuses.
  "GET /api/policies/:id/update": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.policyId}/update` }) },
  },
  "POST /api/policies/:id/update": {
    access: "owned",
    owner: {
      status: 400,
      call: ({ f }) => ({
        url: `/api/policies/${f.policyId}/update`,
        body: { baseVersion: 1, sections: [{ id: "purpose", choice: "new" }] },
      }),
      fields: ["sections[0].id"],
    },
  },
  // This team does not ask for approval: the owner hears so (approval.test.ts covers a team that does).
  "GET /api/policies/:id/approval": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.policyId}/approval` }) },
  },
  "POST /api/policies/:id/approval": {
    access: "owned",
    owner: {
      status: 409,
      call: ({ f }) => ({ url: `/api/policies/${f.policyId}/approval`, body: { version: 1 } }),
    },
  },
  "POST /api/policies/:id/approval/approve": {
    access: "owned",
    owner: {
      status: 409,
      call: ({ f }) => ({ url: `/api/policies/${f.policyId}/approval/approve`, body: { version: 1 } }),
    },
  },
  "POST /api/policies/:id/approval/return": {
    access: "owned",
    owner: {
      status: 409,
      call: ({ f }) => ({
        url: `/api/policies/${f.policyId}/approval/return`,
        body: { version: 1, comment: "Name the supplier" },
      }),
    },
  },
  "GET /api/policies/:id/revisions": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.policyId}/revisions` }),
      sees: () => MARK.title,
    },
  },
  "GET /api/policies/:id/revisions/:version": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.policyId}/revisions/2` }),
      sees: () => MARK.title,
    },
  },
  "POST /api/policies/:id/revisions/:version/restore": {
    access: "owned",
    owner: {
      status: 200,
      call: async ({ f }) => ({
        url: `/api/policies/${f.policyId}/revisions/2/restore`,
        body: { baseVersion: (await currentVersion(f)).version },
      }),
      sees: () => MARK.title,
    },
  },
  // The owner's document is a policy, which has no site copy: the owner gets past the owner check
  // to the refusal that names the document. A SWMS's site copy is in site-copy.test.ts.
  "GET /api/policies/:id/export/site-copy": {
    access: "owned",
    owner: { status: 422, call: ({ f }) => ({ url: `/api/policies/${f.policyId}/export/site-copy` }) },
  },
  "GET /api/policies/:id/export/:format": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.policyId}/export/docx` }) },
  },
  "PUT /api/policies/:id/review": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.policyId}/review`, body: { nextReviewOn: "2027-03-01" } }),
    },
  },
  "DELETE /api/policies/:id": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/policies/${f.sparePolicyId}` }) },
  },
  "POST /api/documents/:id/new-job": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({
        url: `/api/documents/${f.swmsId}/new-job`,
        body: {
          businessId: f.businessId,
          requestId: randomUUID(),
          metadata: { activity: "Roof sheeting", location: "Lot 7" },
        },
      }),
    },
  },
  "POST /api/documents/:id/template": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({
        url: `/api/documents/${f.swmsId}/template`,
        body: { name: "Roof sheeting again" },
      }),
    },
  },
  "POST /api/templates/:id/generate": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({
        url: `/api/templates/${f.templateId}/generate`,
        body: {
          businessId: f.businessId,
          requestId: randomUUID(),
          metadata: { activity: "Roof sheeting", location: "Lot 8" },
        },
      }),
      sees: () => "Lot 8",
    },
  },
  "DELETE /api/templates/:id": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/templates/${f.spareTemplateId}` }) },
  },
  "GET /api/policies/:id/sign-on": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/sign-on` }) },
  },
  // The fixture's SWMS has sign-on on (this row runs before the rows that remake or turn it off).
  "GET /api/policies/:id/sign-on/poster": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/sign-on/poster` }) },
  },
  "POST /api/policies/:id/sign-on": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/sign-on`, body: { expiresInDays: 7 } }),
    },
  },
  "DELETE /api/policies/:id/sign-on": {
    access: "owned",
    owner: { status: 204, call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/sign-on` }) },
  },
  "GET /api/policies/:id/signatures": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/signatures` }),
      sees: () => MARK.signer,
    },
  },
  "GET /api/policies/:id/signatures/:signatureId/image": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/signatures/${f.signatureId}/image` }),
    },
  },
  "POST /api/policies/:id/signatures/:signatureId/void": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f, who }) => ({
        url: `/api/policies/${f.swmsId}/signatures/${f.signatureId}/void`,
        body: { reason: who === "owner" ? "Signed the wrong document" : HIJACK },
      }),
      sees: () => MARK.signer,
    },
  },
  "GET /api/policies/:id/reviews": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/reviews` }),
      sees: () => MARK.reviewer,
    },
  },
  "POST /api/policies/:id/reviews": {
    access: "owned",
    owner: {
      status: 201,
      call: ({ f, who }) => ({
        url: `/api/policies/${f.swmsId}/reviews`,
        body: {
          sendId: randomUUID(),
          email: who === "owner" ? "second-reviewer@acme.example" : "hijack@example.com",
        },
      }),
    },
  },
  "POST /api/policies/:id/reviews/:reviewId/revoke": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({ url: `/api/policies/${f.swmsId}/reviews/${f.reviewId}/revoke`, body: {} }),
      sees: () => MARK.reviewer,
    },
  },
  "GET /api/receipts/:id/pdf": {
    access: "owned",
    owner: { status: 200, call: ({ f }) => ({ url: `/api/receipts/${f.paidPurchaseId}/pdf` }) },
  },
  // A test-mode payment is found by its client secret, and only for the user who started it.
  "POST /api/payments/test-mode/confirm": {
    access: "owned",
    owner: {
      status: 200,
      call: ({ f }) => ({
        url: "/api/payments/test-mode/confirm",
        body: { clientSecret: f.clientSecret, ...card },
      }),
    },
  },
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Team roles (a supervisor is given the owner's main business). The routes about the person (their sign-in, settings, their place in a team) are the
 * same for every role and left to the rows above. Billing and the team's members are the owner's
 * alone: a manager and a viewer get 403. On everything else a viewer reads what the owner reads
 * (same status) and every write is 403; a manager reads the same; a member of another team gets
 * 404 on the owner's resources, as any stranger. Business-wide changes (adding, editing, deleting a
 * business or its logo, deleting a document or template, the calendar feed) and approving or
 * returning a draft are 403 for a
 * supervisor and a viewer. A supervisor given another business gets 404 for everything of this one,
 * and its lists hold none of it.
 */
const PERSON_ROUTES = new Set([
  "GET /api/auth/user",
  "PUT /api/auth/profile",
  "POST /api/auth/change-password",
  "POST /api/auth/two-factor/enable",
  "POST /api/auth/two-factor/disable",
  "POST /api/auth/verify-email/resend",
  "GET /api/auth/two-factor/recovery",
  "DELETE /api/auth/two-factor/recovery",
  "GET /api/account/notifications",
  "PUT /api/account/notifications",
  "GET /api/account/security",
  "POST /api/account/delete",
  "GET /api/team",
  "POST /api/team/leave",
  "GET /api/team/join/:token",
  "POST /api/team/join/:token",
  // Answered for anyone; a trial is claimed into an owner's account only (teams.test.ts).
  "POST /api/free-trial/claim",
]);
const MANAGER_ROUTES = new Set([
  "POST /api/businesses",
  "PUT /api/businesses/:id",
  "DELETE /api/businesses/:id",
  "PUT /api/businesses/:id/logo",
  "DELETE /api/businesses/:id/logo",
  "POST /api/compliance/feed",
  "DELETE /api/policies/:id",
  "DELETE /api/templates/:id",
  // Approving or returning a draft: an owner's or a manager's decision.
  "POST /api/policies/:id/approval/approve",
  "POST /api/policies/:id/approval/return",
]);
const OWNER_ONLY_ROUTES = new Set([
  "GET /api/account/billing-details",
  "PUT /api/account/billing-details",
  "GET /api/payments/config",
  "POST /api/create-payment-intent",
  "POST /api/get-or-create-subscription",
  "GET /api/billing",
  "GET /api/receipts/:id/pdf",
  "POST /api/payments/test-mode/confirm",
  "POST /api/team/invitations",
  "DELETE /api/team/invitations/:id",
  "PUT /api/team/members/:userId",
  "DELETE /api/team/members/:userId",
  "PUT /api/team/settings",
]);
/** What a visitor sends to a private write route: neither may get past the session check. */
const MALFORMED_BODIES: Body[] = ["{not json", { unexpected: ["field"], businessId: 42 }];

let ctx: TestContext;
let f: Fixtures;
const registered = new Set<string>();

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (route.url.startsWith("/api")) registered.add(`${method} ${route.url}`);
        }
      },
    },
  );
  const owner = await signedInClient(ctx.app, {
    email: MARK.email,
    firstName: MARK.firstName,
    lastName: MARK.lastName,
  });
  const stranger = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, owner.user.email, "core", 8);
  // The other user could generate documents too, so a refusal is about whose business it is.
  await grantCredits(ctx.database.db, stranger.user.email, "core", 2);

  const businessId = await createBusiness(owner.client, businessInput(MARK.business));
  const generateBusinessId = await createBusiness(owner.client, businessInput(`${MARK.business} Generate`));
  const spareBusinessId = await createBusiness(owner.client, businessInput(`${MARK.business} Spare`));
  const generate = async (documentType: string) => {
    const res = await owner.client.post("/api/documents/generate", { businessId, documentType });
    if (res.statusCode !== 201) throw new Error(`generate failed: ${res.body}`);
    return res.json() as { id: string; content: Record<string, unknown> };
  };
  const policy = await generate("policy");
  const spare = await generate("incident-form");
  // Version 2 carries the marker title, so revisions and restores have it too.
  const saved = await owner.client.put(`/api/policies/${policy.id}`, {
    content: { ...policy.content, title: MARK.title },
    baseVersion: 1,
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  const intent = await owner.client.post("/api/create-payment-intent", { product: "compliance-essentials" });
  if (intent.statusCode !== 200) throw new Error(`payment intent failed: ${intent.body}`);
  const bought = await owner.client.post("/api/create-payment-intent", { product: "operational-safety" });
  const paid = await owner.client.post("/api/payments/test-mode/confirm", {
    clientSecret: bought.json().clientSecret,
    ...card,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const billing = (await owner.client.get("/api/billing")).json() as { history: { id: string }[] };
  const swms = (
    await owner.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: "12 Smith St" },
    })
  ).json() as { id: string; version: number; content: Record<string, unknown> };
  const published = await owner.client.put(`/api/policies/${swms.id}`, {
    content: swms.content,
    baseVersion: swms.version,
    status: "published",
  });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  const link = (await owner.client.post(`/api/policies/${swms.id}/sign-on`, {})).json() as { token: string };
  const signed = await new Client(ctx.app).post(`/api/sign-on/${link.token}/signatures`, {
    submissionId: randomUUID(),
    revision: published.json().version,
    name: MARK.signer,
    company: "Marker Scaffolding",
    signature: pngDataUrl(),
    understood: true,
    signedAt: new Date().toISOString(),
  });
  if (signed.statusCode !== 201) throw new Error(`sign-on failed: ${signed.body}`);
  const signatures = (await owner.client.get(`/api/policies/${swms.id}/signatures`)).json() as {
    signatures: { id: string }[];
  };
  const sentForReview = await owner.client.post(`/api/policies/${swms.id}/reviews`, {
    sendId: randomUUID(),
    email: MARK.reviewer,
  });
  if (sentForReview.statusCode !== 201) throw new Error(`review send failed: ${sentForReview.body}`);

  const template = async (name: string) => {
    const res = await owner.client.post(`/api/documents/${swms.id}/template`, { name });
    if (res.statusCode !== 201) throw new Error(`template failed: ${res.body}`);
    return (res.json() as { id: string }).id;
  };

  /** A new person joins a team by the link e-mailed to them. */
  const joined = async (teamOwner: Client, role: string, businessIds: string[] = []) => {
    const person = newUser();
    const sent = await teamOwner.post("/api/team/invitations", { email: person.email, role, businessIds });
    if (sent.statusCode !== 201) throw new Error(`invitation failed: ${sent.body}`);
    const mail = await latestMail(ctx, person.email, "team:invitation");
    const token = /\/team\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    const member = await signedInClient(ctx.app, person);
    const accepted = await member.client.post(`/api/team/join/${token}`, {});
    if (accepted.statusCode !== 204) throw new Error(`joining failed: ${accepted.body}`);
    return member;
  };
  const otherOwner = await signedInClient(ctx.app);
  const invitation = await owner.client.post("/api/team/invitations", {
    email: newUser().email,
    role: "manager",
  });
  if (invitation.statusCode !== 201) throw new Error(`invitation failed: ${invitation.body}`);

  f = {
    viewer: await joined(owner.client, "viewer"),
    manager: await joined(owner.client, "manager"),
    otherTeamManager: await joined(otherOwner.client, "manager"),
    supervisor: await joined(owner.client, "supervisor", [businessId]),
    ungrantedSupervisor: await joined(owner.client, "supervisor", [
      await createBusiness(owner.client, businessInput("Somewhere Else Pty Ltd")),
    ]),
    spareMemberId: (await joined(owner.client, "viewer")).id,
    invitationId: invitation.json().id,
    templateId: await template(MARK.template),
    spareTemplateId: await template("Spare template"),
    owner,
    stranger,
    businessId,
    generateBusinessId,
    spareBusinessId,
    sparePolicyId: spare.id,
    policyId: policy.id,
    clientSecret: intent.json().clientSecret,
    paidPurchaseId: billing.history[0]!.id,
    swmsId: swms.id,
    signatureId: signatures.signatures[0]!.id,
    reviewId: sentForReview.json().review.id,
    markers: Object.values(MARK),
  };
});
afterAll(() => ctx?.close());

/** A week either side of today: the fixture's signature is signed now. */
function registerRange() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-7)}&to=${day(7)}`;
}

function tableRoutes() {
  return Object.keys(TABLE);
}

/** Fastify adds a HEAD route for each GET; it is checked alongside its GET rather than listed. */
function registeredRoutes() {
  return [...registered].filter((key) => {
    const [method, url] = key.split(" ");
    return !(method === "HEAD" && registered.has(`GET ${url}`));
  });
}

function expectNoOwnerData(res: LightMyRequestResponse, label: string) {
  const seen = `${JSON.stringify(res.headers)}\n${res.body}`;
  for (const marker of f.markers) {
    expect(seen.includes(marker), `${label} leaked "${marker}": ${res.body.slice(0, 300)}`).toBe(false);
  }
}

function expectStatus(res: LightMyRequestResponse, status: number, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
}

function expectFields(res: LightMyRequestResponse, fields: string[] | undefined, label: string) {
  if (!fields) return;
  const named = (res.json().errors ?? []).map((e: { field: string }) => e.field);
  expect(named, label).toEqual(expect.arrayContaining(fields));
  for (const field of fields) expect(res.json().message, label).toContain(field);
}

function send(client: Client, method: string, call: Call) {
  return client.request(method as "GET", call.url, WRITE_METHODS.has(method) ? (call.body ?? {}) : undefined);
}

describe("access-control matrix", () => {
  it("has a row for every /api route the app registers, and no row for a route that is gone", () => {
    const missing = registeredRoutes().filter((key) => !(key in TABLE));
    const stale = tableRoutes().filter((key) => !registered.has(key));
    expect(missing, "routes without an access row").toEqual([]);
    expect(stale, "rows for routes the app does not register").toEqual([]);
    expect(registeredRoutes().length).toBe(tableRoutes().length);
  });

  for (const [key, entry] of Object.entries(TABLE)) {
    const [method, path] = key.split(" ") as [string, string];

    it(`${key} (${entry.access})`, async () => {
      if (entry.access === "public") {
        for (const leg of entry.anonymous) {
          const call = leg.call?.(f) ?? { url: path };
          const res = await send(new Client(ctx.app), method, call);
          const label = `visitor ${method} ${call.url}`;
          expectStatus(res, leg.status, label);
          expectFields(res, leg.fields, label);
          expectNoOwnerData(res, label);
        }
        return;
      }

      const ownerLeg = entry.owner;
      const context = (who: Who, client: Client, user: NewUser, prepared?: unknown): CallContext => ({
        f,
        who,
        user,
        client,
        prepared,
      });
      const ownerCallFor = (c: CallContext) => ownerLeg.call?.(c) ?? { url: path };

      // A visitor: 401 before anything else, whatever the body.
      const visitor = new Client(ctx.app);
      const visitorCall = await ownerCallFor(context("anonymous", visitor, f.owner.user));
      const visitorBodies = WRITE_METHODS.has(method) && method !== "DELETE" ? MALFORMED_BODIES : [undefined];
      for (const body of visitorBodies) {
        const res = await visitor.request(
          method as "GET",
          visitorCall.url,
          body,
          typeof body === "string" ? { "content-type": "application/json" } : {},
        );
        const label = `visitor ${method} ${visitorCall.url} ${JSON.stringify(body) ?? ""}`;
        expectStatus(res, 401, label);
        expect(res.json(), label).toEqual({ message: "Unauthorized" });
        expectNoOwnerData(res, label);
      }
      if (method === "GET") {
        const head = await visitor.request("HEAD", visitorCall.url);
        expectStatus(head, 401, `visitor HEAD ${visitorCall.url}`);
      }

      // Another signed-in user.
      const stranger = f.stranger;
      const strangerContext = context("stranger", stranger.client, stranger.user);
      const strangerLeg: Leg =
        entry.access === "owned"
          ? { status: 404, call: ownerLeg.call }
          : (entry.stranger ?? { status: ownerLeg.status, call: ownerLeg.call, fields: ownerLeg.fields });
      const strangerCall = (await strangerLeg.call?.(strangerContext)) ?? { url: path };
      const asStranger = await send(stranger.client, method, strangerCall);
      const strangerLabel = `another user ${method} ${strangerCall.url}`;
      expectStatus(asStranger, strangerLeg.status, strangerLabel);
      expectFields(asStranger, strangerLeg.fields, strangerLabel);
      expectNoOwnerData(asStranger, strangerLabel);
      if (method === "GET" && entry.access === "owned") {
        expectStatus(await stranger.client.request("HEAD", strangerCall.url), 404, `another user HEAD`);
      }

      // The owner's team: a viewer and a manager; and a manager of another team.
      if (!PERSON_ROUTES.has(key)) {
        const ownerStatus = ownerLeg.status;
        for (const [role, member] of [
          ["viewer", f.viewer],
          ["manager", f.manager],
          ["supervisor", f.supervisor],
        ] as const) {
          const memberCall = await ownerCallFor(context("owner", member.client, member.user));
          const label = `${role} ${method} ${memberCall.url}`;
          if (OWNER_ONLY_ROUTES.has(key)) {
            const res = await send(member.client, method, memberCall);
            expectStatus(res, 403, label);
            expect(res.json().message, label).toMatch(/Only the team's owner/);
            expectNoOwnerData(res, label);
          } else if (MANAGER_ROUTES.has(key) && role !== "manager") {
            const res = await send(member.client, method, memberCall);
            expectStatus(res, 403, label);
            expectNoOwnerData(res, label);
          } else if (WRITE_METHODS.has(method)) {
            // A manager's and a supervisor's writes are the owner's (teams.test.ts); here they
            // would spend the fixtures.
            if (role !== "viewer") continue;
            const res = await send(member.client, method, memberCall);
            expectStatus(res, 403, label);
            expectNoOwnerData(res, label);
          } else {
            const res = await send(member.client, method, memberCall);
            expectStatus(res, ownerStatus, label);
            const seen = ownerLeg.sees?.(f);
            if (seen) expect(res.body, `${label} shows the team's data`).toContain(seen);
          }
        }
        // A supervisor of this team given only another business: a stranger to this one.
        {
          const outsider = f.ungrantedSupervisor;
          const outsiderCall = await ownerCallFor(context("stranger", outsider.client, outsider.user));
          const res = await send(outsider.client, method, outsiderCall);
          const label = `supervisor of another business ${method} ${outsiderCall.url}`;
          const expected =
            OWNER_ONLY_ROUTES.has(key) || MANAGER_ROUTES.has(key)
              ? 403
              : entry.access === "owned"
                ? 404
                : entry.access === "self"
                  ? (entry.stranger?.status ?? ownerLeg.status)
                  : ownerLeg.status;
          // A write a supervisor may make on their own business is checked for the owned rows only.
          if (entry.access === "owned" || !WRITE_METHODS.has(method) || expected === 403) {
            expectStatus(res, expected, label);
            expectNoOwnerData(res, label);
          }
        }
        if (entry.access === "owned") {
          const other = f.otherTeamManager;
          const otherCall = await ownerCallFor(context("stranger", other.client, other.user));
          const res = await send(other.client, method, otherCall);
          const label = `another team's manager ${method} ${otherCall.url}`;
          // Billing and members are refused by role before any lookup; the rest is a stranger's 404.
          expectStatus(res, OWNER_ONLY_ROUTES.has(key) ? 403 : 404, label);
          expectNoOwnerData(res, label);
        }
      }

      // The owner (or, for calls that change or end an account, a new user acting on their own).
      let actor = f.owner;
      let prepared: unknown;
      if (entry.access === "self" && entry.owner.fresh) {
        actor = await signedInClient(ctx.app);
        prepared = await entry.owner.prepare?.(actor.client, actor.user);
      }
      const call = await ownerCallFor(context("owner", actor.client, actor.user, prepared));
      const res = await send(actor.client, method, call);
      expectStatus(res, ownerLeg.status, `owner ${method} ${call.url}`);
      const marker = ownerLeg.sees?.(f);
      if (marker) expect(res.body, `owner ${method} ${call.url} shows the owner's data`).toContain(marker);
      // Each row calls its route as up to seven people; an export row renders a file for four.
    }, 120_000);
  }

  it("left the owner's data as the owner wrote it: nothing another user sent landed", async () => {
    const exported = await f.owner.client.get("/api/account/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(MARK.business);
    expect(exported.body).toContain(MARK.title);
    expect(exported.body).not.toContain(HIJACK);
  });

  it("serves none of the auth library's endpoints that the app does not use", async () => {
    const visitor = new Client(ctx.app);
    const user = f.stranger.client;
    for (const path of [
      "get-session",
      "list-sessions",
      "update-user",
      "delete-user",
      "change-email",
      "revoke-sessions",
      "sign-in/social",
      "callback/google",
      "two-factor/get-totp-uri",
      "two-factor/generate-backup-codes",
    ]) {
      for (const client of [visitor, user]) {
        for (const method of ["GET", "POST"] as const) {
          const res = await client.request(method, `/api/auth/${path}`, method === "POST" ? {} : undefined);
          expectStatus(res, 404, `${method} /api/auth/${path}`);
        }
      }
    }
  });
});
