import type { ComponentType, SVGProps } from "react";
import {
  CardIcon,
  HomeIcon,
  KeyIcon,
  PayoutIcon,
  SettingsIcon,
  ShieldIcon,
  SplitIcon,
  UsersIcon,
  VirtualAccountIcon,
  WarningIcon,
  WebhookIcon,
} from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export const NAV_SECTIONS: { label?: string; items: NavItem[] }[] = [
  {
    items: [
      { href: "/dashboard", label: "Overview", icon: HomeIcon },
      { href: "/dashboard/payments", label: "Payments", icon: CardIcon },
      { href: "/dashboard/customers", label: "Customers", icon: UsersIcon },
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
      { href: "/dashboard/webhooks", label: "Webhooks", icon: WebhookIcon },
      { href: "/dashboard/api-keys", label: "API keys", icon: KeyIcon },
      { href: "/dashboard/jobs", label: "Failed jobs", icon: WarningIcon },
    ],
  },
  {
    items: [
      { href: "/dashboard/settings/team", label: "Team", icon: UsersIcon },
      { href: "/dashboard/settings", label: "Settings", icon: SettingsIcon },
      { href: "/dashboard/audit", label: "Audit log", icon: ShieldIcon },
    ],
  },
];

export function isActive(pathname: string, href: string): boolean {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
