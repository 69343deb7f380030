// Who may do what in the operator's console and the operator API (docs/operator.md): the ONE table
// of operator actions and the operator roles allowed each. Apart from the merchants' table
// (lib/catalog/permissions.ts): an operator is not a member of any merchant, and a merchant's role
// grants nothing here. Client-safe: no server imports here.

export const OPERATOR_ROLES = ["administrator", "risk_analyst", "support"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  administrator: "Administrator",
  risk_analyst: "Risk analyst",
  support: "Support (read-only)",
};

export const OPERATOR_ROLE_SUMMARIES: Record<OperatorRole, string> = {
  administrator: "Everything: merchants, activations, holds, connections, jobs, risk, operators and API keys",
  risk_analyst: "Risk rules, lists, caps and reviews, holds on merchants, reconciliation and dispute queues; reads everything",
  support: "Reads everything, changes nothing; may view a merchant's account read-only",
};

const ALL = OPERATOR_ROLES;

export const OPERATOR_PERMISSIONS = {
  /** Every console page and every GET of the console's JSON routes. */
  read: ALL,
  /** View a merchant's account read-only; audited, and shown in the merchant's own audit log. */
  "merchants.view_as": ALL,
  /** Approve or reject an activation. */
  "activations.decide": ["administrator"],
  /** Suspend, restrict and restore a merchant. */
  "merchants.hold": ["administrator", "risk_analyst"],
  /** Create merchants (console and operator API). */
  "merchants.create": ["administrator"],
  /** Installation connections: add, disable, enable, check. */
  "connections.manage": ["administrator"],
  /** Resolve a reconciliation exception; take or hand on any queue item. */
  "queues.work": ["administrator", "risk_analyst"],
  /** Put a dead job back in the queue. */
  "jobs.retry": ["administrator"],
  /** Installation-wide risk rules, lists and caps; close any merchant's review. */
  "risk.manage": ["administrator", "risk_analyst"],
  /** Operator accounts and operator API keys. */
  "operators.manage": ["administrator"],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorAction = keyof typeof OPERATOR_PERMISSIONS;

export function operatorMay(role: OperatorRole, action: OperatorAction): boolean {
  return (OPERATOR_PERMISSIONS[action] as readonly OperatorRole[]).includes(role);
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}
