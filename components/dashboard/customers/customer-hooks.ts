"use client";
// React Query hooks of the Customers pages. Keys carry the mode: each mode has its
// own profiles. The list pages by the API's position cursors (next_cursor / prev_cursor).
import { useQuery } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";

export type CustomerListItem = {
  id: string;
  email: string | null;
  phone_number: string | null;
  first_name: string | null;
  last_name: string | null;
  payments_count: number;
  total_paid: { currency: string; amount: number }[];
  last_payment_at: string | null;
  created_at: string;
  updated_at: string;
};

export type CustomerPayment = {
  gateway_reference: string;
  merchant_reference: string | null;
  payment_type: string;
  amount: number;
  currency: string;
  status: string;
  payment_method: string | null;
  service_fee: number | null;
  created_at: string;
  updated_at: string;
};

export type CustomerDetail = CustomerListItem & { payments: CustomerPayment[] };

export type CustomerList = {
  items: CustomerListItem[];
  pagination: { limit: number; per_page: number; has_more: boolean; next_cursor: string | null; prev_cursor: string | null };
};

export const customerKeys = {
  list: (mode: DashboardMode, q: string, cursor: string | null, perPage: number) => ["dashboard", "customers", mode, "list", q, cursor, perPage] as const,
  detail: (mode: DashboardMode, id: string) => ["dashboard", "customers", mode, "detail", id] as const,
};

export function useCustomers(mode: DashboardMode, q: string, cursor: string | null, perPage: number) {
  const params = new URLSearchParams({ per_page: String(perPage) });
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  return useQuery({
    queryKey: customerKeys.list(mode, q.trim(), cursor, perPage),
    queryFn: () => dashboardFetch<CustomerList>(`/api/dashboard/customers?${params}`),
    placeholderData: (previous) => previous,
  });
}

export function useCustomerDetail(mode: DashboardMode, id: string, initialData?: CustomerDetail) {
  return useQuery({
    queryKey: customerKeys.detail(mode, id),
    queryFn: () => dashboardFetch<CustomerDetail>(`/api/dashboard/customers/${encodeURIComponent(id)}`),
    initialData,
  });
}

/** "Abebe Kebede", else the email, else the phone number. */
export function customerName(c: Pick<CustomerListItem, "first_name" | "last_name" | "email" | "phone_number">): string {
  const name = [c.first_name, c.last_name].filter(Boolean).join(" ");
  return name || c.email || c.phone_number || "Unnamed customer";
}
