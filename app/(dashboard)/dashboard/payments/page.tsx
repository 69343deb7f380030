// /dashboard/payments: the payment table with filters, sorting, cursor
// paging, a drawer per row and the CSV export; the view lives in the URL (nuqs, whose adapter
// for the App Router wraps the page: useSearchParams needs the Suspense boundary).
import type { Metadata } from "next";
import { Suspense } from "react";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { PaymentsClient } from "./payments-client";

export const metadata: Metadata = { title: "Payments" };

export default function PaymentsPage() {
  return (
    <NuqsAdapter>
      <Suspense>
        <PaymentsClient />
      </Suspense>
    </NuqsAdapter>
  );
}
