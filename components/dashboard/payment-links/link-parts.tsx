// Small pieces the payment links pages share: what a kind is called, how a link's
// price reads ("USD 20.00", "Customer chooses", "From ETB 150.00"), and its state as a badge.
import { Badge } from "@/components/ui/badge";
import { formatAmount } from "@/lib/money/format-amount";
import type { LinkKind } from "@/lib/catalog/payment-types";
import type { PaymentLinkItem } from "@/components/dashboard/payment-links/link-hooks";

export const KIND_LABELS: Record<LinkKind, string> = { payment: "Payment", donation: "Donation", event: "Event" };

export const KIND_DESCRIPTIONS: Record<LinkKind, string> = {
  payment: "Sell something at a fixed price, or let the customer type the amount.",
  donation: "The donor chooses the amount; offer suggested amounts as buttons.",
  event: "Sell tickets of one or more types; each paid ticket gets a QR code to check in.",
};

/** The price as the list and the poster show it. */
export function linkPrice(link: Pick<PaymentLinkItem, "amount" | "amount_options" | "ticket_types" | "currency">): string {
  if (link.amount !== null) return formatAmount(link.amount, link.currency);
  if (link.ticket_types && link.ticket_types.length) {
    const lowest = Math.min(...link.ticket_types.map((t) => t.price));
    return link.ticket_types.length === 1 ? formatAmount(lowest, link.currency) : `From ${formatAmount(lowest, link.currency)}`;
  }
  const o = link.amount_options;
  if (o?.min != null && o.max != null) return `${formatAmount(o.min, link.currency)} – ${formatAmount(o.max, link.currency)}`;
  if (o?.min != null) return `At least ${formatAmount(o.min, link.currency)}`;
  return "Customer chooses";
}

/** Active, expired, used up (max payments reached) or deactivated. */
export function linkState(link: Pick<PaymentLinkItem, "active" | "expires_at" | "max_payments" | "payment_count">, now = Date.now()) {
  if (!link.active) return { label: "Deactivated", tone: "gray" } as const;
  if (link.expires_at && new Date(link.expires_at).getTime() <= now) return { label: "Expired", tone: "amber" } as const;
  if (link.max_payments !== null && link.payment_count >= link.max_payments) return { label: "Sold out", tone: "amber" } as const;
  return { label: "Active", tone: "green" } as const;
}

export function LinkStateBadge({ link }: { link: Parameters<typeof linkState>[0] }) {
  const state = linkState(link);
  return (
    <Badge tone={state.tone} dot>
      {state.label}
    </Badge>
  );
}
