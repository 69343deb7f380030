"use client";
// /dashboard/risk: the merchant's risk rules, value lists and held payments in the dashboard's mode
// (docs/risk-api.md "Dashboard"). Rules: the installation's first (read-only), then the merchant's,
// in the engine's order, each with its status switch; a new rule's expression is compiled by the
// server, whose problem is shown under the field. Lists: create, add values, upload a CSV and follow
// its import. Reviews: the open ones, approved or refused with a note.
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListStates } from "@/components/dashboard/list-states";
import { FormDialog } from "@/components/dashboard/form-dialog";
import {
  useAddValues,
  useCloseReview,
  useCreateList,
  useCreateRule,
  useDeleteList,
  useDeleteRule,
  useImportCsv,
  useRemoveValue,
  useRiskImports,
  useRiskListItems,
  useRiskLists,
  useRiskReviews,
  useRiskRules,
  useUpdateRule,
  type RiskListRow,
  type RiskReviewRow,
} from "@/components/dashboard/risk/risk-hooks";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { ShieldIcon } from "@/components/ui/icons";
import { Input, inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_PAYMENTS, CAN_MANAGE_RISK } from "@/lib/catalog/permissions";
import { RISK_ACTIONS, RISK_ACTION_LABELS, RISK_LIST_KINDS, RISK_RULE_STATUSES, type RiskRuleStatus } from "@/lib/catalog/risk";
import { MAX_IMPORT_CSV_CHARS, MAX_IMPORT_LINES } from "@/lib/risk/manage/schemas";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatDate } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";

type Tab = "rules" | "lists" | "reviews";
const TABS: { id: Tab; label: string }[] = [
  { id: "rules", label: "Rules" },
  { id: "lists", label: "Lists" },
  { id: "reviews", label: "Reviews" },
];
const STATUS_TONE: Record<RiskRuleStatus, BadgeTone> = { active: "green", shadow: "indigo", disabled: "gray" };

export function RiskPage() {
  const { mode } = useDashboard();
  const [tab, setTab] = useState<Tab>("rules");
  return (
    <>
      <PageHeader title="Risk" description={`Rules that allow, block, hold for review or ask for a one-time code, the lists they name, and the payments held for review, in ${mode} mode.`} />
      <div role="tablist" aria-label="Risk sections" className="mb-4 flex gap-2">
        {TABS.map((t) => (
          <Button key={t.id} role="tab" aria-selected={tab === t.id} variant={tab === t.id ? "primary" : "ghost"} onClick={() => setTab(t.id)}>
            {t.label}
          </Button>
        ))}
      </div>
      <div role="tabpanel">{tab === "rules" ? <RulesSection mode={mode} /> : tab === "lists" ? <ListsSection mode={mode} /> : <ReviewsSection mode={mode} />}</div>
    </>
  );
}

function RulesSection({ mode }: { mode: DashboardMode }) {
  const { role } = useDashboard();
  const canManage = CAN_MANAGE_RISK.includes(role);
  const rules = useRiskRules(mode);
  const update = useUpdateRule(mode);
  const remove = useDeleteRule(mode);
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const failed = (error: Error) => notify({ title: "Not saved", description: error.message });
  return (
    <Card aria-labelledby="risk-rules-title">
      <CardHeader titleId="risk-rules-title" title="Rules" description="Installation rules are set by the gateway's operator and run before yours; you can read them, not change them." actions={canManage ? <Button onClick={() => setCreating(true)}>New rule</Button> : null} />
      <ListStates query={rules} loadingLabel="Loading rules" errorTitle="Could not load rules" empty={<EmptyState icon={<ShieldIcon />} title={`No ${mode} rules yet`} description='A rule such as in_list("blocked_phones", phone) with the action Block refuses those payments.' />}>
        {(items) => (
          <DataTable aria-label="Risk rules" rows={items} rowKey={(r) => r.id} columns={["Rule", "Action", "Status", { label: "Order", className: "hidden md:table-cell" }, canManage && actionsColumn("text-right")]}>
            {(r) => (
              <>
                <TD>
                  <p className="font-medium text-slate-900">
                    {r.name} {r.scope === "installation" ? <Badge tone="sky">Installation</Badge> : null}
                  </p>
                  <code className="text-xs break-all text-slate-500">{r.expression}</code>
                </TD>
                <TD>{RISK_ACTION_LABELS[r.action]}</TD>
                <TD>
                  {canManage && r.scope === "merchant" ? (
                    <select
                      aria-label={`Status of ${r.name}`}
                      className={inputClasses}
                      value={r.status}
                      disabled={update.isPending}
                      onChange={(e) => update.mutate({ id: r.id, input: { status: e.target.value as RiskRuleStatus } }, { onError: failed })}
                    >
                      {RISK_RULE_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>
                  )}
                </TD>
                <TD className="hidden md:table-cell">{r.position}</TD>
                {canManage ? (
                  <TD className="text-right">
                    {r.scope === "merchant" ? (
                      <Button variant="danger-ghost" size="sm" aria-label={`Delete ${r.name}`} onClick={() => remove.mutate(r.id, { onError: failed })}>
                        Delete
                      </Button>
                    ) : null}
                  </TD>
                ) : null}
              </>
            )}
          </DataTable>
        )}
      </ListStates>
      {canManage ? <NewRuleDialog open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </Card>
  );
}

const EMPTY_RULE = { name: "", action: "block", expression: "", status: "active", position: "100" };

function NewRuleDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateRule(mode);
  const notify = useToast();
  const [values, setValues] = useState(EMPTY_RULE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    create.reset();
    setValues(EMPTY_RULE);
    setErrors({});
    onClose();
  };
  const set = (field: keyof typeof EMPTY_RULE) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: "" }));
  };
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const position = /^\d+$/.test(values.position.trim()) ? Number(values.position.trim()) : Number.NaN;
    if (Number.isNaN(position)) return setErrors({ position: "Enter a whole number" });
    create.mutate(
      { name: values.name.trim(), action: values.action as (typeof RISK_ACTIONS)[number], expression: values.expression.trim(), status: values.status as RiskRuleStatus, position },
      {
        onSuccess: (rule) => {
          notify({ title: "Rule created", description: rule.name });
          close();
        },
        // The compiler's problem arrives as the expression field's error, shown under it.
        onError: (error) => {
          if (error instanceof DashboardRequestError) setErrors(error.fieldErrors);
        },
      },
    );
  }
  return (
    <FormDialog open={open} onClose={close} attempt={create} onSubmit={onSubmit} className="sm:max-w-xl" title="New rule" submitLabel="Create rule" errorTitle="The rule was not created" description="The expression is checked when you save.">
      <fieldset disabled={create.isPending} className="space-y-4">
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} name="name" value={values.name} onChange={(e) => set("name")(e.target.value)} maxLength={120} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Action" name="action" value={values.action} onChange={set("action")} options={RISK_ACTIONS.map((a) => ({ value: a, label: RISK_ACTION_LABELS[a] }))} error={errors.action} />
          <SelectField label="Status" name="status" value={values.status} onChange={set("status")} options={RISK_RULE_STATUSES.map((s) => ({ value: s, label: s }))} error={errors.status} />
        </div>
        <Field label="Expression" error={errors.expression} hint='CEL, such as amount > 5000.0 && in_list("blocked_phones", phone)'>
          {(p) => <textarea {...p} name="expression" rows={3} className={inputClasses} value={values.expression} onChange={(e) => set("expression")(e.target.value)} maxLength={2000} />}
        </Field>
        <Field label="Order" error={errors.position} hint="Lower runs first within its action.">
          {(p) => <Input {...p} name="position" inputMode="numeric" value={values.position} onChange={(e) => set("position")(e.target.value)} />}
        </Field>
      </fieldset>
    </FormDialog>
  );
}

function ListsSection({ mode }: { mode: DashboardMode }) {
  const { role } = useDashboard();
  const canManage = CAN_MANAGE_RISK.includes(role);
  const lists = useRiskLists(mode);
  const remove = useDeleteList(mode);
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<RiskListRow | null>(null);
  return (
    <>
      <Card aria-labelledby="risk-lists-title">
        <CardHeader titleId="risk-lists-title" title="Lists" description='Values your rules name with in_list("alias", value).' actions={canManage ? <Button onClick={() => setCreating(true)}>New list</Button> : null} />
        <ListStates query={lists} loadingLabel="Loading lists" errorTitle="Could not load lists" empty={<EmptyState icon={<ShieldIcon />} title={`No ${mode} lists yet`} description="A list holds phones, card BINs, e-mails, IP addresses, countries or customers." />}>
          {(items) => (
            <DataTable aria-label="Risk lists" rows={items} rowKey={(l) => l.id} columns={["List", "Kind", { label: "Values", className: "text-right" }, actionsColumn("text-right")]}>
              {(l) => (
                <>
                  <TD>
                    <p className="font-medium text-slate-900">{l.name}</p>
                    <code className="text-xs text-slate-500">{l.alias}</code>
                  </TD>
                  <TD>{l.kind}</TD>
                  <TD className="text-right tabular-nums">{l.item_count}</TD>
                  <TD className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="sm" onClick={() => setOpen(l)}>
                      Values
                    </Button>
                    {canManage ? (
                      <Button variant="danger-ghost" size="sm" aria-label={`Delete ${l.name}`} onClick={() => remove.mutate(l.id, { onError: (e) => notify({ title: "Not deleted", description: e.message }) })}>
                        Delete
                      </Button>
                    ) : null}
                  </TD>
                </>
              )}
            </DataTable>
          )}
        </ListStates>
      </Card>
      {open ? <ListValues key={open.id} list={open} mode={mode} canManage={canManage} onClose={() => setOpen(null)} /> : null}
      {canManage ? <NewListDialog open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </>
  );
}

const EMPTY_LIST = { alias: "", name: "", kind: "phone" };

function NewListDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateList(mode);
  const [values, setValues] = useState(EMPTY_LIST);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    create.reset();
    setValues(EMPTY_LIST);
    setErrors({});
    onClose();
  };
  const set = (field: keyof typeof EMPTY_LIST) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { alias: values.alias.trim(), name: values.name.trim(), kind: values.kind as (typeof RISK_LIST_KINDS)[number] },
      { onSuccess: close, onError: (error) => error instanceof DashboardRequestError && setErrors(error.fieldErrors) },
    );
  }
  return (
    <FormDialog open={open} onClose={close} attempt={create} onSubmit={onSubmit} title="New list" submitLabel="Create list" errorTitle="The list was not created">
      <fieldset disabled={create.isPending} className="space-y-4">
        <Field label="Alias" error={errors.alias} hint="Lower-case letters, digits and underscores, such as blocked_phones.">
          {(p) => <Input {...p} name="alias" value={values.alias} onChange={(e) => set("alias")(e.target.value)} maxLength={63} />}
        </Field>
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} name="name" value={values.name} onChange={(e) => set("name")(e.target.value)} maxLength={120} />}
        </Field>
        <SelectField label="Kind" name="kind" value={values.kind} onChange={set("kind")} options={RISK_LIST_KINDS.map((k) => ({ value: k, label: k }))} error={errors.kind} />
      </fieldset>
    </FormDialog>
  );
}

function ListValues({ list, mode, canManage, onClose }: { list: RiskListRow; mode: DashboardMode; canManage: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const items = useRiskListItems(mode, list.id, page);
  const imports = useRiskImports(mode, list.id);
  const add = useAddValues(mode, list.id);
  const removeValue = useRemoveValue(mode, list.id);
  const upload = useImportCsv(mode, list.id);
  const notify = useToast();
  const [text, setText] = useState("");
  const [error, setError] = useState("");

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = text.split(/[\n,]/).map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) return setError("Enter one value or more, one per line");
    add.mutate(values, {
      onSuccess: (r) => {
        setText("");
        setError("");
        notify({ title: "Values added", description: `${r.added_count} added, ${r.skipped_count} already there` });
      },
      onError: (e) => setError(e instanceof DashboardRequestError ? (Object.values(e.fieldErrors)[0] ?? e.message) : e.message),
    });
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_IMPORT_CSV_CHARS) return setError(`The file is larger than ${MAX_IMPORT_CSV_CHARS / 1000} kB: split it`);
    const csv = await file.text();
    upload.mutate(csv, { onSuccess: () => setError(""), onError: (e) => setError(e.message) });
  }

  return (
    <Card aria-labelledby="risk-values-title" className="mt-4">
      <CardHeader titleId="risk-values-title" title={`Values of ${list.name}`} description={`${list.kind} values, normalised as they are added.`} actions={<Button variant="ghost" onClick={onClose}>Close</Button>} />
      <div className="space-y-4 px-5 py-4">
        {canManage ? (
          <>
            <form onSubmit={onAdd} className="space-y-2" aria-label="Add values">
              <Field label="Add values" error={error} hint="One per line.">
                {(p) => <textarea {...p} rows={3} className={inputClasses} value={text} onChange={(e) => setText(e.target.value)} />}
              </Field>
              <Button type="submit" loading={add.isPending}>
                Add
              </Button>
            </form>
            <Field label="Import a CSV" hint={`One value per line, or a value column; at most ${MAX_IMPORT_LINES} lines.`}>
              {(p) => <input {...p} type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e.target.files?.[0])} />}
            </Field>
          </>
        ) : null}
        {imports.data?.items.length ? (
          <ul className="space-y-2 text-sm" aria-label="Imports">
            {imports.data.items.slice(0, 3).map((i) => (
              <li key={i.id}>
                <Notice tone={i.status === "failed" ? "danger" : i.status === "completed" ? "success" : "info"} title={`Import ${i.status}: ${i.added_count} added, ${i.skipped_count} skipped`}>
                  {i.problems.length ? (
                    <ul>
                      {i.problems.map((p) => (
                        <li key={p.line}>
                          Line {p.line}: {p.problem}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Notice>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ListStates query={items} loadingLabel="Loading values" errorTitle="Could not load values" empty={<p className="px-5 pb-5 text-sm text-slate-500">No values yet.</p>}>
        {(rows) => (
          <>
            <DataTable aria-label="Values" rows={rows} rowKey={(v) => v.id} columns={["Value", { label: "Added", className: "hidden md:table-cell" }, canManage && actionsColumn("text-right")]}>
              {(v) => (
                <>
                  <TD>
                    <code>{v.value}</code>
                  </TD>
                  <TD className="hidden md:table-cell">{formatDate(v.created_at)}</TD>
                  {canManage ? (
                    <TD className="text-right">
                      <Button variant="danger-ghost" size="sm" aria-label={`Remove ${v.value}`} onClick={() => removeValue.mutate(v.value)}>
                        Remove
                      </Button>
                    </TD>
                  ) : null}
                </>
              )}
            </DataTable>
            <div className="flex justify-end gap-2 px-5 py-3">
              <Button variant="ghost" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button variant="ghost" size="sm" disabled={!items.data?.pagination.has_more} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </>
        )}
      </ListStates>
    </Card>
  );
}

function ReviewsSection({ mode }: { mode: DashboardMode }) {
  const { role } = useDashboard();
  const canClose = CAN_MANAGE_PAYMENTS.includes(role);
  const [status, setStatus] = useState("open");
  const reviews = useRiskReviews(mode, status);
  const [closing, setClosing] = useState<{ review: RiskReviewRow; decision: "approve" | "refuse" } | null>(null);
  return (
    <Card aria-labelledby="risk-reviews-title">
      <CardHeader titleId="risk-reviews-title" title="Reviews" description="Paid payments a review rule held: approve to keep the payment, refuse to refund it in full." />
      <div className="border-b border-slate-100 px-5 py-4 sm:w-60">
        <SelectField label="Status" name="status" value={status} onChange={setStatus} options={[{ value: "open", label: "Open" }, { value: "approved", label: "Approved" }, { value: "refused", label: "Refused" }, { value: "", label: "All" }]} />
      </div>
      <ListStates query={reviews} loadingLabel="Loading reviews" errorTitle="Could not load reviews" empty={<EmptyState icon={<ShieldIcon />} title="No reviews here" description="A rule with the action Hold for review puts payments here." />}>
        {(items) => (
          <DataTable aria-label="Risk reviews" rows={items} rowKey={(r) => r.id} columns={["Payment", "Reason", "Status", { label: "Opened", className: "hidden md:table-cell" }, canClose && actionsColumn("text-right")]}>
            {(r) => (
              <>
                <TD>
                  <code className="text-xs">{r.payment_reference}</code>
                </TD>
                <TD>
                  {r.reason}
                  {r.note ? <p className="text-xs text-slate-500">{r.note}</p> : null}
                </TD>
                <TD>
                  <Badge tone={r.status === "open" ? "amber" : r.status === "approved" ? "green" : "red"}>{r.status}</Badge>
                </TD>
                <TD className="hidden md:table-cell">{formatDate(r.opened_at)}</TD>
                {canClose ? (
                  <TD className="text-right whitespace-nowrap">
                    {r.status === "open" ? (
                      <>
                        <Button size="sm" variant="ghost" onClick={() => setClosing({ review: r, decision: "approve" })}>
                          Approve
                        </Button>
                        <Button size="sm" variant="danger-ghost" onClick={() => setClosing({ review: r, decision: "refuse" })}>
                          Refuse
                        </Button>
                      </>
                    ) : null}
                  </TD>
                ) : null}
              </>
            )}
          </DataTable>
        )}
      </ListStates>
      {closing ? <CloseReviewDialog key={closing.review.id} {...closing} mode={mode} onClose={() => setClosing(null)} /> : null}
    </Card>
  );
}

function CloseReviewDialog({ review, decision, mode, onClose }: { review: RiskReviewRow; decision: "approve" | "refuse"; mode: DashboardMode; onClose: () => void }) {
  const close = useCloseReview(mode);
  const notify = useToast();
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return setError("Say why, for your team and the audit log");
    close.mutate(
      { id: review.id, decision, note: note.trim() },
      {
        onSuccess: () => {
          notify({ title: decision === "approve" ? "Payment kept" : "Payment refunded", description: review.payment_reference });
          onClose();
        },
        onError: (e) => e instanceof DashboardRequestError && setError(e.fieldErrors.note ?? ""),
      },
    );
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      attempt={close}
      onSubmit={onSubmit}
      title={decision === "approve" ? "Approve the payment" : "Refuse the payment"}
      submitLabel={decision === "approve" ? "Approve" : "Refuse and refund"}
      errorTitle="The review was not closed"
      description={decision === "approve" ? "The payment is kept." : "The payment is refunded in full."}
    >
      <Field label="Note" error={error}>
        {(p) => <Input {...p} name="note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />}
      </Field>
    </FormDialog>
  );
}
