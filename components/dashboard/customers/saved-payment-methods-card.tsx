"use client";
// A customer's saved payment methods (docs/payment-methods.md): each masked as the API answers it (a
// card's brand, last four and expiry; a wallet's masked number), its processor and status, and the
// mandate: when and where the customer accepted it, from which address, until when it may be
// charged. Detach asks first and names the subscriptions that charge the method, since each of them
// falls back to its invoice's pay link; the server refuses a role without billing.manage all the same.
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { ListStates } from "@/components/dashboard/list-states";
import { ObjectLink, SubscriptionStatusBadge, subscriptionHref } from "@/components/dashboard/billing/billing-parts";
import { useCustomerPaymentMethods, useDetachPaymentMethod, type SavedPaymentMethodItem } from "@/components/dashboard/customers/customer-hooks";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LockIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { formatDate, formatDateTime } from "@/lib/dashboard/format";

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for the customer", tone: "amber" },
  active: { label: "Active", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  canceled: { label: "Canceled", tone: "gray" },
  expired: { label: "Expired", tone: "gray" },
  detached: { label: "Detached", tone: "gray" },
};

// The connectors that hold mandates, as their specs label them (lib/processors/*/spec.ts), and the test-mode simulator.
const PROCESSORS: Record<string, string> = { stripe: "Stripe", mtn_momo: "MTN Mobile Money", simulator: "Test simulator" };

const CHANNELS: Record<string, string> = { hosted_page: "on the processor's page", phone_prompt: "on the phone's prompt", api: "by your API request" };

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Visa •••• 4242", "MTN MoMo +2567•••••456": never more than the API gives. */
export function maskedMethod(pm: Pick<SavedPaymentMethodItem, "card" | "wallet" | "type">): string {
  if (pm.card) return pm.card.last4 ? `${pm.card.brand ? capitalized(pm.card.brand) : "Card"} •••• ${pm.card.last4}` : "Card (not saved yet)";
  return `${pm.type === "mtn_momo" ? "MTN MoMo" : "Wallet"} ${pm.wallet?.phone_number ?? ""}`.trim();
}

function expiry(card: NonNullable<SavedPaymentMethodItem["card"]>): string | null {
  return card.exp_month && card.exp_year ? `Expires ${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : null;
}

function mandateLine(pm: SavedPaymentMethodItem): string {
  const m = pm.mandate;
  if (!m.accepted_at) return pm.status === "pending" ? "Not accepted yet" : "Never accepted";
  return [`Accepted ${formatDateTime(m.accepted_at)}`, m.channel ? CHANNELS[m.channel] : null, m.ip ? `from ${m.ip}` : null].filter(Boolean).join(" ");
}

export function SavedPaymentMethodsCard({ customerId }: { customerId: string }) {
  const { mode, role } = useDashboard();
  const list = useCustomerPaymentMethods(mode, customerId);
  const detach = useDetachPaymentMethod(mode, customerId);
  const notify = useToast();
  const [asking, setAsking] = useState<SavedPaymentMethodItem | null>(null);
  const canManage = CAN_MANAGE_BILLING.includes(role);

  return (
    <Card className="mt-6" aria-labelledby="customer-payment-methods-title">
      <CardHeader titleId="customer-payment-methods-title" title="Saved payment methods" description="Cards saved at the processor and wallet pre-approvals that subscriptions charge with nobody present." />
      <ListStates
        query={list}
        loadingLabel="Loading saved payment methods"
        errorTitle="Could not load the saved payment methods"
        empty={<EmptyState icon={<LockIcon />} title="No saved payment methods" description="Your backend saves one with POST /v2/customers/{id}/payment-methods." />}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100" aria-label="Saved payment methods">
            {items.map((pm) => {
              const status = STATUS[pm.status] ?? { label: pm.status, tone: "gray" as const };
              return (
                <li key={pm.payment_method_reference} className="flex flex-wrap items-start justify-between gap-4 px-5 py-4">
                  <div className="min-w-0 space-y-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{maskedMethod(pm)}</span>
                      <Badge tone={status.tone} dot>
                        {status.label}
                      </Badge>
                    </p>
                    <p className="text-slate-500">
                      {pm.card && expiry(pm.card) ? `${expiry(pm.card)} · ` : null}Held by {PROCESSORS[pm.processor] ?? pm.processor} · <span className="font-mono text-[13px]">{pm.payment_method_reference}</span>
                    </p>
                    <p className="text-slate-500">
                      Mandate: {mandateLine(pm)}. {pm.mandate.valid_until ? `Valid until ${formatDate(pm.mandate.valid_until)}.` : "Valid until it is detached."}
                    </p>
                    {pm.failure_reason ? <p className="text-red-700">{pm.failure_reason}</p> : null}
                    {pm.detached_at ? <p className="text-slate-500">Detached {formatDateTime(pm.detached_at)}.</p> : null}
                    {pm.subscriptions.length > 0 ? (
                      <p className="text-slate-500">
                        Charged by{" "}
                        {pm.subscriptions.map((s, i) => (
                          <span key={s.subscription_reference}>
                            {i > 0 ? ", " : null}
                            <ObjectLink href={subscriptionHref(s.subscription_reference)}>{s.plan_name}</ObjectLink>
                          </span>
                        ))}
                      </p>
                    ) : null}
                  </div>
                  {canManage && pm.status !== "detached" ? (
                    <Button variant="secondary" size="sm" onClick={() => setAsking(pm)}>
                      Detach<span className="sr-only"> {maskedMethod(pm)}</span>
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>

      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          attempt={detach}
          title={`Detach ${maskedMethod(asking)}?`}
          description="Nothing is charged under it from now on, and the mandate is cancelled at the processor. This cannot be undone: the customer must save the method again."
          confirmLabel="Detach"
          cancelLabel="Keep it"
          errorTitle="The payment method was not detached"
          onConfirm={(close) =>
            detach.mutate(asking.payment_method_reference, {
              onSuccess: () => {
                notify({ title: "Payment method detached" });
                close();
              },
            })
          }
        >
          {asking.subscriptions.length === 0 ? (
            <p className="text-sm text-slate-600">No subscription charges it.</p>
          ) : (
            <div className="text-sm text-slate-600">
              <p>
                {asking.subscriptions.length === 1 ? "This subscription charges it" : `These ${asking.subscriptions.length} subscriptions charge it`}. They are not changed, but each next try fails saying the method was detached, and the customer pays on the invoice&apos;s pay link instead (retries and dunning go on as for any failed try):
              </p>
              <ul className="mt-2 space-y-1">
                {asking.subscriptions.map((s) => (
                  <li key={s.subscription_reference} className="flex flex-wrap items-center gap-2">
                    <ObjectLink href={subscriptionHref(s.subscription_reference)}>{s.plan_name}</ObjectLink>
                    <SubscriptionStatusBadge status={s.status} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
