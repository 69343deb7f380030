import "server-only";
// Airtel Money, Uganda: UGX wallet collections by USSD push (the customer approves with the
// Airtel Money PIN on the phone), refunds, and disbursements to Airtel wallets. Written from Airtel's
// Open API (developers.airtel.africa: Authorization, Collection-APIs, Disbursement-APIs, Account-APIs,
// Callbacks); tested against tests/fakes/airtel-money/, whose README lists the pages.
//
//   token             POST /auth/oauth2/token  {client_id, client_secret, grant_type: client_credentials}
//                     -> {access_token, expires_in}; kept until shortly before it expires, fetched again on a 401
//   every call        Authorization: Bearer, X-Country: UG, X-Currency: UGX
//   start a payment   POST /merchant/v1/payments/  {reference, subscriber{country, currency, msisdn}, transaction{amount, country, currency, id}}
//                     transaction.id = the gateway's attempt id: Airtel refuses an id it has seen (ESB000041),
//                     so a retry never charges twice, and the status is asked by the gateway's own id
//   status sync       GET  /standard/v1/payments/{id}   data.transaction.status TS | TF | TA | TIP
//   refund            POST /standard/v1/payments/refund {transaction{airtel_money_id}}: Airtel reverses the
//                     whole collection (it takes no amount), so only a refund of the whole payment is sent
//   payout            POST /standard/v1/disbursements/ {payee{msisdn}, reference, pin (RSA-encrypted, base64), transaction{amount, id}}
//                     GET  /standard/v1/disbursements/{id}
//   callbacks         POST {transaction{id, message, status_code, airtel_money_id}[, hash]} to the URL set on the
//                     app in Airtel's portal (not per request). With callback authentication on, `hash` is the
//                     HMAC-SHA256 (base64) of the transaction object under the app's key; either way a callback is
//                     only a reason to ask the status again.
import crypto from "node:crypto";
import type { AirtelMoneyCredentials } from "@/lib/processors/airtel-money/spec";
import { answerError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import type { AttemptOutcome, AttemptStatus, CallbackHint, PayoutOutcome, PayoutProcessor, Processor, ProcessorCallback, RefundOutcome } from "@/lib/processors/types";
import { AIRTEL_ESB, AIRTEL_RESPONSE_CODES, airtelAmount, airtelCallbackHash, airtelMsisdn, airtelOutcomeOf, airtelReason, describe, encryptAirtelPin, failureFromMessage, type AirtelBody } from "@/lib/processors/airtel-money/transformers";
import { parseAirtelStatement } from "@/lib/processors/airtel-money/settlement-report";

const PUSH_CHECK_MS = 5_000;
const DISBURSEMENT_CHECK_MS = 5_000;

export function airtelMoneyConnector(opts: { credentials: AirtelMoneyCredentials; execute: ProcessorExecutor }): Processor {
  const { credentials, execute } = opts;
  const currency = "UGX";
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
    const send = async (force: boolean) =>
      execute({
        operation: req.operation,
        method: req.method,
        path: req.path,
        objectId: req.objectId,
        idempotent: req.idempotent,
        body: req.body,
        headers: { accept: "*/*", authorization: `Bearer ${await token(force)}`, "x-country": credentials.country, "x-currency": currency },
      });
    let res = await send(false);
    if (res.status === 401) res = await send(true); // an expired or revoked token: one fresh one
    return { res, body: (res.json ?? {}) as AirtelBody };
  }

  const notFound = (res: ProcessorResponse, body: AirtelBody) =>
    res.status === 404 || body.status?.result_code === AIRTEL_ESB.NOT_FOUND || body.status?.response_code === "DP00800001025";

  async function paymentStatus(attemptId: string): Promise<AttemptStatus> {
    const { res, body } = await call({ operation: "payment_status", method: "GET", path: `/standard/v1/payments/${encodeURIComponent(attemptId)}`, objectId: attemptId, idempotent: true });
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
    const { res, body } = await call({ operation: "payout_status", method: "GET", path: `/standard/v1/disbursements/${encodeURIComponent(payoutId)}`, objectId: payoutId, idempotent: true });
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
        path: "/standard/v1/disbursements/",
        objectId: input.payoutId,
        // Keyed by transaction.id = the payout id: Airtel refuses it a second time (ESB000041).
        idempotent: true,
        body: { payee: { msisdn }, reference: input.payoutId.slice(0, 64), pin, transaction: { amount, id: input.payoutId } },
      });
      if (res.status >= 500) throw answerError(res.status, `Airtel Money disbursement: answered ${res.status} ${describe(res)}`);
      if (body.status?.result_code === AIRTEL_ESB.DUPLICATE_ID) {
        const s = await disbursementStatus(input.payoutId);
        if (s.outcome !== "unknown") return s;
      }
      const tx = body.data?.transaction ?? {};
      const ref = typeof tx.airtel_money_id === "string" && tx.airtel_money_id ? tx.airtel_money_id : input.payoutId;
      if (res.status === 200 && body.status?.success === true) {
        const outcome = airtelOutcomeOf(tx.status) ?? (tx.status === "SUCCESS" ? "success" : "pending");
        if (outcome === "success") return { outcome: "success", processorRef: ref };
        if (outcome === "failed") return { outcome: "failed", processorRef: ref, reason: failureFromMessage(tx.message) };
        return { outcome: "processing", processorRef: ref, checkAgainAfterMs: DISBURSEMENT_CHECK_MS };
      }
      return { outcome: "failed", processorRef: "", reason: res.status === 200 ? airtelReason(body.status?.response_code, body.status?.message) : `Airtel Money refused the disbursement: ${describe(res)}` };
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
        path: "/merchant/v1/payments/",
        objectId: input.attemptId,
        // Airtel refuses a transaction id it has seen (ESB000041): sending the attempt again never charges twice.
        idempotent: true,
        body: {
          reference: (input.context?.paymentId ?? input.attemptId).slice(0, 64),
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
      const code = body.status?.response_code;
      const known = typeof code === "string" ? AIRTEL_RESPONSE_CODES[code] : undefined;
      if (res.status === 200 && body.status?.success === true && known?.state !== "failed") {
        return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
      }
      return { outcome: "failed", processorRef: "", reason: res.status === 200 ? airtelReason(code, body.status?.message) : `Airtel Money refused the payment: ${describe(res)}` };
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
        path: "/standard/v1/payments/refund",
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
        const expected = Buffer.from(airtelCallbackHash(transaction, credentials.callback_secret));
        const given = Buffer.from(hash);
        if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
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
        const { res, body } = await call({ operation: "check", method: "GET", path: "/standard/v1/users/balance", idempotent: true });
        if (res.status !== 200) return { ok: false as const, detail: `the balance call answered ${res.status} ${describe(res)}` };
        return { ok: true as const, detail: `authenticated (${credentials.country}); balance ${String(body.data?.balance ?? "?")} ${String(body.data?.currency ?? "")}`.trim() };
      } catch (error) {
        return { ok: false as const, detail: (error as Error).message };
      }
    },

    parseSettlementReport: (file: string) => parseAirtelStatement(file),
  };
}

