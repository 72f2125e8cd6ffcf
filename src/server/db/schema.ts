import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OthersOnSite } from "../../domain/catalogue/site-facts";
import type { DocumentBasis } from "../../domain/documents/basis";
import type { DocumentContent } from "../../domain/documents/content";

/**
 * The per-job types the one-per-business index leaves out, as the database holds them (migration
 * 0007). A new per-job type is added here with a generated migration; a unit test keeps this list
 * equal to the registry's per-job types.
 */
export const PER_JOB_INDEX_EXCLUDES = [
  "swms",
  "risk-assessment",
  "sop-template",
  "permit",
  "incident-form",
  "checklist",
  "safety-audit",
  "silica-plan",
] as const;

/** Raw bytes (PostgreSQL `bytea`); PGlite answers with a Uint8Array, node-postgres with a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);

/** Accounts. The auth library reads and writes name, email, emailVerified and the image column. */
export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  profileImageUrl: text("profile_image_url"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  subscriptionStatus: text("subscription_status").notNull().default("free"),
  /** Map of pack id to remaining credits. */
  documentCredits: jsonb("document_credits").$type<Record<string, number>>().notNull().default({}),
  /** Map of document type to the number of documents generated with it. */
  usedDocumentTypes: jsonb("used_document_types").$type<Record<string, number>>().notNull().default({}),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  /** The monthly "What's coming" e-mail; turned off in Settings or from the e-mail's link, and stays off. */
  comingDutiesEmails: boolean("coming_duties_emails").notNull().default(true),
  securityAlerts: boolean("security_alerts").notNull().default(true),
  /** Set by the auth library's two-factor plugin once a TOTP secret is confirmed. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** The company a buyer wants on receipts (name, address, tax number); null when none is given. */
  billingDetails: jsonb("billing_details").$type<BillingDetails>(),
  /**
   * On an owner's account: every document of the team needs an owner's or a manager's approval of
   * its exact draft before it is issued. Set in Settings → Team.
   */
  approvalRequired: boolean("approval_required").notNull().default(false),
  /**
   * On an owner's account with approval on: the manager named to approve the team's documents.
   * Null, or a person no longer a manager of the team: the owner or any manager approves. The
   * owner may always approve.
   */
  approverId: uuid("approver_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  ...timestamps,
});

/** A buyer's company as printed on its receipts; the tax number is stored in its checked form. */
export type BillingDetails = {
  companyName: string;
  address: string;
  /** Which tax number: ABN (AU), VAT (GB), GST (NZ), EIN (US); absent when none is given. */
  taxKind?: "abn" | "vat" | "gst" | "ein";
  taxNumber?: string;
};

/** TOTP secret and backup codes (both encrypted by the auth library), one row per user. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Credentials per sign-in method; the password hash lives here. */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Auth rate-limit counters, kept in the database so every app process shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    country: text("country").notNull().default("AU"),
    jurisdiction: text("jurisdiction").notNull().default("AU-NSW"),
    abn: text("abn"),
    acn: text("acn"),
    utr: text("utr"),
    vatNumber: text("vat_number"),
    companyNumber: text("company_number"),
    nzbn: text("nzbn"),
    ein: text("ein"),
    stateCorpNumber: text("state_corp_number"),
    otherBusinessId: text("other_business_id"),
    industry: text("industry").notNull(),
    industryOther: text("industry_other"),
    workDescription: text("work_description"),
    employeeCount: text("employee_count").notNull(),
    regions: jsonb("regions").$type<string[]>().notNull().default([]),
    highRiskActivities: jsonb("high_risk_activities").$type<string[]>().notNull().default([]),
    /** Letterhead contact details, printed under the name at the top of every exported page. */
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    /**
     * Site facts the first aid and emergency documents are written from: the nearest hospital or
     * medical centre and the minutes to reach it, whether the site is remote, and the people on site
     * who are not workers. Null, false and empty when the owner has not given them.
     */
    nearestMedical: text("nearest_medical"),
    nearestMedicalMinutes: integer("nearest_medical_minutes"),
    /** The most people the business reasonably expects at its premises at the same time. */
    mostPeopleAtOnce: integer("most_people_at_once"),
    remoteSite: boolean("remote_site").notNull().default(false),
    othersOnSite: jsonb("others_on_site").$type<OthersOnSite[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("businesses_user_id_idx").on(t.userId)],
);

/**
 * A business's letterhead logo, checked and normalised on upload (see
 * docs/decisions/030-letterhead.md). Kept apart from `businesses` so that listing businesses
 * never reads the image bytes.
 */
export const businessLogos = pgTable("business_logos", {
  businessId: uuid("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  /** image/png, image/jpeg or image/svg+xml, as found in the bytes, never as declared. */
  mediaType: text("media_type").notNull(),
  data: bytea("data").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /**
   * An SVG logo drawn as a PNG at upload, the picture Word before 2016 and LibreOffice show in its
   * place. Null for a PNG or JPEG, and for an SVG stored before logos were drawn.
   */
  fallbackPng: bytea("fallback_png"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Generated documents ("policies" in the API for every document type). */
export const policies = pgTable(
  "policies",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("policy"),
    title: text("title").notNull(),
    content: jsonb("content").$type<DocumentContent>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** Save counter: every save and restore adds one; a save names the one it started from. */
    version: integer("version").notNull().default(1),
    /** The issue readers see as the document's version: 1 at first, one more when a changed document is published. */
    issue: integer("issue").notNull().default(1),
    /** The save that was last published (null until the first publish), to tell whether a publish changes anything. */
    publishedRevision: integer("published_revision"),
    status: text("status").notNull().default("draft"),
    createdBy: text("created_by"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: text("reviewed_at"),
    siteAddress: text("site_address"),
    customerName: text("customer_name"),
    projectDetails: text("project_details"),
    siteContact: text("site_contact"),
    /** The day the document is next due for review ("YYYY-MM-DD"); reminders key on it. */
    nextReviewOn: date("next_review_on", { mode: "string" }),
    ...timestamps,
  },
  // One document of each business-wide type per business, enforced by the database even under
  // concurrent requests; per-job types (one SWMS per job) may repeat.
  (t) => [
    uniqueIndex("policies_business_type_uq")
      .on(t.businessId, t.type)
      .where(sql.raw(`type not in (${PER_JOB_INDEX_EXCLUDES.map((type) => `'${type}'`).join(", ")})`)),
    index("policies_business_idx").on(t.businessId, t.type),
  ],
);

/** Every saved version of a document, oldest first. */
export const policyRevisions = pgTable(
  "policy_revisions",
  {
    id: id(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The document's issue when this save was made. */
    issue: integer("issue").notNull().default(1),
    title: text("title").notNull(),
    content: jsonb("content").$type<DocumentContent>().notNull(),
    status: text("status").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when this save was published: only such a save was ever served to crews to sign. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("policy_revisions_policy_version_uq").on(t.policyId, t.version)],
);

/**
 * Append-only ledger of credit changes. `users.documentCredits` is the running balance; every
 * change to it writes a row here in the same transaction.
 */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packId: text("pack_id").notNull(),
    /** Positive for grants and refunds, negative for consumption. */
    delta: integer("delta").notNull(),
    kind: text("kind").$type<"grant" | "consume" | "refund" | "freeze" | "unfreeze">().notNull(),
    /** The document that used the credit, or the purchase that granted it. */
    policyId: uuid("policy_id"),
    reference: text("reference"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_transactions_user_idx").on(t.userId)],
);

/** One free trial per e-mail; addresses are counted to limit abuse. */
export const freeTrials = pgTable(
  "free_trials",
  {
    id: id(),
    email: text("email").notNull().unique(),
    /** The e-mail as the one-per-address rule counts it: lower case, without a +tag. */
    emailKey: text("email_key").notNull().unique(),
    ipAddress: text("ip_address").notNull(),
    /** The address as the per-address limit counts it: IPv4 itself, IPv6 by its /64 network. */
    addressKey: text("address_key").notNull(),
    businessName: text("business_name").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    /** The generated policy, so its watermarked PDF can be downloaded with the token. */
    content: jsonb("content").$type<DocumentContent>(),
    downloadToken: text("download_token"),
    /** What the visitor told of the business, carried into their account when they sign up. */
    industry: text("industry"),
    employeeCount: text("employee_count"),
    businessDescription: text("business_description"),
    /** The account the trial's business and policy went into; set once, so it is carried once. */
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("free_trials_address_idx").on(t.addressKey, t.createdAt)],
);

/**
 * One row per checkout attempt. The amount is the catalogue price in cents, fixed when the
 * purchase is created; `providerRef` is the payment intent (Stripe `pi_…` or test mode `test_pi_…`).
 */
export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    /**
     * Null once the buyer deleted their account: a paid purchase and its receipt are tax records
     * and stay, with the buyer's name and address removed from the receipt.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    productName: text("product_name").notNull(),
    packIds: jsonb("pack_ids").$type<string[]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /**
     * What has been given back so far, as the provider reports it. A payment refunded in part stays
     * "succeeded" (its remaining credits are still the buyer's); this says how much went back.
     */
    refundedCents: integer("refunded_cents").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status")
      .$type<"pending" | "succeeded" | "failed" | "refunded" | "disputed">()
      .notNull()
      .default("pending"),
    provider: text("provider").$type<"stripe" | "test">().notNull(),
    providerRef: text("provider_ref").notNull().unique(),
    /** Test mode only: the secret the page presents when it confirms a card. */
    clientSecret: text("client_secret"),
    receiptUrl: text("receipt_url"),
    failureMessage: text("failure_message"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("purchases_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The last receipt number issued. One row, bumped in the transaction that marks a payment paid:
 * the row lock makes concurrent payments take turns, and a transaction that rolls back gives its
 * number back, so numbers run on without gaps or repeats. Deleting an account does not touch it.
 */
export const receiptCounter = pgTable("receipt_counter", {
  id: text("id").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** One line of a receipt, as it was priced when the payment was made. */
export type ReceiptLine = { description: string; detail: string; quantity: number; unitCents: number };

/**
 * The receipt (tax invoice when tax is configured) of a paid purchase, written with the payment.
 * Seller, buyer, lines and tax are kept as they were on the day, so a later change of
 * configuration, catalogue or account name never rewrites an issued receipt. Only the refund
 * state is read from the purchase when the receipt is shown.
 */
export const receipts = pgTable("receipts", {
  purchaseId: uuid("purchase_id")
    .primaryKey()
    .references(() => purchases.id, { onDelete: "cascade" }),
  number: integer("number").notNull().unique(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  sellerName: text("seller_name").notNull(),
  sellerAddress: text("seller_address").notNull(),
  sellerEmail: text("seller_email").notNull(),
  sellerTaxLabel: text("seller_tax_label").notNull(),
  sellerTaxId: text("seller_tax_id").notNull(),
  buyerName: text("buyer_name").notNull(),
  buyerEmail: text("buyer_email").notNull(),
  /** The buyer's company as given on the day of the payment; null when none was given. */
  buyerCompany: text("buyer_company"),
  buyerAddress: text("buyer_address"),
  /** "ABN", "VAT number", … and the number; null when no tax number was given. */
  buyerTaxLabel: text("buyer_tax_label"),
  buyerTaxId: text("buyer_tax_id"),
  lines: jsonb("lines").$type<ReceiptLine[]>().notNull(),
  totalCents: integer("total_cents").notNull(),
  currency: text("currency").notNull(),
  /** The tax's name (GST, VAT, …) and rate in hundredths of a percent; null when no rate is configured. */
  taxName: text("tax_name"),
  taxRateBasisPoints: integer("tax_rate_basis_points"),
  /** The tax included in `totalCents`; null when no tax is shown. */
  taxCents: integer("tax_cents"),
  provider: text("provider").$type<"stripe" | "test">().notNull(),
});

/** Payment events already applied, so a replayed webhook changes nothing the second time. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The card saved in test mode; with Stripe the card is read from Stripe itself. */
export const paymentMethods = pgTable("payment_methods", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  ...timestamps,
});

/** Messages sent through the contact form; kept whether or not the e-mail to staff went out. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    inquiryType: text("inquiry_type"),
    ipAddress: text("ip_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Every e-mail the app sends, written before sending. Without SMTP configured a message stays
 * "logged" here (and in the log); with SMTP it becomes "sent" or "failed" with the reason.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status").$type<"logged" | "sent" | "failed">().notNull(),
    error: text("error"),
    /** What the message is about, e.g. "contact:<id>". */
    topic: text("topic"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/**
 * Review reminders already sent: one row per document, due date and stage. The primary key makes a
 * reminder go out once even when several app processes run the job at the same moment.
 */
export const reviewReminders = pgTable(
  "review_reminders",
  {
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    stage: text("stage").$type<"30-days" | "7-days" | "overdue">().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.dueOn, t.stage] })],
);

/**
 * What each generated document relied on (see `DocumentBasis`): the knowledge release and the law's
 * day it was written under, its inputs, the sections as SafeDraft wrote them and the knowledge items
 * it read. Kept beside the document so the document table stays as it is.
 */
export const documentBases = pgTable(
  "document_bases",
  {
    policyId: uuid("policy_id")
      .primaryKey()
      .references(() => policies.id, { onDelete: "cascade" }),
    release: text("release").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    lawDate: date("law_date", { mode: "string" }).notNull(),
    input: jsonb("input").$type<DocumentBasis["input"]>().notNull(),
    sections: jsonb("sections").$type<DocumentBasis["sections"]>().notNull(),
    items: jsonb("items").$type<Record<string, { hash: string; sections: string[] }>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_bases_jurisdiction_idx").on(t.jurisdiction)],
);

/** Why a document was marked: a change to the law, or to the business's own details. */
export type UpdateReason =
  | { kind: "law"; changeId: string; summary: string; source: string; effective: string }
  | { kind: "business"; field: string; summary: string };

/**
 * Documents marked "law changed" (or changed business details): the reasons in plain words, the
 * sections whose text SafeDraft would now write differently, and the owner's answer per section so
 * far. The row goes when every section is answered.
 */
export const documentUpdates = pgTable("document_updates", {
  policyId: uuid("policy_id")
    .primaryKey()
    .references(() => policies.id, { onDelete: "cascade" }),
  reasons: jsonb("reasons").$type<UpdateReason[]>().notNull(),
  sections: jsonb("sections").$type<string[]>().notNull(),
  handled: jsonb("handled").$type<Record<string, "new" | "kept" | "merged">>().notNull().default({}),
  /** The law event that marked it ("release:<id>", "dated:<change id>"), or "business". */
  event: text("event").notNull(),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Knowledge releases deployed and dated changes that took effect: one row each, claimed by the one
 * process that runs its impact.
 */
export const lawEvents = pgTable("law_events", {
  key: text("key").primaryKey(),
  occurredOn: date("occurred_on", { mode: "string" }).notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
  marked: integer("marked"),
});

/** Law-change e-mails already sent: one per user and law event, whichever process sends it. */
export const lawDigests = pgTable(
  "law_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * Monthly "What's coming" e-mails already sent: one per user and month ("2026-12"), claimed by the
 * process that sends it, so two processes running the job at once send it once.
 */
export const comingDigests = pgTable(
  "coming_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A document's crew sign-on link: one per document. The link is found by the SHA-256 of its token;
 * the token itself is kept only sealed with SIGN_ON_LINK_KEY, so the owner can be shown the link
 * again while the table alone cannot be read back into working links. Turning sign-on on again
 * writes a new token and the old link stops working.
 */
export const signOnLinks = pgTable("sign_on_links", {
  policyId: uuid("policy_id")
    .primaryKey()
    .references(() => policies.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  /** The token sealed (AES-256-GCM); null for links made before links were kept to show again. */
  tokenSealed: text("token_sealed"),
  /** Null: the link works until it is turned off. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** Set when the owner turns sign-on off; the link then answers 404. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One worker's signature on one issue of a document. Kept as signed: the owner may void one with a
 * reason (it stays listed), never edit or delete it; it goes with the document or the account.
 */
export const signOnSignatures = pgTable(
  "sign_on_signatures",
  {
    id: id(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** The issue (the version readers see) and the save of it that the worker read. */
    issue: integer("issue").notNull(),
    revision: integer("revision").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    cardNumber: text("card_number"),
    /** The drawn signature: a checked PNG, base64. */
    signaturePng: text("signature_png").notNull(),
    /** When the phone says it was signed, and when the server received it. */
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Made by the phone for each signing, so a submission sent twice is stored once. */
    submissionId: uuid("submission_id").notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (t) => [
    uniqueIndex("sign_on_signatures_submission_uq").on(t.policyId, t.submissionId),
    index("sign_on_signatures_policy_idx").on(t.policyId, t.receivedAt),
  ],
);

/**
 * A generation request the client named, so the same request sent again (a retry after a dropped
 * answer) returns the document it made instead of making and charging for another. Written in the
 * same statement as the document and the credit.
 */
export const generationRequests = pgTable(
  "generation_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").notNull(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);

/**
 * A business's own templates for its recurring jobs: a document's content (the customer's edits
 * included) and inputs, with the sections as SafeDraft wrote them, so a document made from it can
 * tell the customer's edits from what the law and the method wrote.
 */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    content: jsonb("content").$type<DocumentContent>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The method the document was written with (the tasks it followed), kept for the next job. */
    taskIds: jsonb("task_ids").$type<string[]>().notNull().default([]),
    /** The jurisdiction and sections as SafeDraft wrote them for the document the template was saved from. */
    jurisdiction: text("jurisdiction").notNull(),
    writtenSections: jsonb("written_sections").$type<DocumentBasis["sections"]>().notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_templates_business_idx").on(t.businessId, t.createdAt)],
);

/**
 * A person's review calendar feed: only the SHA-256 of the secret in its address is kept, one per
 * person; resetting writes a new one and the old address stops working.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One issued version of a document sent to one outside reviewer (a principal contractor or client)
 * by e-mail. The link opens that version only; a newer version is a new send. Only the SHA-256 of
 * the link's token is kept. `sendId` is made by the sender's screen, so a send repeated after a
 * lost answer stores and e-mails nothing new.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    sendId: uuid("send_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Lower-cased, so a later send to the same person finds what they saw before. */
    reviewerEmail: text("reviewer_email").notNull(),
    reviewerName: text("reviewer_name"),
    reviewerOrganisation: text("reviewer_organisation"),
    message: text("message"),
    /** The issue (the version readers see) and the save of it that the link shows. */
    issue: integer("issue").notNull(),
    revision: integer("revision").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the owner withdraws the link, or a newer version is sent to the same reviewer. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    replacedBy: uuid("replaced_by"),
    /** The first time the link was opened. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_requests_send_uq").on(t.policyId, t.sendId),
    index("review_requests_policy_idx").on(t.policyId, t.reviewerEmail, t.createdAt),
  ],
);

/**
 * The reviewer's answer to one send: accepted, or returned with comments. One per send (so one per
 * version per reviewer), kept as given.
 */
export const reviewResponses = pgTable("review_responses", {
  requestId: uuid("request_id")
    .primaryKey()
    .references(() => reviewRequests.id, { onDelete: "cascade" }),
  decision: text("decision").$type<"accepted" | "returned">().notNull(),
  name: text("name").notNull(),
  organisation: text("organisation").notNull(),
  overallComment: text("overall_comment"),
  /** Plain text per section, with the section's heading as the reviewer read it. */
  comments: jsonb("comments").$type<{ sectionId: string; heading: string; text: string }[]>().notNull(),
  respondedAt: timestamp("responded_at", { withTimezone: true }).notNull(),
});

/** A role in a team: the owner is the account whose id owns the data; the others are members. */
export type TeamRole = "owner" | "manager" | "supervisor" | "viewer";
export type MemberRole = Exclude<TeamRole, "owner">;

/**
 * One person's place in another account's team. The team is its owner's account: the businesses,
 * documents and credits stay owned by `owner_id`, and a member acts on them. A person is a member of
 * one team at most (`user_id` is the key).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<MemberRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_members_owner_idx").on(t.ownerId)],
);

/** The businesses a supervisor is given; they see and work on these only. */
export const teamBusinessGrants = pgTable(
  "team_business_grants",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => teamMembers.userId, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

/**
 * An owner's invitation to join their team, e-mailed as a single-use link. Only the SHA-256 of the
 * link's token is kept; it expires, and the owner may revoke it before it is used.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased: the invitation is accepted only by the account with this address. */
    email: text("email").notNull(),
    role: text("role").$type<MemberRole>().notNull(),
    /** For a supervisor, the businesses they are given on joining. */
    businessIds: jsonb("business_ids").$type<string[]>().notNull().default([]),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_invitations_owner_idx").on(t.ownerId, t.createdAt)],
);

/** A returned draft's note on one of its sections. */
export type SectionComment = { sectionId: string; comment: string };

/**
 * Approval before issue, as it happened: each submission, approval and return names the exact save
 * (`revision`, the document's version counter) it was about, who acted and when. Append-only; the
 * state of a draft is its latest row, and only while that row's revision is the document's current
 * save (an edit after approval leaves the approval behind).
 */
export const policyApprovals = pgTable(
  "policy_approvals",
  {
    id: id(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: text("action").$type<"submitted" | "approved" | "returned">().notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    comment: text("comment"),
    sectionComments: jsonb("section_comments").$type<SectionComment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("policy_approvals_policy_idx").on(t.policyId, t.createdAt)],
);
