"use client";
// /dashboard/invoices/new: the one-off invoice's form; it makes a draft and opens its page.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { InvoiceForm } from "@/components/dashboard/billing/invoice-form";
import { Notice } from "@/components/ui/notice";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";

export function NewInvoicePage() {
  const { mode, role } = useDashboard();
  return (
    <>
      <DetailHeader back={{ href: "/dashboard/invoices", label: "Invoices" }} eyebrow={`One-off invoice, ${mode} mode`} title="New invoice" />
      {CAN_MANAGE_BILLING.includes(role) ? (
        <InvoiceForm key={mode} mode={mode} />
      ) : (
        <Notice title="Your role cannot make invoices">Ask an owner or admin of this account.</Notice>
      )}
    </>
  );
}
