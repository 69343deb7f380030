import "server-only";
// Airtel Money, Uganda: UGX wallet collections by USSD push (the customer approves with the
// Airtel Money PIN on the phone), refunds, and disbursements to Airtel wallets. Written from Airtel's
// Open API (developers.airtel.africa: Authorization, Collection-APIs, Disbursement-APIs, Account-APIs,
// Callbacks); tested against tests/fakes/airtel-money/, whose README lists the pages.
//
//   version           `api_version` "v2" (default: Airtel's docs recommend it and warn that older versions may be
//                     deprecated) or "v1"; the paths below are v2's, v1's have v1 in their place
//   token             POST /auth/oauth2/token  {client_id, client_secret, grant_type: client_credentials}
//                     -> {access_token, expires_in}; kept until shortly before it expires, fetched again on a 401
//   every call        Authorization: Bearer, X-Country: UG, X-Currency: UGX; with `message_signing` (v2), every POST
//                     also x-signature and x-key (transformers.ts airtelSignature)
//   start a payment   POST /merchant/v2/payments/  {reference, subscriber{country, currency, msisdn}, transaction{amount, country, currency, id}}
//                     transaction.id = the gateway's attempt id: Airtel refuses an id it has seen (ESB000041),
//                     so a retry never charges twice, and the status is asked by the gateway's own id;
//                     reference = the payment id without its underscore (Airtel takes letters and digits only)
//   status sync       GET  /standard/v2/payments/{id}   data.transaction.status TS | TF | TA | TIP
//   refund            POST /standard/v2/payments/refund {transaction{airtel_money_id}}: Airtel reverses the
//                     whole collection (it takes no amount), so only a refund of the whole payment is sent
//   payout            POST /standard/v2/disbursements/ {payee{msisdn, currency}, reference, pin (RSA-encrypted, base64), transaction{amount, id, type: B2C}}
//                     GET  /standard/v2/disbursements/{id}?transactionType=B2C; DP00900001015 (not found): never
//                     received, so the worker sends it again under the same id
//   callbacks         POST {transaction{id, message, status_code, airtel_money_id}[, hash]} to the URL set on the
//                     app in Airtel's portal (not per request). With callback authentication on, `hash` is the
//                     HMAC-SHA256 (base64) of the body without it ({"transaction": …}) under the app's key; either
//                     way a callback is only a reason to ask the status again.
//   unknown answers   only a documented refusal (a DP code the docs call a failure, a ROUTER code, an ESB validation
//                     code) fails a payment or payout; any other answer is in doubt, and the enquiry decides.
import crypto from "node:crypto";
import type { AirtelMoneyCredentials } from "@/lib/processors/airtel-money/spec";
import { answerError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import type { AttemptOutcome, AttemptStatus, CallbackHint, PayoutOutcome, PayoutProcessor, Processor, ProcessorCallback, RefundOutcome } from "@/lib/processors/types";
import { AIRTEL_DISBURSEMENT_NOT_FOUND, AIRTEL_ESB, AIRTEL_RESPONSE_CODES, AIRTEL_ROUTER_CODES, airtelAmount, airtelCallbackHash, airtelMsisdn, airtelOutcomeOf, airtelReason, airtelReference, airtelSignature, airtelTransactionHash, describe, encryptAirtelPin, failureFromMessage, type AirtelBody } from "@/lib/processors/airtel-money/transformers";
import { parseAirtelStatement } from "@/lib/processors/airtel-money/settlement-report";

const PUSH_CHECK_MS = 5_000;
const DISBURSEMENT_CHECK_MS = 5_000;

/** ESB codes of a request refused as it stands (field validation, msisdn, country, currency, vendor): nothing was done. */
const ESB_REFUSALS = new Set(["ESB000008", "ESB000033", "ESB000034", "ESB000035", "ESB000036", "ESB000039"]);

/** The code an answer carries: `status.response_code`, else the router's `status_code` (ROUTER…). */
function codeOf(body: AirtelBody): string | undefined {
  const code = body.status?.response_code ?? body.status_code;
  return typeof code === "string" ? code : undefined;
}

/** A refusal Airtel documents as final (nothing was done), with the reason to show; null: not one (in doubt). */
function refusalOf(res: ProcessorResponse, body: AirtelBody): string | null {
  const code = codeOf(body);
  if (code && AIRTEL_RESPONSE_CODES[code]?.state === "failed") return airtelReason(code, body.status?.message);
  if (code && AIRTEL_ROUTER_CODES[code]) return AIRTEL_ROUTER_CODES[code];
  const result = body.status?.result_code;
  if (typeof result === "string" && ESB_REFUSALS.has(result)) return airtelReason(undefined, body.status?.message);
  // A token refused even after a fresh one: the call was never taken.
  if (res.status === 401) return `Airtel Money refused the connection's credentials: ${describe(res)}`;
  return null;
}

export function airtelMoneyConnector(opts: { credentials: AirtelMoneyCredentials; execute: ProcessorExecutor }): Processor {
  const { credentials, execute } = opts;
  const currency = "UGX";
  const version = credentials.api_version ?? "v2";
  const signingKey = version === "v2" ? credentials.message_signing?.public_key : undefined;
  const paths = {
    payment: `/merchant/${version}/payments/`,
    paymentStatus: (id: string) => `/standard/${version}/payments/${encodeURIComponent(id)}`,
    refund: `/standard/${version}/payments/refund`,
    disbursement: `/standard/${version}/disbursements/`,
    // v2's disbursement enquiry names the transaction type, as its disbursement does.
    disbursementStatus: (id: string) => `/standard/${version}/disbursements/${encodeURIComponent(id)}${version === "v2" ? "?transactionType=B2C" : ""}`,
    balance: "/standard/v1/users/balance",
  };
  let cached: { token: string; expiresAt: number } | null = null;

  async function token(force = false): Promise<string> {
    // Airtel's tokens are short-lived (its sample says 180 s): renew a little before the end.
    if (!force && cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await execute({
      operation: "token",
      method: "POST",
      path: "/auth/oauth2/token",
      headers: { accept: "*/*" },
      body: { client_id: credentials.client_id, client_secret: credentials.client_secret, grant_type: "client_credentials" },
      idempotent: true,
    });
    const body = (res.json ?? {}) as { access_token?: string; expires_in?: string | number };
    if (res.status !== 200 || !body.access_token) throw answerError(res.status, `Airtel Money token: answered ${res.status} ${describe(res)}`);
    const ttlMs = Math.max(1, Number(body.expires_in) || 180) * 1000;
    cached = { token: body.access_token, expiresAt: Date.now() + ttlMs - Math.min(30_000, ttlMs / 4) };
    return body.access_token;
  }

  async function call(req: { operation: string; method: "GET" | "POST"; path: string; body?: unknown; objectId?: string; idempotent: boolean }): Promise<{ res: ProcessorResponse; body: AirtelBody }> {
    // Message signing covers the payload as sent: the body is serialized once, signed, and sent as that string.
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    const signature = signingKey && req.method === "POST" && payload !== undefined ? airtelSignature(payload, signingKey) : {};
    const send = async (force: boolean) =>
      execute({
        operation: req.operation,
        method: req.method,
        path: req.path,
        objectId: req.objectId,
        idempotent: req.idempotent,
        body: payload,
        headers: {
          accept: "*/*",
          ...(payload !== undefined ? { "content-type": "application/json" } : {}),
          authorization: `Bearer ${await token(force)}`,
          "x-country": credentials.country,
          "x-currency": currency,
          ...signature,
        },
      });
    let res = await send(false);
    if (res.status === 401) res = await send(true); // an expired or revoked token: one fresh one
    return { res, body: (res.json ?? {}) as AirtelBody };
  }

  // Airtel's "no such transaction": HTTP 404, ESB000045, the collection's DP00800001025 or the disbursement's DP00900001015.
  const notFound = (res: ProcessorResponse, body: AirtelBody) =>
    res.status === 404 || body.status?.result_code === AIRTEL_ESB.NOT_FOUND || codeOf(body) === "DP00800001025" || codeOf(body) === AIRTEL_DISBURSEMENT_NOT_FOUND;

  async function paymentStatus(attemptId: string): Promise<AttemptStatus> {
    const { res, body } = await call({ operation: "payment_status", method: "GET", path: paths.paymentStatus(attemptId), objectId: attemptId, idempotent: true });
    if (notFound(res, body)) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `Airtel Money payment enquiry: answered ${res.status} ${describe(res)}`);
    const tx = body.data?.transaction ?? {};
    const moneyId = typeof tx.airtel_money_id === "string" && tx.airtel_money_id ? tx.airtel_money_id : attemptId;
    switch (airtelOutcomeOf(tx.status)) {
      // Airtel's enquiry carries no amount: the id is the attempt's own, sent once with the attempt's amount.
      case "success":
        return { outcome: "success", processorRef: moneyId };
      case "failed":
        return { outcome: "failed", processorRef: moneyId, reason: failureFromMessage(tx.message) };
      case "pending":
        return { outcome: "pending", processorRef: attemptId, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
      default:
        throw new Error(`Airtel Money payment enquiry: unknown status ${String(tx.status)}`);
    }
  }

  async function disbursementStatus(payoutId: string): Promise<PayoutOutcome | { outcome: "unknown" }> {
    const { res, body } = await call({ operation: "payout_status", method: "GET", path: paths.disbursementStatus(payoutId), objectId: payoutId, idempotent: true });
    if (notFound(res, body)) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `Airtel Money disbursement enquiry: answered ${res.status} ${describe(res)}`);
    const tx = body.data?.transaction ?? {};
    const ref = typeof tx.airtel_money_id === "string" && tx.airtel_money_id ? tx.airtel_money_id : payoutId;
    const outcome = airtelOutcomeOf(tx.status);
    if (outcome === "success") return { outcome: "success", processorRef: ref };
    if (outcome === "failed") return { outcome: "failed", processorRef: ref, reason: failureFromMessage(tx.message) };
    return { outcome: "processing", processorRef: ref, checkAgainAfterMs: DISBURSEMENT_CHECK_MS };
  }

  // Disbursements take no OTP and no approval step: those parts of the payout capability are absent.
  const payouts: PayoutProcessor = {
    async sendPayout(input): Promise<PayoutOutcome> {
      const d = credentials.disbursement;
      if (!d) return { outcome: "failed", processorRef: "", reason: "this Airtel Money connection has no disbursement PIN and key" };
      const msisdn = airtelMsisdn(input.accountNumber);
      if (!msisdn) return { outcome: "failed", processorRef: "", reason: "An Airtel Money number of Uganda (+256…) is needed" };
      const amount = airtelAmount(input.amount, input.currency);
      if (amount === null || input.currency !== currency) return { outcome: "failed", processorRef: "", reason: `Airtel Money sends whole ${currency} amounts only` };
      let pin: string;
      try {
        pin = encryptAirtelPin(d.pin, d.public_key);
      } catch {
        // Nothing was sent: the payout fails with its money back, and the operator fixes the key.
        return { outcome: "failed", processorRef: "", reason: "this Airtel Money connection's PIN encryption key is not a valid RSA public key" };
      }
      const { res, body } = await call({
        operation: "send_payout",
        method: "POST",
        path: paths.disbursement,
        objectId: input.payoutId,
        // Keyed by transaction.id = the payout id: Airtel refuses it a second time (ESB000041).
        idempotent: true,
        body:
          version === "v2"
            ? // v2 names the payee's currency and the kind of transfer: B2C, a payout to a subscriber's wallet.
              { payee: { msisdn, currency }, reference: airtelReference(input.payoutId), pin, transaction: { amount, id: input.payoutId, type: "B2C" } }
            : { payee: { msisdn }, reference: airtelReference(input.payoutId), pin, transaction: { amount, id: input.payoutId } },
      });
      if (res.status >= 500) throw answerError(res.status, `Airtel Money disbursement: answered ${res.status} ${describe(res)}`);
      const code = codeOf(body);
      const tx = body.data?.transaction ?? {};
      const ref = typeof tx.airtel_money_id === "string" && tx.airtel_money_id ? tx.airtel_money_id : input.payoutId;
      if (res.status === 200 && body.status?.success === true) {
        const outcome = airtelOutcomeOf(tx.status) ?? (tx.status === "SUCCESS" ? "success" : "pending");
        if (outcome === "success") return { outcome: "success", processorRef: ref };
        if (outcome === "failed") return { outcome: "failed", processorRef: ref, reason: failureFromMessage(tx.message) };
        return { outcome: "processing", processorRef: ref, checkAgainAfterMs: DISBURSEMENT_CHECK_MS };
      }
      const refused = body.status?.result_code === AIRTEL_ESB.DUPLICATE_ID ? null : refusalOf(res, body);
      if (refused) return { outcome: "failed", processorRef: "", reason: res.status === 200 || code ? refused : `Airtel Money refused the disbursement: ${describe(res)}` };
      // Sent before (ESB000041, DP00900001017), a time-out that may have gone through, or an answer Airtel does not
      // document: in doubt. The enquiry by the payout id says what became of it (and "not found" sends it again).
      const s = await disbursementStatus(input.payoutId);
      if (s.outcome !== "unknown") return s;
      return { outcome: "processing", processorRef: input.payoutId, checkAgainAfterMs: DISBURSEMENT_CHECK_MS };
    },

    payoutStatus: ({ payoutId }) => disbursementStatus(payoutId),
  };

  return {
    name: "airtel_money",
    refundsUnavailable: null,

    async authorize(input): Promise<AttemptOutcome> {
      const msisdn = airtelMsisdn(input.account ?? "");
      if (!msisdn) return { outcome: "failed", processorRef: "", reason: "An Airtel Money number of Uganda (+256…) is needed" };
      const amount = airtelAmount(input.amount, input.currency);
      if (amount === null || input.currency !== currency) return { outcome: "failed", processorRef: "", reason: `Airtel Money takes whole ${currency} amounts only` };
      const { res, body } = await call({
        operation: "start_payment",
        method: "POST",
        path: paths.payment,
        objectId: input.attemptId,
        // Airtel refuses a transaction id it has seen (ESB000041): sending the attempt again never charges twice.
        idempotent: true,
        body: {
          reference: airtelReference(input.context?.paymentId ?? input.attemptId),
          subscriber: { country: credentials.country, currency, msisdn },
          transaction: { amount, country: credentials.country, currency, id: input.attemptId },
        },
      });
      if (res.status >= 500) throw answerError(res.status, `Airtel Money payment: answered ${res.status} ${describe(res)}`);
      if (body.status?.result_code === AIRTEL_ESB.DUPLICATE_ID) {
        // Sent before (a retry after a lost answer): what did it become?
        const s = await paymentStatus(input.attemptId);
        if (s.outcome !== "unknown") return s;
      }
      const code = codeOf(body);
      const known = code ? AIRTEL_RESPONSE_CODES[code] : undefined;
      if (res.status === 200 && body.status?.success === true && known?.state !== "failed") {
        return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
      }
      const refused = body.status?.result_code === AIRTEL_ESB.DUPLICATE_ID ? null : refusalOf(res, body);
      if (refused) return { outcome: "failed", processorRef: "", reason: res.status === 200 || code ? refused : `Airtel Money refused the payment: ${describe(res)}` };
      // An answer Airtel does not document: the push may have gone out. In doubt: the enquiry decides.
      return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    },

    async checkPending({ processorRef }) {
      return { outcome: "pending", processorRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    },

    status: ({ attemptId }) => paymentStatus(attemptId),

    async refund({ attemptId, amount, paymentAmount }): Promise<RefundOutcome> {
      // Airtel's refund reverses the whole collection: a part of a payment cannot be given back this way.
      if (paymentAmount !== undefined && amount !== paymentAmount) {
        return { outcome: "failed", refundRef: "", reason: "Airtel Money refunds only a whole payment (its refund reverses the transaction); refund the full amount" };
      }
      const paid = await paymentStatus(attemptId);
      if (paid.outcome !== "success") return { outcome: "failed", refundRef: "", reason: "Airtel Money has no successful payment to refund" };
      const { res, body } = await call({
        operation: "refund",
        method: "POST",
        path: paths.refund,
        objectId: attemptId,
        // A transaction is reversed once: a second refund of it is refused, never paid twice.
        idempotent: true,
        body: { transaction: { airtel_money_id: paid.processorRef } },
      });
      if (res.status >= 500) throw answerError(res.status, `Airtel Money refund: answered ${res.status} ${describe(res)}`);
      const tx = body.data?.transaction ?? {};
      if (res.status === 200 && body.status?.success === true && (tx.status === "SUCCESS" || airtelOutcomeOf(tx.status) === "success")) {
        return { outcome: "succeeded", refundRef: paid.processorRef };
      }
      // Refunded before (the answer to the first try was lost): the reversal is done.
      if (/already (been )?(refunded|reversed)/i.test(String(body.status?.message ?? ""))) {
        return { outcome: "succeeded", refundRef: paid.processorRef };
      }
      return { outcome: "failed", refundRef: "", reason: `Airtel Money refused the refund: ${describe(res)}` };
    },

    // Disbursements need the wallet PIN and its key: without them the connection only collects.
    payouts: credentials.disbursement ? payouts : undefined,

    parseCallback(input: ProcessorCallback): CallbackHint | null {
      let parsed: unknown;
      try {
        parsed = JSON.parse(input.rawBody);
      } catch {
        return null;
      }
      if (parsed === null || typeof parsed !== "object") return null;
      const { transaction, hash } = parsed as { transaction?: unknown; hash?: unknown };
      if (transaction === null || typeof transaction !== "object") return null;
      if (credentials.callback_secret) {
        // Callback authentication is on for this app: an unhashed or wrongly hashed body is a forgery.
        if (typeof hash !== "string") return null;
        const given = Buffer.from(hash);
        const matches = (expected: string) => {
          const e = Buffer.from(expected);
          return e.length === given.length && crypto.timingSafeEqual(e, given);
        };
        // The documented input is the body without `hash`; the transaction object alone is the other reading of
        // "the callback payload", taken too: a callback only makes the gateway ask Airtel, it changes nothing itself.
        if (!matches(airtelCallbackHash(transaction, credentials.callback_secret)) && !matches(airtelTransactionHash(transaction, credentials.callback_secret))) return null;
      }
      const id = (transaction as { id?: unknown }).id;
      if (typeof id !== "string") return null;
      if (id.startsWith("att_")) return { kind: "attempt", id };
      if (id.startsWith("po_")) return { kind: "payout", id };
      return null;
    },

    async check() {
      try {
        await token(true);
        const { res, body } = await call({ operation: "check", method: "GET", path: paths.balance, idempotent: true });
        if (res.status !== 200) return { ok: false as const, detail: `the balance call answered ${res.status} ${describe(res)}` };
        return { ok: true as const, detail: `authenticated (${credentials.country}); balance ${String(body.data?.balance ?? "?")} ${String(body.data?.currency ?? "")}`.trim() };
      } catch (error) {
        return { ok: false as const, detail: (error as Error).message };
      }
    },

    parseSettlementReport: (file: string) => parseAirtelStatement(file),
  };
}

