// /dashboard/settings/payout-approvals: the amounts above which a payout waits for a second
// approver (maker-checker). Every member reads them; owners change them.
import type { Metadata } from "next";
import { PayoutApprovalsClient } from "./payout-approvals-client";

export const metadata: Metadata = { title: "Payout approvals" };

export default function PayoutApprovalsPage() {
  return <PayoutApprovalsClient />;
}
