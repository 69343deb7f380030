// A payment's status as a coloured badge: green paid, red refused, amber
// waiting on the customer, indigo refunded, grey for sessions that ended without paying.
import { Badge, type BadgeTone } from "@/components/ui/badge";

const STATUSES: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "gray" },
  auth_needed: { label: "Authentication needed", tone: "amber" },
  success: { label: "Succeeded", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  cancelled: { label: "Cancelled", tone: "gray" },
  incomplete: { label: "Incomplete", tone: "gray" },
  blocked: { label: "Blocked", tone: "red" },
  partially_refunded: { label: "Partially refunded", tone: "indigo" },
  fully_refunded: { label: "Fully refunded", tone: "indigo" },
};

export function paymentStatusLabel(status: string): string {
  return STATUSES[status]?.label ?? status;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = STATUSES[status] ?? { label: status, tone: "gray" as const };
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

/** An attempt's outcome (processing, auth_needed, pending, success, failed, blocked). */
const OUTCOMES: Record<string, { label: string; tone: BadgeTone }> = {
  processing: { label: "Processing", tone: "gray" },
  auth_needed: { label: "Authentication needed", tone: "amber" },
  pending: { label: "Pending", tone: "amber" },
  success: { label: "Succeeded", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  blocked: { label: "Blocked", tone: "red" },
};

export function AttemptOutcomeBadge({ outcome }: { outcome: string }) {
  const { label, tone } = OUTCOMES[outcome] ?? { label: outcome, tone: "gray" as const };
  return <Badge tone={tone}>{label}</Badge>;
}
