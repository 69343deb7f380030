// /dashboard/settings/processors/reconciliation: reconciliation runs of the merchant's own processor
// connections, and a form to reconcile one now.
import type { Metadata } from "next";
import { ReconciliationClient } from "./reconciliation-client";

export const metadata: Metadata = { title: "Reconciliation" };

export default function ReconciliationPage() {
  return <ReconciliationClient />;
}
