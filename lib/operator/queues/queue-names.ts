// The cross-merchant queues of the console's Queues page (docs/operator.md "Connections,
// reconciliation, jobs and queues"): what each holds, as data. Client-safe: no server imports.
export const OPERATOR_QUEUES = ["reconciliation_exception", "dispute", "risk_review"] as const;
export type OperatorQueue = (typeof OPERATOR_QUEUES)[number];

export const OPERATOR_QUEUE_LABELS: Record<OperatorQueue, string> = {
  reconciliation_exception: "Reconciliation exceptions",
  dispute: "Disputes and reversal claims",
  risk_review: "Risk reviews",
};

export function isOperatorQueue(value: unknown): value is OperatorQueue {
  return typeof value === "string" && (OPERATOR_QUEUES as readonly string[]).includes(value);
}
