// A local fake of Chapa's public v1 API, for the gateway's Chapa connector tests.
// It speaks only what Chapa documents; where the pages are silent the choice is marked
// "not documented; chosen: …". Written from these pages:
//   https://developer.chapa.co/docs/accept-payments            initialize: fields, 10-digit phone rule, endpoint
//   https://qa-developer.chapalab.xyz/docs/v1/integrations/accept-payment   after payment: redirect to return_url,
//                                                               callback_url receives status, ref_id and tx_ref
//   https://developer.chapa.co/integrations/responses          messages, status "failed", status codes, data null
//   https://developer.chapa.co/errors                          field messages ("The amount field is required.")
//   https://developer.chapa.co/integrations/verify-payments    GET /v1/transaction/verify/<tx_ref>
//   https://developer.chapa.co/integrations/webhooks           payload (event, type "API" / "Payout"), secret hash
//   https://developer.chapa.co/docs/webhooks/                  event list (charge.success, …)
//   https://developer.chapa.co/refund                          POST /v1/refund/<Chapa's reference>, `reference` unique
//                                                               within the business, GET /v1/refund/<ref_id>/verify
//   https://qa-developer.chapalab.xyz/docs/v1/refunds/refund   refund answer's fields (the refund's id is `ref`)
//   https://developer.chapa.co/transfer/transfers              POST /v1/transfers fields
//   https://developer.chapa.co/transfer/verify-transfers       GET /v1/transfers/verify/<reference>
//   https://qa-developer.chapalab.xyz/docs/v1/transfer/bank-list   GET /v1/banks shape (two sample banks)
//   https://developer.chapa.co/docs/testing-mobile             test mobile numbers (any other number fails)
//   https://qa-developer.chapalab.xyz/docs/v2/testing/testing-cards   test cards (4242…, 4000…9995, 4000…0002)
//
// The stored copies of the webhooks and verify pages stop before their samples: the webhook headers'
// meaning (x-chapa-signature over the body, chapa-signature over the secret), the charge.* payload's fields
// and verify's data fields follow what those pages are known to show, and are marked where chosen.
//
// The customer's side (what a browser does on checkout.chapa.co) is the hosted page under /checkout/<token>.
// Controls under /__fake/ (besides the kit's requests/reset/faults/latency):
//   POST /__fake/config                       {"webhook_url": "http://…"}: where webhooks go (the dashboard setting)
//   GET  /__fake/config                       {"webhook_url", "mode"}
//   POST /__fake/checkout/<tx_ref>/complete   {"outcome": "success"|"failed"|"cancelled", "method": "telebirr"}
//   POST /__fake/settlement/plant             a planted discrepancy in what the lists below report:
//        {"ref": "<tx_ref | refund ref_id | transfer reference>", "kind": "amount"|"currency"|"status"|"fee"|"omit", "value": "…"}
//        {"kind": "extra", "value": {"amount": "100.00", "currency": "ETB", "status": "success", "type": "API"}}: a transaction
//        the merchant's system never started; {"kind": "settlement", "value": {"amount": "…", "currency": "ETB"}}: Chapa's
//        payout to the merchant's bank. DELETE /__fake/settlement/plant forgets them all.
// Settlement data: GET /v1/transactions?page=N (https://qa-developer.chapalab.xyz/docs/v1/transaction/all-transactions:
// status, ref_id, type, created_at, currency, amount, charge, trans_id, payment_method, customer; 10 a page, newest first,
// pagination.next_page_url) and GET /v1/transfers?from_date&to_date&page=N (https://developer.chapa.co/transfer/all-transfers:
// the date filters, UTC, date or date-time). Each lists the fake's own records; plants change only what is reported.
// Callback faults are matched against "POST /checkout/<token>/pay" (or /cancel) for payments,
// "POST /v1/transfers" for transfers and "POST /v1/refund/<Chapa's reference>" for refunds, whichever way the
// payment was completed (hosted page, completeCheckout or the control route).
import crypto from "node:crypto";
import { startFakeServer, type CallbackDelivery, type FakeKit, type FakeOptions, type FakeRequest, type FakeResponse, type FakeServer } from "../fake-kit";

export type ChapaFakeOptions = FakeOptions & {
  /** Bearer auth on every /v1 call; default "CHASECK_TEST-fake0000000000000000000000000000". */
  secretKey?: string;
  /** The webhook "secret hash" set in the dashboard; default "fake-chapa-webhook-secret". */
  webhookSecret?: string;
  /** Where Chapa POSTs webhooks (the dashboard setting); also POST /__fake/config {"webhook_url"}. */
  webhookUrl?: string;
  /** How long a transfer (and a refund) stays pending before its outcome (default 500). */
  transferDelayMs?: number;
};

export type CheckoutOutcome = "success" | "failed" | "cancelled";
export type PaymentMethod = "telebirr" | "cbebirr" | "mpesa" | "ebirr" | "awash_birr" | "amole" | "card";
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr", "amole", "card"];

export type ChapaTransaction = {
  tx_ref: string;
  /** Chapa's own reference (ref_id in the callback, reference in verify). */
  reference: string;
  token: string;
  amountCents: number;
  currency: "ETB" | "USD";
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  callback_url: string | null;
  return_url: string | null;
  customization: { title: string | null; description: string | null; logo: string | null };
  meta: unknown;
  status: "pending" | "success" | "failed" | "cancelled";
  method: PaymentMethod | null;
  failure_reason: string | null;
  chargeCents: number;
  refundedCents: number;
  mode: "test" | "live";
  created_at: Date;
  updated_at: Date;
};

export type ChapaRefund = {
  id: number;
  ref_id: string;
  tx_ref: string;
  chapa_reference: string;
  bank_reference: string;
  merchant_reference: string | null;
  amountCents: number;
  currency: string;
  reason: string | null;
  meta: unknown;
  status: "pending" | "success";
  created_at: Date;
  updated_at: Date;
};

/** A dispute against a paid transaction, as the fake keeps it (Chapa documents the events, not the object). */
export type ChapaDispute = {
  dispute_reference: string;
  tx_ref: string;
  reference: string;
  amountCents: number;
  currency: string;
  reason: ChapaDisputeReason;
  status: "open" | "won" | "lost";
  due_date: Date;
  created_at: Date;
  updated_at: Date;
  /** Every webhook body sent for it, in order, for redelivery (a late or repeated delivery). */
  sent: { event: string; body: Record<string, unknown> }[];
};

/** Chapa's dispute reasons (qa-developer.chapalab.xyz/docs/v2/disputes-fraud/responding-to-disputes). */
export const CHAPA_DISPUTE_REASON_CODES = ["FRAUD", "NON_DELIVERY", "NOT_AS_DESCRIBED", "DUPLICATE_CHARGE", "REFUND_NOT_RECEIVED"] as const;
export type ChapaDisputeReason = (typeof CHAPA_DISPUTE_REASON_CODES)[number];

export type ChapaTransfer = {
  reference: string;
  chapa_transfer_id: string;
  account_name: string;
  account_number: string;
  amountCents: number;
  currency: "ETB";
  bank: ChapaBank;
  status: "pending" | "success" | "failed";
  failure_reason: string | null;
  mode: "test" | "live";
  created_at: Date;
  updated_at: Date;
};

export type ChapaBank = {
  id: number;
  slug: string;
  swift: string;
  name: string;
  acct_length: number;
  country_id: number;
  is_mobilemoney: number | null;
  is_active: number;
  is_rtgs: number | null;
  active: number;
  is_24hrs: number | null;
  created_at: string;
  updated_at: string;
  currency: string;
};

// Abay Bank (130) and CBEBirr (128) are the documented sample's; the others' ids, SWIFT codes and
// account lengths are not documented; chosen: plausible values. The list's order is not documented
// either: CBEBirr comes before the Commercial Bank of Ethiopia here on purpose, since both carry the
// bank's SWIFT code (CBETETAA), so a client matching by SWIFT alone sends a bank payout to the wallet.
const bank = (id: number, slug: string, swift: string, name: string, acct_length: number, mobile: boolean): ChapaBank => ({
  id,
  slug,
  swift,
  name,
  acct_length,
  country_id: 1,
  is_mobilemoney: mobile ? 1 : null,
  is_active: 1,
  is_rtgs: mobile ? null : 1,
  active: 1,
  is_24hrs: mobile ? 1 : null,
  created_at: "2023-01-24T04:28:30.000000Z",
  updated_at: "2024-08-03T08:10:24.000000Z",
  currency: "ETB",
});
export const CHAPA_BANKS: readonly ChapaBank[] = [
  bank(130, "abay_bank", "ABAYETAA", "Abay Bank", 16, false),
  bank(656, "awash_bank", "AWINETAA", "Awash Bank", 14, false),
  bank(347, "boa_bank", "ABYSETAA", "Bank of Abyssinia", 8, false),
  bank(128, "cbebirr", "CBETETAA", "CBEBirr", 10, true),
  bank(946, "cbe_bank", "CBETETAA", "Commercial Bank of Ethiopia (CBE)", 13, false),
  bank(164, "coop_bank", "CBORETAA", "Cooperative Bank of Oromia (COOP)", 13, false),
  bank(880, "dashen_bank", "DASHETAA", "Dashen Bank", 13, false),
  bank(855, "telebirr", "TELEBIRR", "telebirr", 10, true),
  bank(266, "mpesa", "MPESA", "M-Pesa", 10, true),
  bank(206, "awash_birr", "AWINETAA", "Awash Birr", 10, true),
];

/** Documented success test numbers per method (developer.chapa.co/docs/testing-mobile); any other number fails. */
export const CHAPA_TEST_NUMBERS: Record<Exclude<PaymentMethod, "card">, readonly string[]> = {
  telebirr: ["0900123456", "0900112233", "0900881111"],
  cbebirr: ["0900123456", "0900112233", "0900881111"],
  ebirr: ["0900123456", "0900112233", "0900881111"],
  awash_birr: ["0900123456", "0900112233", "0900881111"],
  amole: ["0900123456", "0900112233", "0900881111"],
  mpesa: ["0700123456", "0700112233", "0700881111"],
};
/** Test cards (Chapa's testing-cards page); any other card number fails (test mode takes only test cards). */
export const CHAPA_TEST_CARDS: Record<string, { status: "success" | "failed"; reason: string | null }> = {
  "4242424242424242": { status: "success", reason: null },
  "4000000000009995": { status: "failed", reason: "INSUFFICIENT_FUNDS" },
  "4000000000000002": { status: "failed", reason: "Card declined" },
};

const DEFAULT_SECRET = "CHASECK_TEST-fake0000000000000000000000000000";
const DEFAULT_WEBHOOK_SECRET = "fake-chapa-webhook-secret";
/** Not documented; chosen: Chapa's local fee, 3.5 %, as `charge`. */
const FEE_RATE = 0.035;
const EARLY_CALLBACK_LAG_MS = 300;

export type ChapaFake = FakeServer & {
  /** Completes a checkout as the customer would on the hosted page (callback_url GET, webhook), without a browser. */
  completeCheckout(txRef: string, outcome: CheckoutOutcome, method?: string): Promise<void>;
  /** Changes the dashboard's webhook URL. */
  setWebhookUrl(url: string | undefined): void;
  /** Opens a dispute on a paid transaction (charge.dispute.create); returns its dispute_reference. */
  openDispute(txRef: string, opts?: { reason?: ChapaDisputeReason; amount?: string; dueInDays?: number }): string;
  /** Reminds of an open dispute (charge.dispute.remind). */
  remindDispute(disputeRef: string): void;
  /** Resolves an open dispute (charge.dispute.resolve) with the outcome in the payload's `status`. */
  resolveDispute(disputeRef: string, outcome: "won" | "lost"): void;
  /** Sends again, byte for byte, the last webhook of `event` for the dispute: a repeated or late delivery. */
  redeliverDispute(disputeRef: string, event: string): void;
  readonly state: { transactions: Map<string, ChapaTransaction>; refunds: Map<string, ChapaRefund>; transfers: Map<string, ChapaTransfer>; disputes: Map<string, ChapaDispute> };
};

/** Chapa's answer shape: {message, status, data}. */
function answer(status: number, message: unknown, data: unknown = null, outcome: "success" | "failed" = status < 400 ? "success" : "failed"): FakeResponse {
  return { status, body: { message, status: outcome, data } };
}

/** Laravel-style timestamps, as Chapa's samples show them ("2023-02-02T07:05:23.000000Z"). */
export function chapaTime(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** Parses an amount (string or number) to cents; at most 2 decimal places, more than 0. */
export function parseAmount(value: unknown): { cents: number } | { error: string } {
  if (value === undefined || value === null || value === "") return { error: "The amount field is required." };
  if (typeof value !== "string" && typeof value !== "number") return { error: "The amount field must be a number." };
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: "The amount field must be a number." };
  const [whole, frac = ""] = text.split(".");
  if (frac.length > 2) return { error: "The amount field must have 0-2 decimal places." };
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return { error: "The amount field must be a number." };
  if (cents <= 0) return { error: "The amount field must be greater than 0." };
  return { cents };
}

const money = (cents: number) => (cents / 100).toFixed(2);
const moneyNumber = (cents: number) => cents / 100;

function randomRef(prefix: string, length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.randomBytes(length);
  let out = prefix;
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export function chapaSignature(body: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(body).digest("hex");
}

function isUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

/** JSON bodies, and form bodies for refund (Chapa's refund sample posts application/x-www-form-urlencoded, meta[key]=value). */
function readBody(req: FakeRequest): Record<string, unknown> | undefined {
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(req.body)) {
      const m = /^(\w+)\[(\w+)\]$/.exec(k);
      if (m) {
        const obj = (out[m[1]] ??= {}) as Record<string, unknown>;
        obj[m[2]] = v;
      } else out[k] = v;
    }
    return out;
  }
  if (req.body.trim() === "") return {};
  const parsed = req.json<unknown>();
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

function str(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  return String(v);
}

export async function startChapaFake(opts: ChapaFakeOptions = {}): Promise<ChapaFake> {
  const secretKey = opts.secretKey ?? DEFAULT_SECRET;
  const webhookSecret = opts.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const transferDelayMs = opts.transferDelayMs ?? 500;
  const mode: "test" | "live" = secretKey.startsWith("CHASECK_TEST-") ? "test" : "live";
  let webhookUrl = opts.webhookUrl;
  let baseUrl = "";

  const transactions = new Map<string, ChapaTransaction>();
  const byToken = new Map<string, string>();
  const refunds = new Map<string, ChapaRefund>();
  const refundsByMerchantRef = new Map<string, string>();
  const transfers = new Map<string, ChapaTransfer>();
  const disputes = new Map<string, ChapaDispute>();
  let refundSeq = 700;
  type Plant = { ref?: string; kind: "amount" | "currency" | "status" | "fee" | "omit"; value?: string };
  const plants: Plant[] = [];
  /** Rows that exist only in the lists: a transaction the merchant never started, Chapa's settlements to the bank. */
  const extraRows: { row: Record<string, unknown>; at: Date }[] = [];

  // ---- webhooks and callbacks ---------------------------------------------------------------

  function signedDelivery(payload: unknown, secret: string): CallbackDelivery {
    const body = JSON.stringify(payload);
    return {
      url: webhookUrl as string,
      method: "POST",
      headers: {
        "content-type": "application/json",
        // x-chapa-signature: HMAC-SHA256 of the raw body with the secret hash; chapa-signature: HMAC-SHA256 of
        // the secret hash keyed with itself (developer.chapa.co/integrations/webhooks, "Verify webhook origin").
        "x-chapa-signature": chapaSignature(body, secret),
        "chapa-signature": chapaSignature(secret, secret),
      },
      body,
    };
  }

  function sendWebhook(kit: FakeKit, call: string, payload: unknown): void {
    if (!webhookUrl) return;
    kit.sendCallback(call, signedDelivery(payload, webhookSecret), { forge: () => signedDelivery(payload, `forged-${webhookSecret}`) });
  }

  /** The callback_url GET is not a webhook: delivered without the callback faults, logged with the kit's callbacks. */
  function sendCallbackUrl(kit: FakeKit, tx: ChapaTransaction): void {
    if (!tx.callback_url) return;
    const url = new URL(tx.callback_url);
    // The documented parameter names are trx_ref (sic), ref_id and status.
    url.searchParams.set("trx_ref", tx.tx_ref);
    url.searchParams.set("ref_id", tx.reference);
    url.searchParams.set("status", tx.status);
    const record: FakeKit["callbacks"][number] = { url: url.toString(), method: "GET", body: "", headers: {}, at: Date.now() };
    kit.callbacks.push(record);
    kit.later(0, async () => {
      try {
        const res = await fetch(record.url, { method: "GET", signal: AbortSignal.timeout(10_000), redirect: "manual" });
        record.status = res.status;
        await res.arrayBuffer().catch(() => undefined);
      } catch (error) {
        record.error = (error as Error).message;
      }
    });
  }

  function chargePayload(tx: ChapaTransaction, status: ChapaTransaction["status"], at: Date) {
    // Not documented; chosen: charge.failed / charge.cancelled for the other outcomes.
    return {
      event: `charge.${status}`,
      first_name: tx.first_name,
      last_name: tx.last_name,
      email: tx.email,
      mobile: tx.phone_number,
      currency: tx.currency,
      amount: money(tx.amountCents),
      charge: money(status === "success" ? tx.chargeCents : 0),
      status,
      failure_reason: status === "success" ? null : (tx.failure_reason ?? status),
      mode: tx.mode,
      reference: tx.reference,
      created_at: chapaTime(tx.created_at),
      updated_at: chapaTime(at),
      type: "API",
      tx_ref: tx.tx_ref,
      payment_method: tx.method,
      customization: tx.customization,
      meta: tx.meta ?? null,
    };
  }

  /** Applies a checkout's outcome: status, callback_url GET, webhook (with the armed callback faults). */
  function complete(kit: FakeKit, tx: ChapaTransaction, outcome: CheckoutOutcome, method: PaymentMethod | null, reason: string | null): void {
    const call = `POST /checkout/${tx.token}/${outcome === "cancelled" ? "cancel" : "pay"}`;
    const at = new Date();
    const apply = () => {
      tx.status = outcome;
      tx.method = method;
      tx.failure_reason = outcome === "success" ? null : reason;
      tx.updated_at = at;
    };
    const preview = { ...tx, method, failure_reason: outcome === "success" ? null : reason };
    const payload = chargePayload(preview, outcome, at);
    if (kit.takeFault(["drop_callback"], call)) {
      // Every notification of this change is lost (the webhook and the callback_url GET): only verify knows.
      apply();
      return;
    }
    if (kit.takeFault(["early_callback"], call)) {
      // The webhook (final status) leaves before verify answers the new status.
      sendWebhook(kit, call, payload);
      kit.later(EARLY_CALLBACK_LAG_MS, () => {
        apply();
        sendCallbackUrl(kit, tx);
      });
      return;
    }
    apply();
    sendCallbackUrl(kit, tx);
    sendWebhook(kit, call, payload);
  }

  function outcomeFromForm(tx: ChapaTransaction, form: URLSearchParams): { outcome: CheckoutOutcome; method: PaymentMethod; reason: string | null } {
    const method = (PAYMENT_METHODS as readonly string[]).includes(form.get("method") ?? "") ? (form.get("method") as PaymentMethod) : "telebirr";
    if (method === "card") {
      const card = (form.get("card_number") ?? "").replace(/\D/g, "");
      if (!card) return { outcome: "success", method, reason: null };
      const known = CHAPA_TEST_CARDS[card];
      if (!known) return { outcome: "failed", method, reason: "Card declined" };
      return { outcome: known.status, method, reason: known.reason };
    }
    const phone = (form.get("phone") ?? "").replace(/\s/g, "");
    if (!phone) return { outcome: "success", method, reason: null };
    return CHAPA_TEST_NUMBERS[method].includes(phone) ? { outcome: "success", method, reason: null } : { outcome: "failed", method, reason: "Payment failed" };
  }

  // ---- hosted page --------------------------------------------------------------------------

  function page(title: string, inner: string, status = 200): FakeResponse {
    return {
      status,
      headers: { "content-type": "text/html; charset=utf-8" },
      body: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${inner}</body></html>`,
    };
  }

  function checkoutPage(tx: ChapaTransaction): FakeResponse {
    const title = tx.customization.title ?? "Chapa Checkout";
    const amount = `${money(tx.amountCents)} ${tx.currency}`;
    if (tx.status !== "pending") return page(title, `<h1>${escapeHtml(title)}</h1><p>Amount: <strong>${amount}</strong></p><p id="status">This payment is ${tx.status}.</p>`);
    const options = PAYMENT_METHODS.map((m) => `<option value="${m}">${m}</option>`).join("");
    return page(
      title,
      `<h1>${escapeHtml(title)}</h1>` +
        (tx.customization.description ? `<p>${escapeHtml(tx.customization.description)}</p>` : "") +
        `<p>Amount: <strong id="amount">${amount}</strong></p>` +
        `<form method="post" action="/checkout/${tx.token}/pay">` +
        `<label>Method <select name="method">${options}</select></label> ` +
        `<label>Phone <input name="phone" placeholder="0900123456"></label> ` +
        `<label>Card number <input name="card_number" placeholder="4242424242424242"></label> ` +
        `<button type="submit">Pay</button></form>` +
        `<form method="post" action="/checkout/${tx.token}/cancel"><button type="submit">Cancel</button></form>`,
    );
  }

  function afterCheckout(tx: ChapaTransaction): FakeResponse {
    // Not documented; chosen: return_url as given, no parameters added; without one, a small receipt page.
    if (tx.return_url) return { status: 302, headers: { location: tx.return_url } };
    return page("Payment", `<p id="status">Payment ${tx.status === "pending" ? "processing" : tx.status}.</p>`);
  }

  // ---- API routes ---------------------------------------------------------------------------

  function auth(req: FakeRequest): FakeResponse | undefined {
    const header = req.headers.authorization;
    if (!header) return answer(401, "Authorization required");
    const m = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!m || m[1] !== secretKey) return answer(401, "Invalid API Key or User doesn't exist");
    return undefined;
  }

  function initialize(req: FakeRequest): FakeResponse {
    if (!(req.headers["content-type"] ?? "").includes("application/json")) {
      return answer(400, "Incorrect header settings Please check if content-type is present and set to application/json");
    }
    const b = readBody(req);
    if (!b) return answer(400, "Invalid JSON body"); // not documented; chosen
    const errors: Record<string, string[]> = {};
    const amount = parseAmount(b.amount);
    if ("error" in amount) errors.amount = [amount.error];
    if (b.currency === undefined || b.currency === null || b.currency === "") errors.currency = ["The currency field is required."];
    if (b.tx_ref === undefined || b.tx_ref === null || b.tx_ref === "") errors.tx_ref = ["The tx ref field is required."];
    else if (typeof b.tx_ref !== "string" && typeof b.tx_ref !== "number") errors.tx_ref = ["The tx ref field must be a string."];
    if (b.email !== undefined && b.email !== null && b.email !== "" && !(typeof b.email === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email))) {
      errors.email = ["The email field must be a valid email address."];
    }
    if (b.phone_number !== undefined && b.phone_number !== null && b.phone_number !== "" && !/^0[79]\d{8}$/.test(String(b.phone_number))) {
      errors.phone_number = ["Invalid Phone number, please use a proper phone number."];
    }
    for (const f of ["callback_url", "return_url"] as const) {
      if (b[f] !== undefined && b[f] !== null && b[f] !== "" && !isUrl(b[f])) errors[f] = [`The ${f.replace("_", " ")} field must be a valid URL.`];
    }
    // Not documented exactly; chosen: Laravel's field map {field: [messages]} as `message`, as the errors page words them.
    if (Object.keys(errors).length > 0) return answer(400, errors);
    const currency = String(b.currency).toUpperCase();
    if (currency !== "ETB" && currency !== "USD") return answer(400, "Invalid currency, currency is not supported");
    const txRef = String(b.tx_ref);
    if (transactions.has(txRef)) return answer(400, "Transaction reference has been used before");
    const cents = (amount as { cents: number }).cents;
    const c = (b.customization ?? {}) as Record<string, unknown>;
    const now = new Date();
    const tx: ChapaTransaction = {
      tx_ref: txRef,
      reference: randomRef("AP", 10),
      token: randomRef("", 20),
      amountCents: cents,
      currency,
      email: str(b.email),
      first_name: str(b.first_name),
      last_name: str(b.last_name),
      phone_number: str(b.phone_number),
      callback_url: str(b.callback_url),
      return_url: str(b.return_url),
      customization: {
        title: str(c.title ?? b["customization[title]"]),
        description: str(c.description ?? b["customization[description]"]),
        logo: str(c.logo ?? b["customization[logo]"]),
      },
      meta: b.meta ?? null,
      status: "pending",
      method: null,
      failure_reason: null,
      chargeCents: Math.round(cents * FEE_RATE),
      refundedCents: 0,
      mode,
      created_at: now,
      updated_at: now,
    };
    transactions.set(txRef, tx);
    byToken.set(tx.token, txRef);
    return answer(200, "Hosted Link", { checkout_url: `${baseUrl}/checkout/${tx.token}` });
  }

  function verify(txRef: string): FakeResponse {
    const tx = transactions.get(txRef);
    if (!tx) return answer(404, "Invalid transaction or Transaction not found");
    return answer(200, "Payment details", {
      first_name: tx.first_name,
      last_name: tx.last_name,
      email: tx.email,
      phone_number: tx.phone_number,
      currency: tx.currency,
      amount: moneyNumber(tx.amountCents),
      charge: moneyNumber(tx.status === "success" ? tx.chargeCents : 0),
      mode: tx.mode,
      method: tx.method,
      type: "API",
      status: tx.status,
      failure_reason: tx.failure_reason,
      reference: tx.reference,
      tx_ref: tx.tx_ref,
      customization: tx.customization,
      meta: tx.meta ?? null,
      created_at: chapaTime(tx.created_at),
      updated_at: chapaTime(tx.updated_at),
    });
  }

  /** The documented answer's fields, as its sample has them (qa-developer.chapalab.xyz/docs/v1/refunds/refund): the refund's id is `ref`. */
  function refundData(r: ChapaRefund) {
    return {
      id: r.id,
      chapa_reference: r.chapa_reference,
      bank_reference: r.bank_reference,
      amount: money(r.amountCents),
      ref: r.ref_id,
      currency: r.currency,
      status: r.status === "success" ? "Refunded" : "Refund Initiated",
      reason: r.reason,
      merchant_reference: r.merchant_reference,
      created_at: chapaTime(r.created_at),
      updated_at: chapaTime(r.updated_at),
    };
  }

  function refund(kit: FakeKit, req: FakeRequest, ref: string): FakeResponse {
    // The path is Chapa's own reference for the transaction (developer.chapa.co/refund: "<chapa_referece> is the
    // reference that was set by chapa when payment is initiated"; the sample posts to /v1/refund/APezQ1KKswbb and
    // its answer's chapa_reference is that value). The merchant's tx_ref is not one: unknown here.
    const tx = [...transactions.values()].find((t) => t.reference === ref);
    if (!tx) return answer(404, "Invalid transaction or Transaction not found"); // message not documented; chosen
    const b = readBody(req);
    if (!b) return answer(400, "Invalid JSON body");
    const merchantRef = str(b.reference);
    // "A unique identifier for this refund request. Must be unique within your business." A repeat is refused,
    // whichever transaction it names; nothing is replayed. The message is not documented; chosen (a guess, in
    // the words of initialize's reused tx_ref), in Chapa's refusal shape {message, status: "failed", data: null}.
    if (merchantRef !== null && refundsByMerchantRef.has(merchantRef)) return answer(400, "Refund reference has been used before");
    // Not documented; chosen messages for refusals.
    if (tx.status !== "success") return answer(400, "Only successful transactions can be refunded");
    const remaining = tx.amountCents - tx.refundedCents;
    let cents = remaining;
    if (b.amount !== undefined && b.amount !== null && b.amount !== "") {
      const parsed = parseAmount(b.amount);
      if ("error" in parsed) return answer(400, { amount: [parsed.error] });
      cents = parsed.cents;
    }
    if (remaining <= 0) return answer(400, "Transaction has already been fully refunded");
    if (cents > remaining) return answer(400, `Refund amount exceeds the refundable amount of ${money(remaining)} ${tx.currency}`);
    const now = new Date();
    const r: ChapaRefund = {
      id: ++refundSeq,
      ref_id: randomRef("MERC-DIS-REF-", 11),
      tx_ref: tx.tx_ref,
      chapa_reference: tx.reference,
      bank_reference: randomRef("", 10).toUpperCase(),
      merchant_reference: merchantRef,
      amountCents: cents,
      currency: tx.currency,
      reason: str(b.reason),
      meta: b.meta ?? null,
      status: "pending",
      created_at: now,
      updated_at: now,
    };
    tx.refundedCents += cents;
    refunds.set(r.ref_id, r);
    if (merchantRef !== null) refundsByMerchantRef.set(merchantRef, r.ref_id);
    // Not documented; chosen: the refund completes after transferDelayMs and a charge.refunded webhook follows.
    const call = `POST /v1/refund/${ref}`;
    kit.later(transferDelayMs, () => {
      r.status = "success";
      r.updated_at = new Date();
      sendWebhook(kit, call, {
        event: "charge.refunded",
        type: "Refund",
        tx_ref: tx.tx_ref,
        reference: tx.reference,
        ref_id: r.ref_id,
        merchant_reference: r.merchant_reference,
        amount: money(r.amountCents),
        currency: r.currency,
        status: "success",
        reason: r.reason,
        meta: r.meta ?? null,
        mode: tx.mode,
        created_at: chapaTime(r.created_at),
        updated_at: chapaTime(r.updated_at),
      });
    });
    return answer(200, "Refund initiated successfully. Processing time: 1-3 business days", refundData(r));
  }

  /** By the refund's ref_id only ("`:ref_id` is the reference of the refund"): the merchant's reference finds nothing. */
  function verifyRefund(ref: string): FakeResponse {
    const r = refunds.get(ref);
    if (!r) return answer(404, "Refund not found"); // not documented; chosen
    return answer(200, "Refund verified successfully", {
      amount: moneyNumber(r.amountCents),
      currency: r.currency,
      ref_id: r.ref_id,
      tx_ref: r.tx_ref,
      chapa_reference: r.chapa_reference,
      merchant_reference: r.merchant_reference,
      status: r.status,
      reason: r.reason,
      meta: r.meta ?? null,
      created_at: chapaTime(r.created_at),
      updated_at: chapaTime(r.updated_at),
    });
  }

  function transferData(t: ChapaTransfer) {
    return {
      account_name: t.account_name,
      account_number: t.account_number,
      mobile: t.bank.is_mobilemoney ? t.account_number : null,
      currency: t.currency,
      amount: moneyNumber(t.amountCents),
      charge: 0,
      mode: t.mode,
      transfer_method: t.bank.is_mobilemoney ? "mobile_money" : "bank",
      narration: null,
      chapa_transfer_id: t.chapa_transfer_id,
      bank_code: t.bank.id,
      bank_name: t.bank.name,
      cross_party_reference: null,
      ip_address: null,
      status: t.status,
      failure_reason: t.failure_reason,
      tx_ref: t.reference,
      reference: t.reference,
      created_at: chapaTime(t.created_at),
      updated_at: chapaTime(t.updated_at),
    };
  }

  function transfer(kit: FakeKit, req: FakeRequest): FakeResponse {
    const b = readBody(req);
    if (!b) return answer(400, "Invalid JSON body");
    const errors: Record<string, string[]> = {};
    for (const f of ["account_name", "account_number", "reference", "bank_code", "currency"] as const) {
      if (b[f] === undefined || b[f] === null || b[f] === "") errors[f] = [`The ${f.replace("_", " ")} field is required.`];
    }
    const amount = parseAmount(b.amount);
    if ("error" in amount) errors.amount = [amount.error];
    if (Object.keys(errors).length > 0) return answer(400, errors);
    // Not documented; chosen messages for the checks below.
    if (String(b.currency).toUpperCase() !== "ETB") return answer(400, "Invalid currency, currency is not supported");
    const target = CHAPA_BANKS.find((x) => String(x.id) === String(b.bank_code));
    if (!target) return answer(400, "Invalid bank code");
    const accountNumber = String(b.account_number);
    // Not documented: that Chapa refuses an account number of another length than the bank list's acct_length.
    // Its transfer sample sends "32423423" (8 digits) to bank_code 656, so the fake takes any digits, any length.
    if (!/^\d+$/.test(accountNumber)) return answer(400, "The account number must be digits only"); // chosen
    const reference = String(b.reference);
    if (transfers.has(reference)) return answer(400, "Transfer reference has been used before");
    const now = new Date();
    const t: ChapaTransfer = {
      reference,
      chapa_transfer_id: crypto.randomUUID(),
      account_name: String(b.account_name),
      account_number: accountNumber,
      amountCents: (amount as { cents: number }).cents,
      currency: "ETB",
      bank: target,
      status: "pending",
      failure_reason: null,
      mode,
      created_at: now,
      updated_at: now,
    };
    transfers.set(reference, t);
    // Fake-only convention: an account number ending in 1111 fails ("account closed"); every other succeeds.
    const fails = accountNumber.endsWith("1111");
    const call = "POST /v1/transfers";
    kit.later(transferDelayMs, () => {
      const at = new Date();
      const status = fails ? "failed" : "success";
      const reason = fails ? "account closed" : null;
      const apply = () => {
        t.status = status;
        t.failure_reason = reason;
        t.updated_at = at;
      };
      const payload = {
        event: `payout.${status}`,
        type: "Payout",
        account_name: t.account_name,
        account_number: t.account_number,
        bank_id: t.bank.id,
        bank_name: t.bank.name,
        amount: money(t.amountCents),
        charge: "0.00",
        currency: t.currency,
        status,
        failure_reason: reason,
        reference: t.reference,
        chapa_reference: t.chapa_transfer_id,
        bank_reference: fails ? null : randomRef("", 10).toUpperCase(),
        created_at: chapaTime(t.created_at),
        updated_at: chapaTime(at),
      };
      if (kit.takeFault(["early_callback"], call)) {
        sendWebhook(kit, call, payload);
        kit.later(EARLY_CALLBACK_LAG_MS, apply);
        return;
      }
      apply();
      sendWebhook(kit, call, payload);
    });
    return answer(200, "Transfer Queued Successfully", reference);
  }

  // ---- disputes -----------------------------------------------------------------
  // Chapa has no dispute API: the merchant answers in the dashboard (developer.chapa.co/docs/responding-to-disputes),
  // and Chapa sends charge.dispute.create, charge.dispute.remind and charge.dispute.resolve (developer.chapa.co/docs/webhooks,
  // "List of Events"). The payload's fields are not documented; chosen: the charge webhooks' style (event, type,
  // tx_ref, reference, amount as text, currency, status, mode, created_at, updated_at) plus dispute_reference,
  // reason (Chapa's codes) and due_date. `status` is "open" until the resolve, whose `status` is "won" or "lost".

  function disputePayload(d: ChapaDispute, event: string) {
    const tx = transactions.get(d.tx_ref);
    return {
      event,
      type: "Dispute",
      dispute_reference: d.dispute_reference,
      tx_ref: d.tx_ref,
      reference: d.reference,
      amount: money(d.amountCents),
      currency: d.currency,
      reason: d.reason,
      status: d.status,
      due_date: chapaTime(d.due_date),
      mode: tx?.mode ?? mode,
      created_at: chapaTime(d.created_at),
      updated_at: chapaTime(d.updated_at),
    };
  }

  function sendDisputeWebhook(d: ChapaDispute, event: string): void {
    const body = disputePayload(d, event);
    d.sent.push({ event, body });
    sendWebhook(kit, `POST /__fake/disputes/${d.dispute_reference}`, body);
  }

  /** Each dispute event carries a later time than the one before, even within one millisecond. */
  function nextTime(d: ChapaDispute): Date {
    const now = new Date();
    return now > d.updated_at ? now : new Date(d.updated_at.getTime() + 1);
  }

  function openDispute(txRef: string, opts: { reason?: string; amount?: string; dueInDays?: number } = {}): FakeResponse {
    const tx = transactions.get(txRef);
    if (!tx) return { status: 404, body: { error: `no transaction ${txRef}` } };
    if (tx.status !== "success") return { status: 409, body: { error: `transaction ${txRef} is ${tx.status}: only a paid transaction is disputed` } };
    const reason = (opts.reason ?? "FRAUD") as ChapaDisputeReason;
    if (!CHAPA_DISPUTE_REASON_CODES.includes(reason)) return { status: 400, body: { error: `reason must be one of ${CHAPA_DISPUTE_REASON_CODES.join(", ")}` } };
    let cents = tx.amountCents;
    if (opts.amount !== undefined) {
      const parsed = parseAmount(opts.amount);
      if ("error" in parsed || parsed.cents > tx.amountCents) return { status: 400, body: { error: "amount must be an amount up to the transaction's" } };
      cents = parsed.cents;
    }
    const now = new Date();
    const d: ChapaDispute = {
      dispute_reference: randomRef("DSP-", 12),
      tx_ref: tx.tx_ref,
      reference: tx.reference,
      amountCents: cents,
      currency: tx.currency,
      reason,
      status: "open",
      due_date: new Date(now.getTime() + (opts.dueInDays ?? 7) * 86_400_000),
      created_at: now,
      updated_at: now,
      sent: [],
    };
    disputes.set(d.dispute_reference, d);
    sendDisputeWebhook(d, "charge.dispute.create");
    return { status: 200, body: { ok: true, dispute_reference: d.dispute_reference } };
  }

  function moveDispute(ref: string, action: "remind" | "resolve" | "redeliver", b: { outcome?: string; event?: string }): FakeResponse {
    const d = disputes.get(ref);
    if (!d) return { status: 404, body: { error: `no dispute ${ref}` } };
    if (action === "redeliver") {
      const last = [...d.sent].reverse().find((x) => x.event === b.event);
      if (!last) return { status: 404, body: { error: `no ${String(b.event)} was sent for ${ref}` } };
      sendWebhook(kit, `POST /__fake/disputes/${ref}`, last.body);
      return { status: 200, body: { ok: true } };
    }
    if (d.status !== "open") return { status: 409, body: { error: `dispute ${ref} is already ${d.status}` } };
    if (action === "resolve") {
      if (b.outcome !== "won" && b.outcome !== "lost") return { status: 400, body: { error: "outcome must be won or lost" } };
      d.status = b.outcome;
    }
    d.updated_at = nextTime(d);
    sendDisputeWebhook(d, action === "remind" ? "charge.dispute.remind" : "charge.dispute.resolve");
    return { status: 200, body: { ok: true, status: d.status } };
  }

  // ---- settlement lists --------------------------------------------------------

  const PER_PAGE = 10;
  /** Chapa's list shows amounts with three decimals ("12.000"). */
  const listMoney = (cents: number) => (cents / 100).toFixed(3);

  function planted(ref: string, row: Record<string, unknown>): Record<string, unknown> | null {
    let out = { ...row };
    for (const p of plants.filter((x) => x.ref === ref)) {
      if (p.kind === "omit") return null;
      if (p.kind === "amount") out = { ...out, amount: p.value };
      if (p.kind === "currency") out = { ...out, currency: p.value };
      if (p.kind === "status") out = { ...out, status: p.value };
      if (p.kind === "fee") out = { ...out, charge: p.value };
    }
    return out;
  }

  function transactionRows(): { row: Record<string, unknown>; at: Date }[] {
    const rows: { row: Record<string, unknown>; at: Date }[] = [];
    for (const tx of transactions.values()) {
      const row = planted(tx.tx_ref, {
        status: tx.status,
        ref_id: tx.reference,
        type: "API",
        created_at: chapaTime(tx.created_at),
        currency: tx.currency,
        amount: listMoney(tx.amountCents),
        charge: listMoney(tx.status === "success" ? tx.chargeCents : 0),
        trans_id: null,
        payment_method: tx.method,
        customer: { id: 1301688, email: tx.email, first_name: tx.first_name, last_name: tx.last_name, mobile: tx.phone_number },
      });
      if (row) rows.push({ row, at: tx.created_at });
    }
    for (const r of refunds.values()) {
      // Not documented; chosen: a refund is listed as its own transaction, type "Refund", by its ref_id.
      const row = planted(r.ref_id, {
        status: r.status === "success" ? "success" : "pending",
        ref_id: r.ref_id,
        type: "Refund",
        created_at: chapaTime(r.created_at),
        currency: r.currency,
        amount: listMoney(r.amountCents),
        charge: listMoney(0),
        trans_id: r.bank_reference,
        payment_method: null,
        customer: null,
      });
      if (row) rows.push({ row, at: r.created_at });
    }
    rows.push(...extraRows);
    return rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  }

  function listTransactions(req: FakeRequest): FakeResponse {
    const page = Math.max(1, Number(req.query.page ?? "1") || 1);
    const rows = transactionRows();
    const slice = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((r) => r.row);
    const url = (n: number) => `${baseUrl}/v1/transactions?page=${n}`;
    return answer(200, "Transactions retrieved successfully", {
      transactions: slice,
      pagination: { per_page: PER_PAGE, current_page: page, first_page_url: url(1), next_page_url: page * PER_PAGE < rows.length ? url(page + 1) : null, prev_page_url: page > 1 ? url(page - 1) : null },
    });
  }

  /** from_date / to_date: a date (the whole day) or YYYY-MM-DDTHH:mm:ss, UTC; to_date is inclusive. */
  function dateFilter(text: string | undefined, end: boolean): Date | null | "bad" {
    if (!text) return null;
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T${end ? "23:59:59.999" : "00:00:00.000"}Z`);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) return new Date(`${text}${end ? ".999" : ".000"}Z`);
    return "bad";
  }

  function listTransfers(req: FakeRequest): FakeResponse {
    const from = dateFilter(req.query.from_date, false);
    const to = dateFilter(req.query.to_date, true);
    // Not documented; chosen: the message for a malformed or reversed range.
    if (from === "bad" || to === "bad") return answer(400, { from_date: ["The date must be YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss."] });
    if (from && to && to < from) return answer(400, { to_date: ["The to date must be a date after or equal to from date."] });
    const rows = [...transfers.values()]
      .filter((t) => (!from || t.created_at >= from) && (!to || t.created_at <= to))
      .filter((t) => !req.query.status || t.status === req.query.status)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((t) => planted(t.reference, { ...transferData(t), chapa_reference: t.chapa_transfer_id }))
      .filter((r): r is Record<string, unknown> => r !== null);
    const page = Math.max(1, Number(req.query.page ?? "1") || 1);
    const slice = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    const url = (n: number) => `${baseUrl}/v1/transfers?page=${n}`;
    const last = Math.max(1, Math.ceil(rows.length / PER_PAGE));
    // Chapa's All Transfers page shows no answer. Not documented; chosen: the chapa-nodejs SDK's type for it
    // (GetTransfersResponse: data is the list, Laravel's paginator beside it as a top-level `meta`), the one
    // written account of the shape; the message is chosen.
    return {
      status: 200,
      body: {
        message: "Transfers retrieved successfully",
        status: "success",
        data: slice,
        meta: {
          current_page: page,
          first_page_url: url(1),
          last_page: last,
          last_page_url: url(last),
          next_page_url: page < last ? url(page + 1) : null,
          path: `${baseUrl}/v1/transfers`,
          per_page: PER_PAGE,
          prev_page_url: page > 1 ? url(page - 1) : null,
          to: (page - 1) * PER_PAGE + slice.length,
          total: rows.length,
          error: [],
        },
      },
    };
  }

  function plant(req: FakeRequest): FakeResponse {
    const b = req.json<{ ref?: unknown; kind?: unknown; value?: unknown }>();
    if (!b || typeof b.kind !== "string") return { status: 400, body: { error: 'body: {"ref", "kind", "value"}' } };
    if (b.kind === "extra" || b.kind === "settlement") {
      const v = (b.value ?? {}) as { amount?: string; currency?: string; status?: string; type?: string; at?: string };
      const at = v.at ? new Date(v.at) : new Date();
      const ref = randomRef(b.kind === "extra" ? "AP" : "STL", 10);
      const cents = parseAmount(v.amount ?? "100.00");
      if ("error" in cents || Number.isNaN(at.getTime())) return { status: 400, body: { error: "value.amount must be an amount and value.at a date" } };
      extraRows.push({
        at,
        row: { status: v.status ?? "success", ref_id: ref, type: b.kind === "extra" ? (v.type ?? "API") : "Settlement", created_at: chapaTime(at), currency: v.currency ?? "ETB", amount: listMoney(cents.cents), charge: listMoney(b.kind === "extra" ? Math.round(cents.cents * FEE_RATE) : 0), trans_id: null, payment_method: b.kind === "extra" ? "telebirr" : null, customer: null },
      });
      return { status: 200, body: { ok: true, ref_id: ref } };
    }
    if (!["amount", "currency", "status", "fee", "omit"].includes(b.kind) || typeof b.ref !== "string") return { status: 400, body: { error: "kind: amount|currency|status|fee|omit (with ref), or extra|settlement" } };
    plants.push({ ref: b.ref, kind: b.kind as Plant["kind"], value: b.value === undefined ? undefined : String(b.value) });
    return { status: 200, body: { ok: true } };
  }

  async function route(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    const p = req.path;
    const m = req.method;

    // Hosted checkout (checkout.chapa.co in production): no API key.
    let mm = /^\/checkout\/([A-Za-z0-9]+)(?:\/(pay|cancel))?\/?$/.exec(p);
    if (mm) {
      const txRef = byToken.get(mm[1]);
      const tx = txRef ? transactions.get(txRef) : undefined;
      if (!tx) return page("Not found", "<p>This payment link is invalid.</p>", 404);
      if (!mm[2] && m === "GET") return checkoutPage(tx);
      if (mm[2] && m === "POST") {
        if (tx.status !== "pending") return page("Payment", `<p id="status">This payment is already ${tx.status}.</p>`, 409);
        if (mm[2] === "cancel") complete(kit, tx, "cancelled", null, "cancelled by customer");
        else {
          const o = outcomeFromForm(tx, new URLSearchParams(req.body));
          complete(kit, tx, o.outcome, o.method, o.reason);
        }
        return afterCheckout(tx);
      }
      return page("Not allowed", "<p>Method not allowed.</p>", 405);
    }

    if (!p.startsWith("/v1/")) return answer(404, "Not Found");
    const denied = auth(req);
    if (denied) return denied;

    if (m === "POST" && p === "/v1/transaction/initialize") return initialize(req);
    if (m === "GET" && (mm = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(p))) return verify(decodeURIComponent(mm[1]));
    if (m === "GET" && (mm = /^\/v1\/refund\/([^/]+)\/verify$/.exec(p))) return verifyRefund(decodeURIComponent(mm[1]));
    if (m === "POST" && (mm = /^\/v1\/refund\/([^/]+)$/.exec(p))) return refund(kit, req, decodeURIComponent(mm[1]));
    if (m === "POST" && p === "/v1/transfers") return transfer(kit, req);
    if (m === "GET" && p === "/v1/transfers") return listTransfers(req);
    if (m === "GET" && p === "/v1/transactions") return listTransactions(req);
    if (m === "GET" && (mm = /^\/v1\/transfers\/verify\/([^/]+)$/.exec(p))) {
      const t = transfers.get(decodeURIComponent(mm[1]));
      if (!t) return answer(404, "Transfer not found"); // not documented; chosen
      return answer(200, "Transfer details", transferData(t));
    }
    // The documented sample has no "status" field here.
    if (m === "GET" && p === "/v1/banks") return { status: 200, body: { message: "Banks retrieved", data: CHAPA_BANKS } };
    return answer(404, "Not Found");
  }

  function completeByRef(kit: FakeKit, txRef: string, outcome: CheckoutOutcome, method?: string): FakeResponse {
    const tx = transactions.get(txRef);
    if (!tx) return { status: 404, body: { error: `no transaction ${txRef}` } };
    if (!["success", "failed", "cancelled"].includes(outcome)) return { status: 400, body: { error: "outcome must be success, failed or cancelled" } };
    if (tx.status !== "pending") return { status: 409, body: { error: `transaction ${txRef} is already ${tx.status}` } };
    const m: PaymentMethod | null = outcome === "cancelled" ? null : (PAYMENT_METHODS as readonly string[]).includes(method ?? "") ? (method as PaymentMethod) : "telebirr";
    complete(kit, tx, outcome, m, outcome === "failed" ? "Payment failed" : outcome === "cancelled" ? "cancelled by customer" : null);
    return { status: 200, body: { ok: true, tx_ref: txRef, status: outcome } };
  }

  async function control(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    if (req.method === "POST" && req.path === "/__fake/config") {
      const b = req.json<{ webhook_url?: string | null }>();
      if (!b || (b.webhook_url !== null && b.webhook_url !== undefined && !isUrl(b.webhook_url))) return { status: 400, body: { error: "webhook_url must be an http(s) URL or null" } };
      if ("webhook_url" in b) webhookUrl = b.webhook_url ?? undefined;
      return { status: 200, body: { ok: true, webhook_url: webhookUrl ?? null } };
    }
    if (req.method === "POST" && req.path === "/__fake/settlement/plant") return plant(req);
    if (req.method === "DELETE" && req.path === "/__fake/settlement/plant") {
      plants.length = 0;
      extraRows.length = 0;
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "GET" && req.path === "/__fake/config") return { status: 200, body: { webhook_url: webhookUrl ?? null, mode } };
    if (req.method === "POST" && req.path === "/__fake/disputes") {
      const b = req.json<{ tx_ref?: string; reason?: string; amount?: string; due_in_days?: number }>() ?? {};
      if (typeof b.tx_ref !== "string") return { status: 400, body: { error: 'body: {"tx_ref", "reason"?, "amount"?, "due_in_days"?}' } };
      return openDispute(b.tx_ref, { reason: b.reason, amount: b.amount, dueInDays: b.due_in_days });
    }
    const dm = /^\/__fake\/disputes\/([^/]+)\/(remind|resolve|redeliver)$/.exec(req.path);
    if (req.method === "POST" && dm) return moveDispute(decodeURIComponent(dm[1]), dm[2] as "remind" | "resolve" | "redeliver", req.json<{ outcome?: string; event?: string }>() ?? {});
    const mm = /^\/__fake\/checkout\/([^/]+)\/complete$/.exec(req.path);
    if (req.method === "POST" && mm) {
      const b = req.json<{ outcome?: CheckoutOutcome; method?: string }>() ?? {};
      return completeByRef(kit, decodeURIComponent(mm[1]), b.outcome ?? "success", b.method);
    }
    return undefined;
  }

  const server = await startFakeServer(opts, route, control);
  baseUrl = server.url;
  const kit = server.kit;
  return {
    ...server,
    async completeCheckout(txRef, outcome, method) {
      const res = completeByRef(kit, txRef, outcome, method);
      if (res.status !== 200) throw new Error((res.body as { error: string }).error);
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    openDispute(txRef, opts) {
      const res = openDispute(txRef, opts);
      if (res.status !== 200) throw new Error((res.body as { error: string }).error);
      return (res.body as { dispute_reference: string }).dispute_reference;
    },
    remindDispute(ref) {
      const res = moveDispute(ref, "remind", {});
      if (res.status !== 200) throw new Error((res.body as { error: string }).error);
    },
    resolveDispute(ref, outcome) {
      const res = moveDispute(ref, "resolve", { outcome });
      if (res.status !== 200) throw new Error((res.body as { error: string }).error);
    },
    redeliverDispute(ref, event) {
      const res = moveDispute(ref, "redeliver", { event });
      if (res.status !== 200) throw new Error((res.body as { error: string }).error);
    },
    state: { transactions, refunds, transfers, disputes },
  };
}
