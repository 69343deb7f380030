import "server-only";
// What the risk rules read about an attempt (docs/risk.md "Signals"), and what of it is stored on the
// attempt: the velocity counters' keys are hashes, the card's fingerprint is an HMAC, and a card number
// itself is never kept.
import crypto from "node:crypto";
import { derivedKey } from "@/lib/http/derived-keys";
import { normalizePhone, phoneCountryOf } from "@/lib/phone";
import { toMajorUnits } from "@/lib/money";
import type { VelocityDimension } from "@/lib/catalog/risk";
import type { RiskContext } from "@/lib/risk/expression";

export type RiskSignalInput = {
  merchantId: string;
  mode: "test" | "live";
  amount: bigint;
  currency: string;
  method: string;
  attemptNumber: number;
  /** A wallet's number as the customer typed it (already checked), or null. */
  account?: string | null;
  /** A card number the gateway saw (the simulator's test cards in test mode), or null. */
  cardNumber?: string | null;
  email?: string | null;
  customerId?: string | null;
  ip?: string | null;
};

/** The signals, as rules read them and as the attempt stores them (keys: dimension → value hash). */
export type RiskSignals = {
  context: Omit<RiskContext, "velocity">;
  keys: Partial<Record<VelocityDimension, string>>;
  stored: StoredRiskSignals;
};

export type StoredRiskSignals = {
  keys: Partial<Record<VelocityDimension, string>>;
  currency: string;
  amount: string;
  method: string;
  card_bin?: string;
  card_fingerprint?: string;
  phone_country?: string;
  email_domain?: string;
};

export function buildRiskSignals(input: RiskSignalInput): RiskSignals {
  const phone = input.account ? normalizedPhone(input.account, input.currency) : null;
  const email = input.email?.trim().toLowerCase() || "";
  const digits = input.cardNumber?.replace(/\D/g, "") ?? "";
  const cardBin = digits.length >= 12 ? digits.slice(0, 6) : "";
  const fingerprint = digits.length >= 12 ? cardFingerprint(digits) : "";
  const ip = input.ip && input.ip !== "unknown" ? input.ip : "";
  const customer = input.customerId ?? "";
  const context: RiskSignals["context"] = {
    amount: majorUnits(input.amount, input.currency),
    currency: input.currency,
    method: input.method,
    mode: input.mode,
    phone: phone?.phone ?? "",
    phone_country: phone?.country ?? "",
    email,
    email_domain: email.includes("@") ? email.slice(email.lastIndexOf("@") + 1) : "",
    ip,
    card_bin: cardBin,
    card_fingerprint: fingerprint,
    customer,
    attempt_number: BigInt(input.attemptNumber),
  };
  const keys: Partial<Record<VelocityDimension, string>> = { merchant: "merchant" };
  if (context.phone) keys.phone = valueHash("phone", context.phone);
  if (fingerprint) keys.card_fingerprint = fingerprint;
  if (ip) keys.ip = valueHash("ip", ip);
  if (email) keys.email = valueHash("email", email);
  if (customer) keys.customer = valueHash("customer", customer);
  const stored: StoredRiskSignals = {
    keys,
    currency: input.currency,
    amount: input.amount.toString(),
    method: input.method,
    ...(cardBin ? { card_bin: cardBin, card_fingerprint: fingerprint } : {}),
    ...(context.phone_country ? { phone_country: context.phone_country } : {}),
    ...(context.email_domain ? { email_domain: context.email_domain } : {}),
  };
  return { context, keys, stored };
}

/**
 * A card number's stable fingerprint: an HMAC under a key of its own derived from the server secret
 * (lib/http/derived-keys.ts), so it cannot be reversed by trying card numbers without that secret.
 */
export function cardFingerprint(digits: string): string {
  return crypto.createHmac("sha256", derivedKey("risk card fingerprint v1")).update(digits).digest("hex").slice(0, 32);
}

/** The counters' key for a signal value: keyed like the fingerprint, so a stored key names no phone or e-mail. */
export function valueHash(dimension: string, value: string): string {
  return crypto.createHmac("sha256", derivedKey("risk velocity key v1")).update(`${dimension}:${value}`).digest("hex").slice(0, 32);
}

/** The wallet's number in E.164, read as the payment's currency's country writes it locally. */
function normalizedPhone(account: string, currency: string): { phone: string; country: string } | null {
  const result = normalizePhone(account, phoneCountryOf(currency));
  return "phone" in result ? { phone: result.phone, country: result.country ?? "" } : null;
}

function majorUnits(amount: bigint, currency: string): number {
  return toMajorUnits(amount, currency);
}
