// A local fake of the MTN Mobile Money (MoMo) Open API, collections and disbursements, for the
// gateway's MTN connector tests. It speaks only MoMo's documented API (plus the shared /__fake/ controls of
// tests/fakes/fake-kit.ts); nothing here knows the gateway.
//
// Pages it follows (read while writing it):
//   https://momodeveloper.mtn.com/api-documentation/testing            sandbox: target "sandbox", currency EUR,
//                                                                       the test numbers, "any other number results in success"
//   https://momodeveloper.mtn.com/api-documentation/callback/          X-Callback-Url, callback sent once with the final
//                                                                       result, "allow PUT & POST on your callback listener",
//                                                                       payload like the status GET's answer
//   https://ericssondeveloperapi.developer.azure-api.net/content/html_widgets/zxonl.html   API user / key, Ocp-Apim-Subscription-Key
//   https://momoapi.mtn.com/faqs                                        token from Basic base64(apiUser:apiKey)
//   https://momodevelopercommunity.mtn.com/errors-46/momo-api-common-errors-82   409 RESOURCE_ALREADY_EXIST, 404, 400 (bad
//                                                                       UUID v4, currency not the environment's, notes over 160)
//   https://ericssondeveloperapi.portal.azure-api.net/api-documentation/common-error/   the error codes
//   https://momodevelopercommunity.mtn.com/product-updates/reason-for-some-failed-api-responses-updated-192   FAILED reasons
//                                                                       (NOT_ENOUGH_FUNDS, PAYER_NOT_FOUND, PAYEE_NOT_FOUND, …) as strings
//   https://github.com/sparkplug/mtn-momo-api-documentation (docs/testing, docs/use-cases)   copy of the older docs: request
//                                                                       bodies, the ErrorReason {code, message} schema,
//                                                                       "46733123453 ongoing: pending, success after 30 s"
//
//   https://github.com/MTN-Group/MoMoAPIs_Javascript_sdk (docs/disbursements/refundV1, refundV2, getRefundStatus;
//                                                                       docs/collections/validateAccountHolderStatus,
//                                                                       getBasicUserinfo): MTN's samples
//   Pre-approvals: https://momoapi.mtn.com/docs/services/collection/operations/PreApproval (headers, body, 202, 400);
//   https://ericssondeveloperapi.portal.azure-api.net/docs/services/collection/operations/GetApprovedPreApprovals (the
//   listing and PreApprovalDetails); MoMo's Collection swagger as its generated PHP client documents it (packagist
//   mtnmomo/collection: docs/Api/DefaultApi.md CancelPreApproval, GetPreApprovalStatus, PreApproval; docs/Model/
//   PreApprovalResult.md, PreApprovalDetails.md); sparkplug/mtn-momo-api-documentation docs/use-cases ("Pre-Approval":
//   the flow, and "so that the payer do not need to approval the requestToPay operation"); MoMo's Postman collection
//   (developers.qodex.ai/momo-open-apis/…/pre-approval/request-preapproval and get-preapproval-status).
//
// Endpoints: POST /{collection,disbursement}/token/, POST /collection/v1_0/requesttopay, GET …/requesttopay/{id},
// POST /disbursement/v1_0/transfer, GET …/transfer/{id}, POST /disbursement/{v1_0,v2_0}/refund,
// GET /disbursement/v1_0/refund/{id}, GET /{product}/v1_0/account/balance,
// GET /{product}/v1_0/accountholder/{msisdn|email|party_code}/{id}/active, GET …/accountholder/msisdn/{msisdn}/basicuserinfo,
// POST /collection/{v2_0,v1_0}/preapproval, GET …/preapproval/{id}, DELETE /collection/v1_0/preapproval/{id},
// GET /collection/v1_0/preapprovals/{accountHolderIdType}/{accountHolderId},
// sandbox provisioning POST /v1_0/apiuser, POST /v1_0/apiuser/{id}/apikey, GET /v1_0/apiuser/{id}.
// Each API user's providerCallbackHost is enforced on X-Callback-Url (README.md: the callback host).
//
// Customer actions (over HTTP, besides the kit's /__fake/ controls):
//   POST /__fake/requesttopay/{id}/approve | /reject   (body {"reason": "..."} optional)
//   POST /__fake/transfer/{id}/approve | /reject, POST /__fake/refund/{id}/approve | /reject
//   POST /__fake/preapproval/{id}/approve | /reject   the customer answers the pre-approval prompt
//   POST /__fake/preapproval/{id}/status {"status": "CREATED" | null}   the status GET answers this text instead
//   GET  /__fake/preapprovals                          every pre-approval as the fake holds it
//   POST /__fake/callback-host {"providerCallbackHost": "pay.example.com" | [...], "product"?}   the operator re-registers
//        the default API users' callback host
//   POST /__fake/balance {"product": "collection"|"disbursement", "availableBalance": "1000"}
//   GET  /__fake/transactions                          every request-to-pay and transfer as the fake holds it
//   GET  /__fake/statement?from=ISO&to=ISO              the partner portal's transaction statement export (CSV)
//   POST /__fake/statement/plant                        a planted discrepancy in that statement:
//        {"ref": "<X-Reference-Id or externalId>", "kind": "amount"|"currency"|"status"|"fee"|"omit", "value": "…"};
//        {"kind": "extra", "value": {"amount", "status"?, "type"?}}: a transaction the merchant never started;
//        {"kind": "settlement", "value": {"amount"}}: a withdrawal to the merchant's bank. DELETE forgets them.
//   The statement is the portal's (a web page, not the Open API), so it is served under /__fake/. Its columns follow
//   the portal's export as integrators describe it (Id, External Transaction Id, Date, Status, Type, From, To, Amount,
//   Currency, Fee, Currency, Balance, Currency; the externalId "will be included in transaction history report", per the
//   requesttopay body's documentation). Fake's choices: Type DEBIT for a request to pay, TRANSFER for a disbursement,
//   WITHDRAWAL to the bank; the fee is 0 unless planted; transfers are negative amounts.
//
// Where the docs are silent, the fake chooses (each marked "docs silent" below):
//   - the body of a 401 for a bad or expired bearer token, and of a 400 (the docs give no code for a plain bad request);
//   - FAILED reasons are strings, as the platform sends them today (product-updates page above); the swagger's
//     ErrorReason object {code, message} is available with `reasonFormat: "object"`;
//   - callbacks go out as PUT by default (the docs say listeners must take PUT and POST); `callbackMethod: "POST"`;
//   - test-number outcomes that take minutes on the real platform (expiry) happen after `approvalDelayMs` here.
//
// Fake-only conventions:
//   - In "sandbox" only the documented numbers 46733123450 to 46733123459 are magic (those below). In any other
//     environment (e.g. "mtnuganda", where the real API has no test numbers) the same outcomes apply by the LAST
//     FOUR digits of the number (…3450 failed, …3451 rejected, …3452 expired, …3453 ongoing, …3454 pending, …).
//   - Transfers: payee …3450 → FAILED PAYEE_NOT_FOUND (the docs only say "failed"), …3455 → NOT_ENOUGH_FUNDS,
//     …3457 → PAYEE_NOT_FOUND; and the disbursement account's balance is real: a transfer above it fails
//     NOT_ENOUGH_FUNDS.
//   - Callbacks are not signed (MoMo signs nothing); the "bad_signature" fault sends a forger's body instead:
//     SUCCESSFUL with an invented financialTransactionId, for a transaction that failed or is still pending.
import { randomUUID } from "node:crypto";
import { startFakeServer, type CallbackDelivery, type FakeKit, type FakeOptions, type FakeRequest, type FakeResponse, type FakeServer } from "../fake-kit";

export type MomoProductCredentials = { apiUser: string; apiKey: string; subscriptionKey: string };

export type MtnMomoFakeOptions = FakeOptions & {
  /** Defaults: DEFAULT_MOMO_CREDENTIALS.collection. */
  collection?: MomoProductCredentials;
  /** Defaults: DEFAULT_MOMO_CREDENTIALS.disbursement. */
  disbursement?: MomoProductCredentials;
  /** Default "sandbox"; requests with another X-Target-Environment are refused as MoMo does. */
  targetEnvironment?: string;
  /** How long a request-to-pay / transfer for an ordinary number stays PENDING before the customer "approves" (default 1000 ms); null: stays pending until approved via control. */
  approvalDelayMs?: number | null;
  /** Default 3600. */
  tokenTtlSeconds?: number;
  /** The "ongoing" test number (…3453) answers PENDING, then SUCCESSFUL this long after the request (default 30 000 ms, as documented). */
  ongoingSuccessMs?: number;
  /** Method of the callbacks (default "PUT"; the docs say a listener must take both). */
  callbackMethod?: "PUT" | "POST";
  /** "string" (default): reason: "APPROVAL_REJECTED", as the platform answers; "object": reason: {code, message}, as the swagger documents. */
  reasonFormat?: "string" | "object";
  /**
   * The providerCallbackHost the default API users (collection and disbursement) were created with: an
   * X-Callback-Url on another host is refused with 500 INVALID_CALLBACK_URL_HOST, as MoMo does. Default: the
   * loopback host under both its names ("localhost", "127.0.0.1"), the hosts this repository's tests call back
   * to (a fake-only convenience: a real API user has one host). `setCallbackHost` changes it while running.
   */
  providerCallbackHost?: string | string[];
  /**
   * Default true. False: this account may not use MoMo's refund call (POST /disbursement/v{1,2}_0/refund),
   * answered 500 NOT_ALLOWED ("Authorization failed. User does not have permission."), as MoMo answers an
   * operation the partner is not allowed; refunds then go as transfers (a connection's `refunds_via: "transfer"`).
   */
  refundProduct?: boolean;
  /** Starting balances, decimal strings (defaults: collection "0", disbursement "1000000"). */
  collectionBalance?: string;
  disbursementBalance?: string;
};

export type MtnMomoFake = FakeServer & {
  /** The customer approves (request-to-pay, pre-approval) or the platform completes (transfer) a PENDING transaction. */
  approve(referenceId: string): void;
  /** The customer rejects a PENDING request-to-pay or pre-approval (default reason APPROVAL_REJECTED), or a transfer fails with this reason. */
  reject(referenceId: string, reason?: string): void;
  /** A pre-approval as its status GET answers it, with `state` (PENDING, SUCCESSFUL, FAILED, CANCELLED, EXPIRED); undefined: none. */
  preapproval(referenceId: string): (Record<string, unknown> & { state: string }) | undefined;
  /** The status GET answers this text for the pre-approval (a status the fake does not otherwise use); null: its own again. */
  setPreapprovalStatus(referenceId: string, status: string | null): void;
  /** The partner portal's transaction statement for [from, to) (CSV), with the planted discrepancies. */
  statement(from?: Date, to?: Date): string;
  /** The operator re-registers the default API users' callback host (both products, or one). */
  setCallbackHost(host: string | string[], product?: Product): void;
};

/** Fixed fake credentials (UUID v4 API users, 32-hex keys, like the real ones). */
export const DEFAULT_MOMO_CREDENTIALS: { collection: MomoProductCredentials; disbursement: MomoProductCredentials } = {
  collection: { apiUser: "0f6b1c2e-4a5d-4e8f-9a1b-2c3d4e5f6a70", apiKey: "c0ffee00c0ffee00c0ffee00c0ffee01", subscriptionKey: "5ub5c0113c710n00000000000000c011" },
  disbursement: { apiUser: "7d8e9f00-1a2b-4c3d-8e4f-5a6b7c8d9e01", apiKey: "d15b0000d15b0000d15b0000d15b0001", subscriptionKey: "5ub5d15b0r5e000000000000000d15b0" },
};

/** X-Target-Environment → the only currency it accepts (docs: "Invalid currency – needs to match the target environment currency"). */
export const MOMO_ENVIRONMENT_CURRENCIES: Record<string, string> = {
  sandbox: "EUR",
  mtnuganda: "UGX",
  mtnghana: "GHS",
  mtnivorycoast: "XOF",
  mtnzambia: "ZMW",
  mtncameroon: "XAF",
  mtnbenin: "XOF",
  mtncongo: "XAF",
  mtnswaziland: "SZL",
  mtnguineaconakry: "GNF",
  mtnsouthafrica: "ZAR",
  mtnliberia: "LRD",
  mtnrwanda: "RWF",
  mtnsouthsudan: "SSP",
  mtnnigeria: "NGN",
};

/** The sandbox test numbers (https://momodeveloper.mtn.com/api-documentation/testing). */
export const MOMO_TEST_NUMBERS = {
  failed: "46733123450",
  rejected: "46733123451",
  expired: "46733123452",
  ongoing: "46733123453",
  pending: "46733123454",
  notFoundOrNoFunds: "46733123455",
  payeeNotFound: "46733123457",
} as const;

type Product = "collection" | "disbursement";
type Kind = "requesttopay" | "transfer" | "refund";
type Status = "PENDING" | "SUCCESSFUL" | "FAILED";
type Party = { partyIdType: string; partyId: string };

type Txn = {
  kind: Kind;
  referenceId: string;
  amount: string;
  cents: number;
  currency: string;
  externalId: string;
  party: Party;
  payerMessage?: string;
  payeeNote?: string;
  status: Status;
  reason?: string;
  financialTransactionId?: string;
  callbackUrl?: string;
  createdAt: number;
  /** early_callback: the status GET answers PENDING until then. */
  hiddenUntil?: number;
  /** Transfers and refunds: the amount taken from the disbursement balance when accepted (given back if it fails). */
  reserved?: number;
  /** Refunds: the request to pay's X-Reference-Id (referenceIdToRefund). */
  refundOf?: string;
  /** The path it was created on, for callback fault matching ("POST /disbursement/v2_0/refund"). */
  call: string;
  /** A request to pay from a payer with an active pre-approval in its currency: no approval step. */
  preApproved?: boolean;
};

/** A pre-approval's request, as the status GET reports it (MoMo's PreApprovalResult: PENDING, SUCCESSFUL, FAILED). */
type PreApprovalStatus = "PENDING" | "SUCCESSFUL" | "FAILED";

type PreApproval = {
  referenceId: string;
  party: Party;
  payerCurrency: string;
  payerMessage?: string;
  /** "The time duration in seconds that the pre-approval is valid once it is accepted." */
  validitySeconds: number;
  status: PreApprovalStatus;
  reason?: string;
  createdAt: number;
  approvedAt?: number;
  cancelledAt?: number;
  callbackUrl?: string;
  /** The API user it was asked by ("" for the default collection user): the payee whose requests to pay it pre-approves. */
  payee: string;
  /** A status text the control put in the GET's answer instead of the fake's own. */
  statusOverride?: string;
  /** early_callback: the status GET answers PENDING until then. */
  hiddenUntil?: number;
  call: string;
};

type Outcome = { status: "FAILED"; reason: string } | { status: "ONGOING" } | { status: "PENDING" } | { status: "NORMAL" };

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MSISDN = /^\d{8,15}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const REASON_MESSAGES: Record<string, string> = {
  INTERNAL_PROCESSING_ERROR: "An internal error occurred while processing.",
  APPROVAL_REJECTED: "The payer rejected the request.",
  EXPIRED: "The request expired before the payer approved it.",
  PAYER_NOT_FOUND: "Payer does not exist.",
  PAYEE_NOT_FOUND: "Payee does not exist.",
  NOT_ENOUGH_FUNDS: "The payer does not have enough funds.",
  COULD_NOT_PERFORM_TRANSACTION: "The transaction could not be performed.",
};

// Bodies of refusals. The subscription-key 401 is Azure API Management's, as integrators quote it.
const SUBSCRIPTION_DENIED = { statusCode: 401, message: "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription." };

function err(status: number, code: string, message: string): FakeResponse {
  return { status, body: { code, message } };
}

function toCents(amount: string): number {
  const [whole, frac = ""] = amount.split(".");
  return Number(whole) * 100 + Number((frac + "00").slice(0, 2));
}

function fromCents(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export async function startMtnMomoFake(opts: MtnMomoFakeOptions = {}): Promise<MtnMomoFake> {
  const creds: Record<Product, MomoProductCredentials> = {
    collection: opts.collection ?? DEFAULT_MOMO_CREDENTIALS.collection,
    disbursement: opts.disbursement ?? DEFAULT_MOMO_CREDENTIALS.disbursement,
  };
  const environment = opts.targetEnvironment ?? "sandbox";
  const envCurrency = MOMO_ENVIRONMENT_CURRENCIES[environment] ?? "EUR";
  const approvalDelayMs = opts.approvalDelayMs === undefined ? 1000 : opts.approvalDelayMs;
  // Test-number outcomes (failed, rejected, expired) still need a moment when approvals are manual.
  const outcomeDelayMs = approvalDelayMs ?? 1000;
  const ongoingSuccessMs = opts.ongoingSuccessMs ?? 30_000;
  const tokenTtlSeconds = opts.tokenTtlSeconds ?? 3600;
  const callbackMethod = opts.callbackMethod ?? "PUT";
  const reasonFormat = opts.reasonFormat ?? "string";
  const refundProduct = opts.refundProduct ?? true;
  const hostList = (h: string | string[]) => (Array.isArray(h) ? h : [h]).map((x) => x.toLowerCase());
  // The default API users' providerCallbackHost (a fake-only default: the loopback host under both its names).
  const defaultHosts: Record<Product, string[]> = {
    collection: hostList(opts.providerCallbackHost ?? ["localhost", "127.0.0.1"]),
    disbursement: hostList(opts.providerCallbackHost ?? ["localhost", "127.0.0.1"]),
  };

  /** A bearer token: its product, its expiry, and the API user it was issued to ("" for the default user of that product). */
  const tokens = new Map<string, { product: Product; expiresAt: number; apiUser: string }>();
  const txns = new Map<string, Txn>();
  const preapprovals = new Map<string, PreApproval>();
  const balances: Record<Product, number> = {
    collection: toCents(opts.collectionBalance ?? "0"),
    disbursement: toCents(opts.disbursementBalance ?? "1000000"),
  };
  // Sandbox provisioning: API users created through /v1_0/apiuser, valid for every product.
  const apiUsers = new Map<string, { providerCallbackHost: string; apiKeys: Set<string> }>();
  let kitRef: FakeKit | undefined;
  type Plant = { ref: string; kind: "amount" | "currency" | "status" | "fee" | "omit"; value?: string };
  const statementPlants: Plant[] = [];
  const statementExtras: { at: number; cells: string[] }[] = [];

  function subscriptionOk(req: FakeRequest, product: Product): boolean {
    return req.headers["ocp-apim-subscription-key"] === creds[product].subscriptionKey;
  }

  function outcomeFor(kind: Kind, partyId: string): Outcome {
    const magic = environment === "sandbox" ? (/^4673312345\d$/.test(partyId) ? partyId.slice(-4) : "") : partyId.slice(-4);
    const paying = kind !== "requesttopay"; // a transfer or a refund: money to the party
    switch (magic) {
      case "3450":
        return { status: "FAILED", reason: paying ? "PAYEE_NOT_FOUND" : "INTERNAL_PROCESSING_ERROR" };
      case "3451":
        return { status: "FAILED", reason: "APPROVAL_REJECTED" };
      case "3452":
        return { status: "FAILED", reason: "EXPIRED" };
      case "3453":
        return { status: "ONGOING" };
      case "3454":
        return { status: "PENDING" };
      case "3455":
        return { status: "FAILED", reason: paying ? "NOT_ENOUGH_FUNDS" : "PAYER_NOT_FOUND" };
      case "3457":
        return paying ? { status: "FAILED", reason: "PAYEE_NOT_FOUND" } : { status: "NORMAL" };
      default:
        return { status: "NORMAL" };
    }
  }

  function view(t: Txn, now = Date.now()): Record<string, unknown> {
    const hidden = t.hiddenUntil !== undefined && now < t.hiddenUntil;
    const status: Status = hidden ? "PENDING" : t.status;
    const out: Record<string, unknown> = { amount: t.amount, currency: t.currency };
    if (status === "SUCCESSFUL" && t.financialTransactionId) out.financialTransactionId = t.financialTransactionId;
    out.externalId = t.externalId;
    out[t.kind === "requesttopay" ? "payer" : "payee"] = t.party;
    if (t.payerMessage !== undefined) out.payerMessage = t.payerMessage;
    if (t.payeeNote !== undefined) out.payeeNote = t.payeeNote;
    out.status = status;
    if (status === "FAILED" && t.reason) out.reason = reasonFormat === "object" ? { code: t.reason, message: REASON_MESSAGES[t.reason] ?? t.reason } : t.reason;
    return out;
  }

  function callOf(t: Txn): string {
    return t.call;
  }

  function delivery(t: Txn, body: Record<string, unknown>): CallbackDelivery {
    return { url: t.callbackUrl as string, method: callbackMethod, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  }

  function forged(t: Txn): Record<string, unknown> {
    return { ...view(t, Number.POSITIVE_INFINITY), status: "SUCCESSFUL", financialTransactionId: String(100_000_000 + Math.floor(Math.random() * 899_999_999)), reason: undefined };
  }

  function finalize(t: Txn, status: "SUCCESSFUL" | "FAILED", reason?: string): boolean {
    const kit = kitRef as FakeKit;
    if (t.status !== "PENDING") return false;
    if (t.kind !== "requesttopay" && status === "SUCCESSFUL" && t.reserved === undefined) {
      // A transfer accepted without the funds behind it (approved by hand) still fails.
      status = "FAILED";
      reason = "NOT_ENOUGH_FUNDS";
    }
    t.status = status;
    if (status === "SUCCESSFUL") {
      t.financialTransactionId = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
      if (t.kind === "requesttopay") balances.collection += t.cents;
    } else {
      t.reason = reason ?? "INTERNAL_PROCESSING_ERROR";
      if (t.kind !== "requesttopay" && t.reserved !== undefined) {
        balances.disbursement += t.reserved;
        t.reserved = undefined;
      }
    }
    const call = callOf(t);
    if (kit.takeFault(["early_callback"], call)) t.hiddenUntil = Date.now() + 300;
    if (t.callbackUrl) {
      const body = view(t, Number.POSITIVE_INFINITY);
      kit.sendCallback(call, delivery(t, body), { forge: () => delivery(t, forged(t)) });
    }
    return true;
  }

  function schedule(t: Txn): void {
    const kit = kitRef as FakeKit;
    // Pre-approved: the platform debits without asking the payer (fake's choice: at once, whatever the approval delay).
    if (t.preApproved) {
      kit.later(0, () => finalize(t, "SUCCESSFUL"));
      return;
    }
    const outcome = t.kind !== "requesttopay" && t.reserved === undefined ? ({ status: "FAILED", reason: "NOT_ENOUGH_FUNDS" } as const) : outcomeFor(t.kind, t.party.partyId);
    if (outcome.status === "FAILED") kit.later(outcomeDelayMs, () => finalize(t, "FAILED", outcome.reason));
    else if (outcome.status === "ONGOING") kit.later(ongoingSuccessMs, () => finalize(t, "SUCCESSFUL"));
    else if (outcome.status === "NORMAL" && approvalDelayMs !== null) kit.later(approvalDelayMs, () => finalize(t, "SUCCESSFUL"));
    // A transaction that stays pending gets no callback; a "bad_signature" fault armed for it sends the forgery now.
    const staysPending = outcome.status === "PENDING" || (outcome.status === "NORMAL" && approvalDelayMs === null);
    if (staysPending && t.callbackUrl && kit.takeFault(["bad_signature"], callOf(t))) kit.sendCallback(callOf(t), { ...delivery(t, forged(t)), delayMs: 50 });
  }

  /** The checks every product call shares: subscription key, bearer token of that product, target environment. */
  function guard(req: FakeRequest, product: Product): FakeResponse | undefined {
    if (!subscriptionOk(req, product)) return { status: 401, body: SUBSCRIPTION_DENIED };
    const auth = req.headers.authorization ?? "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
    const found = token ? tokens.get(token) : undefined;
    // docs silent on these two bodies.
    if (!found || found.product !== product) return { status: 401, body: { code: "UNAUTHORIZED", message: "Authentication failed. Credentials not valid." } };
    if (Date.now() >= found.expiresAt) return { status: 401, body: { code: "UNAUTHORIZED", message: "Access token expired." } };
    const target = req.headers["x-target-environment"];
    if (!target) return err(400, "BAD_REQUEST", "Missing header X-Target-Environment.");
    if (target !== environment) return err(500, "NOT_ALLOWED_TARGET_ENVIRONMENT", "Access to target environment is forbidden.");
    return undefined;
  }

  function token(req: FakeRequest, product: Product): FakeResponse {
    if (!subscriptionOk(req, product)) return { status: 401, body: SUBSCRIPTION_DENIED };
    const auth = req.headers.authorization ?? "";
    let user = "";
    let key = "";
    if (auth.startsWith("Basic ")) {
      const decoded = Buffer.from(auth.slice(6).trim(), "base64").toString("utf8");
      const i = decoded.indexOf(":");
      if (i > 0) [user, key] = [decoded.slice(0, i), decoded.slice(i + 1)];
    }
    const provisioned = apiUsers.get(user);
    const asDefault = user === creds[product].apiUser && key === creds[product].apiKey;
    const ok = asDefault || (environment === "sandbox" && provisioned?.apiKeys.has(key) === true);
    if (!ok) return { status: 401, body: { error: "login_failed" } };
    const accessToken = `${product}.${randomUUID()}.${randomUUID()}`.replace(/-/g, "");
    tokens.set(accessToken, { product, expiresAt: Date.now() + tokenTtlSeconds * 1000, apiUser: asDefault ? "" : user });
    return { status: 200, body: { access_token: accessToken, token_type: "access_token", expires_in: tokenTtlSeconds } };
  }

  /** The callback hosts of the API user a request's bearer token was issued to (its providerCallbackHost). */
  function callbackHostsOf(req: FakeRequest, product: Product): string[] {
    const auth = req.headers.authorization ?? "";
    const found = tokens.get(auth.startsWith("Bearer ") ? auth.slice(7).trim() : "");
    if (!found) return [];
    if (!found.apiUser) return defaultHosts[product];
    const user = apiUsers.get(found.apiUser);
    return user ? [user.providerCallbackHost.toLowerCase()] : [];
  }

  /** An X-Callback-Url that is no URL (400), or is off the API user's providerCallbackHost (500 INVALID_CALLBACK_URL_HOST). */
  function callbackUrlRefusal(req: FakeRequest, product: Product): FakeResponse | undefined {
    const callbackUrl = req.headers["x-callback-url"];
    if (callbackUrl === undefined) return undefined;
    let host = "";
    try {
      const u = new URL(callbackUrl);
      if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("scheme");
      host = u.hostname.toLowerCase();
    } catch {
      return err(400, "BAD_REQUEST", "X-Callback-Url is not a valid URL.");
    }
    // MoMo's common errors: 500 INVALID_CALLBACK_URL_HOST, "Callback URL with different host name then configured
    // for API User"; the callback page: the URL "must be hosted on the same domain specified when creating the API
    // user". Compared by host name (docs silent on ports: the port is not compared).
    if (!callbackHostsOf(req, product).includes(host)) return err(500, "INVALID_CALLBACK_URL_HOST", "Callback URL with different host name then configured for API User");
    return undefined;
  }

  /** The API user a request's bearer token was issued to ("" for the default user of its product): the payee of a pre-approval. */
  function apiUserOf(req: FakeRequest): string {
    const auth = req.headers.authorization ?? "";
    return tokens.get(auth.startsWith("Bearer ") ? auth.slice(7).trim() : "")?.apiUser ?? "";
  }

  function create(req: FakeRequest, kind: Kind, call: string): FakeResponse {
    const product: Product = kind === "requesttopay" ? "collection" : "disbursement";
    const refused = guard(req, product);
    if (refused) return refused;
    // Fake's choice (docs silent on the exact answer): an account not allowed the refund operation gets the
    // documented generic NOT_ALLOWED, "Authorization failed. User does not have permission."
    if (kind === "refund" && !refundProduct) return err(500, "NOT_ALLOWED", "Authorization failed. User does not have permission.");
    const referenceId = req.headers["x-reference-id"] ?? "";
    if (!UUID_V4.test(referenceId)) return err(400, "BAD_REQUEST", "X-Reference-Id must be a UUID version 4.");
    const callbackUrl = req.headers["x-callback-url"];
    const callbackRefused = callbackUrlRefusal(req, product);
    if (callbackRefused) return callbackRefused;
    const body = req.json<Record<string, unknown>>();
    if (!body || typeof body !== "object" || Array.isArray(body)) return err(400, "BAD_REQUEST", "The request body is not valid JSON.");
    const partyField = kind === "requesttopay" ? "payer" : "payee";
    const { amount, currency, externalId, payerMessage, payeeNote } = body;
    let original: Txn | undefined;
    if (kind === "refund") {
      // The refund call names no payee: it pays back the payer of the request to pay it refunds (referenceIdToRefund).
      const toRefund = body.referenceIdToRefund;
      if (typeof toRefund !== "string" || !UUID_V4.test(toRefund)) return err(400, "BAD_REQUEST", "referenceIdToRefund must be the X-Reference-Id (a UUID version 4) of the transaction to refund.");
      original = txns.get(toRefund);
    }
    // A refund's payee is the original's payer, checked when it was created (a placeholder until it is found).
    const party = kind === "refund" ? (original?.party ?? { partyIdType: "MSISDN", partyId: "00000000" }) : (body[partyField] as Party | undefined);
    // docs: amount and currency are strings; a number or a non-positive amount does not follow the specification.
    if (typeof amount !== "string" || !AMOUNT.test(amount) || toCents(amount) <= 0) return err(400, "BAD_REQUEST", "amount must be a string holding a positive number.");
    if (typeof currency !== "string") return err(400, "BAD_REQUEST", "currency is required.");
    if (currency !== envCurrency) return err(400, "INVALID_CURRENCY", `Currency not supported in target environment ${environment}.`);
    if (externalId !== undefined && typeof externalId !== "string") return err(400, "BAD_REQUEST", "externalId must be a string.");
    if (!party || typeof party !== "object" || typeof party.partyIdType !== "string" || typeof party.partyId !== "string") return err(400, "BAD_REQUEST", `${partyField} {partyIdType, partyId} is required.`);
    if (!["MSISDN", "EMAIL", "PARTY_CODE"].includes(party.partyIdType)) return err(400, "BAD_REQUEST", "partyIdType must be MSISDN, EMAIL or PARTY_CODE.");
    // The fake serves mobile money by MSISDN only: digits in international form, no "+" (ITU-T E.164).
    if (party.partyIdType !== "MSISDN" || !MSISDN.test(party.partyId)) return err(400, "BAD_REQUEST", "partyId must be an MSISDN: digits in international form, without +.");
    for (const [name, v] of [["payerMessage", payerMessage], ["payeeNote", payeeNote]] as const) {
      if (v !== undefined && typeof v !== "string") return err(400, "BAD_REQUEST", `${name} must be a string.`);
      if (typeof v === "string" && v.length > 160) return err(400, "BAD_REQUEST", `${name} is longer than 160 characters.`);
    }
    if (txns.has(referenceId) || preapprovals.has(referenceId)) return err(409, "RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed.");
    if (kind === "refund") {
      // Fake's choices (docs silent on these answers): an unknown referenceIdToRefund is 404 RESOURCE_NOT_FOUND (the
      // generic "Reference Id not found"); a request to pay that is not SUCCESSFUL, or refunds above its amount, 400.
      if (!original || original.kind !== "requesttopay") return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
      if (original.status !== "SUCCESSFUL") return err(400, "BAD_REQUEST", "The transaction to refund is not SUCCESSFUL.");
      const refunded = [...txns.values()].filter((r) => r.kind === "refund" && r.refundOf === original!.referenceId && r.status !== "FAILED").reduce((sum, r) => sum + r.cents, 0);
      if (refunded + toCents(amount) > original.cents) return err(400, "BAD_REQUEST", "The amount is more than what is left to refund of the transaction.");
      if (currency !== original.currency) return err(400, "INVALID_CURRENCY", "The currency is not the refunded transaction's.");
    }
    const t: Txn = {
      kind,
      referenceId,
      amount,
      cents: toCents(amount),
      currency,
      externalId: (externalId as string | undefined) ?? "",
      party: { partyIdType: party.partyIdType, partyId: party.partyId },
      payerMessage: payerMessage as string | undefined,
      payeeNote: payeeNote as string | undefined,
      status: "PENDING",
      callbackUrl,
      createdAt: Date.now(),
      call,
      refundOf: original?.referenceId,
      // The pre-approval use case: "used to request a pre approval for requestToPay operations so that the payer do
      // not need to approval the requestToPay operation". The request to pay names no pre-approval (its documented
      // body is unchanged): it is matched by payer, currency and payee (the API user), a guess.
      preApproved: kind === "requesttopay" && activePreApprovalFor(apiUserOf(req), party.partyId, currency) !== undefined,
    };
    if (kind !== "requesttopay" && balances.disbursement >= t.cents) {
      balances.disbursement -= t.cents;
      t.reserved = t.cents;
    }
    txns.set(referenceId, t);
    schedule(t);
    return { status: 202 };
  }

  function status(req: FakeRequest, kind: Kind, referenceId: string): FakeResponse {
    const refused = guard(req, kind === "requesttopay" ? "collection" : "disbursement");
    if (refused) return refused;
    if (kind === "refund" && !refundProduct) return err(500, "NOT_ALLOWED", "Authorization failed. User does not have permission.");
    const t = txns.get(referenceId);
    if (!t || t.kind !== kind) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
    return { status: 200, body: view(t) };
  }

  // ---- pre-approvals (recurring collection) -----------------------------------------

  /** When the pre-approval lapses: validityTime seconds after it was accepted (before that, after it was asked: a guess). */
  function preExpiresAt(p: PreApproval): number {
    return (p.approvedAt ?? p.createdAt) + p.validitySeconds * 1000;
  }

  /**
   * Its state now. The status GET's schema knows PENDING, SUCCESSFUL and FAILED only; what it answers once an approved
   * pre-approval is cancelled or lapses is not documented: the fake answers CANCELLED and EXPIRED, the words of the
   * listing's schema (GetApprovedPreApprovals: APPROVED, CANCELLED, EXPIRED, REJECTED, PENDING). A guess.
   */
  function preState(p: PreApproval, now = Date.now()): PreApprovalStatus | "CANCELLED" | "EXPIRED" {
    if (p.status !== "SUCCESSFUL") return p.status;
    if (p.cancelledAt !== undefined) return "CANCELLED";
    if (now >= preExpiresAt(p)) return "EXPIRED";
    return "SUCCESSFUL";
  }

  function activePreApprovalFor(payee: string, partyId: string, currency: string): PreApproval | undefined {
    return [...preapprovals.values()].find((p) => p.payee === payee && p.party.partyId === partyId && p.payerCurrency === currency && preState(p) === "SUCCESSFUL");
  }

  /** "YYYY-MM-DDTHH:mm:SS", the format MoMo documents for expirationDateTime (UTC: the zone is not documented). */
  function momoDateTime(ms: number): string {
    return new Date(ms).toISOString().slice(0, 19);
  }

  /** The status GET's answer: MoMo's PreApprovalResult {payer, payerCurrency, payerMessage, status, expirationDateTime, reason}. */
  function preView(p: PreApproval, opts: { final?: boolean } = {}): Record<string, unknown> {
    const now = Date.now();
    // early_callback: the GET still answers PENDING a moment; the callback (`final`) already carries the outcome.
    const hidden = !opts.final && p.hiddenUntil !== undefined && now < p.hiddenUntil;
    const status = p.statusOverride ?? (hidden ? "PENDING" : preState(p, now));
    const out: Record<string, unknown> = { payer: p.party, payerCurrency: p.payerCurrency };
    if (p.payerMessage !== undefined) out.payerMessage = p.payerMessage;
    out.status = status;
    out.expirationDateTime = momoDateTime(preExpiresAt(p));
    if (status === "FAILED" && p.reason) out.reason = reasonFormat === "object" ? { code: p.reason, message: REASON_MESSAGES[p.reason] ?? p.reason } : p.reason;
    return out;
  }

  function preDelivery(p: PreApproval, body: Record<string, unknown>): CallbackDelivery {
    return { url: p.callbackUrl as string, method: callbackMethod, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  }

  function finalizePre(p: PreApproval, status: "SUCCESSFUL" | "FAILED", reason?: string): boolean {
    const kit = kitRef as FakeKit;
    if (p.status !== "PENDING") return false;
    p.status = status;
    if (status === "SUCCESSFUL") p.approvedAt = Date.now();
    else p.reason = reason ?? "INTERNAL_PROCESSING_ERROR";
    if (kit.takeFault(["early_callback"], p.call)) p.hiddenUntil = Date.now() + 300;
    // "Callback will be sent if a callback URL was provided in the POST request. The callback is sent when the request
    // has reach a final state (Successful, Failed)." None when it is later cancelled or lapses (docs silent).
    if (p.callbackUrl) kit.sendCallback(p.call, preDelivery(p, preView(p, { final: true })), { forge: () => preDelivery(p, { ...preView(p, { final: true }), status: "SUCCESSFUL", reason: undefined }) });
    return true;
  }

  /** The customer's answer on the phone, by the same test numbers as a request to pay. */
  function schedulePre(p: PreApproval): void {
    const kit = kitRef as FakeKit;
    const outcome = outcomeFor("requesttopay", p.party.partyId);
    if (outcome.status === "FAILED") kit.later(outcomeDelayMs, () => finalizePre(p, "FAILED", outcome.reason));
    else if (outcome.status === "ONGOING") kit.later(ongoingSuccessMs, () => finalizePre(p, "SUCCESSFUL"));
    else if (outcome.status === "NORMAL" && approvalDelayMs !== null) kit.later(approvalDelayMs, () => finalizePre(p, "SUCCESSFUL"));
    const staysPending = outcome.status === "PENDING" || (outcome.status === "NORMAL" && approvalDelayMs === null);
    if (staysPending && p.callbackUrl && kit.takeFault(["bad_signature"], p.call)) {
      kit.sendCallback(p.call, { ...preDelivery(p, { ...preView(p), status: "SUCCESSFUL" }), delayMs: 50 });
    }
  }

  /**
   * POST /collection/{v1_0,v2_0}/preapproval (v2_0: MoMo's Collection API; v1_0: the older use-case pages): the collection
   * token and key, X-Reference-Id (UUID v4), X-Target-Environment, optional X-Callback-Url; body {payer: {partyIdType,
   * partyId}, payerCurrency, payerMessage, validityTime}. 202 with no body; the customer approves on the phone.
   */
  function createPreApproval(req: FakeRequest, call: string): FakeResponse {
    const refused = guard(req, "collection");
    if (refused) return refused;
    const referenceId = req.headers["x-reference-id"] ?? "";
    if (!UUID_V4.test(referenceId)) return err(400, "BAD_REQUEST", "X-Reference-Id must be a UUID version 4.");
    const callbackRefused = callbackUrlRefusal(req, "collection");
    if (callbackRefused) return callbackRefused;
    const body = req.json<Record<string, unknown>>();
    if (!body || typeof body !== "object" || Array.isArray(body)) return err(400, "BAD_REQUEST", "The request body is not valid JSON.");
    const { payer, payerCurrency, payerMessage, validityTime } = body as { payer?: Party; payerCurrency?: unknown; payerMessage?: unknown; validityTime?: unknown };
    if (!payer || typeof payer !== "object" || typeof payer.partyIdType !== "string" || typeof payer.partyId !== "string") return err(400, "BAD_REQUEST", "payer {partyIdType, partyId} is required.");
    if (!["MSISDN", "EMAIL", "PARTY_CODE"].includes(payer.partyIdType)) return err(400, "BAD_REQUEST", "partyIdType must be MSISDN, EMAIL or PARTY_CODE.");
    if (payer.partyIdType !== "MSISDN" || !MSISDN.test(payer.partyId)) return err(400, "BAD_REQUEST", "partyId must be an MSISDN: digits in international form, without +.");
    if (typeof payerCurrency !== "string") return err(400, "BAD_REQUEST", "payerCurrency is required.");
    if (payerCurrency !== envCurrency) return err(400, "INVALID_CURRENCY", `Currency not supported in target environment ${environment}.`);
    // Fake's choice (docs silent): the 160-character limit of the request to pay's notes.
    if (payerMessage !== undefined && (typeof payerMessage !== "string" || payerMessage.length > 160)) return err(400, "BAD_REQUEST", "payerMessage must be a string of at most 160 characters.");
    // The schema says integer (seconds); MoMo's Postman collection sends "300", a string: both are taken.
    const seconds = typeof validityTime === "number" ? validityTime : typeof validityTime === "string" && /^\d+$/.test(validityTime) ? Number(validityTime) : NaN;
    if (!Number.isSafeInteger(seconds) || seconds <= 0) return err(400, "BAD_REQUEST", "validityTime must be a positive number of seconds.");
    if (txns.has(referenceId) || preapprovals.has(referenceId)) return err(409, "RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed.");
    const p: PreApproval = {
      referenceId,
      party: { partyIdType: payer.partyIdType, partyId: payer.partyId },
      payerCurrency,
      payerMessage: payerMessage as string | undefined,
      validitySeconds: seconds,
      status: "PENDING",
      createdAt: Date.now(),
      callbackUrl: req.headers["x-callback-url"],
      payee: apiUserOf(req),
      call,
    };
    preapprovals.set(referenceId, p);
    schedulePre(p);
    return { status: 202 };
  }

  /** GET /collection/{v2_0,v1_0}/preapproval/{referenceId}: 200 PreApprovalResult, 404 RESOURCE_NOT_FOUND. */
  function preApprovalStatus(req: FakeRequest, referenceId: string): FakeResponse {
    const refused = guard(req, "collection");
    if (refused) return refused;
    const p = preapprovals.get(referenceId);
    if (!p || p.payee !== apiUserOf(req)) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
    return { status: 200, body: preView(p) };
  }

  /**
   * DELETE /collection/v1_0/preapproval/{preapprovalid} (CancelPreApproval: "It is possible to cancel only that
   * preapproval which is in approved state and the requesting Account Holder ... is the payee"; preapprovalid is "Reference
   * id used when creating the PreApproval"). Fake's choices (docs silent on the answers): 200 with no body; 404 for an
   * unknown one; 400 for one that is not approved (pending, failed, cancelled, lapsed).
   */
  function cancelPreApproval(req: FakeRequest, referenceId: string): FakeResponse {
    const refused = guard(req, "collection");
    if (refused) return refused;
    const p = preapprovals.get(referenceId);
    if (!p || p.payee !== apiUserOf(req)) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
    if (preState(p) !== "SUCCESSFUL") return err(400, "BAD_REQUEST", "Only an approved pre-approval can be cancelled.");
    p.cancelledAt = Date.now();
    return { status: 200 };
  }

  /**
   * GET /collection/v1_0/preapprovals/{accountHolderIdType}/{accountHolderId} (GetApprovedPreApprovals: "approved
   * pre-approvals of an account holder. Only those pre-approvals ... where requesting Account Holder ... is the payee,
   * are returned"): an array of PreApprovalDetails. Types msisdn, email, id, alias. Fake's choices: only the approved
   * ones still in force, status APPROVED, preApprovalId the X-Reference-Id (as CancelPreApproval's path takes it).
   */
  function approvedPreApprovals(req: FakeRequest, idType: string, id: string): FakeResponse {
    const refused = guard(req, "collection");
    if (refused) return refused;
    if (!["msisdn", "email", "id", "alias"].includes(idType)) return err(400, "BAD_REQUEST", "accountHolderIdType must be msisdn, email, id or alias, in small letters.");
    if (idType === "msisdn" && !MSISDN.test(id)) return err(400, "BAD_REQUEST", "accountHolderId is not a valid msisdn.");
    const payee = apiUserOf(req);
    const list = idType !== "msisdn" ? [] : [...preapprovals.values()].filter((p) => p.payee === payee && p.party.partyId === id && preState(p) === "SUCCESSFUL");
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      status: 200,
      body: list.map((p) => ({
        preApprovalId: p.referenceId,
        toFri: "FRI:merchant.sp/USER",
        fromFri: `FRI:${p.party.partyId}/MSISDN`,
        fromCurrency: p.payerCurrency,
        createdTime: iso(p.createdAt),
        approvedTime: iso(p.approvedAt as number),
        expiryTime: iso(preExpiresAt(p)),
        status: "APPROVED",
        message: p.payerMessage ?? "",
      })),
    };
  }

  function actPre(referenceId: string, action: "approve" | "reject", reason?: string): FakeResponse {
    const p = preapprovals.get(referenceId);
    if (!p) return { status: 404, body: { error: `no preapproval ${referenceId}` } };
    if (p.status !== "PENDING") return { status: 409, body: { error: `already ${p.status}`, status: p.status } };
    finalizePre(p, action === "approve" ? "SUCCESSFUL" : "FAILED", action === "reject" ? (reason ?? "APPROVAL_REJECTED") : undefined);
    return { status: 200, body: { ok: true, status: p.status } };
  }

  function setPreapprovalStatus(referenceId: string, status: string | null): void {
    const p = preapprovals.get(referenceId);
    if (!p) throw new Error(`no preapproval ${referenceId}`);
    p.statusOverride = status ?? undefined;
  }

  function provisioning(req: FakeRequest): FakeResponse | undefined {
    const m = /^\/v1_0\/apiuser(?:\/([^/]+)(\/apikey)?)?\/?$/.exec(req.path);
    if (!m) return undefined;
    if (!subscriptionOk(req, "collection") && !subscriptionOk(req, "disbursement")) return { status: 401, body: SUBSCRIPTION_DENIED };
    if (environment !== "sandbox") return err(404, "RESOURCE_NOT_FOUND", "Provisioning exists in the sandbox only.");
    const [, id, apikey] = m;
    if (!id && req.method === "POST") {
      const ref = req.headers["x-reference-id"] ?? "";
      if (!UUID_V4.test(ref)) return err(400, "BAD_REQUEST", "X-Reference-Id must be a UUID version 4.");
      const host = req.json<{ providerCallbackHost?: unknown }>()?.providerCallbackHost;
      if (typeof host !== "string" || !host) return err(400, "BAD_REQUEST", "providerCallbackHost is required.");
      if (apiUsers.has(ref)) return err(409, "RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed.");
      apiUsers.set(ref, { providerCallbackHost: host, apiKeys: new Set() });
      return { status: 201 };
    }
    const user = id ? apiUsers.get(id) : undefined;
    if (id && apikey && req.method === "POST") {
      if (!user) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
      const apiKey = randomUUID().replace(/-/g, "");
      user.apiKeys.add(apiKey);
      return { status: 201, body: { apiKey } };
    }
    if (id && !apikey && req.method === "GET") {
      if (!user) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
      return { status: 200, body: { providerCallbackHost: user.providerCallbackHost, targetEnvironment: "sandbox" } };
    }
    return undefined;
  }

  async function route(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    const p = req.path;
    const r = `${req.method} ${p}`;
    let m: RegExpExecArray | null;
    if ((m = /^POST \/(collection|disbursement)\/token\/?$/.exec(r))) return token(req, m[1] as Product);
    if (/^POST \/collection\/v1_0\/requesttopay\/?$/.test(r)) return create(req, "requesttopay", "POST /collection/v1_0/requesttopay");
    if (/^POST \/disbursement\/v1_0\/transfer\/?$/.test(r)) return create(req, "transfer", "POST /disbursement/v1_0/transfer");
    // Refund-V1 and Refund-V2 take the same body; both are asked at GET /disbursement/v1_0/refund/{referenceId}
    // (MTN's MoMoAPIs JavaScript SDK, docs/disbursements/refundV1, refundV2, getRefundStatus: "of versions V1 and V2").
    if ((m = /^POST \/disbursement\/(v1_0|v2_0)\/refund\/?$/.exec(r))) return create(req, "refund", `POST /disbursement/${m[1]}/refund`);
    if ((m = /^POST \/collection\/(v1_0|v2_0)\/preapproval\/?$/.exec(r))) return createPreApproval(req, `POST /collection/${m[1]}/preapproval`);
    if ((m = /^GET \/collection\/(?:v1_0|v2_0)\/preapproval\/([^/]+)$/.exec(r))) return preApprovalStatus(req, decodeURIComponent(m[1]));
    if ((m = /^DELETE \/collection\/v1_0\/preapproval\/([^/]+)$/.exec(r))) return cancelPreApproval(req, decodeURIComponent(m[1]));
    if ((m = /^GET \/collection\/v1_0\/preapprovals\/([^/]+)\/([^/]+)$/.exec(r))) return approvedPreApprovals(req, decodeURIComponent(m[1]), decodeURIComponent(m[2]));
    if ((m = /^GET \/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(r))) return status(req, "requesttopay", decodeURIComponent(m[1]));
    if ((m = /^GET \/disbursement\/v1_0\/transfer\/([^/]+)$/.exec(r))) return status(req, "transfer", decodeURIComponent(m[1]));
    if ((m = /^GET \/disbursement\/v1_0\/refund\/([^/]+)$/.exec(r))) return status(req, "refund", decodeURIComponent(m[1]));
    if ((m = /^GET \/(collection|disbursement)\/v1_0\/account\/balance$/.exec(r))) {
      const product = m[1] as Product;
      return guard(req, product) ?? { status: 200, body: { availableBalance: fromCents(balances[product]), currency: envCurrency } };
    }
    if ((m = /^GET \/(collection|disbursement)\/v1_0\/accountholder\/([^/]+)\/([^/]+)\/(active|basicuserinfo)$/.exec(r))) {
      const product = m[1] as Product;
      const refused = guard(req, product);
      if (refused) return refused;
      const idType = decodeURIComponent(m[2]);
      const id = decodeURIComponent(m[3]);
      // MTN's Open API: "Specifies the type of the party ID. Allowed values [msisdn, email, party_code].
      // accountHolderId should explicitly be in small letters." (the swagger, as quoted by the mtn-momo package's
      // isPayerActive). "MSISDN" is refused; the answer is the fake's choice (docs silent): 400, "Request does not
      // follow the specification".
      if (!["msisdn", "email", "party_code"].includes(idType)) return err(400, "BAD_REQUEST", "accountHolderIdType must be msisdn, email or party_code, in small letters.");
      const valid = idType === "msisdn" ? MSISDN.test(id) : idType === "email" ? EMAIL.test(id) : UUID_V4.test(id);
      if (!valid) return err(400, "BAD_REQUEST", `accountHolderId is not a valid ${idType}.`);
      // The fake's accounts are MSISDNs: an email or party code names none of them.
      const o = idType === "msisdn" ? outcomeFor(product === "collection" ? "requesttopay" : "transfer", id) : ({ status: "FAILED", reason: "PAYER_NOT_FOUND" } as const);
      const exists = !(o.status === "FAILED" && /NOT_FOUND/.test(o.reason));
      if (m[4] === "active") return { status: 200, body: { result: exists } };
      // GET /{product}/v1_0/accountholder/msisdn/{accountHolderMSISDN}/basicuserinfo: documented for msisdn only.
      if (idType !== "msisdn" || !exists) return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
      // The sandbox's answer in MTN's SDK documentation (MoMoAPIs_Javascript_sdk, docs/collections/getBasicUserinfo).
      return { status: 200, body: { sub: "0", name: "Sand Box", given_name: "Sand", family_name: "Box", birthdate: "1976-08-13", locale: "sv_SE", gender: "MALE", updated_at: Math.floor(Date.now() / 1000) } };
    }
    const prov = provisioning(req);
    if (prov) return prov;
    // docs silent: an unknown path under the gateway answers 404 with MoMo's code.
    return err(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
  }

  // ---- the partner portal's statement --------------------------------------------

  const STATEMENT_HEADER = ["Id", "External Transaction Id", "Date", "Status", "Type", "From", "To", "Amount", "Currency", "Fee", "Currency", "Balance", "Currency"];
  const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const statementDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

  function statementRow(t: Txn): string[] | null {
    const plants = statementPlants.filter((p) => p.ref === t.referenceId || p.ref === t.externalId);
    if (plants.some((p) => p.kind === "omit")) return null;
    const collection = t.kind === "requesttopay";
    let amount = collection ? t.amount : `-${t.amount}`;
    let currency = t.currency;
    let status: string = t.status;
    let fee = "0";
    for (const p of plants) {
      if (p.kind === "amount") amount = p.value ?? amount;
      if (p.kind === "currency") currency = p.value ?? currency;
      if (p.kind === "status") status = p.value ?? status;
      if (p.kind === "fee") fee = p.value ?? fee;
    }
    const id = t.financialTransactionId ?? t.referenceId;
    const party = `FRI:${t.party.partyId}/MSISDN`;
    const account = "FRI:merchant.sp/USER";
    // Fake's choice: a refund-call refund is Type REFUND (the portal's label for it is not documented).
    return [id, t.externalId, statementDate(t.createdAt), status, collection ? "DEBIT" : t.kind === "refund" ? "REFUND" : "TRANSFER", collection ? party : account, collection ? account : party, amount, currency, fee, currency, "", currency];
  }

  function statement(from: Date | null, to: Date | null): string {
    const inPeriod = (ms: number) => (!from || ms >= from.getTime()) && (!to || ms < to.getTime());
    const rows = [
      ...[...txns.values()].filter((t) => inPeriod(t.createdAt)).map((t) => ({ at: t.createdAt, cells: statementRow(t) })),
      ...statementExtras.filter((e) => inPeriod(e.at)),
    ]
      .filter((r): r is { at: number; cells: string[] } => r.cells !== null)
      .sort((a, b) => a.at - b.at);
    return [STATEMENT_HEADER, ...rows.map((r) => r.cells)].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
  }

  function plantStatement(req: FakeRequest): FakeResponse {
    const b = req.json<{ ref?: unknown; kind?: unknown; value?: unknown }>();
    if (!b || typeof b.kind !== "string") return { status: 400, body: { error: 'body: {"ref", "kind", "value"}' } };
    if (b.kind === "extra" || b.kind === "settlement") {
      const v = (b.value ?? {}) as { amount?: string; status?: string; at?: string };
      const at = v.at ? Date.parse(v.at) : Date.now();
      if (!AMOUNT.test(v.amount ?? "") || Number.isNaN(at)) return { status: 400, body: { error: "value.amount must be an amount and value.at a date" } };
      const id = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
      const cells = b.kind === "extra"
        ? [id, randomUUID(), statementDate(at), v.status ?? "SUCCESSFUL", "DEBIT", "FRI:256772999999/MSISDN", "FRI:merchant.sp/USER", v.amount as string, envCurrency, "0", envCurrency, "", envCurrency]
        : [id, "", statementDate(at), "SUCCESSFUL", "WITHDRAWAL", "FRI:merchant.sp/USER", "FRI:bank/ACCOUNT", `-${v.amount}`, envCurrency, "0", envCurrency, "", envCurrency];
      statementExtras.push({ at, cells });
      return { status: 200, body: { ok: true, id } };
    }
    if (!["amount", "currency", "status", "fee", "omit"].includes(b.kind) || typeof b.ref !== "string") return { status: 400, body: { error: "kind: amount|currency|status|fee|omit (with ref), or extra|settlement" } };
    statementPlants.push({ ref: b.ref, kind: b.kind as Plant["kind"], value: b.value === undefined ? undefined : String(b.value) });
    return { status: 200, body: { ok: true } };
  }

  function act(referenceId: string, kind: Kind | undefined, action: "approve" | "reject", reason?: string): FakeResponse {
    const t = txns.get(referenceId);
    if (!t || (kind && t.kind !== kind)) return { status: 404, body: { error: `no ${kind ?? "transaction"} ${referenceId}` } };
    if (t.status !== "PENDING") return { status: 409, body: { error: `already ${t.status}`, status: t.status } };
    finalize(t, action === "approve" ? "SUCCESSFUL" : "FAILED", action === "reject" ? (reason ?? "APPROVAL_REJECTED") : undefined);
    return { status: 200, body: { ok: true, status: t.status } };
  }

  async function control(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    let m: RegExpExecArray | null;
    if (req.method === "POST" && req.path === "/__fake/callback-host") {
      const b = req.json<{ providerCallbackHost?: unknown; product?: unknown }>();
      const host = b?.providerCallbackHost;
      const ok = typeof host === "string" || (Array.isArray(host) && host.every((h) => typeof h === "string"));
      if (!ok || (b?.product !== undefined && b.product !== "collection" && b.product !== "disbursement")) {
        return { status: 400, body: { error: 'body: {"providerCallbackHost": "pay.example.com" | [...], "product"?: "collection"|"disbursement"}' } };
      }
      setCallbackHost(host as string | string[], b?.product as Product | undefined);
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "POST" && (m = /^\/__fake\/(requesttopay|transfer|refund)\/([^/]+)\/(approve|reject)$/.exec(req.path))) {
      const reason = req.json<{ reason?: unknown }>()?.reason;
      return act(decodeURIComponent(m[2]), m[1] as Kind, m[3] as "approve" | "reject", typeof reason === "string" ? reason : undefined);
    }
    if (req.method === "POST" && (m = /^\/__fake\/preapproval\/([^/]+)\/(approve|reject)$/.exec(req.path))) {
      const reason = req.json<{ reason?: unknown }>()?.reason;
      return actPre(decodeURIComponent(m[1]), m[2] as "approve" | "reject", typeof reason === "string" ? reason : undefined);
    }
    if (req.method === "POST" && (m = /^\/__fake\/preapproval\/([^/]+)\/status$/.exec(req.path))) {
      const status = req.json<{ status?: unknown }>()?.status;
      if (status !== null && typeof status !== "string") return { status: 400, body: { error: 'body: {"status": "CREATED"} (null: the fake\'s own again)' } };
      if (!preapprovals.has(decodeURIComponent(m[1]))) return { status: 404, body: { error: `no preapproval ${m[1]}` } };
      setPreapprovalStatus(decodeURIComponent(m[1]), status);
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "GET" && req.path === "/__fake/preapprovals") {
      return { status: 200, body: { preapprovals: [...preapprovals.values()].map((p) => ({ referenceId: p.referenceId, callbackUrl: p.callbackUrl, state: preState(p), ...preView(p) })) } };
    }
    if (req.method === "POST" && req.path === "/__fake/balance") {
      const b = req.json<{ product?: unknown; availableBalance?: unknown }>();
      if (!b || (b.product !== "collection" && b.product !== "disbursement") || typeof b.availableBalance !== "string" || !AMOUNT.test(b.availableBalance)) {
        return { status: 400, body: { error: 'body: {"product": "collection"|"disbursement", "availableBalance": "1000"}' } };
      }
      balances[b.product] = toCents(b.availableBalance);
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "GET" && req.path === "/__fake/statement") {
      const from = req.query.from ? new Date(req.query.from) : null;
      const to = req.query.to ? new Date(req.query.to) : null;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) return { status: 400, body: { error: "from and to must be dates" } };
      return { status: 200, headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="statement.csv"' }, body: statement(from, to) };
    }
    if (req.method === "POST" && req.path === "/__fake/statement/plant") return plantStatement(req);
    if (req.method === "DELETE" && req.path === "/__fake/statement/plant") {
      statementPlants.length = 0;
      statementExtras.length = 0;
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "GET" && req.path === "/__fake/transactions") {
      return { status: 200, body: { transactions: [...txns.values()].map((t) => ({ kind: t.kind, referenceId: t.referenceId, callbackUrl: t.callbackUrl, ...view(t, Number.POSITIVE_INFINITY) })) } };
    }
    return undefined;
  }

  function setCallbackHost(host: string | string[], product?: Product): void {
    for (const p of product ? [product] : (["collection", "disbursement"] as const)) defaultHosts[p] = hostList(host);
  }

  const server = await startFakeServer(opts, route, control);
  kitRef = server.kit;
  return {
    ...server,
    approve(referenceId: string) {
      const res = preapprovals.has(referenceId) ? actPre(referenceId, "approve") : act(referenceId, undefined, "approve");
      if (res.status !== 200) throw new Error(`approve ${referenceId}: ${JSON.stringify(res.body)}`);
    },
    reject(referenceId: string, reason?: string) {
      const res = preapprovals.has(referenceId) ? actPre(referenceId, "reject", reason) : act(referenceId, undefined, "reject", reason);
      if (res.status !== 200) throw new Error(`reject ${referenceId}: ${JSON.stringify(res.body)}`);
    },
    preapproval(referenceId: string) {
      const p = preapprovals.get(referenceId);
      return p ? { state: preState(p), ...preView(p) } : undefined;
    },
    setPreapprovalStatus,
    statement: (from, to) => statement(from ?? null, to ?? null),
    setCallbackHost,
  };
}
