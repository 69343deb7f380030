// /dashboard/settings/processors/reconciliation/{id}: one run, its exceptions with their evidence, the
// clearing account, resolving an exception with a note, and the CSV export.
import type { Metadata } from "next";
import { RunClient } from "./run-client";

export const metadata: Metadata = { title: "Reconciliation run" };

export default async function ReconciliationRunPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RunClient id={id} />;
}
