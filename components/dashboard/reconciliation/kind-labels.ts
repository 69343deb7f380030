// How the reconciliation pages name each kind of line, and the badge tone it gets.
import type { BadgeTone } from "@/components/ui/badge";

export const KIND_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  matched: { label: "Matched", tone: "green" },
  amount_mismatch: { label: "Amount mismatch", tone: "red" },
  currency_mismatch: { label: "Currency mismatch", tone: "red" },
  status_mismatch: { label: "Status mismatch", tone: "orange" },
  missing_at_processor: { label: "Missing at the processor", tone: "amber" },
  missing_in_gateway: { label: "Missing in the gateway", tone: "amber" },
  fee_mismatch: { label: "Fee mismatch", tone: "violet" },
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? { label: kind, tone: "gray" as const };
