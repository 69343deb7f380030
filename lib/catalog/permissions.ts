// Who may do what in the dashboard ("Team"): the ONE table of actions and the roles
// allowed each. withDashboard reads it for every JSON route (a route names its action), the
// services that take a dashboard actor check it again (lib/team/authorize-actor.ts), and the
// pages hide what a role cannot do from the same table. API keys, the CLI and the gateway's own
// jobs are not role-limited: a secret key already holds every power of the API.
// Client-safe: no server imports here.

export const ROLES = ["owner", "admin", "developer", "support", "viewer"] as const;
export type DashboardRole = (typeof ROLES)[number];

/** Each role's name as people read it ("Admin"); the identifiers ("admin") are the API's. */
export const ROLE_LABELS: Record<DashboardRole, string> = {
  owner: "Owner",
  admin: "Admin",
  developer: "Developer",
  support: "Support",
  viewer: "Viewer",
};

/** What each role is for, as the team page explains it. */
export const ROLE_SUMMARIES: Record<DashboardRole, string> = {
  owner: "Everything, including members, ownership and your own processor accounts",
  admin: "Everything but members, ownership and processor accounts",
  developer: "API keys, webhooks, dead jobs and processor checks; reads everything",
  support: "Reads everything; refunds up to the account's support limit",
  viewer: "Reads everything, changes nothing",
};

const ALL = ROLES;

export const PERMISSIONS = {
  /** Every page and every GET of the dashboard's JSON routes. */
  read: ALL,
  /** Switch the dashboard between test and live data: what the user sees, not the account. */
  "mode.switch": ALL,
  /** Account settings (branding, checkout options, support refund limits). */
  "settings.manage": ["owner", "admin"],
  /** API keys: create, roll, revoke. */
  "keys.manage": ["owner", "admin", "developer"],
  /** Webhook endpoints: add, edit, delete, reveal and rotate the secret, test, resend, replay. */
  "webhooks.manage": ["owner", "admin", "developer"],
  /** Put a dead background job back in the queue (mostly webhook deliveries). */
  "jobs.retry": ["owner", "admin", "developer"],
  /** Payment links, and cancelling unfinished payments. */
  "payments.manage": ["owner", "admin"],
  /**
   * Recurring billing: plans (create, archive), subscriptions (create, pause, resume, cancel, change
   * the payment method), one-off invoices (create, edit a draft, finalize, void, send), saved payment
   * methods, customer portal links and test clocks. The roles of payments.manage: each decides what
   * customers are charged.
   */
  "billing.manage": ["owner", "admin"],
  /**
   * Check a ticket in at an event's door (marks it used, once). Support too: the person at
   * the door is often not an admin, and checking in moves no money.
   */
  "tickets.check_in": ["owner", "admin", "support"],
  /** Refunds; support only up to the merchant's per-currency limit (lib/team/support-refund-limit.ts). */
  "refunds.create": ["owner", "admin", "support"],
  /** A dispute's evidence: stage text and files (docs/disputes.md). Support too: it gathers receipts and correspondence. */
  "disputes.evidence": ["owner", "admin", "support"],
  /**
   * Submit a dispute's evidence (once, final) or accept the dispute (concede the loss), and record or
   * update a mobile-money reversal claim: each decides where money goes.
   */
  "disputes.respond": ["owner", "admin"],
  /** Payouts (single, bulk, OTP, approval), subaccounts, virtual accounts, test funds and credits. */
  "money.move": ["owner", "admin"],
  /**
   * Approve or reject a payout held for a second approver (above the
   * merchant's threshold), never one's own; also the processor's approval step (auth_needed).
   */
  "payouts.approve": ["owner", "admin"],
  /** The per-currency amounts above which a payout needs a second approver. Owners only. */
  "payouts.approval_limits": ["owner"],
  /** Invite, re-issue and revoke invites, change roles, remove members. */
  "team.manage": ["owner"],
  /** Make another member an owner in one's own place. */
  "team.transfer_ownership": ["owner"],
  /** One's own two-factor sign-in: see, set up, turn off. Every member, for themselves. */
  "two_factor.manage_own": ALL,
  /** Require two-factor sign-in of every member (lib/auth/two-factor/set-two-factor-policy.ts). */
  "team.require_two_factor": ["owner"],
  /**
   * The merchant's own processor accounts: connect one with its credentials, disable it.
   * Owners only: the credentials move the merchant's money at the processor, outside this gateway.
   */
  "processors.manage": ["owner"],
  /** Run a processor connection's check (one harmless call to the processor), the merchant's own or the gateway's. */
  "processors.check": ["owner", "admin", "developer"],
  /**
   * Live activation: business details, settlement account, e-mail
   * verification, submitting, and the one showing of the live secret key after activation.
   * Owners only: the settlement account is where the money goes.
   */
  "activation.manage": ["owner"],
  /**
   * Close an exception of a reconciliation of the merchant's own processor connection, with a
   * note (audited). Nothing moves money: the person does what the evidence calls for elsewhere.
   */
  "reconciliation.resolve": ["owner", "admin"],
  /** Reconcile one of the merchant's own connections now, by its API or an uploaded report file. */
  "reconciliation.run": ["owner", "admin"],
  /** The audit log and its CSV export: who did what, with IP addresses. */
  "audit.read": ["owner", "admin"],
  /**
   * The merchant's own risk rules and value lists (docs/risk-api.md): create, change, reorder, disable,
   * delete, add and remove list values, import a CSV. Each decides which payments are taken.
   */
  "risk.manage": ["owner", "admin"],
} as const satisfies Record<string, readonly DashboardRole[]>;

export type DashboardAction = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as DashboardAction[];

export function rolesFor(action: DashboardAction): readonly DashboardRole[] {
  return PERMISSIONS[action];
}

export function can(role: DashboardRole, action: DashboardAction): boolean {
  return (PERMISSIONS[action] as readonly DashboardRole[]).includes(role);
}

export function isRole(value: unknown): value is DashboardRole {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * What a role may change, for the pages that hide what the role cannot do: views of the one
 * permission table (above), which the JSON routes and services enforce.
 */
export const CAN_MANAGE_SETTINGS = rolesFor("settings.manage");
export const CAN_MANAGE_KEYS = rolesFor("keys.manage");
/** Payouts, subaccounts, virtual accounts, test funds. */
export const CAN_MOVE_MONEY = rolesFor("money.move");
/** Approve or reject a payout waiting for a second approver or the processor's approval. */
export const CAN_APPROVE_PAYOUTS = rolesFor("payouts.approve");
export const CAN_SET_PAYOUT_APPROVAL_LIMITS = rolesFor("payouts.approval_limits");
/** Refunds: support too, up to the merchant's limit. */
export const CAN_REFUND = rolesFor("refunds.create");
/** Stage a dispute's evidence; submit it, accept the dispute, record reversal claims. */
export const CAN_STAGE_DISPUTE_EVIDENCE = rolesFor("disputes.evidence");
export const CAN_RESPOND_TO_DISPUTES = rolesFor("disputes.respond");
/** Create payment links and cancel unfinished payments. */
export const CAN_MANAGE_PAYMENTS = rolesFor("payments.manage");
/** Plans, subscriptions, invoices and test clocks. */
export const CAN_MANAGE_BILLING = rolesFor("billing.manage");
/** Check tickets in at an event's door. */
export const CAN_CHECK_IN_TICKETS = rolesFor("tickets.check_in");
/** Retry a dead background job. */
export const CAN_RETRY_JOBS = rolesFor("jobs.retry");
/** Webhook endpoints; viewers read the endpoints and the delivery log, never the secret. */
export const CAN_MANAGE_WEBHOOKS = rolesFor("webhooks.manage");
/** Processor connections of the merchant's own, and their checks. */
export const CAN_MANAGE_PROCESSORS = rolesFor("processors.manage");
/** Risk rules and value lists (closing a payment's review is payments.manage). */
export const CAN_MANAGE_RISK = rolesFor("risk.manage");
export const CAN_CHECK_PROCESSORS = rolesFor("processors.check");
/** Members and invites. */
export const CAN_MANAGE_TEAM = rolesFor("team.manage");
