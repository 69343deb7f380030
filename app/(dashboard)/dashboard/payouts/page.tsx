import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { PayoutIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Payouts" };

export default function PayoutsPage() {
  return (
    <ComingSoon
      title="Payouts"
      description="Money sent from your balance to bank accounts and wallets."
      icon={<PayoutIcon />}
      emptyTitle="No payouts yet"
      emptyDescription="Once you have an available balance, payouts you create with the API are tracked here."
      upcoming={["Payout list with status", "Available and pending balances", "Payout detail and failure reasons", "Bank and mobile-money destinations"]}
    />
  );
}
