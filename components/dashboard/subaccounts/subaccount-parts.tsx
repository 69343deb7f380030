// Small pieces shared by the subaccount list and a subaccount's page.
import { Badge } from "@/components/ui/badge";
import { formatAmount } from "@/lib/money/format-amount";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

/** The bounds a share is held within: "min ETB 10.00 · max ETB 500.00"; null when it has none. */
export function splitBounds(s: Pick<SubaccountItem, "min_amount" | "max_amount" | "currency">): string | null {
  const parts = [
    s.min_amount === null ? null : `min ${formatAmount(s.min_amount, s.currency)}`,
    s.max_amount === null ? null : `max ${formatAmount(s.max_amount, s.currency)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

export function SubaccountStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Deactivated</Badge>;
}
