import "server-only";
// Chapa: ETB and USD by card and Ethiopian wallets through Chapa's hosted page, refunds,
// and transfers to Ethiopian banks and wallets. Written from Chapa's public v1 API (developer.chapa.co:
// "Accept Payments", "Verify Payments", "Refund", "Transfers", "Webhooks"); tested against the fake in
// tests/fakes/chapa/, whose header lists the pages.
//
//   start a payment   POST /v1/transaction/initialize  -> data.checkout_url: the customer is redirected
//   status sync       GET  /v1/transaction/verify/{tx_ref}
//   refund            POST /v1/refund/{Chapa's reference} (reference: the gateway's refund id);
//                     refund status GET /v1/refund/{ref_id}/verify
//   payout            POST /v1/transfers                (reference: the gateway's payout id)
//   payout status     GET  /v1/transfers/verify/{reference}
//   settlements       GET  /v1/transactions?page=N      (payments and refunds, newest first, with `charge`)
//                     GET  /v1/transfers?from_date&to_date&page=N   (payouts: data [...] + meta)   (reconciliation)
//   disputes          none: Chapa takes evidence in its dashboard and sends charge.dispute.create|remind|resolve
//                     webhooks, recorded at their signed word (transformers.ts chapaDisputeReport)
//   callbacks         POST with x-chapa-signature = HMAC-SHA256(raw body, webhook secret), hex;
//                     and the callback_url GET with ?trx_ref=…&status=… (unsigned: a hint only)
//
// The gateway's tx_ref to Chapa is its attempt id, so a retried initialize is refused by Chapa as a
// reused reference instead of creating a second charge; a refund's and a transfer's reference are the
// gateway's refund and payout ids, for the same reason. A refused retry is never taken for a refusal of
// the money: Chapa refuses the reference because the first send went through.
import { toMajorUnits } from "@/lib/money";
import { findBank } from "@/lib/catalog/banks";
import type { ChapaCredentials } from "@/lib/processors/chapa/spec";
import { accountForChapa, chapaDisputeReport, chapaSettlementRow, chapaTransferPage, describeMessage, isMalformedFieldRefusal, localEthiopianNumber, sameAmount, verifyChapaSignature, type ExpectedAmount } from "@/lib/processors/chapa/transformers";
import { answerError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import { duplicateChargeRefundId, type AttemptOutcome, type AttemptStatus, type CallbackHint, type PayoutOutcome, type PayoutProcessor, type Processor, type ProcessorCallback, type RefundOutcome, type SettlementPayout, type SettlementRecord, type SettlementReport } from "@/lib/processors/types";
import { parseMajorAmount, parseReportDate } from "@/lib/processors/settlement-csv";

/** How long after a redirect the status sync first asks (the customer is on Chapa's page). */
const REDIRECT_CHECK_MS = 30_000;
const TRANSFER_CHECK_MS = 10_000;
const REFUND_CHECK_MS = 30_000;
/** A refund Chapa refused without saying why in documented terms is asked about again this much later. */
const REFUND_IN_DOUBT_CHECK_MS = 15 * 60_000;

type ChapaBody = { message?: unknown; status?: string; data?: Record<string, unknown> | null };

export function chapaConnector(opts: { credentials: ChapaCredentials; execute: ProcessorExecutor }): Processor {
  const { credentials, execute } = opts;
  const auth = { authorization: `Bearer ${credentials.secret_key}` };
  const body = (res: ProcessorResponse) => (res.json ?? {}) as ChapaBody;
  const message = (res: ProcessorResponse) => describeMessage(body(res).message) ?? `Chapa answered ${res.status}`;

  async function verify(attemptId: string, expected?: ExpectedAmount): Promise<AttemptStatus> {
    const res = await execute({ operation: "payment_status", method: "GET", path: `/v1/transaction/verify/${encodeURIComponent(attemptId)}`, headers: auth, idempotent: true, objectId: attemptId });
    if (res.status === 404 || (res.status === 400 && /not found|invalid transaction/i.test(message(res)))) return { outcome: "unknown" };
    if (res.status !== 200) throw answerError(res.status, `Chapa verify: ${message(res)}`);
    const data = body(res).data ?? {};
    const ref = String(data.reference ?? data.ref_id ?? attemptId);
    switch (String(data.status ?? "").toLowerCase()) {
      case "success":
        // A success for another amount or currency than the payment's is not this payment's success.
        if (expected && !sameAmount(data, expected)) {
          return { outcome: "failed", processorRef: ref, reason: `Chapa reports ${String(data.amount)} ${String(data.currency)}, not the payment's amount` };
        }
        return { outcome: "success", processorRef: ref };
      case "failed":
      case "cancelled":
      case "expired":
        return { outcome: "failed", processorRef: ref, reason: String(data.status) === "cancelled" ? "The payment was cancelled on Chapa's page" : "Chapa reports the payment failed" };
      default:
        return { outcome: "pending", processorRef: ref, checkAgainAfterMs: REDIRECT_CHECK_MS };
    }
  }

  /**
   * Chapa's own reference for the attempt's transaction: the one the gateway stored from verify (the
   * attempt's processorRef once it succeeded), else verify's `reference`. Null: Chapa has no such transaction.
   */
  async function chapaReferenceOf(attemptId: string, stored: string | null | undefined): Promise<string | null> {
    if (stored && stored !== attemptId) return stored;
    const res = await execute({ operation: "payment_status", method: "GET", path: `/v1/transaction/verify/${encodeURIComponent(attemptId)}`, headers: auth, idempotent: true, objectId: attemptId });
    if (res.status === 404 || (res.status === 400 && /not found|invalid transaction/i.test(message(res)))) return null;
    if (res.status !== 200) throw answerError(res.status, `Chapa verify: ${message(res)}`);
    const found = body(res).data?.reference;
    // Without Chapa's reference the refund cannot be addressed: asked again later, never guessed.
    if (typeof found !== "string" || !found) throw new Error("Chapa verify answered no reference for the transaction");
    return found;
  }

  /**
   * Chapa refused a refund with a message its documentation does not pin down. The refund may be a retry
   * whose first answer was lost: Chapa then refuses the reused reference, or refuses the amount the first
   * send already took, though the money went back. Chapa offers no look-up of a refund by the merchant's
   * reference (verify takes only its own ref_id, which the lost answer carried), so it is asked what it
   * can tell: verify of the transaction. A transaction that never succeeded had nothing to give back: failed.
   * Otherwise the refund is in doubt: pending, asked again (and sent again under the same reference, which
   * Chapa refuses rather than refund twice) until Chapa or an operator settles it, never failed.
   */
  async function refusedInDoubt(attemptId: string, refusal: string): Promise<RefundOutcome> {
    const status = await verify(attemptId);
    if (status.outcome === "unknown") return { outcome: "failed", refundRef: "", reason: `Chapa refused the refund (${refusal}) and has no such transaction` };
    if (status.outcome === "failed") return { outcome: "failed", refundRef: "", reason: `Chapa refused the refund (${refusal}): the payment did not succeed at Chapa` };
    return { outcome: "pending", refundRef: "", checkAgainAfterMs: REFUND_IN_DOUBT_CHECK_MS };
  }

  // Transfers: no OTP and no approval step, so those parts of the payout capability are absent.
  const payouts: PayoutProcessor = {
    async sendPayout(input): Promise<PayoutOutcome> {
      const bankCode = await chapaBankCode(execute, auth, input.bankSlug);
      const res = await execute({
        operation: "send_payout",
        method: "POST",
        path: "/v1/transfers",
        headers: auth,
        objectId: input.payoutId,
        idempotent: true, // Chapa refuses a reused reference: a retry never pays twice
        body: {
          account_name: input.accountName,
          account_number: accountForChapa(input.accountNumber),
          amount: toMajorUnits(input.amount, input.currency).toFixed(2),
          currency: input.currency,
          reference: input.payoutId,
          bank_code: bankCode,
        },
      });
      if (res.status === 200) return { outcome: "processing", processorRef: String(body(res).data ?? input.payoutId), checkAgainAfterMs: TRANSFER_CHECK_MS };
      if (res.status >= 500) throw answerError(res.status, `Chapa transfer: ${message(res)}`);
      if (/already|used before|duplicate/i.test(message(res))) {
        const status = await payouts.payoutStatus({ payoutId: input.payoutId });
        if (status.outcome !== "unknown") return status;
      }
      return { outcome: "failed", processorRef: "", reason: `Chapa refused the transfer: ${message(res)}` };
    },

    async payoutStatus({ payoutId }) {
      const res = await execute({ operation: "payout_status", method: "GET", path: `/v1/transfers/verify/${encodeURIComponent(payoutId)}`, headers: auth, idempotent: true, objectId: payoutId });
      if (res.status === 404 || (res.status === 400 && /not found|invalid/i.test(message(res)))) return { outcome: "unknown" as const };
      if (res.status !== 200) throw answerError(res.status, `Chapa transfer verify: ${message(res)}`);
      const data = body(res).data ?? {};
      const ref = String(data.chapa_reference ?? data.reference ?? payoutId);
      switch (String(data.status ?? "").toLowerCase()) {
        case "success":
        case "successful":
          return { outcome: "success" as const, processorRef: ref };
        case "failed":
        case "failed/reversed":
        case "cancelled":
          return { outcome: "failed" as const, processorRef: ref, reason: String(data.reason ?? data.message ?? "Chapa reports the transfer failed") };
        case "reversed":
          return { outcome: "reversed" as const, processorRef: ref, reason: "Chapa reports the transfer reversed" };
        default:
          return { outcome: "processing" as const, processorRef: ref, checkAgainAfterMs: TRANSFER_CHECK_MS };
      }
    },
  };

  return {
    name: "chapa",

    async authorize(input): Promise<AttemptOutcome> {
      const ctx = input.context;
      if (!ctx) throw new Error("Chapa needs the payment's context (return and callback URLs)");
      const res = await execute({
        operation: "start_payment",
        method: "POST",
        path: "/v1/transaction/initialize",
        headers: auth,
        objectId: input.attemptId,
        body: {
          amount: toMajorUnits(input.amount, input.currency).toFixed(2),
          currency: input.currency,
          email: ctx.customer.email ?? undefined,
          first_name: ctx.customer.firstName ?? undefined,
          last_name: ctx.customer.lastName ?? undefined,
          phone_number: localEthiopianNumber(input.account ?? ctx.customer.phone ?? null) ?? undefined,
          tx_ref: input.attemptId,
          callback_url: ctx.callbackUrl,
          return_url: ctx.returnUrl,
          customization: { title: (ctx.title ?? "Payment").slice(0, 16), description: (ctx.description ?? `Payment ${ctx.paymentId}`).slice(0, 50) },
          meta: { payment_reference: ctx.paymentId, method: input.method },
        },
      });
      const url = body(res).data?.checkout_url;
      if (res.status === 200 && typeof url === "string") return { outcome: "redirect", processorRef: input.attemptId, url, checkAgainAfterMs: REDIRECT_CHECK_MS };
      if (res.status >= 500) throw answerError(res.status, `Chapa initialize: ${message(res)}`);
      // A reused tx_ref: this attempt was sent before (a retry after a lost answer). Ask what it became.
      if (/used before|already/i.test(message(res))) {
        const status = await verify(input.attemptId);
        if (status.outcome !== "unknown") return status;
      }
      return { outcome: "failed", processorRef: "", reason: `Chapa refused the payment: ${message(res)}` };
    },

    async checkPending({ processorRef }) {
      const status = await verify(processorRef);
      return status.outcome === "unknown" ? { outcome: "pending", processorRef, checkAgainAfterMs: REDIRECT_CHECK_MS } : status;
    },

    status: ({ attemptId, expected }) => verify(attemptId, expected),

    async refund({ attemptId, amount, currency, refundId, processorRef }): Promise<RefundOutcome> {
      const reference = refundId ?? duplicateChargeRefundId(attemptId);
      // The path takes Chapa's own reference for the transaction (developer.chapa.co/refund: "<chapa_referece>
      // is the reference that was set by chapa", sample POST /v1/refund/APezQ1KKswbb, whose answer's
      // chapa_reference is that same value), not the tx_ref the gateway chose.
      const chapaRef = await chapaReferenceOf(attemptId, processorRef);
      if (!chapaRef) return { outcome: "failed", refundRef: "", reason: "Chapa has no such transaction: nothing was paid, so nothing can be refunded" };
      const res = await execute({
        operation: "refund",
        method: "POST",
        path: `/v1/refund/${encodeURIComponent(chapaRef)}`,
        headers: auth,
        objectId: refundId ?? attemptId,
        // Chapa refuses a reused reference ("must be unique within your business"): a retry never refunds twice.
        idempotent: true,
        body: { amount: toMajorUnits(amount, currency).toFixed(2), reason: refundId ? "Refund requested by the merchant" : "Duplicate charge refunded automatically", reference },
      });
      const data = body(res).data ?? {};
      // The documented answer names the refund's id `ref` (qa-developer.chapalab.xyz/docs/v1/refunds/refund);
      // the verify page calls the same value ref_id.
      const ref = String(data.ref_id ?? data.ref ?? "");
      if (res.status === 200) {
        // "Refund initiated successfully. Processing time: 1-3 business days": pending until verify says otherwise.
        const state = String(data.status ?? "pending").toLowerCase();
        if (state === "success" || state === "succeeded" || state === "refunded") return { outcome: "succeeded", refundRef: ref };
        if (state === "failed") return { outcome: "failed", refundRef: ref, reason: message(res) };
        return { outcome: "pending", refundRef: ref, checkAgainAfterMs: REFUND_CHECK_MS };
      }
      // Not a refusal of this refund (Chapa down, the key refused, too many calls): asked again later.
      if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) throw answerError(res.status, `Chapa refund: ${message(res)}`);
      // A malformed field (Laravel's field map, developer.chapa.co/errors: "The amount field is required.")
      // is Chapa's check of this very body, which every send of this refund carries unchanged: the first
      // send was refused the same way, so nothing went back. Any other refusal may be a retry's.
      if (isMalformedFieldRefusal(body(res).message)) return { outcome: "failed", refundRef: ref, reason: `Chapa refused the refund: ${message(res)}` };
      return refusedInDoubt(attemptId, message(res));
    },

    async refundStatus({ refundId, processorRef }) {
      // Chapa verifies a refund by its own ref_id; before Chapa answered once, there is none: unknown (send it, deduplicated by our reference).
      if (!processorRef) return { outcome: "unknown" as const };
      const res = await execute({ operation: "refund_status", method: "GET", path: `/v1/refund/${encodeURIComponent(processorRef)}/verify`, headers: auth, idempotent: true, objectId: refundId });
      if (res.status === 404) return { outcome: "unknown" as const };
      if (res.status !== 200) throw answerError(res.status, `Chapa refund verify: ${message(res)}`);
      const data = body(res).data ?? {};
      const state = String(data.status ?? "").toLowerCase();
      const ref = String(data.ref_id ?? data.ref ?? processorRef);
      if (state === "failed") return { outcome: "failed" as const, refundRef: ref, reason: "Chapa reports the refund failed" };
      if (state === "pending" || state === "processing") return { outcome: "pending" as const, refundRef: ref, checkAgainAfterMs: REFUND_CHECK_MS };
      return { outcome: "succeeded" as const, refundRef: ref };
    },

    payouts,

    parseCallback(input: ProcessorCallback): CallbackHint | null {
      if (input.method === "GET") {
        // The callback_url: ?trx_ref=<attempt id>&status=…; unsigned, so only a reason to ask.
        const ref = input.query.get("trx_ref") ?? input.query.get("tx_ref");
        return ref ? { kind: "attempt", id: ref } : null;
      }
      if (!verifyChapaSignature(input.rawBody, input.headers, credentials.webhook_secret)) return null;
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(input.rawBody) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (event === null || typeof event !== "object") return null; // signed, but no event (e.g. "null")
      const type = String(event.event ?? event.type ?? "");
      // Chapa has no dispute API to ask: its signed word is what the gateway records (the state table and
      // the report's own time still guard against a repeated or late delivery).
      if (/^charge\.dispute\./i.test(type)) {
        const reported = chapaDisputeReport(type, event);
        return reported ? { kind: "dispute", id: reported.disputeRef, reported } : null;
      }
      const reference = String(event.tx_ref ?? event.reference ?? event.trx_ref ?? "");
      if (!reference) return null;
      if (/payout|transfer/i.test(type) || reference.startsWith("po_")) return { kind: "payout", id: reference };
      if (/refund/i.test(type) || reference.startsWith("rfd_")) return { kind: "refund", id: reference };
      return { kind: "attempt", id: reference };
    },

    async fetchSettlements({ from, to }): Promise<SettlementReport> {
      const records: SettlementRecord[] = [];
      const payouts: SettlementPayout[] = [];
      // Transactions (payments, refunds, and Chapa's settlements to the operator's bank), newest first,
      // no date filter in v1: page until a page ends before the period.
      for (let page = 1; page <= MAX_SETTLEMENT_PAGES; page++) {
        const res = await execute({ operation: "settlements", method: "GET", path: `/v1/transactions?page=${page}`, headers: auth, idempotent: true });
        if (res.status !== 200) throw new Error(`Chapa transactions: ${message(res)}`);
        const data = (body(res).data ?? {}) as { transactions?: Record<string, unknown>[]; pagination?: { next_page_url?: string | null } };
        const list = Array.isArray(data.transactions) ? data.transactions : [];
        for (const t of list) {
          const row = chapaSettlementRow(t);
          if (row.at < from || row.at >= to) continue;
          if (row.type === "settlement") payouts.push({ ref: row.ref, amount: row.amount, currency: row.currency, paidAt: row.at });
          else records.push({ processorRef: row.ref, gatewayRef: row.gatewayRef, kind: row.type, amount: row.amount, currency: row.currency, fee: row.fee, status: row.status, occurredAt: row.at, settlementRef: null });
        }
        const oldest = list.length > 0 ? chapaSettlementRow(list[list.length - 1]).at : null;
        if (!data.pagination?.next_page_url || list.length === 0 || (oldest && oldest < from)) break;
      }
      // Transfers (the gateway's payouts), filtered by date on Chapa's side (UTC, YYYY-MM-DDTHH:mm:ss).
      const day = (d: Date) => d.toISOString().slice(0, 19);
      for (let page = 1; page <= MAX_SETTLEMENT_PAGES; page++) {
        const res = await execute({ operation: "settlements", method: "GET", path: `/v1/transfers?from_date=${day(from)}&to_date=${day(new Date(to.getTime() - 1000))}&page=${page}`, headers: auth, idempotent: true });
        if (res.status !== 200) throw new Error(`Chapa transfers: ${message(res)}`);
        const { transfers: list, more } = chapaTransferPage(res.json);
        for (const t of list) {
          const currency = String(t.currency ?? "ETB").toUpperCase();
          const at = parseReportDate(String(t.created_at ?? ""), "Chapa transfer");
          if (at < from || at >= to) continue;
          const state = String(t.status ?? "").toLowerCase();
          records.push({
            processorRef: String(t.chapa_reference ?? t.chapa_transfer_id ?? t.reference ?? ""),
            gatewayRef: t.reference ? String(t.reference) : null,
            kind: "payout",
            amount: parseMajorAmount(String(t.amount ?? "0"), currency, "Chapa transfer amount"),
            currency,
            fee: parseMajorAmount(String(t.charge ?? "0"), currency, "Chapa transfer charge"),
            status: state === "success" || state === "successful" ? "settled" : state === "reversed" ? "reversed" : state === "failed" || state === "cancelled" ? "failed" : "pending",
            occurredAt: at,
            settlementRef: null,
          });
        }
        if (!more || list.length === 0) break;
      }
      return { records, payouts };
    },

    async check() {
      const res = await execute({ operation: "check", method: "GET", path: "/v1/banks", headers: auth, idempotent: true });
      const banks = (res.json as { data?: unknown } | undefined)?.data;
      if (res.status === 200) return { ok: true as const, detail: `authenticated; ${Array.isArray(banks) ? banks.length : 0} banks listed` };
      return { ok: false as const, detail: `Chapa answered ${res.status}: ${message(res)}` };
    },
  };
}

/** Pages of a settlement list read at most (10 000 transactions at Chapa's 10 a page would be 1 000). */
const MAX_SETTLEMENT_PAGES = 1_000;

type ChapaListedBank = { id: unknown; name: string; swift?: string; is_mobilemoney?: number | null };
const bankCodes = new Map<string, { at: number; banks: ChapaListedBank[] }>();

/** Chapa's bank_code for one of the gateway's bank slugs: from GET /v1/banks (cached an hour), by SWIFT code or name. */
async function chapaBankCode(execute: ProcessorExecutor, auth: Record<string, string>, slug: string): Promise<unknown> {
  const bank = findBank(slug);
  if (!bank) throw new Error(`unknown bank ${slug}`);
  const key = auth.authorization;
  let cached = bankCodes.get(key);
  if (!cached || Date.now() - cached.at > 3600_000) {
    const res = await execute({ operation: "list_banks", method: "GET", path: "/v1/banks", headers: auth, idempotent: true });
    const data = ((res.json ?? {}) as { data?: unknown }).data;
    if (res.status !== 200 || !Array.isArray(data)) throw answerError(res.status, `Chapa banks: answered ${res.status}`);
    cached = { at: Date.now(), banks: data as ChapaListedBank[] };
    bankCodes.set(key, cached);
  }
  const words = (s: string) => s.toLowerCase().replace(/\(.*?\)/g, "").replace(/[^a-z0-9 ]/g, " ").trim();
  // Only entries of the same kind: a bank and its wallet may share a SWIFT code (the Commercial Bank
  // of Ethiopia and CBE Birr both list CBETETAA), and Chapa's list order is not documented. A SWIFT
  // code counts only when it names one entry of that kind; otherwise the name decides.
  const sameKind = cached.banks.filter((b) => (b.is_mobilemoney === 1) === (bank.type === "wallet"));
  const bySwift = bank.swift ? sameKind.filter((b) => b.swift === bank.swift) : [];
  const found =
    (bySwift.length === 1 ? bySwift[0] : undefined) ??
    sameKind.find((b) => words(b.name) === words(bank.name)) ??
    // "CBE Birr" is "CBEBirr" in Chapa's list.
    sameKind.find((b) => words(b.name).replaceAll(" ", "") === words(bank.name).replaceAll(" ", "")) ??
    sameKind.find((b) => words(b.name).includes(words(bank.name)) || words(bank.name).includes(words(b.name)));
  if (!found) throw new Error(`Chapa lists no bank for ${bank.name}`);
  return found.id;
}
