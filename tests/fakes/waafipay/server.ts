// A faithful fake of WaafiPay's API, from docs.waafipay.com (README.md beside this file
// lists the pages and what they leave unsaid): one endpoint, POST /asm, one envelope, HTTP 200 with
// {responseCode, errorCode, responseMsg, params} for every business answer.
//
//   API_PURCHASE        held while the customer answers the PIN prompt on the phone: approve, reject,
//                       or let it expire (promptTimeoutMs); then answers the decision. A front proxy
//                       gives up on a call held longer than proxyTimeoutMs (504, the transaction stays
//                       open on the phone), as a load balancer in front of a long call does.
//   API_CANCELPURCHASE  reverses an approved purchase in full; again: 5202 RCS_TRAN_ALREADY_CANCELLED.
//   API_PREAUTHORIZE(_COMMIT|_CANCEL)  the hold-then-capture flow (the gateway does not use it).
//   HPP_GETTRANINFO     a transaction by referenceId (HPP credentials).
//   HPP_REFUNDPURCHASE  a refund of an amount (HPP credentials).
//
// Controls (besides the kit's /__fake/requests|reset|faults|latency):
//   POST /__fake/prompt/{referenceId}/approve|reject|expire   the customer on the phone (reject body {"reason": "rejected"|"insufficient"|"pin"|"user_rejected"|"issuer_error"})
//   GET  /__fake/transactions                                 every transaction
//   GET  /__fake/report?from=ISO&to=ISO                       the merchant transaction report (CSV) for [from, to)
//   POST /__fake/report/plant {"kind", "referenceId"?, …}     a discrepancy in the next reports
import { startFakeServer, type FakeKit, type FakeOptions, type FakeRequest, type FakeResponse, type FakeServer } from "../fake-kit";

export const DEFAULT_WAAFI_CREDENTIALS = {
  merchantUid: "M0912269",
  apiUserId: "1000297",
  apiKey: "API-1901083745AHX-fake0001",
  storeId: "1000201",
  hppKey: "HPP-1901083745HPP-fake0001",
};

/** Numbers whose prompt ends at once (a fake-only convention, like MoMo's sandbox numbers): by the last four digits. */
export const WAAFI_TEST_NUMBERS = {
  insufficient: "0001",
  rejected: "0002",
  unknownAccount: "0003",
  /** The issuer answers an error it does not explain, and charges all the same (the customer had approved). */
  issuerErrorCharged: "0004",
} as const;

/** Why the customer's prompt ended without a payment: README.md gives each text's source. */
export type WaafiRejectReason = "rejected" | "insufficient" | "pin" | "user_rejected" | "issuer_error";

export type WaafiFakeOptions = FakeOptions & {
  credentials?: Partial<typeof DEFAULT_WAAFI_CREDENTIALS>;
  /** How long the PIN prompt stays on the phone before it expires (5309). Real: about a minute; default 60 s. */
  promptTimeoutMs?: number;
  /** A call held longer than this is answered 504 by the front proxy, the prompt staying open; null: never (default). */
  proxyTimeoutMs?: number | null;
  /** The customer approves this long after the prompt; null (default): waits for the control API. */
  autoApproveMs?: number | null;
  /** WaafiPay's charge on a purchase, in basis points of the amount (default 100 = 1 %), floored to whole units. */
  chargesBps?: number;
  /** The merchant account's currencies (default DJF). */
  currencies?: string[];
};

type Status = "pending" | "approved" | "failed" | "reversed" | "partially_refunded" | "preauthorized" | "cancelled";
type Txn = {
  referenceId: string;
  invoiceId: string;
  transactionId: string;
  issuerTransactionId: string;
  accountNo: string;
  amount: string;
  currency: string;
  description: string;
  status: Status;
  preauth: boolean;
  failure?: { code: string; errorCode: string; msg: string };
  charges: string;
  refunded: number;
  createdAt: number;
  decidedAt?: number;
  waiters: Set<() => void>;
};
type RefundRow = { transactionId: string; referenceId: string; amount: string; currency: string; at: number };

export type Plant =
  | { kind: "wrong_amount"; referenceId: string; amount: string }
  | { kind: "missing"; referenceId: string }
  | { kind: "extra"; transactionId?: string; referenceId?: string; amount: string; currency?: string; at?: string }
  | { kind: "wrong_status"; referenceId: string; status: "Approved" | "Failed" | "Reversed" | "Pending" }
  | { kind: "different_fee"; referenceId: string; charges: string }
  /** The purchase's line in another currency (a report of another store or account mixed in). */
  | { kind: "wrong_currency"; referenceId: string; currency: string };

export type WaafiPayFake = FakeServer & {
  approve(referenceId: string): void;
  reject(referenceId: string, reason?: WaafiRejectReason): void;
  expire(referenceId: string): void;
  report(period: { from: Date; to: Date }): string;
  plant(p: Plant): void;
  transaction(referenceId: string): Txn | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[A-Za-z0-9._-]{1,50}$/;
const AMOUNT = /^\d+(\.\d+)?$/;

const answer = (responseCode: string, errorCode: string, responseMsg: string, params: Record<string, unknown> = {}): FakeResponse => ({
  status: 200,
  body: { schemaVersion: "1.0", timestamp: new Date().toISOString().replace("T", " ").replace("Z", ""), responseId: String(Math.floor(Math.random() * 1e6)), responseCode, errorCode, responseMsg, params },
});
const ok = (params: Record<string, unknown>) => answer("2001", "0", "RCS_SUCCESS", params);
// WaafiPay documents none of these codes (README.md, "Codes"): each is a guess, with its source.
// Wrong API credentials: a guess (the code one integration's test uses, the message integrations fall back to).
const AUTH_FAILED = () => answer("5010", "E10309", "RCS_USER_IS_NOT_AUTHZ_TO_ACCESS_API");
// A refused request: WaafiPay's own PHP SDK's sandbox log answers 5001/E10201 RCS_FAILED (refused API_REFUND, API_PREAUTHORIZE_CANCEL); the words in brackets are the fake's.
const INVALID = (what: string) => answer("5001", "E10201", `RCS_FAILED (${what})`);
// An operation the transaction's state does not allow: 5211/E10236 in the same log (a refused API_CANCELPURCHASE).
const NOT_ALLOWED = (what: string) => answer("5211", "E10236", `RCS_TRAN_OPERATION_NOTALLOWED (${what})`);
// A reference or transaction WaafiPay does not know: docs silent, and no public answer seen; the fake's choice.
const NOT_FOUND = () => answer("5004", "E10210", "RCS_TRAN_NOT_FOUND");
// A reused referenceId: the same log answers every HPP_PURCHASE that reused one 5035/E10222 RCS_FAILED_TOCREATE_ORDER; a guess for API_PURCHASE.
const DUPLICATE = () => answer("5035", "E10222", "RCS_FAILED_TOCREATE_ORDER");

export async function startWaafiPayFake(opts: WaafiFakeOptions = {}): Promise<WaafiPayFake> {
  const creds = { ...DEFAULT_WAAFI_CREDENTIALS, ...(opts.credentials ?? {}) };
  const promptTimeoutMs = opts.promptTimeoutMs ?? 60_000;
  const proxyTimeoutMs = opts.proxyTimeoutMs ?? null;
  const autoApproveMs = opts.autoApproveMs ?? null;
  const chargesBps = opts.chargesBps ?? 100;
  const currencies = opts.currencies ?? ["DJF"];
  const txns = new Map<string, Txn>();
  const refunds: RefundRow[] = [];
  const plants: Plant[] = [];
  let nextId = 1_268_000;
  let kitRef: FakeKit | undefined;

  const newTransactionId = () => String(nextId++);
  const byTransactionId = (id: unknown) => [...txns.values()].find((t) => t.transactionId === String(id));
  const num = (s: string) => Number(s);
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

  function decide(t: Txn, status: "approved" | "failed", failure?: Txn["failure"]): boolean {
    if (t.status !== "pending") return false;
    t.status = t.preauth && status === "approved" ? "preauthorized" : status;
    t.failure = failure;
    t.decidedAt = Date.now();
    for (const wake of t.waiters) wake();
    t.waiters.clear();
    return true;
  }
  // The issuer's answers, as merchants' integrations quote them (README.md, "Declines"); TransactionId is the transaction's.
  const issuer = (text: string) => (t: Txn) => ({ code: "5206", errorCode: "E10205", msg: `RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (${text}, TransactionId: ${t.transactionId})` });
  const FAILURES: Record<WaafiRejectReason | "unknownAccount" | "timeout", (t: Txn) => NonNullable<Txn["failure"]>> = {
    rejected: issuer("STATE: rejected, ERRCODE: 4004 - User Aborted"),
    insufficient: issuer("STATE: declined, ERRCODE: 8001 - Hadhaagaagu kuguma filna. Hadhaagaagu waa {SENDERBALANCE}"),
    pin: issuer("Invalid PIN code"),
    unknownAccount: issuer("Subscriber Not Found"),
    timeout: issuer("timeout occured waiting user response"),
    user_rejected: () => ({ code: "5310", errorCode: "E10205", msg: "RCS_USER_REJECTED" }),
    issuer_error: issuer("error occurred, please try again later"),
  };

  function apiAuthOk(p: Record<string, unknown>): boolean {
    return String(p.merchantUid ?? "") === creds.merchantUid && String(p.apiUserId ?? "") === creds.apiUserId && p.apiKey === creds.apiKey;
  }
  function hppAuth(p: Record<string, unknown>): FakeResponse | undefined {
    // Documented: 5301 RCS_INVALID_HPPKEY for a wrong HPP key. A wrong merchantUid or storeId is docs silent: the same answer, a guess.
    if (String(p.merchantUid ?? "") !== creds.merchantUid || String(p.storeId ?? "") !== creds.storeId || p.hppKey !== creds.hppKey) return answer("5301", "E10309", "RCS_INVALID_HPPKEY");
    return undefined;
  }

  function purchaseView(t: Txn) {
    if (t.status === "failed" && t.failure) return answer(t.failure.code, t.failure.errorCode, t.failure.msg, {});
    // docs.waafipay.com "PreAuthorization": its answer has these four params only.
    if (t.preauth) return ok({ state: "APPROVED", referenceId: t.referenceId, transactionId: t.transactionId, txAmount: t.amount });
    return ok({
      accountNo: `${t.accountNo.slice(0, 6)}****${t.accountNo.slice(-4)}`,
      accountType: "MWALLET_ACCOUNT",
      state: "APPROVED",
      merchantCharges: t.charges,
      referenceId: t.referenceId,
      transactionId: t.transactionId,
      issuerTransactionId: t.issuerTransactionId,
      txAmount: t.amount,
    });
  }

  async function purchase(p: Record<string, unknown>, preauth: boolean): Promise<FakeResponse> {
    if (!apiAuthOk(p)) return AUTH_FAILED();
    if (p.paymentMethod !== "MWALLET_ACCOUNT") return INVALID("paymentMethod must be MWALLET_ACCOUNT");
    const accountNo = String((p.payerInfo as { accountNo?: unknown } | undefined)?.accountNo ?? "");
    if (!/^\d{10,20}$/.test(accountNo)) return INVALID("payerInfo.accountNo must be 10 to 20 digits, country code first, no +");
    const info = (p.transactionInfo ?? {}) as Record<string, unknown>;
    const referenceId = String(info.referenceId ?? "");
    if (!REFERENCE.test(referenceId)) return INVALID("transactionInfo.referenceId: 1 to 50 letters, digits, dash, underscore or dot");
    if (typeof info.invoiceId !== "string" || !info.invoiceId || info.invoiceId.length > 50) return INVALID("transactionInfo.invoiceId is required");
    const amountText = typeof info.amount === "number" ? String(info.amount) : String(info.amount ?? "");
    if (!AMOUNT.test(amountText) || num(amountText) <= 0) return INVALID("transactionInfo.amount must be a positive number");
    const currency = String(info.currency ?? "");
    if (!currencies.includes(currency)) return INVALID(`currency ${currency} is not enabled for this merchant`);
    if (info.description !== undefined && (typeof info.description !== "string" || info.description.length > 255)) return INVALID("transactionInfo.description: up to 255 characters");
    // docs: referenceId is unique within the payment system, to prevent duplicate transactions.
    if (txns.has(referenceId)) return DUPLICATE();
    // docs: more than two decimals are truncated, and the truncated amount is answered.
    const [whole, frac = ""] = amountText.split(".");
    const amount = frac.replace(/0+$/, "") ? `${whole}.${frac.slice(0, 2)}` : whole;
    const charges = fmt(Math.floor((num(amount) * chargesBps) / 10_000));
    const t: Txn = {
      referenceId,
      invoiceId: info.invoiceId,
      transactionId: newTransactionId(),
      issuerTransactionId: `ISR${String(nextId).padStart(10, "0")}`,
      accountNo,
      amount,
      currency,
      description: String(info.description ?? ""),
      status: "pending",
      preauth,
      charges,
      refunded: 0,
      createdAt: Date.now(),
      waiters: new Set(),
    };
    txns.set(referenceId, t);
    const last4 = accountNo.slice(-4);
    if (last4 === WAAFI_TEST_NUMBERS.insufficient) decide(t, "failed", FAILURES.insufficient(t));
    else if (last4 === WAAFI_TEST_NUMBERS.rejected) decide(t, "failed", FAILURES.rejected(t));
    else if (last4 === WAAFI_TEST_NUMBERS.unknownAccount) decide(t, "failed", FAILURES.unknownAccount(t));
    else if (last4 === WAAFI_TEST_NUMBERS.issuerErrorCharged) {
      // The charge went through; the answer the merchant gets is the issuer's unexplained error.
      decide(t, "approved");
      const said = FAILURES.issuer_error(t);
      return answer(said.code, said.errorCode, said.msg);
    } else {
      const kit = kitRef as FakeKit;
      kit.later(promptTimeoutMs, () => decide(t, "failed", FAILURES.timeout(t)));
      if (autoApproveMs !== null) kit.later(autoApproveMs, () => decide(t, "approved"));
    }
    if (t.status === "pending") {
      // The call is held while the prompt is on the phone, or until the front proxy gives up.
      const proxyGaveUp = await new Promise<boolean>((resolve) => {
        t.waiters.add(() => resolve(false));
        if (proxyTimeoutMs !== null) (kitRef as FakeKit).later(proxyTimeoutMs, () => resolve(true));
      });
      if (proxyGaveUp && t.status === "pending") return { status: 504, headers: { "content-type": "text/html" }, body: "<html><body><h1>504 Gateway Time-out</h1></body></html>" };
    }
    return purchaseView(t);
  }

  function cancelPurchase(p: Record<string, unknown>): FakeResponse {
    if (!apiAuthOk(p)) return AUTH_FAILED();
    if (p.transactionId === undefined || p.transactionId === "") return INVALID("transactionId is required");
    const t = byTransactionId(p.transactionId);
    if (!t || (p.referenceId !== undefined && p.referenceId !== t.referenceId)) return NOT_FOUND();
    if (t.status === "reversed") return answer("5202", "E10207", "RCS_TRAN_ALREADY_CANCELLED");
    if (t.status !== "approved") return NOT_ALLOWED(`a ${t.status} transaction cannot be reversed`);
    t.status = "reversed";
    const reversalId = newTransactionId();
    refunds.push({ transactionId: reversalId, referenceId: t.referenceId, amount: fmt(num(t.amount) - t.refunded), currency: t.currency, at: Date.now() });
    t.refunded = num(t.amount);
    return ok({ description: "success", state: "approved", transactionId: reversalId, referenceId: t.referenceId });
  }

  function preauthDecision(p: Record<string, unknown>, commit: boolean): FakeResponse {
    if (!apiAuthOk(p)) return AUTH_FAILED();
    const t = byTransactionId(p.transactionId);
    if (!t || t.referenceId !== p.referenceId || !t.preauth) return NOT_FOUND();
    if (t.status !== "preauthorized") return answer("5202", "E10207", "RCS_TRAN_ALREADY_CANCELLED");
    t.status = commit ? "approved" : "cancelled";
    return ok({ description: "success", state: "approved", transactionId: t.transactionId, referenceId: t.referenceId });
  }

  const STATUS_ID: Record<Status, [string, string]> = {
    pending: ["1", "Pending"],
    failed: ["2", "Failed"],
    approved: ["3", "Approved"],
    reversed: ["5", "Reversed"],
    partially_refunded: ["6", "Partially Refunded"],
    preauthorized: ["1", "Pending"],
    cancelled: ["5", "Reversed"],
  };

  function tranInfo(p: Record<string, unknown>): FakeResponse {
    const refused = hppAuth(p);
    if (refused) return refused;
    const t = txns.get(String(p.referenceId ?? ""));
    if (!t) return NOT_FOUND();
    const [id, desc] = STATUS_ID[t.status];
    return ok({
      tranStatusDesc: desc,
      amount: t.amount,
      payerId: t.accountNo,
      paymentMethod: "mwallet_account",
      description: t.status === "failed" ? (t.failure?.msg ?? t.description) : t.description,
      tranDate: new Date(t.createdAt).toISOString().replace("T", " ").replace("Z", ""),
      currency: t.currency,
      invoiceId: t.invoiceId,
      tranAmount: t.amount,
      transactionId: t.transactionId,
      tranStatusId: id,
      status: desc,
    });
  }

  function refundPurchase(p: Record<string, unknown>): FakeResponse {
    const refused = hppAuth(p);
    if (refused) return refused;
    const t = byTransactionId(p.transactionId);
    if (!t) return NOT_FOUND();
    if (t.status === "reversed") return answer("5202", "E10207", "RCS_TRAN_ALREADY_CANCELLED");
    if (t.status !== "approved" && t.status !== "partially_refunded") return NOT_ALLOWED(`a ${t.status} transaction cannot be refunded`);
    const amountText = String(p.amount ?? "");
    if (!AMOUNT.test(amountText) || num(amountText) <= 0) return INVALID("amount must be a positive number");
    if (num(amountText) + t.refunded > num(t.amount) + 1e-9) return INVALID("the refund exceeds what is left of the transaction");
    t.refunded += num(amountText);
    t.status = Math.abs(t.refunded - num(t.amount)) < 1e-9 ? "reversed" : "partially_refunded";
    const refundId = newTransactionId();
    refunds.push({ transactionId: refundId, referenceId: t.referenceId, amount: fmt(num(amountText)), currency: t.currency, at: Date.now() });
    return ok({ description: "success", state: "approved", transactionId: refundId, referenceId: t.referenceId });
  }

  async function route(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    if (req.path !== "/asm") return { status: 404, headers: { "content-type": "text/html" }, body: "<html><body>404 Not Found</body></html>" };
    if (req.method !== "POST") return { status: 405, body: "" };
    const body = req.json<Record<string, unknown>>();
    if (!body || typeof body !== "object" || Array.isArray(body)) return INVALID("the body is not a JSON object");
    if (body.schemaVersion !== "1.0") return INVALID("schemaVersion must be 1.0");
    if (typeof body.requestId !== "string" || !UUID.test(body.requestId)) return INVALID("requestId must be a UUID");
    if (typeof body.timestamp !== "string" || !body.timestamp) return INVALID("timestamp is required");
    if (body.channelName !== "WEB") return INVALID("channelName must be WEB");
    const p = body.serviceParams;
    if (!p || typeof p !== "object" || Array.isArray(p)) return INVALID("serviceParams is required");
    const params = p as Record<string, unknown>;
    switch (body.serviceName) {
      case "API_PURCHASE":
        return purchase(params, false);
      case "API_PREAUTHORIZE":
        return purchase(params, true);
      case "API_PREAUTHORIZE_COMMIT":
        return preauthDecision(params, true);
      case "API_PREAUTHORIZE_CANCEL":
        return preauthDecision(params, false);
      case "API_CANCELPURCHASE":
        return cancelPurchase(params);
      case "HPP_GETTRANINFO":
        return tranInfo(params);
      case "HPP_REFUNDPURCHASE":
        return refundPurchase(params);
      default:
        return INVALID(`unknown serviceName ${String(body.serviceName)}`);
    }
  }

  const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const reportDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

  function report(period: { from: Date; to: Date }): string {
    const inPeriod = (ms: number) => ms >= period.from.getTime() && ms < period.to.getTime();
    type Line = { id: string; ref: string; at: number; type: string; status: string; amount: string; currency: string; charges: string };
    const lines: Line[] = [];
    for (const t of txns.values()) {
      if (t.preauth || !inPeriod(t.decidedAt ?? t.createdAt)) continue;
      const status = t.status === "approved" || t.status === "partially_refunded" || t.status === "reversed" ? "Approved" : t.status === "failed" ? "Failed" : "Pending";
      lines.push({ id: t.transactionId, ref: t.referenceId, at: t.decidedAt ?? t.createdAt, type: "Purchase", status, amount: t.amount, currency: t.currency, charges: status === "Approved" ? t.charges : "0" });
    }
    for (const r of refunds) if (inPeriod(r.at)) lines.push({ id: r.transactionId, ref: r.referenceId, at: r.at, type: "Reversal", status: "Approved", amount: r.amount, currency: r.currency, charges: "0" });
    for (const plant of plants) {
      const line = "referenceId" in plant && plant.kind !== "extra" ? lines.find((l) => l.ref === plant.referenceId && l.type === "Purchase") : undefined;
      if (plant.kind === "wrong_amount" && line) line.amount = plant.amount;
      if (plant.kind === "wrong_status" && line) line.status = plant.status;
      if (plant.kind === "different_fee" && line) line.charges = plant.charges;
      if (plant.kind === "wrong_currency" && line) line.currency = plant.currency;
      if (plant.kind === "missing" && line) lines.splice(lines.indexOf(line), 1);
      if (plant.kind === "extra") {
        const at = plant.at ? new Date(plant.at).getTime() : period.from.getTime();
        if (inPeriod(at)) lines.push({ id: plant.transactionId ?? newTransactionId(), ref: plant.referenceId ?? "", at, type: "Purchase", status: "Approved", amount: plant.amount, currency: plant.currency ?? currencies[0], charges: "0" });
      }
    }
    lines.sort((a, b) => a.at - b.at);
    const settlementId = `STL-${period.from.toISOString().slice(0, 10).replace(/-/g, "")}`;
    const net = new Map<string, number>();
    for (const l of lines) {
      if (l.status !== "Approved") continue;
      const sign = l.type === "Purchase" ? 1 : -1;
      net.set(l.currency, (net.get(l.currency) ?? 0) + sign * num(l.amount) - num(l.charges));
    }
    const out = ["Transaction ID,Reference ID,Date,Type,Status,Amount,Currency,Charges,Settlement ID"];
    for (const l of lines) out.push([l.id, l.ref, reportDate(l.at), l.type, l.status, l.amount, l.currency, l.charges, l.status === "Approved" ? settlementId : ""].map(csvCell).join(","));
    for (const [currency, amount] of net) if (amount > 0) out.push([settlementId, "", reportDate(period.to.getTime() - 1000), "Settlement", "Approved", fmt(amount), currency, "0", settlementId].join(","));
    return `${out.join("\r\n")}\r\n`;
  }

  function act(referenceId: string, action: "approve" | "reject" | "expire", reason?: WaafiRejectReason): FakeResponse {
    const t = txns.get(referenceId);
    if (!t) return { status: 404, body: { error: `no transaction ${referenceId}` } };
    const done = action === "approve" ? decide(t, "approved") : decide(t, "failed", (action === "expire" ? FAILURES.timeout : FAILURES[reason ?? "rejected"])(t));
    if (!done) return { status: 409, body: { error: `already ${t.status}` } };
    return { status: 200, body: { ok: true, status: t.status } };
  }

  async function control(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    let m: RegExpExecArray | null;
    if (req.method === "POST" && (m = /^\/__fake\/prompt\/([^/]+)\/(approve|reject|expire)$/.exec(req.path))) {
      const reason = req.json<{ reason?: string }>()?.reason;
      const reasons = ["rejected", "insufficient", "pin", "user_rejected", "issuer_error"];
      if (reason !== undefined && !reasons.includes(reason)) return { status: 400, body: { error: `reason: one of ${reasons.join(", ")}` } };
      return act(decodeURIComponent(m[1]), m[2] as "approve" | "reject" | "expire", reason as WaafiRejectReason | undefined);
    }
    if (req.method === "GET" && req.path === "/__fake/transactions") {
      return { status: 200, body: { transactions: [...txns.values()].map(({ waiters: _w, ...t }) => t), refunds } };
    }
    if (req.method === "GET" && req.path === "/__fake/report") {
      const from = new Date(req.query.from ?? "");
      const to = new Date(req.query.to ?? "");
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { status: 400, body: { error: "from and to: ISO dates" } };
      return { status: 200, headers: { "content-type": "text/csv" }, body: report({ from, to }) };
    }
    if (req.method === "POST" && req.path === "/__fake/report/plant") {
      const plant = req.json<Plant>();
      if (!plant || !["wrong_amount", "missing", "extra", "wrong_status", "different_fee", "wrong_currency"].includes(plant.kind)) return { status: 400, body: { error: "kind: wrong_amount, missing, extra, wrong_status, different_fee or wrong_currency" } };
      plants.push(plant);
      return { status: 200, body: { ok: true } };
    }
    return undefined;
  }

  const server = await startFakeServer(opts, route, control);
  kitRef = server.kit;
  const must = (res: FakeResponse, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${JSON.stringify(res.body)}`);
  };
  return {
    ...server,
    approve: (referenceId) => must(act(referenceId, "approve"), `approve ${referenceId}`),
    reject: (referenceId, reason) => must(act(referenceId, "reject", reason), `reject ${referenceId}`),
    expire: (referenceId) => must(act(referenceId, "expire"), `expire ${referenceId}`),
    report,
    plant: (p) => void plants.push(p),
    transaction: (referenceId) => txns.get(referenceId),
  };
}
