// Chapa's answers in the gateway's terms, and the gateway's values in Chapa's: pure functions, no HTTP
// (the calls are in flows.ts), so each mapping can be read and tested on its own.
import crypto from "node:crypto";
import { toMajorUnits } from "@/lib/money";
import type { SettlementRecord } from "@/lib/processors/types";
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

export function sameAmount(data: Record<string, unknown>, expected: ExpectedAmount): boolean {
  const major = Number(data.amount);
  return String(data.currency ?? "").toUpperCase() === expected.currency && Number.isFinite(major) && Math.abs(major - toMajorUnits(expected.amount, expected.currency)) < 0.005;
}

export function describeMessage(message: unknown): string | null {
  if (typeof message === "string") return message;
  if (message && typeof message === "object") return Object.entries(message as Record<string, unknown>).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`).join("; ");
  return null;
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
