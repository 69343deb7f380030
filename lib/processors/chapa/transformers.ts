// Chapa's answers in the gateway's terms, and the gateway's values in Chapa's: pure functions, no HTTP
// (the calls are in flows.ts), so each mapping can be read and tested on its own.
import crypto from "node:crypto";
import { toMajorUnits } from "@/lib/money";
import type { ProcessorDispute, SettlementRecord } from "@/lib/processors/types";
import { CHAPA_DISPUTE_REASONS, type DisputeStatus } from "@/lib/catalog/dispute-states";
import { parseMajorAmount, parseReportDate } from "@/lib/processors/settlement-csv";

/** Chapa signs the raw body: x-chapa-signature = hex HMAC-SHA256 of it with the webhook secret. */
export function verifyChapaSignature(rawBody: string, headers: Headers, secret: string): boolean {
  const expected = crypto.createHmac("sha256", secret).update(rawBody).digest("hex");
  // Only x-chapa-signature covers the body; chapa-signature signs the secret itself and proves nothing about it.
  const given = headers.get("x-chapa-signature");
  return Boolean(given && given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected)));
}

export type ExpectedAmount = { amount: bigint; currency: string };

/**
 * One row of GET /v1/transactions in the gateway's terms. Documented fields: status, ref_id, type, created_at,
 * currency, amount (text, 3 decimals), charge. Types other than refunds and settlements are payments
 * ("API", "Payment Link", …); tx_ref is read when Chapa includes it (the gateway's attempt id).
 */
export function chapaSettlementRow(t: Record<string, unknown>) {
  const currency = String(t.currency ?? "").toUpperCase();
  const type = String(t.type ?? "").toLowerCase();
  const state = String(t.status ?? "").toLowerCase();
  return {
    ref: String(t.ref_id ?? ""),
    gatewayRef: t.tx_ref ? String(t.tx_ref) : t.merchant_reference ? String(t.merchant_reference) : null,
    type: type === "refund" ? ("refund" as const) : type === "settlement" ? ("settlement" as const) : ("payment" as const),
    amount: parseMajorAmount(String(t.amount ?? "0"), currency, "Chapa transaction amount"),
    fee: parseMajorAmount(String(t.charge ?? "0"), currency, "Chapa transaction charge"),
    currency,
    status: (state === "success" || state === "refunded" ? "settled" : state === "reversed" ? "reversed" : state === "pending" ? "pending" : "failed") as SettlementRecord["status"],
    at: parseReportDate(String(t.created_at ?? ""), "Chapa transaction date"),
  };
}

/**
 * One page of GET /v1/transfers. Chapa's All Transfers page (developer.chapa.co/transfer/all-transfers)
 * shows the filters but no answer; the chapa-nodejs SDK types it as `data: Transfer[]` with a top-level
 * `meta` (Laravel's paginator: current_page, last_page, next_page_url), which is read first. The
 * `data: {transfers, pagination}` shape of GET /v1/transactions is read too. Any other shape throws:
 * an answer nobody can read is never taken for an empty list.
 */
export function chapaTransferPage(answer: unknown): { transfers: Record<string, unknown>[]; more: boolean } {
  const body = (answer ?? {}) as { data?: unknown; meta?: { next_page_url?: unknown; current_page?: unknown; last_page?: unknown } | null };
  const nextOf = (p: { next_page_url?: unknown; current_page?: unknown; last_page?: unknown } | null | undefined) =>
    Boolean(p && (p.next_page_url || (Number(p.current_page) > 0 && Number(p.current_page) < Number(p.last_page))));
  if (Array.isArray(body.data)) return { transfers: body.data as Record<string, unknown>[], more: nextOf(body.meta) };
  const nested = body.data as { transfers?: unknown; pagination?: { next_page_url?: unknown; current_page?: unknown; last_page?: unknown } | null } | null | undefined;
  if (nested && typeof nested === "object" && Array.isArray(nested.transfers)) return { transfers: nested.transfers as Record<string, unknown>[], more: nextOf(nested.pagination ?? body.meta) };
  throw new Error("Chapa transfers: an answer without a list of transfers");
}

export function sameAmount(data: Record<string, unknown>, expected: ExpectedAmount): boolean {
  const major = Number(data.amount);
  return String(data.currency ?? "").toUpperCase() === expected.currency && Number.isFinite(major) && Math.abs(major - toMajorUnits(expected.amount, expected.currency)) < 0.005;
}

export function describeMessage(message: unknown): string | null {
  if (typeof message === "string") return message;
  if (message && typeof message === "object") return Object.entries(message as Record<string, unknown>).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`).join("; ");
  return null;
}

/**
 * A refusal that names only malformed fields, in Laravel's field map (developer.chapa.co/errors:
 * {"amount": ["The amount field is required."]}): a required field missing, a value of the wrong type or
 * form. Not a field message about the amount's size or the transaction's state, which a retry of a refund
 * that went through could also get.
 */
export function isMalformedFieldRefusal(message: unknown): boolean {
  if (!message || typeof message !== "object" || Array.isArray(message)) return false;
  const texts = Object.values(message as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v])).map(String);
  return texts.length > 0 && texts.every((t) => /field is required|must be (a|an) (number|string|integer|object|valid)|must have 0-2 decimal places|format is invalid/i.test(t));
}

/** Chapa takes Ethiopian numbers in the local 10-digit form (09… / 07…). */
export function localEthiopianNumber(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("251") && digits.length === 12) return `0${digits.slice(3)}`;
  if (/^0[79]\d{8}$/.test(digits)) return digits;
  return null;
}

/** A wallet payee in Chapa's local form; a bank account as its digits. */
export function accountForChapa(account: string): string {
  return account.startsWith("+251") ? (localEthiopianNumber(account) ?? account) : account;
}

/**
 * A dispute webhook (charge.dispute.create | remind | resolve, developer.chapa.co/docs/webhooks) in the
 * gateway's terms. Chapa documents the events and the reasons (FRAUD, NON_DELIVERY, NOT_AS_DESCRIBED,
 * DUPLICATE_CHARGE, REFUND_NOT_RECEIVED), not the payload: the fields are read under the names the other
 * webhooks use (tx_ref, reference, amount, currency, status, created_at, updated_at) and a few likely
 * others. The outcome comes from the payload's own status (or outcome), never from the event's name: a
 * resolve whose status says neither won nor lost is under review (the money stays held) until a person
 * reads Chapa's dashboard. Null: no dispute id, or no amount and currency to hold.
 */
export function chapaDisputeReport(type: string, event: Record<string, unknown>): ProcessorDispute | null {
  const data = event.data && typeof event.data === "object" && !Array.isArray(event.data) ? { ...event, ...(event.data as Record<string, unknown>) } : event;
  const text = (...keys: string[]) => {
    for (const k of keys) {
      const v = data[k];
      if (typeof v === "string" && v.trim() !== "") return v.trim();
      if (typeof v === "number" && Number.isFinite(v)) return String(v);
    }
    return null;
  };
  const disputeRef = text("dispute_reference", "dispute_id", "dispute_ref", "id");
  const currency = text("currency")?.toUpperCase() ?? null;
  const amountText = text("amount", "dispute_amount");
  if (!disputeRef || !currency || !amountText) return null;
  let amount: bigint;
  try {
    amount = parseMajorAmount(amountText, currency, "Chapa dispute amount");
  } catch {
    return null;
  }
  const date = (...keys: string[]) => {
    const t = text(...keys);
    const d = t ? new Date(t) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  };
  const processorStatus = text("status", "outcome", "resolution") ?? type;
  const status = chapaDisputeStatus(type, text("status", "outcome", "resolution"));
  const reasonCode = text("reason", "reason_code")?.toUpperCase() ?? "";
  return {
    disputeRef,
    attemptId: text("tx_ref", "trx_ref", "merchant_reference"),
    chargeRef: text("reference", "chapa_reference", "ref_id"),
    amount,
    currency,
    status,
    processorStatus,
    reason: CHAPA_DISPUTE_REASONS[reasonCode] ?? "general",
    stage: "dispute",
    dueBy: date("due_date", "due_by", "respond_by", "deadline"),
    // The payload's own time orders the reports; without one, the time it arrived.
    updatedAt: date("updated_at", "created_at") ?? new Date(),
    evidenceSubmitted: data.evidence_submitted === true,
  };
}

/** create and remind: the merchant must answer; resolve: won or lost as the payload's status says. */
function chapaDisputeStatus(type: string, said: string | null): DisputeStatus {
  if (!/resolve/i.test(type)) return "needs_response";
  const word = (said ?? "").toLowerCase().replace(/[\s-]+/g, "_");
  if (/^(won|win|merchant_won|resolved_won|in_favou?r_of_merchant)$/.test(word)) return "won";
  if (/^(lost|lose|merchant_lost|resolved_lost|in_favou?r_of_customer|chargeback)$/.test(word)) return "lost";
  return "under_review";
}
