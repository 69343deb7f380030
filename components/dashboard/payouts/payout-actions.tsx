"use client";
// What a payout waiting for the merchant needs, on its page, for owners and
// developers: an OTP payout takes the code the bank sent (tries left are shown; the third
// wrong code fails the payout and returns its money), a payout held for approval is approved
// (it goes on to the bank) or rejected (it fails and its money returns), each after a
// confirmation. Viewers see what is awaited and who can act.
// A payout created above the account's approval threshold waits for a
// second team member ("payouts.approve"); its creator is offered only "Reject" (the server refuses
// their approval too). The list offers the same two buttons on its row (PayoutRowDecision).
import { useState, type FormEvent } from "react";
import { useConfirmPayoutOtp, useDecidePayout } from "@/components/dashboard/payouts/payout-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import type { PayoutDetail, PayoutListItem } from "@/lib/payouts/payout-view-types";
import type { DashboardMode } from "@/lib/catalog/modes";
import { bankDisplayName } from "@/lib/catalog/bank-names";

export function PayoutActionCard({ payout, mode, canAct, canApprove }: { payout: PayoutDetail; mode: DashboardMode; canAct: boolean; canApprove: boolean }) {
  if (payout.approval.waiting) {
    return (
      <Card aria-labelledby="approval-title" className="ring-amber-300">
        <CardHeader
          titleId="approval-title"
          title="Second approval needed"
          description={`${formatAmount(payout.amount, payout.currency)} is above your account's approval threshold. Created by ${payout.approval.created_by_you ? "you" : (payout.approval.created_by ?? "an API key")}; its amount and fee are held, and nothing is sent until another team member approves it. Rejecting it returns them to your balance.`}
        />
        <CardBody>
          {!canApprove ? (
            <p className="text-sm text-slate-600">Only owners and admins of this account can approve or reject it.</p>
          ) : (
            <>
              {payout.approval.created_by_you ? (
                <p className="mb-3 text-sm text-slate-700">You created this payout, so another team member must approve it. You can still reject it.</p>
              ) : null}
              <ApprovalButtons payout={payout} mode={mode} canApprove={!payout.approval.created_by_you} />
            </>
          )}
        </CardBody>
      </Card>
    );
  }
  if (payout.status === "otp_needed") {
    return (
      <Card aria-labelledby="otp-title" className="ring-violet-300">
        <CardHeader titleId="otp-title" title="Enter the OTP" description="The receiving bank sent a one-time code to confirm this payout." />
        <CardBody>{canAct ? <OtpForm payout={payout} mode={mode} /> : <ViewOnly />}</CardBody>
      </Card>
    );
  }
  if (payout.status === "auth_needed") {
    return (
      <Card aria-labelledby="approval-title" className="ring-amber-300">
        <CardHeader
          titleId="approval-title"
          title="Approval needed"
          description={`The processor holds this payout of ${formatAmount(payout.amount, payout.currency)} until you approve it. Rejecting it returns amount and fee to your balance.`}
        />
        <CardBody>{canAct ? <ApprovalButtons payout={payout} mode={mode} canApprove /> : <ViewOnly />}</CardBody>
      </Card>
    );
  }
  return null;
}

function ViewOnly() {
  return <p className="text-sm text-slate-600">Only owners and admins of this account can act on it.</p>;
}

function OtpForm({ payout, mode }: { payout: PayoutDetail; mode: DashboardMode }) {
  const confirm = useConfirmPayoutOtp(mode, payout.gateway_reference);
  const notify = useToast();
  const [otp, setOtp] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const format = /^\d{4,8}$/.test(otp.trim()) ? null : "Enter the 4 to 8 digit code";
  // A wrong or malformed code belongs to the field (the message says how many tries are left); anything else to a notice.
  const codeRefused = confirm.error instanceof DashboardRequestError && FIELD_CODES.has(confirm.error.code);
  const error = checked !== null ? checked : codeRefused ? confirm.error?.message : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.reset();
    if (format) return setChecked(format);
    setChecked(null);
    confirm.mutate(otp.trim(), {
      onSuccess: () => {
        setOtp("");
        notify({ title: "OTP accepted", description: "The payout is on its way to the bank." });
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter the OTP" className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <Field label="One-time code" error={error ? sentenceCase(error) : undefined} hint={`${payout.otp_tries_left} ${payout.otp_tries_left === 1 ? "try" : "tries"} left before the payout fails.`} className="min-w-48 flex-1">
          {(p) => (
            <Input
              {...p}
              name="otp"
              value={otp}
              onChange={(e) => {
                setOtp(e.target.value);
                setChecked(null);
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              className="font-mono tracking-widest"
            />
          )}
        </Field>
        <Button type="submit" loading={confirm.isPending} className="mt-7">
          Confirm payout
        </Button>
      </div>
      {confirm.error && !codeRefused ? (
        <Notice tone="danger" role="alert" title="The code was not sent">
          {confirm.error.message}
        </Notice>
      ) : null}
    </form>
  );
}

const FIELD_CODES = new Set(["INVALID_VALUE", "VALIDATION_ERROR"]);

const sentenceCase = (text: string) => text[0].toUpperCase() + text.slice(1);

type DecidablePayout = Pick<PayoutListItem, "gateway_reference" | "amount" | "currency" | "service_fee" | "account">;

function ApprovalButtons({ payout, mode, canApprove, size }: { payout: DecidablePayout; mode: DashboardMode; canApprove: boolean; size?: "sm" }) {
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canApprove ? (
          <Button size={size} onClick={() => setDialog("approve")} aria-label={size ? `Approve payout ${payout.gateway_reference}` : undefined}>
            Approve{size ? "" : " payout"}
          </Button>
        ) : null}
        <Button size={size} variant="secondary" className="text-red-700" onClick={() => setDialog("reject")} aria-label={size ? `Reject payout ${payout.gateway_reference}` : undefined}>
          Reject{size ? "" : " payout"}
        </Button>
      </div>
      <DecideDialog key={dialog ?? "none"} payout={payout} mode={mode} approve={dialog === "approve"} open={dialog !== null} onClose={() => setDialog(null)} />
    </>
  );
}

/** The list's Approve and Reject for a payout waiting for a second approver. */
export function PayoutRowDecision({ payout, mode }: { payout: PayoutListItem; mode: DashboardMode }) {
  return <ApprovalButtons payout={payout} mode={mode} canApprove={!payout.approval.created_by_you} size="sm" />;
}

function DecideDialog({ payout, mode, approve, open, onClose }: { payout: DecidablePayout; mode: DashboardMode; approve: boolean; open: boolean; onClose: () => void }) {
  const decide = useDecidePayout(mode, payout.gateway_reference);
  const notify = useToast();
  const [reason, setReason] = useState("");
  const amount = formatAmount(payout.amount, payout.currency);
  // mutateAsync, not mutate's per-call onSuccess: the decision refetches the list, which can unmount
  // this row (and this dialog) before the mutation settles, and React Query skips the per-call
  // callbacks of an unmounted observer, so the toast would be lost. The promise always resolves.
  const run = async (close: () => void) => {
    try {
      await decide.mutateAsync({ approve, reason: reason.trim() || undefined });
    } catch {
      return; // decide.error shows in the dialog
    }
    notify(
      approve
        ? { title: "Payout approved", description: `${amount} goes on to ${bankDisplayName(payout.account.bank_slug, payout.account.bank_name)}.` }
        : { title: "Payout rejected", description: "Its amount and fee are back in your available balance." },
    );
    close();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={decide}
      title={approve ? "Approve this payout?" : "Reject this payout?"}
      description={
        approve
          ? `${amount} will be sent to ${payout.account.account_name} at ${bankDisplayName(payout.account.bank_slug, payout.account.bank_name)}. This cannot be undone.`
          : `The payout fails and ${formatAmount(payout.amount + payout.service_fee, payout.currency)} returns to your available balance.`
      }
      variant={approve ? "primary" : "danger"}
      confirmLabel={approve ? `Approve ${amount}` : "Reject payout"}
      onConfirm={run}
      errorTitle={approve ? "The payout was not approved" : "The payout was not rejected"}
    >
      {!approve ? (
        <Field label="Reason (optional)" hint="Kept with the payout's status.">
          {(p) => <Input {...p} name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} autoComplete="off" />}
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}
