import type { TeamRole } from "../db/schema";

/**
 * What each role in a team may do: the one place role checks are made. Every signed-in route is
 * one action (`actionOf`); the session hook refuses an action the caller's role lacks with 403 and
 * the sentence below, before the route runs. Which data a caller reaches (the team's, a
 * supervisor's given businesses) is the queries' business, not this table's.
 */
export type TeamAction =
  /** The person's own sign-in, settings and team membership: everyone. */
  | "person"
  /** Reading and exporting the team's data. */
  | "read"
  /** Generating, editing, issuing documents, crew sign-on, reviews. */
  | "write"
  /** Adding, editing or deleting a business or its letterhead, deleting a document, the calendar feed. */
  | "manage-businesses"
  /** Packs, purchases, receipts and billing details. */
  | "billing"
  /** Inviting, changing and removing the team's members. */
  | "members"
  /** The team's own switches (approval before issue). */
  | "team-settings"
  /** Approving a draft for issue, or returning it with a comment. */
  | "approve";

const ALLOWED: Record<TeamAction, readonly TeamRole[]> = {
  person: ["owner", "manager", "supervisor", "viewer"],
  read: ["owner", "manager", "supervisor", "viewer"],
  write: ["owner", "manager", "supervisor"],
  "manage-businesses": ["owner", "manager"],
  billing: ["owner"],
  members: ["owner"],
  "team-settings": ["owner"],
  approve: ["owner", "manager"],
};

const REFUSAL: Record<Exclude<TeamAction, "person" | "read">, string> = {
  write:
    "Your role in this team is viewer: you can read and export its documents but not change them. Ask the team's owner for another role.",
  "manage-businesses":
    "Only the team's owner or a manager can add, change or delete a business, or delete a document. Ask the team's owner.",
  billing: "Only the team's owner can buy packs and see purchases, receipts and billing details.",
  members: "Only the team's owner can invite, change or remove members.",
  "team-settings": "Only the team's owner can change the team's settings.",
  approve:
    "Only the team's owner or a manager can approve a document or return it with a comment. Submit it for approval instead.",
};

export function allows(role: TeamRole, action: TeamAction) {
  return ALLOWED[action].includes(role);
}

/** Why `role` may not do `action`: a viewer hears that they read only, whatever the write. */
export function refusal(role: TeamRole, action: TeamAction) {
  if (action === "person" || action === "read") return "Not allowed";
  if (role === "viewer" && action === "manage-businesses") return REFUSAL.write;
  return REFUSAL[action];
}

/** Routes about the person, not the team's data: anyone signed in acts on their own. */
const PERSON = [
  /^\/api\/auth\//,
  /^\/api\/account\/(notifications|security|delete)$/,
  /^\/api\/team$/,
  /^\/api\/team\/leave$/,
  /^\/api\/team\/join\//,
  // Every dashboard asks once; the route claims a trial for an owner only (a member owns nothing).
  /^\/api\/free-trial\/claim$/,
];
const BILLING = [
  /^\/api\/create-payment-intent$/,
  /^\/api\/get-or-create-subscription$/,
  /^\/api\/payments\//,
  /^\/api\/billing$/,
  /^\/api\/receipts\//,
  /^\/api\/account\/billing-details$/,
];
const MEMBERS = [/^\/api\/team\/(invitations|members)/];
const TEAM_SETTINGS = [/^\/api\/team\/settings$/];
/** Deciding on a submitted draft; submitting it is a write like any edit. */
const APPROVE = [/^POST \/api\/policies\/:id\/approval\/(approve|return)$/];
/** Business-wide changes: a supervisor works inside the businesses they are given, never on them. */
const MANAGE_BUSINESSES = [
  /^POST \/api\/businesses$/,
  /^(PUT|DELETE) \/api\/businesses\/:id$/,
  /^(PUT|DELETE) \/api\/businesses\/:id\/logo$/,
  /^POST \/api\/compliance\/feed$/,
  /^DELETE \/api\/policies\/:id$/,
  /^DELETE \/api\/templates\/:id$/,
];

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The action a route is, by its method and registered path (e.g. `PUT /api/policies/:id`). */
export function actionOf(method: string, url: string): TeamAction {
  if (PERSON.some((p) => p.test(url))) return "person";
  if (BILLING.some((p) => p.test(url))) return "billing";
  if (MEMBERS.some((p) => p.test(url))) return "members";
  if (TEAM_SETTINGS.some((p) => p.test(url))) return "team-settings";
  if (APPROVE.some((p) => p.test(`${method} ${url}`))) return "approve";
  if (MANAGE_BUSINESSES.some((p) => p.test(`${method} ${url}`))) return "manage-businesses";
  return READ_METHODS.has(method) ? "read" : "write";
}
