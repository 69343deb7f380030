// The bodies a webhook endpoint receives (docs/webhooks.md shows both with examples).
// Built from the event row, whose payload was written in the state change's own transaction, so
// every retry of a delivery sends the same content; the payment row adds only what never changes
// after initialization (the split rules, spec events rule 2, and the v1 format's customization).
//
// v2 (default): flat, the spec's webhook fields extended. `amount` is the full payment amount,
//   split or not (events rule 1).
// v1 (during a migration): the older flat format, `charge.*` event names, money as strings with
//   two decimals. Events v1 has no name for are not sent to v1 endpoints (event-types.ts).
import type { Event, Payment, PaymentSplit } from "@/lib/generated/prisma/client";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { TEST_EVENT_TYPE, V1_EVENT_NAMES } from "@/lib/catalog/event-types";

type EventRow = Pick<Event, "id" | "type" | "objectType" | "objectId" | "mode" | "payload" | "createdAt">;
/** The payment an event is about, with its splits (payment events only). */
export type PaymentContext = Payment & { splits: PaymentSplit[] };

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});

export function webhookType(type: string): "payment" | "payout" | "refund" | "test" | string {
  if (type === TEST_EVENT_TYPE) return "test";
  if (type === "payment.partially_refunded" || type === "payment.fully_refunded") return "refund";
  return type.split(".")[0];
}

/** The v2 body, as an object (serialize with JSON.stringify: compact, and exactly what is signed). */
export function v2Payload(event: EventRow, payment?: PaymentContext | null): Json {
  const data = record(event.payload);
  const common = {
    id: event.id,
    event: event.type,
    webhook_type: webhookType(event.type),
    mode: event.mode,
  };
  if (event.type === TEST_EVENT_TYPE) {
    return { ...common, message: data.message ?? "A test event from the gateway", webhook_endpoint: data.webhook_endpoint ?? null, created_at: event.createdAt.toISOString() };
  }
  const base = {
    ...common,
    status: data.status ?? null,
    amount: data.amount ?? null,
    currency: data.currency ?? null,
    merchant_reference: data.merchant_reference ?? null,
    gateway_reference: data.gateway_reference ?? event.objectId,
    created_at: data.created_at ?? event.createdAt.toISOString(),
    updated_at: data.updated_at ?? event.createdAt.toISOString(),
    meta: data.meta ?? {},
  };
  if (event.objectType === "payment") {
    return {
      ...base,
      payment_type: data.payment_type ?? null,
      payment_method: data.payment_method ?? null,
      service_fee: data.service_fee ?? null,
      customer: data.customer ?? null,
      reason: data.reason ?? null,
      amount_refunded: data.amount_refunded ?? 0,
      ...(data.refund_reference ? { refund_reference: data.refund_reference, refund_amount: data.refund_amount } : {}),
      ...(data.duplicate_charge ? { duplicate_charge: data.duplicate_charge } : {}),
      ...(data.review ? { review: data.review } : {}),
      split: payment && payment.splits.length > 0 ? (serializePayment(payment, payment.splits).split ?? []) : [],
    };
  }
  if (event.objectType === "payout") {
    return {
      ...base,
      account: data.account ?? null,
      service_fee: data.service_fee ?? null,
      processed_at: data.processed_at ?? null,
      reason: data.status_reason ?? null,
      previous_status: data.previous_status ?? null,
    };
  }
  if (event.objectType === "subscription") {
    // A subscription's money is its plan's: the amount billed each period.
    const plan = record(data.plan);
    return { ...base, amount: plan.amount ?? null, currency: plan.currency ?? null, data };
  }
  if (event.objectType === "invoice") return { ...base, amount: data.total ?? null, data };
  return { ...base, data };
}

const twoDecimals = (value: unknown) => (typeof value === "number" ? value.toFixed(2) : null);

/** The v1 body, or null when the v1 format has no name for this event. */
export function v1Payload(event: EventRow, payment?: PaymentContext | null): Json | null {
  const name = V1_EVENT_NAMES[event.type];
  if (!name) return null;
  const data = record(event.payload);
  if (event.type === TEST_EVENT_TYPE) {
    return { event: name, mode: event.mode, reference: event.id, created_at: event.createdAt.toISOString() };
  }
  const customer = record(data.customer);
  const account = record(data.account);
  const isPayout = event.objectType === "payout";
  return {
    event: name,
    first_name: isPayout ? (account.account_name ?? null) : (customer.first_name ?? null),
    last_name: isPayout ? null : (customer.last_name ?? null),
    email: isPayout ? null : (customer.email ?? null),
    mobile: isPayout ? null : (customer.phone_number ?? null),
    currency: data.currency ?? null,
    amount: twoDecimals(data.amount),
    charge: twoDecimals(data.service_fee),
    status: name === "charge.refunded" ? "refunded" : (data.status ?? null),
    mode: event.mode,
    reference: data.gateway_reference ?? event.objectId,
    tx_ref: data.merchant_reference ?? null,
    payment_method: isPayout ? (account.bank_slug ?? null) : (data.payment_method ?? null),
    type: isPayout ? "payout" : (data.payment_type ?? null),
    customization: payment?.customization ?? null,
    meta: data.meta ?? {},
    created_at: data.created_at ?? event.createdAt.toISOString(),
    updated_at: data.updated_at ?? event.createdAt.toISOString(),
    ...(isPayout ? { account_name: account.account_name ?? null, account_number: account.account_number ?? null, bank_slug: account.bank_slug ?? null } : {}),
  };
}

/** The exact bytes sent and signed: compact JSON of the endpoint's format (null: not sent there). */
export function webhookBody(version: "v1" | "v2", event: EventRow, payment?: PaymentContext | null): string | null {
  const payload = version === "v1" ? v1Payload(event, payment) : v2Payload(event, payment);
  return payload === null ? null : JSON.stringify(payload);
}
