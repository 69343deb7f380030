// /dashboard/subaccounts: the merchant's subaccounts in the current mode with their
// balances; owners and developers create, edit the default split, and deactivate them.
import type { Metadata } from "next";
import { SubaccountsClient } from "./subaccounts-client";

export const metadata: Metadata = { title: "Subaccounts" };

export default function SubaccountsPage() {
  return <SubaccountsClient />;
}
