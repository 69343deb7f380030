import type { ComponentType, SVGProps } from "react";
import {
  AlertIcon,
  CardIcon,
  ClockIcon,
  HomeIcon,
  InvoiceIcon,
  KeyIcon,
  ListIcon,
  LinkIcon,
  LockIcon,
  PayoutIcon,
  RepeatIcon,
  SettingsIcon,
  ShieldIcon,
  SplitIcon,
  TagIcon,
  UsersIcon,
  VirtualAccountIcon,
  WarningIcon,
  WebhookIcon,
} from "@/components/ui/icons";

/** `testOnly`: shown in test mode only (test clocks: live mode has none). */
export type NavItem = { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; testOnly?: boolean };

export const NAV_SECTIONS: { label?: string; items: NavItem[] }[] = [
  {
    items: [
      { href: "/dashboard", label: "Overview", icon: HomeIcon },
      { href: "/dashboard/payments", label: "Payments", icon: CardIcon },
      { href: "/dashboard/disputes", label: "Disputes", icon: AlertIcon },
      { href: "/dashboard/customers", label: "Customers", icon: UsersIcon },
      { href: "/dashboard/payment-links", label: "Payment links", icon: LinkIcon },
      { href: "/dashboard/risk", label: "Risk", icon: ShieldIcon },
    ],
  },
  {
    label: "Billing",
    items: [
      { href: "/dashboard/plans", label: "Plans", icon: TagIcon },
      { href: "/dashboard/subscriptions", label: "Subscriptions", icon: RepeatIcon },
      { href: "/dashboard/invoices", label: "Invoices", icon: InvoiceIcon },
      { href: "/dashboard/test-clocks", label: "Test clocks", icon: ClockIcon, testOnly: true },
    ],
  },
  {
    label: "Money movement",
    items: [
      { href: "/dashboard/subaccounts", label: "Subaccounts", icon: SplitIcon },
      { href: "/dashboard/payouts", label: "Payouts", icon: PayoutIcon },
      { href: "/dashboard/virtual-accounts", label: "Virtual accounts", icon: VirtualAccountIcon },
    ],
  },
  {
    label: "Developers",
    items: [
      { href: "/dashboard/events", label: "Events", icon: ListIcon },
      { href: "/dashboard/webhooks", label: "Webhooks", icon: WebhookIcon },
      { href: "/dashboard/api-keys", label: "API keys", icon: KeyIcon },
      { href: "/dashboard/jobs", label: "Failed jobs", icon: WarningIcon },
    ],
  },
  {
    items: [
      { href: "/dashboard/settings/team", label: "Team", icon: UsersIcon },
      { href: "/dashboard/settings", label: "Settings", icon: SettingsIcon },
      { href: "/dashboard/settings/processors", label: "Processors", icon: PayoutIcon },
      { href: "/dashboard/settings/processors/reconciliation", label: "Reconciliation", icon: ShieldIcon },
      { href: "/dashboard/settings/activation", label: "Go live", icon: LockIcon },
      { href: "/dashboard/audit", label: "Audit log", icon: ShieldIcon },
    ],
  },
];

const under = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The item for this page; a more specific item (Settings → Team, Settings → Processors) takes it from its parent. */
export function isActive(pathname: string, href: string): boolean {
  if (href === "/dashboard") return pathname === href;
  if (!under(pathname, href)) return false;
  return !NAV_SECTIONS.some((section) => section.items.some((item) => item.href.startsWith(`${href}/`) && under(pathname, item.href)));
}
