// The dashboard's answer for a detail page whose object is not there: an unknown id, another
// merchant's object, or one of the other mode (the dashboard shows one mode at a time).
import type { ReactNode } from "react";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon, ClockIcon, InvoiceIcon, LinkIcon, PayoutIcon, RepeatIcon, SplitIcon, UsersIcon, VirtualAccountIcon, WebhookIcon } from "@/components/ui/icons";

type NotFoundCopy = { heading: string; title: string; description: string; icon: ReactNode; back: { href: string; label: string } };

/** Each detail page's words for a missing object, in one place so they stay alike. */
const NOT_FOUND = {
  customer: {
    heading: "Customer not found",
    title: "No customer with this ID in the mode you are viewing",
    description: "If the customer paid in the other mode, switch test mode at the top and open it again.",
    icon: <UsersIcon />,
    back: { href: "/dashboard/customers", label: "Back to customers" },
  },
  payment_link: {
    heading: "Payment link not found",
    title: "No payment link with this id in the mode you are viewing",
    description: "If it was created in the other mode, switch test mode at the top and open it again.",
    icon: <LinkIcon />,
    back: { href: "/dashboard/payment-links", label: "Back to payment links" },
  },
  payment: {
    heading: "Payment not found",
    title: "No payment with this reference in the mode you are viewing",
    description: "Check the reference. If the payment was made in the other mode, switch test mode at the top and open it again.",
    icon: <CardIcon />,
    back: { href: "/dashboard/payments", label: "Back to payments" },
  },
  payout: {
    heading: "Payout not found",
    title: "No payout with this reference in the mode you are viewing",
    description: "Check the reference. If the payout was made in the other mode, switch test mode at the top and open it again.",
    icon: <PayoutIcon />,
    back: { href: "/dashboard/payouts", label: "Back to payouts" },
  },
  subaccount: {
    heading: "Subaccount not found",
    title: "No subaccount with this reference in the mode you are viewing",
    description: "If it was created in the other mode, switch test mode at the top and open it again.",
    icon: <SplitIcon />,
    back: { href: "/dashboard/subaccounts", label: "Back to subaccounts" },
  },
  virtual_account: {
    heading: "Virtual account not found",
    title: "No virtual account with this id in the mode you are viewing",
    description: "Check the id. If the account was made in the other mode, switch test mode at the top and open it again.",
    icon: <VirtualAccountIcon />,
    back: { href: "/dashboard/virtual-accounts", label: "Back to virtual accounts" },
  },
  webhook_endpoint: {
    heading: "Endpoint not found",
    title: "No webhook endpoint with this id in the mode you are viewing",
    description: "It may have been deleted. If it belongs to the other mode, switch test mode at the top and open it again.",
    icon: <WebhookIcon />,
    back: { href: "/dashboard/webhooks", label: "Back to webhooks" },
  },
  event: {
    heading: "Event not found",
    title: "No event with this ID in the mode you are viewing",
    description: "If it happened in the other mode, switch test mode at the top and open it again.",
    icon: <WebhookIcon />,
    back: { href: "/dashboard/events", label: "Back to events" },
  },
  subscription: {
    heading: "Subscription not found",
    title: "No subscription with this id in the mode you are viewing",
    description: "Check the id. If it was made in the other mode, switch test mode at the top and open it again.",
    icon: <RepeatIcon />,
    back: { href: "/dashboard/subscriptions", label: "Back to subscriptions" },
  },
  invoice: {
    heading: "Invoice not found",
    title: "No invoice with this id in the mode you are viewing",
    description: "Check the id. If it was made in the other mode, switch test mode at the top and open it again.",
    icon: <InvoiceIcon />,
    back: { href: "/dashboard/invoices", label: "Back to invoices" },
  },
  test_clock: {
    heading: "Test clock not found",
    title: "No test clock with this id in test mode",
    description: "Test clocks exist in test mode only: switch test mode on at the top and open it again.",
    icon: <ClockIcon />,
    back: { href: "/dashboard/test-clocks", label: "Back to test clocks" },
  },
} satisfies Record<string, NotFoundCopy>;

export function ObjectNotFound({ kind }: { kind: keyof typeof NOT_FOUND }) {
  const props: NotFoundCopy = NOT_FOUND[kind];
  return (
    <>
      <PageHeader title={props.heading} />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={props.icon}
          title={props.title}
          description={props.description}
          action={
            <Link href={props.back.href} className={buttonClasses("secondary")}>
              {props.back.label}
            </Link>
          }
        />
      </Card>
    </>
  );
}
