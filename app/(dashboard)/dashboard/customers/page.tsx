// /dashboard/customers: the customer profiles in the current mode, searchable.
import type { Metadata } from "next";
import { CustomersPage } from "@/components/dashboard/customers/customers-page";

export const metadata: Metadata = { title: "Customers" };

export default function Page() {
  return <CustomersPage />;
}
