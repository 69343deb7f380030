// A merchant's state (lib/catalog/merchant-states.ts) as a badge.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { MERCHANT_STATE_LABELS, type MerchantState } from "@/lib/catalog/merchant-states";

const TONES: Record<MerchantState, BadgeTone> = { test: "gray", activation_pending: "amber", live: "green", restricted: "orange", suspended: "red" };

export function MerchantStateBadge({ state }: { state: MerchantState }) {
  return <Badge tone={TONES[state]}>{MERCHANT_STATE_LABELS[state]}</Badge>;
}
