// Statuses a refund may start from (the service checks the same; this decides what the page offers).
export const REFUNDABLE: ReadonlySet<string> = new Set(["success", "partially_refunded"]);
