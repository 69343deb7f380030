// /dashboard/payouts/bulk: upload a CSV of payouts, see every row's problem before
// anything is sent, create the batch; with ?batch=pob_… the batch and its counts per status.
import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { BatchView } from "@/components/dashboard/payouts-bulk/batch-view";
import { BulkUpload } from "@/components/dashboard/payouts-bulk/bulk-upload";

export const metadata: Metadata = { title: "Bulk payouts" };

export default async function BulkPayoutsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { batch } = await searchParams;
  const reference = typeof batch === "string" && batch !== "" ? batch : null;
  return (
    <>
      <PageHeader
        title={reference ? "Payout batch" : "Bulk payouts"}
        description={
          reference
            ? "The payouts created together from one file, and where each one is now."
            : "Pay many bank accounts and wallets at once from a CSV file. The file is checked before anything is sent."
        }
      />
      {reference ? <BatchView key={reference} reference={reference} /> : <BulkUpload />}
    </>
  );
}
