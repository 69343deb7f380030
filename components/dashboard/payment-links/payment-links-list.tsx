"use client";

// The payment links list: title (a link to the link's page), kind, price or "Customer
// chooses", payments, collected, state, created; a filter by kind; an empty state that says what a
// link is for a merchant who has none yet. Cursor-paged like the customers list.
import { useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ListStates } from "@/components/dashboard/list-states";
import { PageHeader } from "@/components/dashboard/page-header";
import { usePaymentLinks, type PaymentLinkItem } from "@/components/dashboard/payment-links/link-hooks";
import { KIND_LABELS, LinkStateBadge, linkPrice } from "@/components/dashboard/payment-links/link-parts";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { LinkIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import { PagerNav } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { CAN_MANAGE_PAYMENTS } from "@/lib/catalog/permissions";
import { LINK_KINDS, type LinkKind } from "@/lib/catalog/payment-types";
import { formatDate } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

export const linkHref = (id: string) => `/dashboard/payment-links/${encodeURIComponent(id)}`;

function TitleLink({ link }: { link: PaymentLinkItem }) {
  return (
    <Link href={linkHref(link.id)} title={link.title} className={cn("block truncate rounded-sm font-medium text-indigo-700 hover:underline", focusRing)}>
      {link.title}
    </Link>
  );
}

export function PaymentLinksList() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_PAYMENTS.includes(role);
  // The first page again when the mode or the filter changes: each has its own list.
  const [view, setView] = useState<{ mode: string; kind: LinkKind | ""; cursor: string | null }>({ mode, kind: "", cursor: null });
  const kind = view.mode === mode ? view.kind : "";
  const cursor = view.mode === mode ? view.cursor : null;
  const list = usePaymentLinks(mode, kind, cursor);
  const pagination = list.data?.pagination;
  const newButton = canManage ? (
    <Link href="/dashboard/payment-links/new" className={buttonClasses("primary")}>
      New link
    </Link>
  ) : null;

  return (
    <>
      <PageHeader
        title="Payment links"
        description="A page of your own to share in a chat, on social media or on a poster: customers pay on it with no website or developer needed."
        actions={newButton}
      />
      <Card aria-labelledby="links-title">
        <CardHeader titleId="links-title" title="All links" description={`In ${mode} mode`} />
        <div className="border-b border-slate-100 px-5 py-3">
          <label htmlFor="link-kind" className="mr-2 text-sm text-slate-600">
            Kind
          </label>
          <select
            id="link-kind"
            value={kind}
            onChange={(e) => setView({ mode, kind: e.target.value as LinkKind | "", cursor: null })}
            className={cn(inputClasses, "inline-block w-44")}
          >
            <option value="">All kinds</option>
            {LINK_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <ListStates
          query={list}
          loadingLabel="Loading payment links"
          errorTitle="Could not load payment links"
          skeleton={["h-4 w-44", "h-4 flex-1", "h-4 w-24", "h-5 w-16 rounded-full"]}
          empty={
            kind ? (
              <EmptyState icon={<LinkIcon />} title={`No ${KIND_LABELS[kind].toLowerCase()} links in ${mode} mode`} description="Choose another kind, or create one." action={newButton} />
            ) : (
              <EmptyState
                icon={<LinkIcon />}
                title={`No ${mode} payment links yet`}
                description={
                  <>
                    A payment link is a page with your name, a title and a price (or an amount the customer chooses). Share its address or print its QR code;
                    every payment made on it shows here and in Payments. Use one for a product, a donation drive or an event with tickets.
                  </>
                }
                action={newButton}
              />
            )
          }
        >
          {(items) => (
            <>
              <ul className={cn("divide-y divide-slate-100 md:hidden", list.isPlaceholderData && "opacity-60")}>
                {items.map((link) => (
                  <li key={link.id} className="px-5 py-4">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <TitleLink link={link} />
                        <p className="text-[13px] text-slate-500">
                          {KIND_LABELS[link.kind]} · {linkPrice(link)}
                        </p>
                      </div>
                      <LinkStateBadge link={link} />
                    </div>
                    <p className="mt-2 text-[13px] text-slate-600">
                      {link.payment_count} payments · {formatAmount(link.amount_collected, link.currency)} collected
                    </p>
                  </li>
                ))}
              </ul>
              <DataTable className={cn("hidden w-full table-fixed md:table", list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(link) => link.id}
                columns={["Link", { label: "Kind", className: "w-28" }, { label: "Price", className: "hidden w-44 lg:table-cell" }, { label: "Payments", className: "w-24 text-right" }, { label: "Collected", className: "w-40 text-right" }, { label: "State", className: "w-28" }, { label: "Created", className: "hidden w-32 xl:table-cell" }]}
              >
                {(link) => (
                  <>
                    <TD>
                      <TitleLink link={link} />
                    </TD>
                    <TD>{KIND_LABELS[link.kind]}</TD>
                    <TD className="hidden truncate lg:table-cell">{linkPrice(link)}</TD>
                    <TD className="text-right tabular-nums">{link.payment_count}</TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(link.amount_collected, link.currency)}</TD>
                    <TD>
                      <LinkStateBadge link={link} />
                    </TD>
                    <TD className="hidden whitespace-nowrap text-slate-500 xl:table-cell">{formatDate(link.created_at)}</TD>
                  </>
                )}
              </DataTable>
              {pagination && (pagination.has_more || pagination.prev_cursor) ? (
                <PagerNav
                  label="Payment links pages"
                  hasPrevious={Boolean(pagination.prev_cursor)}
                  hasNext={pagination.has_more}
                  onPrevious={() => setView({ mode, kind, cursor: pagination.prev_cursor })}
                  onNext={() => setView({ mode, kind, cursor: pagination.next_cursor })}
                >
                  {items.length} links
                </PagerNav>
              ) : null}
            </>
          )}
        </ListStates>
      </Card>
    </>
  );
}
