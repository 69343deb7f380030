import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { VirtualAccountIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Virtual accounts" };

export default function VirtualAccountsPage() {
  return (
    <ComingSoon
      title="Virtual accounts"
      description="Dedicated account numbers that let customers pay you by bank transfer."
      icon={<VirtualAccountIcon />}
      emptyTitle="No virtual accounts yet"
      emptyDescription="Virtual accounts you create with the API, and the transfers they receive, will be listed here."
      upcoming={["Virtual account list", "Incoming transfers per account", "Match transfers to customers", "Close an account"]}
    />
  );
}
