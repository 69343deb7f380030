// A payout's status as a coloured badge, one colour per status: grey waiting,
// sky on its way, green delivered, red failed, orange blocked, amber waiting for approval,
// violet waiting for an OTP, indigo reversed (the money came back).
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { PayoutStatus } from "@/lib/generated/prisma/enums";

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "gray" },
  processing: { label: "Processing", tone: "sky" },
  success: { label: "Succeeded", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  blocked: { label: "Blocked", tone: "orange" },
  auth_needed: { label: "Approval needed", tone: "amber" },
  otp_needed: { label: "OTP needed", tone: "violet" },
  reversed: { label: "Reversed", tone: "indigo" },
};

export function payoutStatusLabel(status: string): string {
  return PAYOUT_STATUS_LABELS[status as PayoutStatus]?.label ?? status;
}

export function PayoutStatusBadge({ status }: { status: string }) {
  const { label, tone } = PAYOUT_STATUS_LABELS[status as PayoutStatus] ?? { label: status, tone: "gray" as const };
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
