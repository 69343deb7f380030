// /operator/merchants/[merchantId]: a merchant's details, state, holds and activation, and the operator's actions on it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { ACTIVATION_STEP_LABELS, ACTIVATION_STEPS } from "@/lib/catalog/activation";
import { RESTRICTIONS } from "@/lib/catalog/merchant-states";
import { getMerchantForOperator } from "@/lib/operator/merchants/get-merchant";
import { MerchantStateBadge } from "@/components/operator/state-badge";
import { MerchantActions } from "@/components/operator/merchant-actions";
import { MerchantCapsForm } from "@/components/operator/merchant-caps-form";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Merchant · Operator console" };

export default async function OperatorMerchantPage({ params }: { params: Promise<{ merchantId: string }> }) {
  const operator = await requireOperator("read");
  const { merchantId } = await params;
  const merchant = await getMerchantForOperator(db(), merchantId).catch((error: unknown) => {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const a = merchant.activation;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="space-y-4">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{merchant.name}</h1>
          <p className="font-mono text-xs text-slate-500">{merchant.id}</p>
        </div>
        <dl className="grid grid-cols-[10rem_1fr] gap-y-1 text-sm">
          <dt className="text-slate-500">State</dt>
          <dd data-testid="merchant-state"><MerchantStateBadge state={merchant.state} /></dd>
          <dt className="text-slate-500">Owner</dt>
          <dd>{a.email || "—"}</dd>
          <dt className="text-slate-500">Created</dt>
          <dd>{merchant.created_at.slice(0, 10)}</dd>
          <dt className="text-slate-500">Website</dt>
          <dd>{merchant.website_url ?? "—"}</dd>
          {merchant.hold && (
            <>
              <dt className="text-slate-500">Hold reason</dt>
              <dd>{merchant.hold.reason ?? "—"}</dd>
              {merchant.hold.restrictions.length > 0 && (
                <>
                  <dt className="text-slate-500">Restrictions</dt>
                  <dd>{merchant.hold.restrictions.map((id) => RESTRICTIONS.find((r) => r.id === id)?.label).join("; ")}</dd>
                </>
              )}
            </>
          )}
        </dl>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Activation: {a.status}</h2>
          <ul className="space-y-1 text-sm">
            {ACTIVATION_STEPS.map((s) => (
              <li key={s}>{a.steps[s] ? "✓" : "✗"} {ACTIVATION_STEP_LABELS[s]}</li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-500">Submitted</dt>
            <dd>{a.submitted_at?.slice(0, 16).replace("T", " ") ?? "—"}</dd>
            <dt className="text-slate-500">Legal name</dt>
            <dd>{a.business.legal_name ?? "—"}</dd>
            <dt className="text-slate-500">Country, type</dt>
            <dd>{[a.business.country, a.business.business_type].filter(Boolean).join(", ") || "—"}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd>{a.business.contact_phone ?? "—"}</dd>
            <dt className="text-slate-500">Settlement account</dt>
            <dd>{a.settlement_account ? `${a.settlement_account.bank_slug} ${a.settlement_account.account_number} (${a.settlement_account.account_name})` : "—"}</dd>
            <dt className="text-slate-500">Note to merchant</dt>
            <dd>{merchant.activation_note ?? "—"}</dd>
          </dl>
        </div>
      </section>
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-3 text-sm font-semibold text-slate-900">Actions</h2>
        <MerchantActions
          merchantId={merchant.id}
          activationStatus={a.status}
          held={merchant.hold !== null}
          mayDecide={operatorMay(operator.role, "activations.decide")}
          mayHold={operatorMay(operator.role, "merchants.hold")}
        />
      </section>
      <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
        <h2 className="text-sm font-semibold text-slate-900">Risk caps</h2>
        <p className="text-sm text-slate-600">
          An attempt over a cap is blocked before any rule runs (the customer sees a generic refusal).{" "}
          {Object.keys(merchant.risk_caps).length === 0
            ? "No caps."
            : Object.entries(merchant.risk_caps)
                .map(([currency, c]) => `${currency}: one payment ${c.payment ?? "no cap"}, one day ${c.day ?? "no cap"}`)
                .join("; ")}
        </p>
        {operatorMay(operator.role, "risk.manage") && <MerchantCapsForm merchantId={merchant.id} caps={merchant.risk_caps} />}
      </section>
    </div>
  );
}
