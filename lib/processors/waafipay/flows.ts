import "server-only";
// WaafiPay: DJF payments from WAAFI wallets in Djibouti. Written from docs.waafipay.com
// ("Introduction", "Purchase", "PreAuthorization", "Hosted Payment Page", "Webhooks"); tested against
// the fake in tests/fakes/waafipay/, whose README lists the pages and what they leave unsaid.
//
// Every call is POST {base}/asm with one envelope {schemaVersion "1.0", requestId (a new UUID per
// call), timestamp, channelName "WEB", serviceName, serviceParams {merchantUid, apiUserId, apiKey, …}}
// and every answer is HTTP 200 {responseCode, errorCode, responseMsg, params} (transformers.ts: only the documented codes are final).
//
//   start a payment  API_PURCHASE: the call is held while the customer enters the PIN on the phone,
//                    and answers the decision (2001 + params.state APPROVED, or a decline). We wait up
//                    to PURCHASE_WAIT_MS; no answer by then (or a 5xx from WaafiPay's front) is not a
//                    failure: the prompt is still on the phone, so the attempt is pending (push) and
//                    status sync asks.
//   status sync      HPP_GETTRANINFO by referenceId (the gateway's attempt id), the only transaction
//                    inquiry WaafiPay documents; it takes the HPP credentials (storeId, hppKey),
//                    which is why a connection needs them.
//   refund           in full: API_CANCELPURCHASE ("Purchase Reversal", by transactionId; a repeat
//                    answers 5202 RCS_TRAN_ALREADY_CANCELLED, which is the same success); in part:
//                    HPP_REFUNDPURCHASE (amount + transactionId, HPP credentials).
//   payouts          none: WaafiPay documents no transfer or disbursement service (the processor has no payouts part).
//   callbacks        none for API purchases (WaafiPay's webhooks are for HPP transactions only): the
//                    purchase answers synchronously and status sync covers the rest, so no parseCallback.
//
// Why not the pre-authorisation flow (API_PREAUTHORIZE then _COMMIT / _CANCEL): it holds the
// customer's money for a later decision by the merchant (bookings, deliveries). The gateway's
// payments are captured at once, so a preauthorisation would add a second call, and a window where
// the money is held but not ours, with nothing gained; API_PURCHASE is one call and final.
//
// referenceId and invoiceId are the gateway's attempt id, so the status is asked by our id even when
// the answer to the purchase was never saved. WaafiPay says referenceId is unique "to prevent any
// duplicate transactions" but documents no code for a reused one; its own PHP SDK's sandbox log shows
// 5035 RCS_FAILED_TOCREATE_ORDER for a reused one on HPP_PURCHASE. Whatever a retried start is
// answered, a code WaafiPay does not document is never taken as a decline: the connector asks what
// the first attempt became (transformers.ts, waafiPurchaseVerdict).
import crypto from "node:crypto";
import type { WaafiPayCredentials } from "@/lib/processors/waafipay/spec";
import { ProcessorUnreachableError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import type { AttemptOutcome, AttemptStatus, Processor, RefundOutcome, SettlementReport } from "@/lib/processors/types";
import { describe, statusFromText, WAAFI_TRAN_STATUS, waafiAccountNo, waafiAmount, waafiAmountToMinor, waafiFailedReason, waafiMeaning, waafiPurchaseVerdict, waafiTimestamp, type WaafiAnswer } from "@/lib/processors/waafipay/transformers";
import { parseWaafiSettlementReport } from "@/lib/processors/waafipay/settlement-report";

/**
 * How long the customer's checkout waits on API_PURCHASE. WaafiPay holds the call while the PIN
 * prompt is open (its HPP gives the customer 5 minutes; the wallet prompt is shorter); past this the
 * checkout shows "approve on your phone" and status sync takes over.
 */
export const PURCHASE_WAIT_MS = 25_000;
/** How soon status sync asks again while the prompt is open. */
const PROMPT_CHECK_MS = 5_000;
/** A reversal answered with a code WaafiPay does not document: the purchase is read back this soon. */
const REFUND_IN_DOUBT_CHECK_MS = 60_000;
/** The processorRef of a part refund sent once with no certain answer: it is never sent again. */
export const UNCONFIRMED_REFUND = "unconfirmed:";
/** An unconfirmed part refund waits for a person; the job looks again this rarely. */
const UNCONFIRMED_REFUND_CHECK_MS = 6 * 60 * 60_000;


export function waafiPayConnector(opts: { credentials: WaafiPayCredentials; execute: ProcessorExecutor }): Processor {
  const { credentials, execute } = opts;
  const apiAuth = { merchantUid: credentials.merchant_uid, apiUserId: credentials.api_user_id, apiKey: credentials.api_key };
  const hppAuth = { merchantUid: credentials.merchant_uid, storeId: Number(credentials.store_id), hppKey: credentials.hpp_key };

  async function call(req: { operation: string; serviceName: string; serviceParams: Record<string, unknown>; objectId?: string; idempotent?: boolean; timeoutMs?: number }) {
    const res = await execute({
      operation: req.operation,
      method: "POST",
      path: "/asm",
      objectId: req.objectId,
      idempotent: req.idempotent ?? false,
      timeoutMs: req.timeoutMs,
      body: {
        schemaVersion: "1.0",
        requestId: crypto.randomUUID(),
        timestamp: waafiTimestamp(new Date()),
        channelName: "WEB",
        serviceName: req.serviceName,
        serviceParams: req.serviceParams,
      },
    });
    return { res, answer: (res.json ?? {}) as WaafiAnswer };
  }

  /** What WaafiPay knows of a transaction by its referenceId (the gateway's id). */
  async function tranInfo(referenceId: string, operation: string) {
    const { res, answer } = await call({ operation, serviceName: "HPP_GETTRANINFO", serviceParams: { ...hppAuth, referenceId }, objectId: referenceId, idempotent: true });
    if (res.status >= 500) throw new ProcessorUnreachableError(`WaafiPay answered ${res.status}`, false);
    const meaning = waafiMeaning(answer.responseCode);
    // Documented refusals (the HPP key, a store without the service): the connection is wrong.
    if (meaning === "refused") throw new Error(`WaafiPay HPP_GETTRANINFO refused the request: ${describe(res, answer)}`);
    // WaafiPay documents no code for a reference it does not know: any other answer says nothing of the transaction.
    if (meaning !== "success") return null;
    const p = answer.params ?? {};
    return {
      status: WAAFI_TRAN_STATUS[String(p.tranStatusId ?? "")] ?? statusFromText(String(p.status ?? p.tranStatusDesc ?? "")),
      transactionId: String(p.transactionId ?? ""),
      amount: p.tranAmount ?? p.amount,
      currency: String(p.currency ?? ""),
      reason: typeof p.description === "string" && p.tranStatusId === "2" ? p.description : undefined,
      raw: p,
    };
  }

  async function status(attemptId: string, expected?: { amount: bigint; currency: string }): Promise<AttemptStatus> {
    const info = await tranInfo(attemptId, "payment_status");
    if (!info) return { outcome: "unknown" };
    switch (info.status) {
      case "approved":
      case "partially_refunded":
      case "reversed": {
        // A reversed purchase was charged first: the attempt succeeded; its refund is the refund's business.
        if (expected) {
          const amount = waafiAmountToMinor(info.amount, expected.currency);
          if (amount !== expected.amount || info.currency !== expected.currency) {
            return { outcome: "failed", processorRef: info.transactionId, reason: `WaafiPay reports ${String(info.amount)} ${info.currency}, not the payment's amount` };
          }
        }
        return { outcome: "success", processorRef: info.transactionId };
      }
      case "failed":
        return { outcome: "failed", processorRef: info.transactionId, reason: waafiFailedReason(info.reason, String(info.raw.tranStatusDesc ?? "")) };
      default:
        return { outcome: "pending", processorRef: attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
    }
  }

  return {
    name: "waafipay",
    refundsUnavailable: null,

    async authorize(input): Promise<AttemptOutcome> {
      const accountNo = waafiAccountNo(input.account ?? "");
      if (!accountNo) return { outcome: "failed", processorRef: "", reason: "A WAAFI number is needed" };
      let sent: { res: ProcessorResponse; answer: WaafiAnswer };
      try {
        sent = await call({
          operation: "start_payment",
          serviceName: "API_PURCHASE",
          objectId: input.attemptId,
          timeoutMs: PURCHASE_WAIT_MS,
          // Never retried by the executor: the prompt would reach the phone twice. A start resent by the gateway meets WaafiPay's refusal of the reused referenceId, which is asked about, never taken as a decline.
          idempotent: false,
          serviceParams: {
            ...apiAuth,
            paymentMethod: "MWALLET_ACCOUNT",
            payerInfo: { accountNo },
            transactionInfo: {
              referenceId: input.attemptId,
              invoiceId: input.attemptId,
              amount: waafiAmount(input.amount, input.currency),
              currency: input.currency,
              description: (input.context?.title ?? input.context?.paymentId ?? "Payment").slice(0, 255),
            },
          },
        });
      } catch (error) {
        // No answer while the prompt is open (our wait ended, or the connection broke): WaafiPay may
        // still charge when the customer enters the PIN. Pending; status sync asks by our id.
        if (error instanceof ProcessorUnreachableError) return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
        throw error;
      }
      const { res, answer } = sent;
      if (res.status >= 500) return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
      const meaning = waafiMeaning(answer.responseCode);
      const transactionId = String(answer.params?.transactionId ?? "");
      if (meaning === "success") {
        const state = String(answer.params?.state ?? "").toUpperCase();
        if (state === "APPROVED") {
          const charged = waafiAmountToMinor(answer.params?.txAmount, input.currency);
          if (charged !== null && charged !== input.amount) return { outcome: "failed", processorRef: transactionId, reason: `WaafiPay charged ${String(answer.params?.txAmount)}, not the payment's amount` };
          return { outcome: "success", processorRef: transactionId };
        }
        return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
      }
      // Documented: the transaction cannot be performed with these credentials (nothing was charged).
      if (meaning === "refused") throw new Error(`WaafiPay refused the request: ${describe(res, answer)}`);
      const verdict = waafiPurchaseVerdict(answer);
      if (verdict.kind === "declined") return { outcome: "failed", processorRef: transactionId, reason: verdict.reason };
      // In doubt (a code WaafiPay does not document: a reused referenceId after a lost answer, its own
      // side failing, an issuer text this gateway cannot read): the first attempt may have charged.
      // Ask what the transaction became; still unknown, the attempt waits and status sync asks again.
      try {
        const s = await status(input.attemptId, { amount: input.amount, currency: input.currency });
        return s.outcome === "unknown" ? { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true } : s;
      } catch {
        return { outcome: "pending", processorRef: input.attemptId, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
      }
    },

    async checkPending({ processorRef }) {
      return { outcome: "pending", processorRef, checkAgainAfterMs: PROMPT_CHECK_MS, push: true };
    },

    status: ({ attemptId, expected }) => status(attemptId, expected),

    async refund({ attemptId, amount, currency, refundId }): Promise<RefundOutcome> {
      const info = await tranInfo(attemptId, "refund_lookup");
      if (!info || info.status === "pending" || info.status === "failed" || !info.transactionId) {
        return { outcome: "failed", refundRef: "", reason: "WaafiPay has no successful payment to refund" };
      }
      const original = waafiAmountToMinor(info.amount, currency);
      const full = original !== null && amount === original && info.status === "approved";
      if (full || info.status === "reversed") {
        // In full: the documented reversal. A repeat (after a lost answer) is "already cancelled": the same success.
        const { res, answer } = await call({
          operation: "refund",
          serviceName: "API_CANCELPURCHASE",
          objectId: refundId ?? attemptId,
          idempotent: true,
          serviceParams: { ...apiAuth, paymentMethod: "MWALLET_ACCOUNT", transactionId: info.transactionId, referenceId: attemptId, description: `Refund ${refundId ?? attemptId}` },
        });
        if (res.status >= 500) throw new ProcessorUnreachableError(`WaafiPay answered ${res.status}`, false);
        const meaning = waafiMeaning(answer.responseCode);
        if (meaning === "success" || meaning === "already_cancelled") return { outcome: "succeeded", refundRef: String(answer.params?.transactionId ?? info.transactionId) };
        if (meaning === "refused") return { outcome: "failed", refundRef: "", reason: `WaafiPay refused the reversal: ${describe(res, answer)}` };
        // A code WaafiPay does not document may hide a reversal that happened: refundStatus reads the
        // purchase back (reversed or not), and a reversal sent again is answered "already cancelled".
        return { outcome: "pending", refundRef: "", checkAgainAfterMs: REFUND_IN_DOUBT_CHECK_MS };
      }
      // In part: HPP_REFUNDPURCHASE takes an amount and no key of ours, and WaafiPay documents no refund
      // inquiry: sent twice, it may refund twice. So it is sent once, never retried by the executor, and
      // any answer but a success or a documented refusal (no answer, a 5xx, a code WaafiPay does not
      // document) leaves the refund unconfirmed: pending, for a person to settle (docs/processors.md),
      // never failed (the money may have gone back) and never sent again.
      const unconfirmed: RefundOutcome = { outcome: "pending", refundRef: `${UNCONFIRMED_REFUND}${refundId ?? attemptId}`, checkAgainAfterMs: UNCONFIRMED_REFUND_CHECK_MS };
      let sent: Awaited<ReturnType<typeof call>>;
      try {
        sent = await call({
          operation: "refund",
          serviceName: "HPP_REFUNDPURCHASE",
          objectId: refundId ?? attemptId,
          idempotent: false,
          serviceParams: { ...hppAuth, amount: waafiAmount(amount, currency), transactionId: Number(info.transactionId) || info.transactionId, description: `Refund ${refundId ?? attemptId}` },
        });
      } catch (error) {
        if (error instanceof ProcessorUnreachableError && !error.notSent) return unconfirmed;
        throw error;
      }
      const { res, answer } = sent;
      if (res.status >= 500) return unconfirmed;
      const meaning = waafiMeaning(answer.responseCode);
      if (meaning === "success") return { outcome: "succeeded", refundRef: String(answer.params?.transactionId ?? info.transactionId) };
      if (meaning === "refused") return { outcome: "failed", refundRef: "", reason: `WaafiPay refused the refund: ${describe(res, answer)}` };
      return unconfirmed;
    },

    async refundStatus({ attemptId, processorRef }) {
      // A part refund whose answer said nothing certain is never sent again: it waits for a person.
      if (processorRef?.startsWith(UNCONFIRMED_REFUND)) return { outcome: "pending" as const, refundRef: processorRef, checkAgainAfterMs: UNCONFIRMED_REFUND_CHECK_MS };
      // The only trace WaafiPay documents of a refund is the purchase's own status: reversed in full.
      const info = await tranInfo(attemptId, "refund_status");
      if (info?.status === "reversed") return { outcome: "succeeded" as const, refundRef: info.transactionId };
      return { outcome: "unknown" as const };
    },

    async check() {
      // Harmless and authenticated: ask about a reference that cannot exist. WaafiPay documents no code
      // for an unknown reference, only its refusals (5301 a wrong HPP key, 5308 a store without the
      // service): an envelope that is no documented refusal is taken as the HPP credentials accepted
      // (status sync and partial refunds use them), and the detail names what WaafiPay answered.
      // WaafiPay has no harmless call with the API credentials (every API_ service moves money), so a
      // wrong apiKey shows on the first purchase, as an attempt in doubt (docs/processors.md).
      try {
        const { res, answer } = await call({ operation: "check", serviceName: "HPP_GETTRANINFO", serviceParams: { ...hppAuth, referenceId: `check-${Date.now()}` }, idempotent: true });
        if (res.status !== 200 || !answer.responseCode) return { ok: false as const, detail: `WaafiPay answered ${res.status}` };
        if (waafiMeaning(answer.responseCode) === "refused") return { ok: false as const, detail: `WaafiPay refused the credentials: ${describe(res, answer)}` };
        return { ok: true as const, detail: `authenticated (${credentials.environment}, store ${credentials.store_id}; a reference that does not exist: ${describe(res, answer)})` };
      } catch (error) {
        return { ok: false as const, detail: (error as Error).message };
      }
    },

    parseSettlementReport(file: string): SettlementReport {
      return parseWaafiSettlementReport(file);
    },
  };
}

