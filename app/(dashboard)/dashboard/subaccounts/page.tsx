import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { SplitIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Subaccounts" };

export default function SubaccountsPage() {
  return (
    <ComingSoon
      title="Subaccounts"
      description="Partners and vendors who receive a share of your payments through splits."
      icon={<SplitIcon />}
      emptyTitle="No subaccounts yet"
      emptyDescription="Create subaccounts with the API to split payments between you and your partners."
      upcoming={["Subaccount list and balances", "Default split (percentage or flat)", "Bank details for settlement", "Split history per payment"]}
    />
  );
}
