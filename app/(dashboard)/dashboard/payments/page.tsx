// /dashboard/payments: the payment table with filters, sorting, cursor
// paging, a drawer per row and the CSV export; the view lives in the URL (nuqs, whose adapter
// for the App Router wraps the page: useSearchParams needs the Suspense boundary). The merchant's
// time zone is read here: the API reads the date filters' days in it, so the table shows dates in
// it too, whatever the browser's zone.
import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getMerchantTimeZone } from "@/lib/merchants/get-merchant-time-zone";
import { PaymentsClient } from "./payments-client";

export const metadata: Metadata = { title: "Payments" };

export default async function PaymentsPage() {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const timeZone = await getMerchantTimeZone(db(), session.merchantId);
  return (
    <NuqsAdapter>
      <Suspense>
        <PaymentsClient timeZone={timeZone} />
      </Suspense>
    </NuqsAdapter>
  );
}
