"use client";
// Payout approval thresholds: per currency, the amount above which a payout
// made in the dashboard or with the API (single or bulk) waits in "auth_needed", its money held,
// until another team member with the approve permission approves it; its creator never can.
// Owners set and remove them (each change is in the audit log); other roles read them.
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { amountInputProblem, parseAmountInput } from "@/components/dashboard/fields/parse-amount-input";
import { PageHeader } from "@/components/dashboard/page-header";
import { usePayoutApprovalThresholds, useSetPayoutApprovalThreshold } from "@/components/dashboard/payouts/payout-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_APPROVE_PAYOUTS, CAN_SET_PAYOUT_APPROVAL_LIMITS, ROLE_LABELS } from "@/lib/catalog/permissions";
import { formatAmount } from "@/lib/money/format-amount";

export function PayoutApprovalsClient() {
  const { mode, role } = useDashboard();
  const canSet = CAN_SET_PAYOUT_APPROVAL_LIMITS.includes(role);
  const thresholds = usePayoutApprovalThresholds(mode);
  const save = useSetPayoutApprovalThreshold(mode);
  const notify = useToast();
  const [currency, setCurrency] = useState("ETB");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const entries = Object.entries(thresholds.data ?? {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const parsed = parseAmountInput(amount, currency);
    if (!parsed.ok) return setProblem(amountInputProblem(parsed.problem, currency));
    const value = parsed.major;
    setProblem(null);
    save.mutate(
      { currency, amount: value },
      {
        onSuccess: () => {
          notify({ title: "Threshold saved", description: `${currency} payouts above ${formatAmount(value, currency)} now need a second approver.` });
          setAmount("");
        },
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Payout approvals"
        description="A second pair of eyes on large payouts: above the amount you set for a currency, a payout waits until another team member approves it. Its amount and fee are held meanwhile; rejecting it returns them."
      />
      <Card aria-labelledby="thresholds-title" className="mb-6">
        <CardHeader titleId="thresholds-title" title="Thresholds" description="Per currency; a currency without one needs no second approver. Applies to payouts from the dashboard, the API and bulk files, in both modes." />
        {entries.length === 0 ? (
          <CardBody className="text-sm text-slate-600">{thresholds.isPending ? "Loading…" : "None set: every payout leaves without a second approver."}</CardBody>
        ) : (
          <Table aria-label="Payout approval thresholds">
            <THead>
              <TR>
                <TH>Currency</TH>
                <TH>Second approver above</TH>
                {canSet ? <TH className="text-right">Actions</TH> : null}
              </TR>
            </THead>
            <TBody>
              {entries.map(([c, value]) => (
                <TR key={c}>
                  <TD>{c}</TD>
                  <TD className="tabular-nums">{formatAmount(value, c)}</TD>
                  {canSet ? (
                    <TD className="text-right">
                      <Button size="sm" variant="danger-ghost" onClick={() => save.mutate({ currency: c, amount: null })} aria-label={`Remove the ${c} threshold`}>
                        Remove
                      </Button>
                    </TD>
                  ) : null}
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
      {canSet ? (
        <Card aria-labelledby="set-threshold-title">
          <CardHeader titleId="set-threshold-title" title="Set a threshold" />
          <CardBody>
            <form noValidate onSubmit={onSubmit} aria-label="Set a threshold" className="flex flex-wrap items-start gap-4">
              <CurrencySelect value={currency} onChange={setCurrency} className="w-48" />
              <AmountField label={`Second approver above (${currency})`} currency={currency} hint={null} error={problem ?? undefined} className="min-w-56 flex-1" value={amount} onChange={setAmount} />
              <Button type="submit" loading={save.isPending} className="mt-7">
                Save threshold
              </Button>
            </form>
            {save.isError ? (
              <Notice tone="danger" role="alert" title="The threshold was not saved" className="mt-4">
                {save.error.message}
              </Notice>
            ) : null}
          </CardBody>
        </Card>
      ) : (
        <Notice title="Owners set these">
          Your role ({ROLE_LABELS[role]}) can read the thresholds{CAN_APPROVE_PAYOUTS.includes(role) ? " and approve other members' payouts above them" : ""}; only owners change them.
        </Notice>
      )}
    </>
  );
}
