// /dashboard/virtual-accounts: the virtual accounts in the current mode and "New
// virtual account"; each opens its page with transfers in, debits and the debit history.
import type { Metadata } from "next";
import { VirtualAccountsPage } from "@/components/dashboard/virtual-accounts/virtual-accounts-page";

export const metadata: Metadata = { title: "Virtual accounts" };

export default function Page() {
  return <VirtualAccountsPage />;
}
