"use client";
// The customer portal's link (docs/customer-portal.md): a signed link, made on request, shown to copy
// with when it ends. It is a capability that cannot be revoked, so it is made only when asked for,
// for a chosen time, and kept nowhere but on this screen.
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { useCreatePortalLink, type PortalLink } from "@/components/dashboard/customers/customer-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { inputClasses } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { formatDateTime } from "@/lib/dashboard/format";

const LIFETIMES = [
  { value: "1", label: "1 hour" },
  { value: "24", label: "1 day" },
  { value: "168", label: "7 days" },
  { value: "720", label: "30 days" },
];

export function PortalLinkCard({ customerId }: { customerId: string }) {
  const { mode, role } = useDashboard();
  const create = useCreatePortalLink(customerId);
  const [hours, setHours] = useState("168");
  const [link, setLink] = useState<PortalLink | null>(null);
  const canManage = CAN_MANAGE_BILLING.includes(role);

  return (
    <Card className="mt-6" aria-labelledby="customer-portal-title">
      <CardHeader
        titleId="customer-portal-title"
        title="Customer portal link"
        description={`A page where this customer sees their ${mode}-mode subscriptions and invoices, cancels at period end and changes a wallet, with no account.`}
      />
      <div className="space-y-4 px-5 py-4 text-sm">
        <p className="text-slate-600">Whoever has the link sees this customer&apos;s portal until it ends, and it cannot be revoked before: send it to the customer only, and make a new one each time.</p>
        {canManage ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate(Number(hours), { onSuccess: setLink });
            }}
          >
            <SelectField label="Works for" name="expires_in_hours" value={hours} onChange={setHours} options={LIFETIMES} className="w-40" />
            <Button type="submit" loading={create.isPending}>
              {link ? "Make another link" : "Make a link"}
            </Button>
          </form>
        ) : (
          <p className="text-slate-500">Owners and admins make portal links.</p>
        )}
        <MutationErrorNotice error={create.error} title="No link was made" />
        {link ? (
          <div>
            <label htmlFor="customer-portal-link" className="block font-medium text-slate-800">
              Portal link
            </label>
            <div className="mt-1.5 flex gap-2">
              <input id="customer-portal-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} className={cn(inputClasses, "font-mono text-[13px]")} />
              <CopyButton text={link.url} label="Copy" srLabel="portal link" size="md" />
            </div>
            <p className="mt-1.5 text-[13px] text-slate-500">Ends {formatDateTime(link.expires_at)}.</p>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
