"use client";

// A payment link's page in the dashboard: its state and totals, the public address with
// a copy button and the poster to print (QR code drawn on the server), the payments made through
// it, and for an event its ticket types (sold, available) and tickets with a search by reference
// and "Check in" per paid ticket. Owners and admins edit and deactivate it.
import "./poster-print.css";
import { useState } from "react";
import Link from "next/link";
import { FactsCard, type Fact } from "@/components/dashboard/facts-card";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ListStates } from "@/components/dashboard/list-states";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { methodName, paymentHref } from "@/components/dashboard/payments-table";
import { DeactivateLinkDialog, EditLinkDialog } from "@/components/dashboard/payment-links/link-dialogs";
import { useCheckInTicket, useLinkPayments, useLinkTickets, usePaymentLink, type PaymentLinkItem, type TicketItem } from "@/components/dashboard/payment-links/link-hooks";
import { KIND_LABELS, LinkStateBadge, linkPrice } from "@/components/dashboard/payment-links/link-parts";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { CardIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { PagerNav } from "@/components/ui/pager";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { CAN_CHECK_IN_TICKETS, CAN_MANAGE_PAYMENTS } from "@/lib/catalog/permissions";
import { formatDate, formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";
import type { DashboardMode } from "@/lib/catalog/modes";

function Poster({ link, qr }: { link: PaymentLinkItem; qr: string }) {
  return (
    <Card id="link-poster" aria-labelledby="poster-title" className="flex flex-col items-center gap-3 px-5 py-6 text-center">
      <h2 id="poster-title" className="poster-title text-lg font-semibold text-slate-900">
        {link.title}
      </h2>
      <p className="poster-amount text-[15px] font-medium text-slate-700">{linkPrice(link)}</p>
      {/* The server drew this SVG from the link's own address (lib/qr): no user text in it. */}
      <div className="poster-qr [&>svg]:size-48" role="img" aria-label={`QR code of ${link.url}`} dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="poster-url font-mono text-[13px] break-all text-slate-700">{link.url}</p>
      <p className="poster-screen-only text-[13px] text-slate-500">Scan with a phone camera to pay.</p>
      <Button variant="secondary" size="sm" className="poster-screen-only" onClick={() => window.print()}>
        Print poster
      </Button>
    </Card>
  );
}

function Summary({ link }: { link: PaymentLinkItem }) {
  const rows: Fact[] = [
    ["Kind", KIND_LABELS[link.kind]],
    ["Price", linkPrice(link)],
    ["Payments", link.max_payments === null ? String(link.payment_count) : `${link.payment_count} of at most ${link.max_payments}`],
    ["Collected", formatAmount(link.amount_collected, link.currency)],
    ["Expires", link.expires_at ? formatDateTime(link.expires_at) : "Never"],
    ["Customer details", [link.collect.name && "name", link.collect.email && "e-mail", link.collect.phone && "phone"].filter(Boolean).join(", ") || "None"],
    ["Custom questions", link.custom_fields.length ? link.custom_fields.map((f) => f.label + (f.required ? " (required)" : "")).join(", ") : "None"],
    ["Split", link.subaccounts?.length ? link.subaccounts.map((s) => String(s.subaccount_reference ?? "")).join(", ") : "None"],
    ["After paying", link.redirect_url ?? "The receipt"],
    ["Created", formatDate(link.created_at)],
  ];
  return (
    <FactsCard titleId="link-summary-title" facts={rows} />
  );
}

function LinkPayments({ link, mode }: { link: PaymentLinkItem; mode: DashboardMode }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const list = useLinkPayments(mode, link.id, cursor);
  const pagination = list.data?.pagination;
  return (
    <Card aria-labelledby="link-payments-title">
      <CardHeader
        titleId="link-payments-title"
        title="Payments"
        description={`${link.payment_count} successful · ${formatAmount(link.amount_collected, link.currency)} collected`}
      />
      <ListStates
        query={list}
        loadingLabel="Loading the link's payments"
        errorTitle="Could not load the link's payments"
        empty={<EmptyState icon={<CardIcon />} title="No payments yet" description="Payments made on the link's page appear here, and in Payments." />}
      >
        {(items) => (
          <>
            <DataTable className={cn("w-full", list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(p) => p.gateway_reference} rowProps={() => ({ className: "relative hover:bg-slate-50/80" })}
              columns={["Amount", "Status", { label: "Customer", className: "hidden md:table-cell" }, { label: "Method", className: "hidden lg:table-cell" }, { label: "Created", className: "text-right" }]}
            >
              {(p) => (
                <>
                  <TD className="whitespace-nowrap">
                    <Link href={paymentHref(p.gateway_reference)} className={cn("rounded-sm font-medium text-slate-900 tabular-nums after:absolute after:inset-0 after:content-['']", focusRing)}>
                      {formatAmount(p.amount, p.currency)}
                      <span className="sr-only">, payment {p.gateway_reference}</span>
                    </Link>
                  </TD>
                  <TD>
                    <PaymentStatusBadge status={p.status} />
                  </TD>
                  <TD className="hidden md:table-cell">
                    <span className="block max-w-52 truncate">
                      {[p.customer.first_name, p.customer.last_name].filter(Boolean).join(" ") || p.customer.email || <span className="text-slate-400">—</span>}
                    </span>
                  </TD>
                  <TD className="hidden lg:table-cell">{methodName(p.payment_method)}</TD>
                  <TD className="text-right whitespace-nowrap text-slate-500" title={formatDateTime(p.created_at)}>
                    {formatShortDateTime(p.created_at)}
                  </TD>
                </>
              )}
            </DataTable>
            {pagination && (pagination.has_more || pagination.prev_cursor) ? (
              <PagerNav
                label="Payments pages"
                hasPrevious={Boolean(pagination.prev_cursor)}
                hasNext={pagination.has_more}
                onPrevious={() => setCursor(pagination.prev_cursor)}
                onNext={() => setCursor(pagination.next_cursor)}
              >
                {items.length} payments
              </PagerNav>
            ) : null}
          </>
        )}
      </ListStates>
    </Card>
  );
}

function TicketTypes({ link }: { link: PaymentLinkItem }) {
  if (!link.ticket_types?.length) return null;
  return (
    <Card aria-labelledby="ticket-types-title">
      <CardHeader titleId="ticket-types-title" title="Ticket types" />
      <DataTable className="w-full" rows={link.ticket_types} rowKey={(t) => t.id}
        columns={["Type", { label: "Price", className: "text-right" }, { label: "Sold", className: "text-right" }, { label: "Available", className: "text-right" }, { label: "On sale", className: "hidden md:table-cell" }]}
      >
        {(t) => (
          <>
            <TD className="font-medium text-slate-900">{t.name}</TD>
            <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(t.price, link.currency)}</TD>
            <TD className="text-right tabular-nums">
              {t.sold} of {t.quantity}
            </TD>
            <TD className="text-right tabular-nums">{t.available}</TD>
            <TD className="hidden text-slate-600 md:table-cell">
              {t.sales_start_at || t.sales_end_at ? `${t.sales_start_at ? formatShortDateTime(t.sales_start_at) : "now"} – ${t.sales_end_at ? formatShortDateTime(t.sales_end_at) : "the event"}` : "Always"}
            </TD>
          </>
        )}
      </DataTable>
    </Card>
  );
}

function TicketStatus({ ticket }: { ticket: TicketItem }) {
  if (ticket.checked_in_at) return <Badge tone="indigo">Checked in {formatShortDateTime(ticket.checked_in_at)}</Badge>;
  if (ticket.status === "paid") return <Badge tone="green">Paid</Badge>;
  if (ticket.status === "held") return <Badge tone="amber">Held</Badge>;
  if (ticket.status === "void") return <Badge tone="red">Void (refunded)</Badge>;
  return <Badge tone="gray">Released</Badge>;
}

function Tickets({ link, mode, canCheckIn }: { link: PaymentLinkItem; mode: DashboardMode; canCheckIn: boolean }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const list = useLinkTickets(mode, link.id, cursor, true);
  const checkIn = useCheckInTicket(mode, link.id);
  const [result, setResult] = useState<{ reference: string; ok: boolean; message: string } | null>(null);
  const q = search.trim().toUpperCase();
  const pagination = list.data?.pagination;
  const filtered = list.data ? { ...list.data, items: q ? list.data.items.filter((t) => t.reference.toUpperCase().includes(q)) : list.data.items } : undefined;
  return (
    <Card aria-labelledby="tickets-title">
      <CardHeader titleId="tickets-title" title="Tickets" description="Check a ticket in when its holder arrives; a ticket checks in once." />
      <div className="border-b border-slate-100 px-5 py-3">
        <label htmlFor="ticket-search" className="sr-only">
          Search tickets by reference
        </label>
        <Input id="ticket-search" type="search" placeholder="Search by reference, e.g. TKT-7Q3K" value={search} onChange={(e) => setSearch(e.target.value)} className="max-w-sm" autoComplete="off" />
      </div>
      {result ? (
        <div className="px-5 pt-4">
          <Notice tone={result.ok ? "success" : "danger"} role={result.ok ? "status" : "alert"} title={result.ok ? `${result.reference} checked in` : `${result.reference} was not checked in`}>
            {result.message}
          </Notice>
        </div>
      ) : null}
      <ListStates
        query={{ ...list, data: filtered }}
        loadingLabel="Loading tickets"
        errorTitle="Could not load tickets"
        empty={<EmptyState title={q ? "No ticket with this reference on this page" : "No tickets yet"} description={q ? "Check the reference on the customer's receipt." : "Tickets appear here as they are bought."} />}
      >
        {(items) => (
          <>
            <DataTable className={cn("w-full", list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(t) => t.reference}
              columns={["Reference", "Attendee", { label: "Type", className: "hidden md:table-cell" }, "Status", canCheckIn && actionsColumn()]}
            >
              {(t) => (
                <>
                  <TD className="font-mono text-[13px] whitespace-nowrap">{t.reference}</TD>
                  <TD>{t.attendee_name}</TD>
                  <TD className="hidden md:table-cell">{t.ticket_type.name}</TD>
                  <TD>
                    <TicketStatus ticket={t} />
                  </TD>
                  {canCheckIn ? (
                    <TD className="text-right">
                      {t.status === "paid" && !t.checked_in_at ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={checkIn.isPending && checkIn.variables === t.reference}
                          onClick={() =>
                            checkIn.mutate(t.reference, {
                              onSuccess: (ticket) => setResult({ reference: ticket.reference, ok: true, message: `${ticket.attendee_name}, ${ticket.ticket_type.name}.` }),
                              onError: (error) => setResult({ reference: t.reference, ok: false, message: error.message }),
                            })
                          }
                        >
                          Check in<span className="sr-only"> {t.reference}</span>
                        </Button>
                      ) : null}
                    </TD>
                  ) : null}
                </>
              )}
            </DataTable>
            {pagination && (pagination.has_more || pagination.prev_cursor) ? (
              <PagerNav
                label="Tickets pages"
                hasPrevious={Boolean(pagination.prev_cursor)}
                hasNext={pagination.has_more}
                onPrevious={() => setCursor(pagination.prev_cursor)}
                onNext={() => setCursor(pagination.next_cursor)}
              >
                {items.length} tickets
              </PagerNav>
            ) : null}
          </>
        )}
      </ListStates>
    </Card>
  );
}

export function LinkDetailView({ initial, qr }: { initial: PaymentLinkItem; qr: string }) {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_PAYMENTS.includes(role);
  const query = usePaymentLink(mode, initial.id, initial);
  const link = query.data ?? initial;
  const [editing, setEditing] = useState({ open: false, session: 0 });
  const [deactivating, setDeactivating] = useState(false);

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/payment-links", label: "Payment links" }}
        eyebrow={`${KIND_LABELS[link.kind]} link`}
        title={link.title}
        badge={<LinkStateBadge link={link} />}
        reference={{ text: link.id, srLabel: "ID of the link" }}
        actions={
          canManage ? (
            <>
              <Button variant="secondary" onClick={() => setEditing((e) => ({ open: true, session: e.session + 1 }))}>
                Edit
              </Button>
              {link.active ? (
                <Button variant="danger-ghost" onClick={() => setDeactivating(true)}>
                  Deactivate
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {!link.active ? (
        <Notice className="mb-6" tone="warning" title="This link is deactivated">
          Its page no longer takes payments. Payments already made and their tickets stay valid.
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Card aria-labelledby="share-title">
            <CardHeader titleId="share-title" title="Share" description="Paste the address in a chat or a post, or print the poster." />
            <div className="flex flex-wrap items-center gap-2 px-5 py-4">
              <label htmlFor="link-url" className="sr-only">
                Public address of the link
              </label>
              <Input id="link-url" readOnly value={link.url} className="max-w-md min-w-0 flex-1 font-mono text-[13px]" onFocus={(e) => e.currentTarget.select()} />
              <CopyButton text={link.url} label="Copy link" />
              <a href={link.url} target="_blank" rel="noreferrer" className={buttonClasses("secondary", "sm")}>
                Open page<span className="sr-only"> (new tab)</span>
              </a>
            </div>
          </Card>
          <Summary link={link} />
          <TicketTypes link={link} />
          {link.kind === "event" ? <Tickets link={link} mode={mode} canCheckIn={CAN_CHECK_IN_TICKETS.includes(role)} /> : null}
          <LinkPayments link={link} mode={mode} />
        </div>
        <div className="space-y-6">
          <Poster link={link} qr={qr} />
        </div>
      </div>
      {canManage ? (
        <>
          <EditLinkDialog key={`edit-${editing.session}`} link={link} open={editing.open} onClose={() => setEditing((e) => ({ ...e, open: false }))} mode={mode} />
          <DeactivateLinkDialog link={link} open={deactivating} onClose={() => setDeactivating(false)} mode={mode} />
        </>
      ) : null}
    </>
  );
}
