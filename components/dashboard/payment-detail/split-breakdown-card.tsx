"use client";
// The payment page's Split breakdown: subaccount shares, the service fee and the merchant's net.
import { methodName } from "@/components/dashboard/payments-table";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount, formatSplitRule } from "@/lib/money/format-amount";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function SplitBreakdownCard({ payment: p }: { payment: PaymentDetail }) {
  const money = (v: number) => formatAmount(v, p.currency);
  const hasSplit = p.splits.length > 0;
  return (
    <Card aria-labelledby="split-title">
      <CardHeader
        titleId="split-title"
        title="Split breakdown"
        description={
          hasSplit
            ? "Shares were fixed when the payment was created; settlement used exactly these amounts."
            : "No subaccounts share this payment: after the service fee, the amount is yours."
        }
      />
      <Table>
        <THead>
          <TR>
            <TH>Recipient</TH>
            <TH className="hidden sm:table-cell">Rule</TH>
            <TH className="text-right">Share</TH>
          </TR>
        </THead>
        <TBody>
          {p.splits.map((s) => (
            <TR key={s.subaccount_reference}>
              <TD>
                <span className="block font-medium text-slate-900">
                  {s.subaccount_name}
                  {s.subaccount_active ? null : <span className="ml-2 text-xs font-normal text-slate-500">(deactivated)</span>}
                </span>
                <span className="block font-mono text-[12px] break-all text-slate-500">{s.subaccount_reference}</span>
                <span className="mt-0.5 block text-[12.5px] text-slate-600 sm:hidden">
                  Rule: {formatSplitRule(s.split_type, s.split_value, p.currency)}
                </span>
              </TD>
              <TD className="hidden whitespace-nowrap sm:table-cell">{formatSplitRule(s.split_type, s.split_value, p.currency)}</TD>
              <TD className="text-right whitespace-nowrap tabular-nums">{money(s.amount)}</TD>
            </TR>
          ))}
          <TR>
            <TD>
              <span className="block font-medium text-slate-900">Service fee</span>
              <span className="block text-[12px] text-slate-500">
                {p.payment_method ? `${methodName(p.payment_method)} pricing` : "Set when the customer picks a method"}
              </span>
            </TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right whitespace-nowrap tabular-nums">{p.service_fee === null ? "—" : money(p.service_fee)}</TD>
          </TR>
          <TR className="bg-slate-50/70">
            <TD>
              <span className="block font-semibold text-slate-900">Your net</span>
              <span className="block text-[12px] text-slate-500">{p.amount_refunded > 0 ? "Amount − fee − shares − refunds" : "Amount − fee − shares"}</span>
            </TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {p.merchant_net === null ? "—" : money(p.merchant_net)}
            </TD>
          </TR>
        </TBody>
        <tfoot className="border-t border-slate-200">
          <TR>
            <TD className="text-slate-500">Total paid by the customer</TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right whitespace-nowrap text-slate-700 tabular-nums">{money(p.amount)}</TD>
          </TR>
        </tfoot>
      </Table>
      {p.amount_refunded > 0 ? (
        <p className="border-t border-slate-100 px-5 py-3 text-[13px] text-slate-500">
          Refunds ({money(p.amount_refunded)} so far) came out of your available balance and out of your net; the fee is not returned and
          the subaccounts&apos; shares stay as settled.
        </p>
      ) : null}
    </Card>
  );
}
