"use client";
// The CSV upload: a title and a currency for the batch, a file read in the browser
// (lib/payouts/payout-csv.ts), then the server's preview (the same checks as the API, nothing
// written) as a table with each row's problem, fee and the total against the available
// balance. "Create payouts" is enabled only when the preview of this very file has no problem;
// the server checks everything again when it is pressed.
import { useRouter } from "next/navigation";
import { Fragment, useState, type ChangeEvent } from "react";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useBalances } from "@/components/dashboard/money-hooks";
import { useBulkPreview, useCreateBatch, type BulkRequest } from "@/components/dashboard/payouts-bulk/hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import { CsvError, csvColumnOf, PAYOUT_CSV_COLUMNS, readPayoutCsv, REQUIRED_PAYOUT_CSV_COLUMNS, rowProblemMessage, type CsvRow } from "@/lib/payouts/payout-csv";
import { bankDisplayName } from "@/lib/catalog/bank-names";
import { banksFor } from "@/lib/catalog/banks";
import { BatchReviewDialog } from "@/components/dashboard/payouts-bulk/batch-review-dialog";
import { CAN_MOVE_MONEY, ROLE_LABELS } from "@/lib/catalog/permissions";
import { MAX_BULK_PAYOUTS } from "@/lib/schemas/payouts";

type RowError = { index: number; field: string; code: string; message: string };

const TEMPLATE_URL = "/templates/bulk-payouts-template.csv";

export function BulkUpload() {
  const { mode, role } = useDashboard();
  const router = useRouter();
  const canMove = CAN_MOVE_MONEY.includes(role);
  const [title, setTitle] = useState("");
  const [currency, setCurrency] = useState<string>("ETB");
  const [file, setFile] = useState<{ name: string; rows: CsvRow[]; version: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [versions, setVersions] = useState(0);
  // "Review batch" opens the summary; only its confirm creates the payouts.
  const [reviewing, setReviewing] = useState(false);

  const request: BulkRequest | null = file && canMove ? { title, currency, payouts: file.rows.map((r) => r.payout) } : null;
  const preview = useBulkPreview(mode, file?.version ?? 0, request);
  const create = useCreateBatch(mode);
  const balances = useBalances(mode);
  const available = balances.data?.find((b) => b.currency === currency)?.available ?? 0;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    create.reset();
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    try {
      const rows = readPayoutCsv(await chosen.text());
      const version = versions + 1;
      setVersions(version);
      setFile({ name: chosen.name, rows, version });
    } catch (error) {
      setFileError(error instanceof CsvError ? error.message : "The file could not be read as text; save it as CSV (UTF-8) and try again");
    }
  }

  // Row problems: the submit's answer when it was refused, else the preview's.
  const submitError = create.error instanceof DashboardRequestError ? create.error : null;
  const submitRowErrors = submitError && Array.isArray(submitError.details) ? (submitError.details as RowError[]).filter((d) => typeof d?.index === "number") : [];
  const rowErrors: RowError[] = submitRowErrors.length ? submitRowErrors : (preview.data?.errors ?? []);
  const errorsByRow = new Map<number, RowError[]>();
  for (const e of rowErrors) errorsByRow.set(e.index, [...(errorsByRow.get(e.index) ?? []), e]);
  const previewError = preview.error instanceof DashboardRequestError ? preview.error : preview.error ? new DashboardRequestError(preview.error.message, 0, "PROCESSING_FAILED", null) : null;

  const blocker = !canMove
    ? `Your role (${ROLE_LABELS[role]}) cannot create payouts`
    : !file
      ? "Choose a CSV file"
      : preview.isFetching
        ? "Checking the file…"
        : previewError
          ? "Fix the file first"
          : preview.data && !preview.data.ok
            ? preview.data.errors.length
              ? `Fix the ${preview.data.errors.length === 1 ? "row" : `${preview.data.errors.length} rows`} marked in red first`
              : "The balance is not enough for this batch"
            : !title.trim()
              ? "Give the batch a title"
              : null;

  function submit() {
    if (!request || blocker) return;
    create.mutate(request, {
      onSuccess: (batch) => router.push(`/dashboard/payouts/bulk?batch=${encodeURIComponent(batch.batch_reference)}`),
      onError: () => {
        setReviewing(false);
        void preview.refetch();
      },
    });
  }

  return (
    <div className="space-y-6">
      <Card aria-labelledby="bulk-file-title">
        <CardHeader
          titleId="bulk-file-title"
          title="Upload a CSV file"
          description={`Up to ${MAX_BULK_PAYOUTS} payouts in ${mode} mode, created together when every row is valid, or not at all.`}
          actions={
            <a href={TEMPLATE_URL} download="bulk-payouts-template.csv" className="text-sm font-medium text-indigo-600 hover:text-indigo-500">
              Download the template
            </a>
          }
        />
        <CardBody className="space-y-5">
          {!canMove ? (
            <Notice title="View only">Your role ({role}) can see payout batches but not create them.</Notice>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Batch title" hint="Shown with the batch, e.g. November salaries.">
              {(p) => <Input {...p} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} disabled={!canMove} />}
            </Field>
            <CurrencySelect
              hint="Every payout of the batch is in this currency."
              value={currency}
              onChange={(c) => {
                create.reset();
                setCurrency(c);
              }}
              disabled={!canMove}
            />
          </div>
          <Field label="CSV file" error={fileError ?? undefined} hint={file ? `${file.name}: ${file.rows.length} ${file.rows.length === 1 ? "payout" : "payouts"}` : undefined}>
            {(p) => (
              <input
                {...p}
                type="file"
                accept=".csv,text/csv"
                onChange={onFile}
                disabled={!canMove}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
              />
            )}
          </Field>
          <CsvFormatHelp currency={currency} />
        </CardBody>
      </Card>

      {file ? (
        <Card aria-labelledby="bulk-preview-title">
          <CardHeader
            titleId="bulk-preview-title"
            title="Preview"
            description="Nothing has been sent yet. Rows with a problem are marked; fix them in the file and choose it again."
            actions={preview.isFetching ? <Spinner label="Checking the file" /> : null}
          />
          {previewError ? (
            <div className="p-5">
              <Notice tone="danger" role="alert" title="The file cannot be submitted">
                {previewError.message}
              </Notice>
            </div>
          ) : null}
          <PreviewSummary
            currency={preview.data?.currency ?? currency}
            count={file.rows.length}
            invalid={new Set(rowErrors.map((e) => e.index)).size}
            totals={preview.data ? { amount: preview.data.total_amount, fee: preview.data.total_fee, total: preview.data.total } : null}
            available={preview.data?.available ?? available}
          />
          {preview.data?.balance_error ? (
            <div className="px-5 pb-4">
              <Notice tone="danger" role="alert" title="Not enough balance">
                {preview.data.balance_error.message}
              </Notice>
            </div>
          ) : null}
          <Table aria-label="Payouts in the file">
            <THead>
              <TR>
                <TH>Row</TH>
                <TH>Amount</TH>
                <TH>Account name</TH>
                <TH>Account number</TH>
                <TH>Bank</TH>
                <TH>Reference</TH>
                <TH>Reason</TH>
                <TH>Fee</TH>
                <TH>Check</TH>
              </TR>
            </THead>
            <TBody>
              {file.rows.map((row, index) => {
                const errors = errorsByRow.get(index) ?? [];
                const item = preview.data?.items[index];
                const bad = (column: string) => errors.some((e) => csvColumnOf(e.field) === column);
                const cell = (column: (typeof PAYOUT_CSV_COLUMNS)[number], className?: string) => (
                  <TD className={cn(className, bad(column) && "font-medium text-red-700")}>{row.values[column] || <span className="text-slate-400">—</span>}</TD>
                );
                const problemId = `bulk-row-${index + 1}-problem`;
                return (
                  <Fragment key={index}>
                    <TR
                      className={errors.length ? "bg-red-50/60" : undefined}
                      data-row={index + 1}
                      aria-invalid={errors.length ? true : undefined}
                      aria-describedby={errors.length ? problemId : undefined}
                    >
                      <TD className="tabular-nums">{index + 1}</TD>
                      {cell("amount", "tabular-nums")}
                      {cell("account_name")}
                      {cell("account_number", "font-mono text-[13px]")}
                      <TD className={cn(bad("bank_slug") && "font-medium text-red-700")}>{bankDisplayName(row.payout.account.bank_slug, row.values.bank_slug)}</TD>
                      {cell("merchant_reference", "font-mono text-[13px]")}
                      {cell("reason")}
                      <TD className="tabular-nums">{item?.service_fee != null ? formatAmount(item.service_fee, preview.data!.currency) : "—"}</TD>
                      <TD>
                        {errors.length ? (
                          <span className="text-[13px] font-medium text-red-700">Problem</span>
                        ) : preview.data ? (
                          <span className="text-[13px] text-emerald-700">OK</span>
                        ) : null}
                      </TD>
                    </TR>
                    {errors.length ? (
                      <tr className="bg-red-50/60" data-row-problem={index + 1}>
                        <td colSpan={9} id={problemId} className="px-5 pt-0 pb-3 text-[13px] text-red-700">
                          {errors.map((e) => (
                            <p key={e.field + e.code}>
                              <span className="font-medium">Row {index + 1}:</span> {rowProblemMessage(e, row.values, preview.data?.currency ?? currency)}
                            </p>
                          ))}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </TBody>
          </Table>
          <CardFooter className="justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              {blocker ?? "Ready: every row is valid and the balance covers the batch."}
            </p>
            <Button onClick={() => setReviewing(true)} disabled={blocker !== null}>
              Review batch
            </Button>
          </CardFooter>
          {reviewing && preview.data && file ? (
            <BatchReviewDialog
              open
              title={title}
              preview={preview.data}
              rows={file.rows}
              pending={create.isPending}
              onConfirm={submit}
              onClose={() => setReviewing(false)}
            />
          ) : null}
          {submitError ? (
            <div className="px-5 pb-5">
              <Notice tone="danger" role="alert" title="The batch was not created">
                {submitError.message}
              </Notice>
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}

function PreviewSummary({
  currency,
  count,
  invalid,
  totals,
  available,
}: {
  currency: string;
  count: number;
  invalid: number;
  totals: { amount: number; fee: number; total: number } | null;
  available: number;
}) {
  const items: [string, string][] = [
    ["Payouts", `${count}${invalid ? ` (${invalid} with problems)` : ""}`],
    ["Amounts", totals ? formatAmount(totals.amount, currency) : "—"],
    ["Fees", totals ? formatAmount(totals.fee, currency) : "—"],
    ["Total", totals ? formatAmount(totals.total, currency) : "—"],
    ["Available", formatAmount(available, currency)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 px-5 py-4 sm:grid-cols-5" aria-label="Batch totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CsvFormatHelp({ currency }: { currency: string }) {
  const descriptions: Record<(typeof PAYOUT_CSV_COLUMNS)[number], string> = {
    amount: "In major units of the batch's currency, e.g. 1500 or 1500.50",
    account_name: "The account holder's name",
    account_number: "Bank: the account's digits. Wallet: the phone number, e.g. +251911110000",
    bank_slug: `The bank or wallet, by its name or its code (column "bank" or "bank_slug"); for ${currency}: ${banksFor(currency as never)
      .map((b) => `${b.name} (${b.slug})`)
      .join(", ")}`,
    merchant_reference: "Your own reference, unique among your payouts (optional)",
    reason: "Shown with the payout (optional)",
  };
  return (
    <details className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
      <summary className="cursor-pointer font-medium text-slate-900">CSV columns</summary>
      <p className="mt-2">
        A header row naming the columns (any order), then one payout per row. Fields with commas or line breaks go in double quotes. UTF-8, comma-separated.
      </p>
      <dl className="mt-2 space-y-1">
        {PAYOUT_CSV_COLUMNS.map((c) => (
          <div key={c} className="flex gap-2">
            <dt className="w-44 shrink-0 font-mono text-[13px]">
              {c}
              {REQUIRED_PAYOUT_CSV_COLUMNS.includes(c) ? "" : " (optional)"}
            </dt>
            <dd>{descriptions[c]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
