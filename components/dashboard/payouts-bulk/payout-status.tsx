// A payout's status as a label and a badge tone, for the batch page (issue 10).
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PAYOUT_STATUSES } from "@/lib/payouts/transitions";

export const PAYOUT_STATUS_LABELS: Record<(typeof PAYOUT_STATUSES)[number], { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "gray" },
  processing: { label: "Processing", tone: "indigo" },
  success: { label: "Succeeded", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  blocked: { label: "Blocked", tone: "red" },
  auth_needed: { label: "Needs approval", tone: "amber" },
  otp_needed: { label: "Needs OTP", tone: "amber" },
  reversed: { label: "Reversed", tone: "orange" },
};

export function PayoutStatusBadge({ status }: { status: string }) {
  const s = PAYOUT_STATUS_LABELS[status as keyof typeof PAYOUT_STATUS_LABELS] ?? { label: status, tone: "gray" as const };
  return (
    <Badge tone={s.tone} dot>
      {s.label}
    </Badge>
  );
}
