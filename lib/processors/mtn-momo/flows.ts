import "server-only";
// MTN Mobile Money: UGX wallet collections by push (the customer approves on the phone)
// and disbursements to MTN wallets. Written from the MTN MoMo Open API (momodeveloper.mtn.com:
// "Collection", "Disbursement", "API user and API key management", the sandbox's test numbers);
// tested against the fake in tests/fakes/mtn-momo/, whose header lists the pages.
//
//   token             POST /collection/token/  (Basic api_user:api_key, Ocp-Apim-Subscription-Key); /disbursement/token/ likewise
//   start a payment   POST /collection/v1_0/requesttopay   X-Reference-Id, X-Target-Environment, X-Callback-Url -> 202
//   status sync       GET  /collection/v1_0/requesttopay/{referenceId}   PENDING | SUCCESSFUL | FAILED
//   payout            POST /disbursement/v1_0/transfer -> 202;  GET /disbursement/v1_0/transfer/{referenceId}
//   refund            "refund" (default): POST /disbursement/v1_0/refund {referenceIdToRefund: the request to pay's
//                     X-Reference-Id} -> 202;  GET /disbursement/v1_0/refund/{referenceId} (MTN's MoMo API SDKs,
//                     Refund-V1; the status GET serves V1 and V2). "transfer": a disbursement transfer back to the
//                     payer the request to pay names, for an account MoMo does not allow the refund call.
//   recurring         pre-approval (MoMo's Collection API, PreApproval, GetPreApprovalStatus, CancelPreApproval):
//                     POST /collection/v2_0/preapproval {payer, payerCurrency, payerMessage, validityTime}, X-Reference-Id
//                     from the mandate id -> 202, the customer approves on the phone;
//                     GET  /collection/v2_0/preapproval/{referenceId}   PENDING | SUCCESSFUL | FAILED (+ expirationDateTime);
//                     DELETE /collection/v1_0/preapproval/{referenceId}   cancels an approved one;
//                     a charge is an ordinary request to pay to the pre-approval's payer, which MoMo then debits without
//                     the payer's approval ("so that the payer do not need to approval the requestToPay operation")
//   settlements       none by API: the partner portal's transaction statement (CSV) is read by
//                     `parseSettlementReport` (columns in docs/reconciliation.md)
//   callbacks         the same body as the GET, to X-Callback-Url, unsigned: the gateway's callback URL
//                     carries an unguessable token per connection, and every callback is only a reason to ask.
//                     MoMo refuses a callback URL whose host is not the API user's providerCallbackHost
//                     (500 INVALID_CALLBACK_URL_HOST, "Callback URL with different host name then configured for
//                     API User": MoMo's common error codes): the connection's callback_host says the API user's
//                     host; when it is not the gateway's, no X-Callback-Url is sent and status sync confirms.
//
// X-Reference-Id is a UUID v4 derived from the gateway's own id (attempt, payout, refund), so a
// retry after a lost answer reuses it: MoMo answers 409 and never charges or pays twice, and the
// status can be asked by the gateway's id even when the answer to the request was never saved.
import type { MtnMomoCredentials } from "@/lib/processors/mtn-momo/spec";
import {
  describe,
  errorCode,
  failureReason,
  momoDateTime,
  momoReferenceId,
  preApprovalFailureReason,
  preApprovalState,
  type MomoPreApproval,
  type MomoTransaction,
} from "@/lib/processors/mtn-momo/transformers";
import { parseMomoStatement } from "@/lib/processors/mtn-momo/settlement-report";
import { answerError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import {
  duplicateChargeRefundId,
  type AttemptContext,
  type AttemptOutcome,
  type AttemptStatus,
  type CallbackHint,
  type MandateOutcome,
  type PayoutOutcome,
  type PayoutProcessor,
  type Processor,
  type ProcessorCallback,
  type RecurringProcessor,
  type RefundOutcome,
} from "@/lib/processors/types";

const PUSH_CHECK_MS = 5_000;
const TRANSFER_CHECK_MS = 5_000;
/** After MoMo refused the callback host, requests go without X-Callback-Url this long before the header is tried again. */
const CALLBACK_REFUSED_MS = 15 * 60_000;
/**
 * validityTime for a mandate the gateway keeps until it is cancelled: MoMo takes no "forever" and does not document its
 * maximum, so a year; the status GET's expirationDateTime then says when it lapses, and the mandate is expired after.
 */
const UNTIL_CANCELLED_S = 365 * 24 * 3600;

type Product = "collection" | "disbursement";

/**
 * An answer saying this account may not use the refund call at all: MoMo's NOT_ALLOWED ("Authorization failed.
 * User does not have permission."), or the API gateway's own refusal of the operation (401/403 after a fresh
 * token, a 404 without MoMo's {code}). Which one MoMo gives such an account is not documented.
 */
function refundCallUnavailable(res: ProcessorResponse): boolean {
  const code = errorCode(res);
  return code === "NOT_ALLOWED" || res.status === 401 || res.status === 403 || (res.status === 404 && code === undefined);
}

export function mtnMomoConnector(opts: { credentials: MtnMomoCredentials; execute: ProcessorExecutor; callbackUrl?: string }): Processor {
  const { credentials, execute } = opts;
  const tokens = new Map<Product, { token: string; expiresAt: number }>();
  const refundsVia = credentials.refunds_via ?? "refund";
  const gatewayCallbackHost = (() => {
    try {
      return opts.callbackUrl ? new URL(opts.callbackUrl).hostname.toLowerCase() : null;
    } catch {
      return null;
    }
  })();
  // The API user's callback host, when the connection says it, against the gateway's: MoMo would refuse every
  // request carrying the gateway's URL, so none is sent and status sync (every 5 s while pending) confirms.
  const callbackHostMismatch = Boolean(credentials.callback_host && gatewayCallbackHost && credentials.callback_host.toLowerCase() !== gatewayCallbackHost);
  let callbackRefusedUntil = 0;
  const sendsCallbackUrl = () => Boolean(opts.callbackUrl) && !callbackHostMismatch && Date.now() >= callbackRefusedUntil;
  // MoMo's sandbox accepts only EUR (its documented test currency); production environments their own.
  const currencyFor = (currency: string) => (credentials.target_environment === "sandbox" ? "EUR" : currency);

  function productCredentials(product: Product) {
    const c = product === "collection" ? credentials.collection : credentials.disbursement;
    if (!c) throw new Error(`this MTN MoMo connection has no ${product} credentials`);
    return c;
  }

  async function token(product: Product, force = false): Promise<string> {
    const cached = tokens.get(product);
    if (!force && cached && cached.expiresAt > Date.now() + 30_000) return cached.token;
    const c = productCredentials(product);
    const res = await execute({
      operation: "token",
      method: "POST",
      path: `/${product}/token/`,
      headers: { authorization: `Basic ${Buffer.from(`${c.api_user}:${c.api_key}`).toString("base64")}`, "ocp-apim-subscription-key": c.subscription_key },
      idempotent: true,
    });
    const body = (res.json ?? {}) as { access_token?: string; expires_in?: number };
    if (res.status !== 200 || !body.access_token) throw answerError(res.status, `MTN MoMo ${product} token: answered ${res.status} ${describe(res)}`);
    tokens.set(product, { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 });
    return body.access_token;
  }

  async function call(product: Product, req: { operation: string; method: "GET" | "POST" | "DELETE"; path: string; referenceId?: string; body?: unknown; objectId?: string; callback?: boolean }) {
    const send = async (force: boolean, withCallback: boolean) =>
      execute({
        operation: req.operation,
        method: req.method,
        path: req.path,
        objectId: req.objectId,
        // Every MoMo call here is idempotent: GETs, and POSTs keyed by X-Reference-Id (409 on reuse).
        idempotent: true,
        body: req.body,
        headers: {
          authorization: `Bearer ${await token(product, force)}`,
          "ocp-apim-subscription-key": productCredentials(product).subscription_key,
          "x-target-environment": credentials.target_environment,
          ...(req.referenceId ? { "x-reference-id": req.referenceId } : {}),
          ...(withCallback && opts.callbackUrl ? { "x-callback-url": opts.callbackUrl } : {}),
        },
      });
    const withCallback = Boolean(req.callback) && sendsCallbackUrl();
    let res = await send(false, withCallback);
    if (res.status === 401) res = await send(true, withCallback); // an expired token: one fresh one
    if (withCallback && errorCode(res) === "INVALID_CALLBACK_URL_HOST") {
      // MoMo refused the request while validating it, before accepting it (the callback page: "the Gateway
      // validates the request and then responds with 202 Accepted"): nothing was created, so the same
      // X-Reference-Id is sent again, once, without the URL. Reusing it is the safe way: had MoMo kept it after
      // all, the resend gets 409 RESOURCE_ALREADY_EXIST and the status is asked, never a second transaction.
      callbackRefusedUntil = Date.now() + CALLBACK_REFUSED_MS;
      res = await send(false, false);
      if (res.status === 401) res = await send(true, false);
    }
    return res;
  }

  async function requestToPayStatus(attemptId: string): Promise<{ res: ProcessorResponse; tx: MomoTransaction }> {
    const res = await call("collection", { operation: "payment_status", method: "GET", path: `/collection/v1_0/requesttopay/${momoReferenceId(attemptId)}`, objectId: attemptId });
    return { res, tx: (res.json ?? {}) as MomoTransaction };
  }

  async function status(attemptId: string, expected?: { amount: bigint; currency: string }): Promise<AttemptStatus> {
    const { res, tx } = await requestToPayStatus(attemptId);
    if (res.status === 404) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `MTN MoMo requesttopay status: answered ${res.status} ${describe(res)}`);
    const ref = tx.financialTransactionId || momoReferenceId(attemptId);
    switch (tx.status) {
      case "SUCCESSFUL":
        if (expected && (tx.amount !== expected.amount.toString() || tx.currency !== currencyFor(expected.currency))) {
          return { outcome: "failed", processorRef: ref, reason: `MTN MoMo reports ${tx.amount} ${tx.currency}, not the payment's amount` };
        }
        return { outcome: "success", processorRef: ref };
      case "FAILED":
      case "REJECTED":
      case "TIMEOUT":
      case "EXPIRED":
        return { outcome: "failed", processorRef: ref, reason: failureReason(tx) };
      default:
        return { outcome: "pending", processorRef: momoReferenceId(attemptId), checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    }
  }

  /**
   * A request to pay, keyed by the attempt: authorize's push, and a charge under a pre-approval (`push: false`: MoMo
   * debits without asking the payer). 202: accepted; 409: this attempt was sent before (a retry): what it became.
   */
  async function requestToPay(input: { attemptId: string; amount: bigint; currency: string; partyId: string; context?: AttemptContext }, opts: { operation: string; push: boolean }): Promise<AttemptOutcome> {
    const res = await call("collection", {
      operation: opts.operation,
      method: "POST",
      path: "/collection/v1_0/requesttopay",
      referenceId: momoReferenceId(input.attemptId),
      objectId: input.attemptId,
      callback: true,
      body: {
        amount: input.amount.toString(),
        currency: currencyFor(input.currency),
        externalId: input.attemptId,
        payer: { partyIdType: "MSISDN", partyId: input.partyId },
        payerMessage: (input.context?.title ?? "Payment").slice(0, 160),
        payeeNote: (input.context?.paymentId ?? input.attemptId).slice(0, 160),
      },
    });
    if (res.status === 202) return { outcome: "pending", processorRef: momoReferenceId(input.attemptId), checkAgainAfterMs: PUSH_CHECK_MS, ...(opts.push ? { push: true } : {}) };
    if (res.status === 409) {
      const s = await status(input.attemptId);
      if (s.outcome !== "unknown") return s;
    }
    if (res.status >= 500) throw answerError(res.status, `MTN MoMo requesttopay: answered ${res.status} ${describe(res)}`);
    return { outcome: "failed", processorRef: "", reason: `MTN MoMo refused the payment: ${describe(res)}` };
  }

  async function preApprovalStatus(mandateId: string): Promise<{ res: ProcessorResponse; p: MomoPreApproval }> {
    const res = await call("collection", { operation: "mandate_status", method: "GET", path: `/collection/v2_0/preapproval/${momoReferenceId(mandateId)}`, objectId: mandateId });
    return { res, p: (res.json ?? {}) as MomoPreApproval };
  }

  function mandateOutcome(mandateId: string, res: ProcessorResponse, p: MomoPreApproval): MandateOutcome | { outcome: "unknown" } {
    if (res.status === 404) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `MTN MoMo preapproval status: answered ${res.status} ${describe(res)}`);
    const mandateRef = momoReferenceId(mandateId);
    switch (preApprovalState(p, new Date())) {
      case "active":
        // The payer as MoMo holds it (international digits, no +), shown as E.164; the validity is MoMo's own.
        return { outcome: "active", mandateRef, display: { kind: "wallet", phone: p.payer?.partyId ? `+${p.payer.partyId.replace(/\D/g, "")}` : "" }, validUntil: momoDateTime(p.expirationDateTime) };
      case "failed":
        return { outcome: "failed", mandateRef, reason: preApprovalFailureReason(p) };
      case "expired":
        return { outcome: "expired", mandateRef };
      case "canceled":
        return { outcome: "canceled", mandateRef };
      case "pending":
        return { outcome: "pending", mandateRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    }
  }

  // Pre-approvals are a Collection operation: every connection (its collection credentials are required) has them.
  const recurring: RecurringProcessor = {
    async createMandate(input): Promise<MandateOutcome> {
      const partyId = (input.account ?? "").replace(/\D/g, "");
      if (!partyId) return { outcome: "failed", mandateRef: "", reason: "An MTN Mobile Money number is needed" };
      // validityTime counts "once it is accepted": the pre-approval may outlast validUntil by as long as the customer took
      // to approve; the gateway still holds validUntil on its side.
      const validityTime = input.validUntil ? Math.ceil((input.validUntil.getTime() - Date.now()) / 1000) : UNTIL_CANCELLED_S;
      if (validityTime <= 0) return { outcome: "failed", mandateRef: "", reason: "The mandate's end is in the past" };
      const mandateRef = momoReferenceId(input.mandateId);
      const res = await call("collection", {
        operation: "create_mandate",
        method: "POST",
        path: "/collection/v2_0/preapproval",
        referenceId: mandateRef,
        objectId: input.mandateId,
        // No X-Callback-Url: MoMo's pre-approval callback carries the GET's body, which names no gateway id (no
        // externalId), so it could only be refused as naming nothing; the mandate is asked for instead (mandateStatus).
        body: { payer: { partyIdType: "MSISDN", partyId }, payerCurrency: currencyFor(input.currency), payerMessage: input.description.slice(0, 160), validityTime },
      });
      if (res.status === 202) return { outcome: "pending", mandateRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
      // 409: set up before (a retry, same X-Reference-Id): what it became. MoMo holding the reference while its GET
      // knows none is not documented: still pending, asked again.
      if (res.status === 409) {
        const s = await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef });
        return s.outcome === "unknown" ? { outcome: "pending", mandateRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true } : s;
      }
      if (res.status >= 500) throw answerError(res.status, `MTN MoMo preapproval: answered ${res.status} ${describe(res)}`);
      return { outcome: "failed", mandateRef: "", reason: `MTN MoMo refused the pre-approval: ${describe(res)}` };
    },

    async mandateStatus({ mandateId }) {
      const { res, p } = await preApprovalStatus(mandateId);
      return mandateOutcome(mandateId, res, p);
    },

    async cancelMandate({ mandateId }) {
      const res = await call("collection", { operation: "cancel_mandate", method: "DELETE", path: `/collection/v1_0/preapproval/${momoReferenceId(mandateId)}`, objectId: mandateId });
      if (res.status >= 200 && res.status < 300) return { outcome: "canceled" };
      // MoMo cancels "only that preapproval which is in approved state": a refusal (its code is not documented) of one
      // that already failed, lapsed or was cancelled, or that MoMo never held, leaves nothing to charge: canceled.
      const { res: asked, p } = await preApprovalStatus(mandateId);
      const now = mandateOutcome(mandateId, asked, p);
      if (now.outcome === "unknown" || now.outcome === "failed" || now.outcome === "expired" || now.outcome === "canceled") return { outcome: "canceled" };
      if (res.status >= 500) throw answerError(res.status, `MTN MoMo cancel preapproval: answered ${res.status} ${describe(res)}`);
      if (now.outcome === "pending") return { outcome: "failed", reason: `MTN MoMo cancels only an approved pre-approval, and the customer has not answered this one yet (${describe(res)})` };
      return { outcome: "failed", reason: `MTN MoMo refused to cancel the pre-approval: ${describe(res)}` };
    },

    async chargeMandate(input): Promise<AttemptOutcome> {
      // MoMo's request to pay names no pre-approval: one sent while none is in force would prompt the payer, with no
      // customer present. So the pre-approval is asked first, and a charge under one not in force is refused here.
      const { res, p } = await preApprovalStatus(input.mandateId);
      const mandate = mandateOutcome(input.mandateId, res, p);
      const payer = p.payer?.partyId?.replace(/\D/g, "");
      const partyId = (input.account ?? "").replace(/\D/g, "") || payer || "";
      const problem =
        mandate.outcome === "unknown"
          ? "MTN MoMo has no such pre-approval"
          : mandate.outcome === "pending"
            ? "the customer has not approved the MTN MoMo pre-approval"
            : mandate.outcome !== "active"
              ? `the MTN MoMo pre-approval is ${mandate.outcome}`
              : !partyId || (payer && partyId !== payer)
                ? "the number is not the MTN MoMo pre-approval's payer"
                : p.payerCurrency && p.payerCurrency !== currencyFor(input.currency)
                  ? `the MTN MoMo pre-approval is in ${p.payerCurrency}`
                  : null;
      if (problem) {
        // A retry of a charge sent while the pre-approval was in force answers that charge, never a refusal of it.
        const sent = await status(input.attemptId);
        if (sent.outcome !== "unknown") return sent;
        return { outcome: "failed", processorRef: "", reason: `Not charged: ${problem}` };
      }
      return requestToPay({ attemptId: input.attemptId, amount: input.amount, currency: input.currency, partyId, context: input.context }, { operation: "charge_mandate", push: false });
    },
  };

  async function transfer(gatewayId: string, input: { amount: bigint; currency: string; partyId: string; note: string }, operation: string) {
    return call("disbursement", {
      operation,
      method: "POST",
      path: "/disbursement/v1_0/transfer",
      referenceId: momoReferenceId(gatewayId),
      objectId: gatewayId,
      callback: true,
      body: {
        // UGX has no minor unit: the amount is whole shillings, as MoMo's string.
        amount: input.amount.toString(),
        currency: currencyFor(input.currency),
        externalId: gatewayId,
        payee: { partyIdType: "MSISDN", partyId: input.partyId },
        payerMessage: input.note.slice(0, 160),
        payeeNote: input.note.slice(0, 160),
      },
    });
  }

  async function transferStatus(gatewayId: string, operation: string, kind: "transfer" | "refund" = "transfer"): Promise<{ res: ProcessorResponse; tx: MomoTransaction }> {
    const res = await call("disbursement", { operation, method: "GET", path: `/disbursement/v1_0/${kind}/${momoReferenceId(gatewayId)}`, objectId: gatewayId });
    return { res, tx: (res.json ?? {}) as MomoTransaction };
  }

  function payoutOutcome(gatewayId: string, res: ProcessorResponse, tx: MomoTransaction): PayoutOutcome | { outcome: "unknown" } {
    if (res.status === 404) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `MTN MoMo transfer status: answered ${res.status} ${describe(res)}`);
    const ref = tx.financialTransactionId || momoReferenceId(gatewayId);
    if (tx.status === "SUCCESSFUL") return { outcome: "success", processorRef: ref };
    if (tx.status === "FAILED" || tx.status === "REJECTED") return { outcome: "failed", processorRef: ref, reason: failureReason(tx) };
    return { outcome: "processing", processorRef: ref, checkAgainAfterMs: TRANSFER_CHECK_MS };
  }

  // Transfers take no OTP and no approval step: those parts of the payout capability are absent.
  const payouts: PayoutProcessor = {
    async sendPayout(input): Promise<PayoutOutcome> {
      const partyId = input.accountNumber.replace(/\D/g, "");
      const res = await transfer(input.payoutId, { amount: input.amount, currency: input.currency, partyId, note: `Payout ${input.payoutId}` }, "send_payout");
      if (res.status === 202 || res.status === 409) {
        const s = await payouts.payoutStatus({ payoutId: input.payoutId });
        return s.outcome === "unknown" ? { outcome: "processing", processorRef: momoReferenceId(input.payoutId), checkAgainAfterMs: TRANSFER_CHECK_MS } : s;
      }
      if (res.status >= 500) throw answerError(res.status, `MTN MoMo transfer: answered ${res.status} ${describe(res)}`);
      return { outcome: "failed", processorRef: "", reason: `MTN MoMo refused the transfer: ${describe(res)}` };
    },

    async payoutStatus({ payoutId }) {
      const { res, tx } = await transferStatus(payoutId, "payout_status");
      return payoutOutcome(payoutId, res, tx);
    },
  };

  return {
    name: "mtn_momo",
    parseSettlementReport: parseMomoStatement,
    // A MoMo refund is a disbursement transfer back to the payer: without those credentials there is none.
    refundsUnavailable: credentials.disbursement ? null : "this MTN MoMo connection has no disbursement credentials, which its refunds are sent with",

    async authorize(input): Promise<AttemptOutcome> {
      const partyId = (input.account ?? "").replace(/\D/g, "");
      if (!partyId) return { outcome: "failed", processorRef: "", reason: "An MTN Mobile Money number is needed" };
      // 202: the push is on its way to the phone.
      return requestToPay({ attemptId: input.attemptId, amount: input.amount, currency: input.currency, partyId, context: input.context }, { operation: "start_payment", push: true });
    },

    async checkPending({ processorRef }) {
      return { outcome: "pending", processorRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    },

    status: ({ attemptId, expected }) => status(attemptId, expected),

    async refund({ attemptId, amount, currency, refundId }): Promise<RefundOutcome> {
      const gatewayId = refundId ?? duplicateChargeRefundId(attemptId);
      if (refundsVia === "refund") {
        const note = `Refund ${gatewayId}`.slice(0, 160);
        const sent = await call("disbursement", {
          operation: "refund",
          method: "POST",
          path: "/disbursement/v1_0/refund",
          referenceId: momoReferenceId(gatewayId),
          objectId: gatewayId,
          callback: true,
          // MTN's samples: {amount, currency, externalId, payerMessage, payeeNote, referenceIdToRefund}; MoMo pays
          // back the payer of the request to pay whose X-Reference-Id is referenceIdToRefund.
          body: { amount: amount.toString(), currency: currencyFor(currency), externalId: gatewayId, payerMessage: note, payeeNote: note, referenceIdToRefund: momoReferenceId(attemptId) },
        });
        if (sent.status === 202 || sent.status === 409) {
          const state = await this.refundStatus!({ refundId: gatewayId, attemptId });
          return state.outcome === "unknown" ? { outcome: "pending", refundRef: momoReferenceId(gatewayId), checkAgainAfterMs: TRANSFER_CHECK_MS } : state;
        }
        // The account may not use the refund call: MoMo created nothing, a refusal, and the connection can choose transfers.
        if (refundCallUnavailable(sent)) {
          return { outcome: "failed", refundRef: "", reason: `MTN MoMo does not allow this account its refund call (${describe(sent)}): set "refunds_via": "transfer" on the connection to send refunds as disbursement transfers` };
        }
        if (sent.status >= 500) throw answerError(sent.status, `MTN MoMo refund: answered ${sent.status} ${describe(sent)}`);
        return { outcome: "failed", refundRef: "", reason: `MTN MoMo refused the refund: ${describe(sent)}` };
      }
      // The payer's number is MoMo's, read back from the request-to-pay (the gateway keeps only its last four digits).
      const { res, tx } = await requestToPayStatus(attemptId);
      if (res.status !== 200 || tx.status !== "SUCCESSFUL" || !tx.payer?.partyId) {
        return { outcome: "failed", refundRef: "", reason: "MTN MoMo has no successful payment to refund" };
      }
      const sent = await transfer(gatewayId, { amount, currency, partyId: tx.payer.partyId, note: `Refund ${gatewayId}` }, "refund");
      if (sent.status !== 202 && sent.status !== 409) {
        if (sent.status >= 500) throw answerError(sent.status, `MTN MoMo refund transfer: answered ${sent.status}`);
        return { outcome: "failed", refundRef: "", reason: `MTN MoMo refused the refund: ${describe(sent)}` };
      }
      const state = await this.refundStatus!({ refundId: gatewayId, attemptId });
      return state.outcome === "unknown" ? { outcome: "pending", refundRef: momoReferenceId(gatewayId), checkAgainAfterMs: TRANSFER_CHECK_MS } : state;
    },

    async refundStatus({ refundId }) {
      // Asked where this connection sends refunds, then where the other way would have: a refund sent before the
      // connection changed refunds_via (or by an earlier version of this connector, which sent only transfers) is
      // found and followed, never sent a second time.
      const first = refundsVia === "refund" ? "refund" : "transfer";
      // An account without the refund call is refused there: it holds no refund of this id.
      const none = (r: ProcessorResponse) => r.status === 404 || refundCallUnavailable(r);
      let { res, tx } = await transferStatus(refundId, "refund_status", first);
      if (none(res)) ({ res, tx } = await transferStatus(refundId, "refund_status", first === "refund" ? "transfer" : "refund"));
      if (none(res)) return { outcome: "unknown" as const };
      const outcome = payoutOutcome(refundId, res, tx);
      if (outcome.outcome === "unknown") return outcome;
      if (outcome.outcome === "success") return { outcome: "succeeded" as const, refundRef: outcome.processorRef };
      if (outcome.outcome === "processing") return { outcome: "pending" as const, refundRef: outcome.processorRef, checkAgainAfterMs: TRANSFER_CHECK_MS };
      return { outcome: "failed" as const, refundRef: outcome.processorRef, reason: "reason" in outcome ? outcome.reason : "failed" };
    },

    payouts: credentials.disbursement ? payouts : undefined,

    recurring,

    parseCallback(input: ProcessorCallback): CallbackHint | null {
      // Unsigned: the URL's token already named the connection. The body only says which object to ask about.
      let tx: unknown;
      try {
        tx = JSON.parse(input.rawBody);
      } catch {
        return null;
      }
      // Anyone can post here: a body that is null, not an object, or whose externalId is not text names nothing.
      const externalId = tx !== null && typeof tx === "object" ? (tx as MomoTransaction).externalId : undefined;
      const id = typeof externalId === "string" ? externalId : "";
      if (id.startsWith("att_")) return { kind: "attempt", id };
      if (id.startsWith("po_")) return { kind: "payout", id };
      if (id.startsWith("rfd_")) return { kind: "refund", id };
      // The refund of a duplicate charge is sent as "dup_<attempt id>": its attempt is what to look at.
      if (id.startsWith("dup_att_")) return { kind: "attempt", id: id.slice("dup_".length) };
      return null;
    },

    async check() {
      try {
        await token("collection", true);
        const res = await call("collection", { operation: "check", method: "GET", path: "/collection/v1_0/account/balance" });
        if (res.status !== 200) return { ok: false as const, detail: `the balance call answered ${res.status} ${describe(res)}` };
        const b = (res.json ?? {}) as { availableBalance?: string; currency?: string };
        if (credentials.disbursement) await token("disbursement", true);
        const detail = `authenticated (${credentials.target_environment}); collection balance ${b.availableBalance ?? "?"} ${b.currency ?? ""}`.trim();
        // Payments still work without callbacks (status sync), so the check passes, and says what to fix.
        if (callbackHostMismatch) {
          return {
            ok: true as const,
            detail: `${detail}. Callbacks are off: the API user's callback host is ${credentials.callback_host}, not this gateway's ${gatewayCallbackHost}, so MTN MoMo would refuse the gateway's callback URL and payments are confirmed by status checks; register ${gatewayCallbackHost} as the API user's callback host (the partner portal, or a new sandbox API user) and set callback_host to it`,
          };
        }
        return { ok: true as const, detail };
      } catch (error) {
        return { ok: false as const, detail: (error as Error).message };
      }
    },
  };
}

