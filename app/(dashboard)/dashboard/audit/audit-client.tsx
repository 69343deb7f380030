"use client";

// The audit log: who did what, when, from where, in every mode. Filters by actor (a team
// member, API keys, the command line or the gateway itself, chosen from a list), action (or
// family: payout.*) and date range; pages with cursors; "Export CSV" downloads the current filter.
// Owners only (the JSON route says so). It fits a 1366 px screen: fixed columns that wrap, and a
// change reads as one "field: before → after" row per field, not as JSON.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/dashboard/page-header";
import { useTeam } from "@/components/dashboard/team/team-hooks";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ShieldIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { SelectField } from "@/components/ui/select-field";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { auditChanges } from "@/lib/audit/audit-changes";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";

type AuditItem = {
  id: string;
  created_at: string;
  actor: { type: string; user_id: string | null; user_email: string | null; api_key_id: string | null };
  action: string;
  mode: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
};
type AuditPage = { items: AuditItem[]; pagination: { next_cursor: string | null; prev_cursor: string | null } };
type Filters = { actor: string; action: string; from: string; to: string };

const EMPTY: Filters = { actor: "", action: "", from: "", to: "" };

function queryString(filters: Filters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The actors other than team members, as the filter's values (the route's actor types). */
const ACTOR_KINDS = [
  { value: "api", label: "API key" },
  { value: "cli", label: "Command line" },
  { value: "system", label: "System" },
  { value: "operator", label: "Operator" },
  { value: "customer", label: "Customer" },
];

function who(item: AuditItem): string {
  if (item.actor.type === "dashboard") return item.actor.user_email ?? item.actor.user_id ?? "a removed user";
  if (item.actor.type === "api") return `API key ${item.actor.api_key_id ?? ""}`.trim();
  if (item.actor.type === "cli") return "Command line";
  if (item.actor.type === "demo") return "Demo data";
  // The installation's staff act under one name here: the operator's own audit log names the person.
  if (item.actor.type === "operator") return "Operator";
  if (item.actor.type === "customer") return "Customer (billing portal)";
  return "System";
}

function Changes({ item }: { item: AuditItem }) {
  const changes = auditChanges(item.before, item.after);
  if (changes.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{c.field}:</span>{" "}
          {c.before === null ? null : (
            <>
              <span className="text-slate-500">{c.before}</span>
              {" → "}
            </>
          )}
          <span className="text-slate-800">{c.after ?? "removed"}</span>
        </li>
      ))}
    </ul>
  );
}

export function AuditClient() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const team = useTeam();
  const actorOptions = [
    ...(team.data?.members ?? []).map((m) => ({ value: `user:${m.user_id}`, label: m.name ? `${m.name} (${m.email})` : m.email })),
    ...ACTOR_KINDS,
  ];
  const page = useQuery({
    queryKey: ["dashboard", "audit", filters, cursor],
    queryFn: () => dashboardFetch<AuditPage>(`/api/dashboard/audit${queryString(filters, cursor ? { cursor } : {})}`),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setCursor(undefined);
  }

  const field = (name: keyof Filters, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <Input id={`audit-${name}`} name={name} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} {...props} />
    </div>
  );

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in this account, from the dashboard, the API and the command line: who, what, when and from where. Records are never changed or removed."
        actions={
          <a className={buttonClasses("secondary")} href={`/api/dashboard/audit/export${queryString(filters)}`} download>
            Export CSV
          </a>
        }
      />

      <form className="mb-6 grid gap-3 sm:grid-cols-5 sm:items-end" onSubmit={apply} aria-label="Filter the audit log">
        <SelectField label="Actor" name="actor" value={draft.actor} onChange={(actor) => setDraft({ ...draft, actor })} options={actorOptions}>
          <option value="">Everyone</option>
        </SelectField>
        {field("action", "Action", { placeholder: "payout.* or subaccount.updated" })}
        {field("from", "From", { type: "date" })}
        {field("to", "To", { type: "date" })}
        <Button type="submit">Filter</Button>
      </form>

      <Card aria-labelledby="audit-title">
        <CardHeader titleId="audit-title" title="Records" description="Newest first." />
        {page.isPending ? (
          <p className="p-5 text-sm text-slate-500">Loading…</p>
        ) : page.isError ? (
          <div className="p-5">
            <LoadError title="Could not load the audit log" error={page.error} onRetry={() => page.refetch()} />
          </div>
        ) : page.data.items.length === 0 ? (
          <EmptyState icon={<ShieldIcon />} title="No records" description="Nothing matches these filters." />
        ) : (
          <>
            <Table className="w-full table-fixed">
              <THead>
                <TR>
                  <TH className="w-36">When</TH>
                  <TH className="w-44">Who</TH>
                  <TH className="w-44">Action</TH>
                  <TH className="w-40">Object</TH>
                  <TH>Change</TH>
                  <TH className="w-40">From</TH>
                </TR>
              </THead>
              <TBody>
                {page.data.items.map((item) => (
                  <TR key={item.id}>
                    <TD className="align-top text-[13px]">{formatDateTime(item.created_at)}</TD>
                    <TD className="align-top text-[13px] break-all">{who(item)}</TD>
                    <TD className="align-top">
                      <code className="text-xs break-all">{item.action}</code>
                      {item.mode ? <span className="block text-xs text-slate-500">{item.mode} mode</span> : null}
                    </TD>
                    <TD className="align-top">
                      <code className="text-xs break-all">{item.target_id ?? ""}</code>
                    </TD>
                    <TD className="align-top text-xs text-slate-600">
                      <Changes item={item} />
                    </TD>
                    <TD className="align-top text-xs text-slate-600">
                      <span className="block break-all">{item.ip ?? ""}</span>
                      <span className="block truncate" title={item.user_agent ?? undefined}>
                        {item.user_agent ?? ""}
                      </span>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            <div className="flex justify-end gap-2 p-4">
              <Button variant="secondary" size="sm" disabled={!page.data.pagination.prev_cursor} onClick={() => setCursor(page.data.pagination.prev_cursor ?? undefined)}>
                Newer
              </Button>
              <Button variant="secondary" size="sm" disabled={!page.data.pagination.next_cursor} onClick={() => setCursor(page.data.pagination.next_cursor ?? undefined)}>
                Older
              </Button>
            </div>
          </>
        )}
      </Card>
    </>
  );
}
