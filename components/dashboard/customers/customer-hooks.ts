"use client";
// React Query hooks of the Customers pages. Keys carry the mode: each mode has its
// own profiles. The list pages by the API's position cursors (next_cursor / prev_cursor).
// A profile's billing (saved payment methods, subscriptions, invoices) is asked for beside it: the
// subscriptions and invoices under the billing pages' keys, so their writes refresh them here too.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";
import { billingKeys, type CursorList, type InvoiceItem, type SubscriptionItem } from "@/components/dashboard/billing/billing-hooks";

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

/** A subscription that charges a saved method: a detach leaves it to its invoice's pay link. */
export type ChargingSubscription = { subscription_reference: string; status: string; plan_name: string };
export type SavedPaymentMethodItem = ReturnType<typeof serializeSavedPaymentMethod> & { subscriptions: ChargingSubscription[] };
export type PortalLink = { url: string; expires_at: string };

export const customerKeys = {
  list: (mode: DashboardMode, q: string, cursor: string | null, perPage: number) => ["dashboard", "customers", mode, "list", q, cursor, perPage] as const,
  detail: (mode: DashboardMode, id: string) => ["dashboard", "customers", mode, "detail", id] as const,
  paymentMethods: (mode: DashboardMode, id: string) => ["dashboard", "customers", mode, "detail", id, "payment-methods"] as const,
  billing: (mode: DashboardMode, id: string, kind: "subscriptions" | "invoices") => [...billingKeys.all(mode), "customer", id, kind] as const,
};

/** How many of the customer's newest subscriptions and invoices the profile shows. */
export const CUSTOMER_BILLING_ROWS = 5;

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

const customerPath = (id: string) => `/api/dashboard/customers/${encodeURIComponent(id)}`;

export function useCustomerPaymentMethods(mode: DashboardMode, id: string) {
  return useQuery({
    queryKey: customerKeys.paymentMethods(mode, id),
    // A customer holds a handful; a page of 100 is all of them in practice.
    queryFn: () => dashboardFetch<CursorList<SavedPaymentMethodItem>>(`${customerPath(id)}/payment-methods?per_page=100`),
  });
}

function useCustomerBilling<T>(mode: DashboardMode, id: string, kind: "subscriptions" | "invoices") {
  const params = new URLSearchParams({ customer_reference: id, per_page: String(CUSTOMER_BILLING_ROWS) });
  return useQuery({
    queryKey: customerKeys.billing(mode, id, kind),
    queryFn: () => dashboardFetch<CursorList<T>>(`/api/dashboard/${kind}?${params}`),
  });
}

export const useCustomerSubscriptions = (mode: DashboardMode, id: string) => useCustomerBilling<SubscriptionItem>(mode, id, "subscriptions");
export const useCustomerInvoices = (mode: DashboardMode, id: string) => useCustomerBilling<InvoiceItem>(mode, id, "invoices");

/** Detach: the methods are asked for again (the answer is one method), and the billing pages, whose subscriptions lost it. */
export function useDetachPaymentMethod(mode: DashboardMode, customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pm: string) => dashboardFetch<SavedPaymentMethodItem>(`${customerPath(customerId)}/payment-methods/${encodeURIComponent(pm)}/detach`, { method: "POST", body: {} }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: customerKeys.paymentMethods(mode, customerId) }), client.invalidateQueries({ queryKey: billingKeys.all(mode) })]),
  });
}

/** A new signed link each time: nothing is cached, since the link is shown once and kept nowhere. */
export function useCreatePortalLink(customerId: string) {
  return useMutation({
    mutationFn: (expiresInHours: number) => dashboardFetch<PortalLink>(`${customerPath(customerId)}/portal-link`, { method: "POST", body: { expires_in_hours: expiresInHours } }),
  });
}

/** "Abebe Kebede", else the email, else the phone number. */
export function customerName(c: Pick<CustomerListItem, "first_name" | "last_name" | "email" | "phone_number">): string {
  const name = [c.first_name, c.last_name].filter(Boolean).join(" ");
  return name || c.email || c.phone_number || "Unnamed customer";
}
