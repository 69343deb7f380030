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
//   refund            a disbursement transfer back to the payer the request-to-pay names (MoMo's collections
//                     have no refund call of their own in v1_0)
//   settlements       none by API: the partner portal's transaction statement (CSV) is read by
//                     `parseSettlementReport` (columns in docs/reconciliation.md)
//   callbacks         the same body as the GET, to X-Callback-Url, unsigned: the gateway's callback URL
//                     carries an unguessable token per connection, and every callback is only a reason to ask
//
// X-Reference-Id is a UUID v4 derived from the gateway's own id (attempt, payout, refund), so a
// retry after a lost answer reuses it: MoMo answers 409 and never charges or pays twice, and the
// status can be asked by the gateway's id even when the answer to the request was never saved.
import type { MtnMomoCredentials } from "@/lib/processors/mtn-momo/spec";
import { describe, failureReason, momoReferenceId, type MomoTransaction } from "@/lib/processors/mtn-momo/transformers";
import { parseMomoStatement } from "@/lib/processors/mtn-momo/settlement-report";
import { answerError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import { duplicateChargeRefundId, type AttemptOutcome, type AttemptStatus, type CallbackHint, type PayoutOutcome, type PayoutProcessor, type Processor, type ProcessorCallback, type RefundOutcome } from "@/lib/processors/types";

const PUSH_CHECK_MS = 5_000;
const TRANSFER_CHECK_MS = 5_000;

type Product = "collection" | "disbursement";

export function mtnMomoConnector(opts: { credentials: MtnMomoCredentials; execute: ProcessorExecutor; callbackUrl?: string }): Processor {
  const { credentials, execute } = opts;
  const tokens = new Map<Product, { token: string; expiresAt: number }>();
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

  async function call(product: Product, req: { operation: string; method: "GET" | "POST"; path: string; referenceId?: string; body?: unknown; objectId?: string; callback?: boolean }) {
    const send = async (force: boolean) =>
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
          ...(req.callback && opts.callbackUrl ? { "x-callback-url": opts.callbackUrl } : {}),
        },
      });
    const res = await send(false);
    return res.status === 401 ? send(true) : res; // an expired token: one fresh one
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

  async function transferStatus(gatewayId: string, operation: string): Promise<{ res: ProcessorResponse; tx: MomoTransaction }> {
    const res = await call("disbursement", { operation, method: "GET", path: `/disbursement/v1_0/transfer/${momoReferenceId(gatewayId)}`, objectId: gatewayId });
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
      const res = await call("collection", {
        operation: "start_payment",
        method: "POST",
        path: "/collection/v1_0/requesttopay",
        referenceId: momoReferenceId(input.attemptId),
        objectId: input.attemptId,
        callback: true,
        body: {
          amount: input.amount.toString(),
          currency: currencyFor(input.currency),
          externalId: input.attemptId,
          payer: { partyIdType: "MSISDN", partyId },
          payerMessage: (input.context?.title ?? "Payment").slice(0, 160),
          payeeNote: (input.context?.paymentId ?? input.attemptId).slice(0, 160),
        },
      });
      // 202: the push is on its way to the phone. 409: this attempt was sent before (a retry); ask what it became.
      if (res.status === 202) return { outcome: "pending", processorRef: momoReferenceId(input.attemptId), checkAgainAfterMs: PUSH_CHECK_MS, push: true };
      if (res.status === 409) {
        const s = await status(input.attemptId);
        if (s.outcome !== "unknown") return s;
      }
      if (res.status >= 500) throw answerError(res.status, `MTN MoMo requesttopay: answered ${res.status} ${describe(res)}`);
      return { outcome: "failed", processorRef: "", reason: `MTN MoMo refused the payment: ${describe(res)}` };
    },

    async checkPending({ processorRef }) {
      return { outcome: "pending", processorRef, checkAgainAfterMs: PUSH_CHECK_MS, push: true };
    },

    status: ({ attemptId, expected }) => status(attemptId, expected),

    async refund({ attemptId, amount, currency, refundId }): Promise<RefundOutcome> {
      const gatewayId = refundId ?? duplicateChargeRefundId(attemptId);
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
      const { res, tx } = await transferStatus(refundId, "refund_status");
      const outcome = payoutOutcome(refundId, res, tx);
      if (outcome.outcome === "unknown") return outcome;
      if (outcome.outcome === "success") return { outcome: "succeeded" as const, refundRef: outcome.processorRef };
      if (outcome.outcome === "processing") return { outcome: "pending" as const, refundRef: outcome.processorRef, checkAgainAfterMs: TRANSFER_CHECK_MS };
      return { outcome: "failed" as const, refundRef: outcome.processorRef, reason: "reason" in outcome ? outcome.reason : "failed" };
    },

    payouts: credentials.disbursement ? payouts : undefined,

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
        return { ok: true as const, detail: `authenticated (${credentials.target_environment}); collection balance ${b.availableBalance ?? "?"} ${b.currency ?? ""}`.trim() };
      } catch (error) {
        return { ok: false as const, detail: (error as Error).message };
      }
    },
  };
}

