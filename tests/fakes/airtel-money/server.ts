// A local fake of Airtel Money's Open API for Uganda: OAuth2 tokens, USSD-push collections,
// status enquiries, refunds, disbursements with the RSA-encrypted PIN, the balance, and callbacks to the
// URL set on the app. It speaks only Airtel's documented API (plus the shared /__fake/ controls of
// tests/fakes/fake-kit.ts); nothing here knows the gateway. Written from developers.airtel.africa/documentation
// (Authorization, Collection, Disbursement, callbacks) and developers.airtel.ug/documentation/collection-apis/error-codes;
// README.md lists every page it follows and what they leave unsaid.
//
// Endpoints, each in v1 and v2 (v2's the same paths with v2): POST /auth/oauth2/token, POST /merchant/v1/payments/,
// GET /standard/v1/payments/{id}, POST /standard/v1/payments/refund, POST /standard/v1/disbursements/,
// GET /standard/v1/disbursements/{id}, GET /standard/v1/users/balance; GET /v1/rsa/encryption-keys (the message
// signing key). v2 disbursements name transaction.type (B2C for a subscriber's wallet); with message signing on for
// the app (`messageSigning`), every v2 POST must carry x-signature and x-key that decrypt to its exact body.
//
// Customer and portal actions (over HTTP, besides the kit's /__fake/ controls):
//   POST /__fake/payments/{id}/approve | /decline | /timeout   the customer answers the USSD push (or never does)
//   POST /__fake/config {"callback_url", "callback_secret"}      the app's settings in Airtel's portal
//   POST /__fake/balance {"balance": 1000000}                   the disbursement wallet's balance
//   POST /__fake/revoke-tokens                                  every token issued stops working (401)
//   GET  /__fake/transactions                                   every transaction as the fake holds it
//   POST /__fake/statement {"from", "to", "plant": [...]}       the merchant statement CSV for a period (text/csv)
//
// Where the docs are silent, the fake chooses (each marked "docs silent" below): the HTTP status of business
// errors (200 with status.success false, as Airtel's ESB answers them), the bodies of a 401 and of a bad
// header, the envelope of a ROUTER code (a wrong disbursement PIN is the documented ROUTER115), the code of a
// refused reference, of a refused signature's HTTP status, the answer to a second refund of one transaction, and
// the timings (a push waits for the control API unless `approvalDelayMs` is set; it times out only when told to or
// after `pushTimeoutMs`).
//
// Fake-only conventions: a payer whose number ends in 1007 has not enough money, 1010 has no Airtel Money
// account (both fail TF once the push "lands", after `outcomeDelayMs`); a payee ending in 1010 has no account.
import crypto from "node:crypto";
import { startFakeServer, type CallbackDelivery, type FakeKit, type FakeOptions, type FakeRequest, type FakeResponse, type FakeServer } from "../fake-kit";

export const DEFAULT_AIRTEL_CREDENTIALS = {
  clientId: "c02e9e46-db9d-4faf-b91a-94f88bbe688c",
  clientSecret: "ab672211-4197-4c11-ba79-b29ce2034ca2",
  pin: "4321",
};

export type AirtelMoneyFakeOptions = FakeOptions & {
  clientId?: string;
  clientSecret?: string;
  /** The disbursement wallet's PIN (default DEFAULT_AIRTEL_CREDENTIALS.pin). */
  pin?: string;
  /** The app's callback URL (portal setting); none: no callbacks. */
  callbackUrl?: string;
  /** Callback authentication: when set, each callback carries `hash`. */
  callbackSecret?: string;
  /** Message signing on for the app: every v2 POST must carry x-signature and x-key (default off). */
  messageSigning?: boolean;
  /** Default 180, as Airtel's sample answer. */
  tokenTtlSeconds?: number;
  /** The customer approves an ordinary push after this long; null (default): waits for the control API. */
  approvalDelayMs?: number | null;
  /** An unanswered push fails TF (timed out) after this long; null (default): never by itself. */
  pushTimeoutMs?: number | null;
  /** When the failures of the magic numbers land (default 100 ms). */
  outcomeDelayMs?: number;
  /** Disbursement wallet balance in whole UGX (default 1 000 000). */
  balance?: number;
  /** Airtel's charge on a collection, in basis points of the amount (default 150 = 1.5 %); disbursements: a flat fee (default 0). */
  collectionFeeBps?: number;
  disbursementFee?: number;
};

type Kind = "collection" | "disbursement" | "refund";
type Txn = {
  kind: Kind;
  id: string;
  airtelMoneyId: string;
  msisdn: string;
  amount: number;
  fee: number;
  reference: string;
  status: "TIP" | "TS" | "TF";
  message: string;
  responseCode: string;
  createdAt: number;
  refunded?: boolean;
  /** The original collection, for a refund. */
  of?: string;
  /** early_callback: the enquiry keeps answering TIP until then. */
  hiddenUntil?: number;
  /** The API version it came in by (callback faults match the creating call). */
  version: "v1" | "v2";
};

export type StatementPlant =
  | { kind: "wrong_amount"; id: string; amount?: number }
  | { kind: "missing"; id: string }
  | { kind: "extra"; amount?: number }
  | { kind: "wrong_status"; id: string; status?: string }
  /** The row in another currency than the transaction's (a statement exported from another wallet, a portal error). */
  | { kind: "wrong_currency"; id: string; currency: string }
  | { kind: "fee"; id: string; fee: number };

export type AirtelMoneyFake = FakeServer & {
  clientId: string;
  clientSecret: string;
  pin: string;
  /** Airtel's RSA public key for PIN encryption (PEM), as the portal gives it: goes into the connection's credentials. */
  pinPublicKey: string;
  /** Airtel's RSA public key for message signing (PEM); `GET /v1/rsa/encryption-keys` answers it as bare base64. */
  signingPublicKey: string;
  setCallback(url: string, secret?: string): void;
  /** Turns message signing on or off for the app (a portal setting). */
  setMessageSigning(on: boolean): void;
  approve(id: string): void;
  decline(id: string): void;
  timeout(id: string): void;
  statement(opts: { from: Date; to: Date; plant?: StatementPlant[] }): string;
  /** Every token issued so far stops working (the app's keys regenerated in the portal): the next call answers 401. */
  revokeTokens(): void;
};

const COUNTRY = "UG";
const CURRENCY = "UGX";

export async function startAirtelMoneyFake(opts: AirtelMoneyFakeOptions = {}): Promise<AirtelMoneyFake> {
  const clientId = opts.clientId ?? DEFAULT_AIRTEL_CREDENTIALS.clientId;
  const clientSecret = opts.clientSecret ?? DEFAULT_AIRTEL_CREDENTIALS.clientSecret;
  const pin = opts.pin ?? DEFAULT_AIRTEL_CREDENTIALS.pin;
  const tokenTtl = opts.tokenTtlSeconds ?? 180;
  const approvalDelayMs = opts.approvalDelayMs ?? null;
  const pushTimeoutMs = opts.pushTimeoutMs ?? null;
  const outcomeDelayMs = opts.outcomeDelayMs ?? 100;
  const collectionFeeBps = opts.collectionFeeBps ?? 150;
  const disbursementFee = opts.disbursementFee ?? 0;
  let balance = opts.balance ?? 1_000_000;
  let callbackUrl = opts.callbackUrl;
  let callbackSecret = opts.callbackSecret;
  let messageSigning = opts.messageSigning ?? false;
  // The message-signing key pair: 2048-bit (docs silent on its size; the 121 platform's example uses 2048).
  const signingKeys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingPublicKey = signingKeys.publicKey.export({ type: "spki", format: "pem" }).toString();
  // Airtel's PIN key is 1024-bit RSA (as its portal publishes it); the fake holds the private half.
  const keys = crypto.generateKeyPairSync("rsa", { modulusLength: 1024 });
  const pinPublicKey = keys.publicKey.export({ type: "spki", format: "pem" }).toString();
  const tokens = new Map<string, number>();
  const txns = new Map<string, Txn>();
  let kitRef: FakeKit | null = null;

  const moneyId = (kind: Kind) => `${kind === "collection" ? "MP" : kind === "refund" ? "RF" : "DS"}${new Date().toISOString().slice(2, 10).replace(/-/g, "")}.${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}.${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
  const status = (code: string, message: string, result: string, success: boolean, responseCode?: string) => ({ code, message, result_code: result, ...(responseCode ? { response_code: responseCode } : {}), success });
  // docs silent: business errors come back as HTTP 200 with success false (the ESB's envelope).
  const fail = (message: string, result: string, responseCode?: string, http = 200): FakeResponse => ({ status: http, body: { data: {}, status: status(String(http), message, result, false, responseCode) } });
  const invalid = (message: string) => fail(message, "ESB000008", undefined, 400);
  // docs silent: the router's envelope (ROUTER… codes) is {status_code, status_message}, as a public integration's
  // mock of Airtel records it (global-121/121-platform, mock-service airtel.mock.service.ts, ROUTER110).
  const routerError = (code: string, message: string): FakeResponse => ({ status: 400, body: { status_code: code, status_message: message } });

  /** Airtel's reference: letters and digits (a space passes: the docs' sample is "Testing transaction"), 4 to 64 of them. */
  const validReference = (ref: unknown) => typeof ref === "string" && /^[A-Za-z0-9 ]{4,64}$/.test(ref);
  // docs silent: the code of a refused reference; the ESB's "Field validation" (ESB000008), as for other fields.
  const badReference = () => invalid("Invalid reference: it must be alphanumeric, 4 to 64 characters");

  /** RSA decryption of PKCS#1 v1.5 by hand (Node refuses that padding in privateDecrypt since CVE-2023-46809), else OAEP. */
  function rsaDecrypt(key: crypto.KeyObject, encrypted: string): Buffer | null {
    try {
      const raw = crypto.privateDecrypt({ key, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(encrypted, "base64"));
      if (raw[0] === 0 && raw[1] === 2) {
        const sep = raw.indexOf(0, 2);
        return sep < 10 ? null : raw.subarray(sep + 1);
      }
      return crypto.privateDecrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(encrypted, "base64"));
    } catch {
      return null;
    }
  }

  /**
   * Message signing (v2, when on for the app): x-key is "base64(key):base64(iv)" RSA-encrypted with the signing key,
   * x-signature the exact body AES-256-CBC-encrypted with them. Anything else is Airtel's "Forbidden: X-signature and
   * payload did not match" (DP00800001026 for collections, DP00900001016 for disbursements).
   */
  function signatureRefused(req: FakeRequest, code: string): FakeResponse | undefined {
    if (!messageSigning) return undefined;
    // docs silent: the HTTP status of a refused signature (403, as its "Forbidden" name says).
    const refuse = () => fail("Forbidden: X-signature and payload did not match", "ESB000011", code, 403);
    const xKey = req.headers["x-key"];
    const xSignature = req.headers["x-signature"];
    if (typeof xKey !== "string" || typeof xSignature !== "string") return refuse();
    const keyIv = rsaDecrypt(signingKeys.privateKey, xKey)?.toString("utf8").split(":");
    if (!keyIv || keyIv.length !== 2) return refuse();
    const [key, iv] = keyIv.map((v) => Buffer.from(v, "base64"));
    if (key.length !== 32 || iv.length !== 16) return refuse();
    try {
      const decipher = crypto.createDecipheriv("aes-256-cbc", key, iv);
      const text = Buffer.concat([decipher.update(Buffer.from(xSignature, "base64")), decipher.final()]).toString("utf8");
      return text === req.body ? undefined : refuse();
    } catch {
      return refuse();
    }
  }

  function guard(req: FakeRequest): FakeResponse | undefined {
    const auth = req.headers.authorization ?? "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
    const expires = tokens.get(token);
    // docs silent: the body of a 401.
    if (!token || expires === undefined) return { status: 401, body: { status: status("401", "Invalid token", "ESB000001", false) } };
    if (Date.now() >= expires) return { status: 401, body: { status: status("401", "Token expired", "ESB000001", false) } };
    const country = req.headers["x-country"];
    const currency = req.headers["x-currency"];
    if (!country) return invalid("X-Country header is required");
    if (!currency) return invalid("X-Currency header is required");
    if (country !== COUNTRY) return fail("Invalid Country Name", "ESB000034", undefined, 400);
    if (currency !== CURRENCY) return fail("Invalid Currency Code", "ESB000035", undefined, 400);
    return undefined;
  }

  function token(req: FakeRequest): FakeResponse {
    const b = req.json<Record<string, unknown>>();
    if (!b || typeof b !== "object") return { status: 400, body: { error: "invalid_request", error_description: "The request body must be JSON" } };
    if (b.grant_type !== "client_credentials") return { status: 400, body: { error: "unsupported_grant_type", error_description: "grant_type must be client_credentials" } };
    if (b.client_id !== clientId || b.client_secret !== clientSecret) return { status: 401, body: { error: "invalid_client", error_description: "Invalid client authentication" } };
    const accessToken = crypto.randomBytes(24).toString("base64url");
    tokens.set(accessToken, Date.now() + tokenTtl * 1000);
    // Airtel's sample answers expires_in as a string.
    return { status: 200, body: { access_token: accessToken, expires_in: String(tokenTtl), token_type: "bearer" } };
  }

  const view = (t: Txn) => {
    const hidden = t.hiddenUntil !== undefined && Date.now() < t.hiddenUntil;
    return { airtel_money_id: t.status === "TIP" || hidden ? "" : t.airtelMoneyId, id: t.id, message: hidden ? "In process" : t.message, status: hidden ? "TIP" : t.status };
  };

  function callbackBody(t: Txn, forged = false): string {
    const transaction = forged
      ? { id: t.id, message: "Transaction successful", status_code: "TS", airtel_money_id: moneyId(t.kind) }
      : { id: t.id, message: t.message, status_code: t.status, airtel_money_id: t.airtelMoneyId };
    // Callback authentication: HmacSHA256 of the callback payload (the body without `hash`) under the app's key, base64.
    const hash = callbackSecret ? crypto.createHmac("sha256", forged ? `${callbackSecret}x` : callbackSecret).update(JSON.stringify({ transaction })).digest("base64") : undefined;
    return JSON.stringify(hash ? { transaction, hash } : { transaction });
  }
  const delivery = (t: Txn, forged = false): CallbackDelivery => ({ url: callbackUrl as string, method: "POST", headers: { "content-type": "application/json" }, body: callbackBody(t, forged) });
  const callOf = (t: Txn) => (t.kind === "collection" ? `POST /merchant/${t.version}/payments/` : `POST /standard/${t.version}/disbursements/`);

  function finish(t: Txn, outcome: "TS" | "TF", message: string, responseCode: string): boolean {
    const kit = kitRef as FakeKit;
    if (t.status !== "TIP") return false;
    t.status = outcome;
    t.message = message;
    t.responseCode = responseCode;
    if (outcome === "TS" && t.kind === "collection") t.fee = Math.floor((t.amount * collectionFeeBps) / 10_000);
    if (outcome === "TF" && t.kind === "disbursement") balance += t.amount + t.fee;
    if (kit.takeFault(["early_callback"], callOf(t))) t.hiddenUntil = Date.now() + 300;
    if (callbackUrl) kit.sendCallback(callOf(t), delivery(t), { forge: () => delivery(t, true) });
    return true;
  }

  function collect(req: FakeRequest, version: "v1" | "v2"): FakeResponse {
    const refused = guard(req) ?? (version === "v2" ? signatureRefused(req, "DP00800001026") : undefined);
    if (refused) return refused;
    const b = req.json<{ reference?: unknown; subscriber?: Record<string, unknown>; transaction?: Record<string, unknown> }>();
    if (!b || typeof b !== "object") return invalid("The request body must be JSON");
    const s = b.subscriber;
    const t = b.transaction;
    if (typeof b.reference !== "string" || !b.reference) return invalid("reference is required");
    if (!validReference(b.reference)) return badReference();
    if (!s || typeof s !== "object" || !t || typeof t !== "object") return invalid("subscriber and transaction are required");
    if (typeof s.msisdn !== "string" && typeof s.msisdn !== "number") return invalid("subscriber.msisdn is required");
    const msisdn = String(s.msisdn);
    // docs: "Do not send country code in msisdn" — Uganda's numbers are 9 digits without it.
    if (!/^\d{9}$/.test(msisdn)) return fail("Invalid MSISDN Length", "ESB000033", undefined, 400);
    if ((s.country !== undefined && s.country !== COUNTRY) || t.country !== COUNTRY) return fail("Invalid Country Name", "ESB000034", undefined, 400);
    if ((s.currency !== undefined && s.currency !== CURRENCY) || t.currency !== CURRENCY) return fail("Invalid Currency Code", "ESB000035", undefined, 400);
    const amount = Number(t.amount);
    // UGX has no minor unit: whole shillings only.
    if (!Number.isInteger(amount) || amount <= 0) return invalid("transaction.amount must be a positive whole amount");
    if (typeof t.id !== "string" || !t.id) return invalid("transaction.id is required");
    if (txns.has(t.id)) return fail("External Transaction ID already exists", "ESB000041");
    const txn: Txn = { kind: "collection", id: t.id, airtelMoneyId: moneyId("collection"), msisdn, amount, fee: 0, reference: b.reference, status: "TIP", message: "In process", responseCode: "DP00800001006", createdAt: Date.now(), version };
    txns.set(txn.id, txn);
    const kit = kitRef as FakeKit;
    if (msisdn.endsWith("1007")) kit.later(outcomeDelayMs, () => finish(txn, "TF", "Insufficient funds", "DP00800001007"));
    else if (msisdn.endsWith("1010")) kit.later(outcomeDelayMs, () => finish(txn, "TF", "Payer is not registered on Airtel Money", "DP00800001010"));
    else {
      if (approvalDelayMs !== null) kit.later(approvalDelayMs, () => finish(txn, "TS", "Transaction is successful", "DP00800001001"));
      if (pushTimeoutMs !== null) kit.later(pushTimeoutMs, () => finish(txn, "TF", "Transaction timed out", "DP00800001024"));
      // A push that stays pending gets no callback; a "bad_signature" fault armed for it sends the forgery now.
      if (callbackUrl && kit.takeFault(["bad_signature"], callOf(txn))) kit.sendCallback(callOf(txn), { ...delivery(txn, true), delayMs: 50 });
    }
    return { status: 200, body: { data: { transaction: { id: txn.id, status: "Success." } }, status: status("200", "Success.", "ESB000010", true, "DP00800001006") } };
  }

  function enquiry(req: FakeRequest, kind: "collection" | "disbursement", id: string): FakeResponse {
    const refused = guard(req);
    if (refused) return refused;
    const t = txns.get(id);
    // An id Airtel never received: the collection enquiry answers ESB000045 / DP00800001025; the disbursement
    // enquiry DP00900001015 "Transaction Not Found" (Disbursement-APIs error codes; its result_code: docs silent).
    if (!t || t.kind !== kind) return kind === "collection" ? fail("No Transaction Found With Provided Transaction Id", "ESB000045", "DP00800001025") : fail("Transaction Not Found", "ESB000011", "DP00900001015");
    const v = view(t);
    return { status: 200, body: { data: { transaction: v }, status: status("200", "SUCCESS", "ESB000010", true, t.responseCode) } };
  }

  function refund(req: FakeRequest, version: "v1" | "v2"): FakeResponse {
    const refused = guard(req) ?? (version === "v2" ? signatureRefused(req, "DP00800001026") : undefined);
    if (refused) return refused;
    const id = req.json<{ transaction?: { airtel_money_id?: unknown } }>()?.transaction?.airtel_money_id;
    if (typeof id !== "string" || !id) return invalid("transaction.airtel_money_id is required");
    const original = [...txns.values()].find((t) => t.kind === "collection" && t.airtelMoneyId === id && t.status !== "TIP");
    if (!original) return fail("No Transaction Found With Provided Transaction Id", "ESB000045");
    if (original.status !== "TS") return fail("Transaction is not successful: it cannot be refunded", "ESB000011");
    // docs silent: the answer to a second refund of one transaction.
    if (original.refunded) return fail("Transaction has already been refunded", "ESB000011");
    original.refunded = true;
    const r: Txn = { kind: "refund", id: `refund:${original.id}`, airtelMoneyId: moneyId("refund"), msisdn: original.msisdn, amount: original.amount, fee: 0, reference: original.id, status: "TS", message: "Refund successful", responseCode: "DP00800001001", createdAt: Date.now(), of: original.airtelMoneyId, version };
    txns.set(r.id, r);
    return { status: 200, body: { data: { transaction: { airtel_money_id: original.airtelMoneyId, status: "SUCCESS" } }, status: status("200", "SUCCESS", "ESB000010", true) } };
  }

  const decryptPin = (encrypted: string): string | null => rsaDecrypt(keys.privateKey, encrypted)?.toString("utf8") ?? null;

  function disburse(req: FakeRequest, version: "v1" | "v2"): FakeResponse {
    const refused = guard(req) ?? (version === "v2" ? signatureRefused(req, "DP00900001016") : undefined);
    if (refused) return refused;
    const b = req.json<{ payee?: { msisdn?: unknown; currency?: unknown }; reference?: unknown; pin?: unknown; transaction?: { amount?: unknown; id?: unknown; type?: unknown } }>();
    if (!b || typeof b !== "object") return invalid("The request body must be JSON");
    const msisdn = String(b.payee?.msisdn ?? "");
    if (!/^\d{9}$/.test(msisdn)) return fail("Invalid MSISDN Length", "ESB000033", undefined, 400);
    if (b.payee?.currency !== undefined && b.payee.currency !== CURRENCY) return fail("Invalid Currency Code", "ESB000035", undefined, 400);
    if (typeof b.reference !== "string" || !b.reference) return invalid("reference is required");
    if (!validReference(b.reference)) return badReference();
    const amount = Number(b.transaction?.amount);
    if (!Number.isInteger(amount) || amount <= 0) return invalid("transaction.amount must be a positive whole amount");
    const id = b.transaction?.id;
    if (typeof id !== "string" || !id) return invalid("transaction.id is required");
    if (version === "v2") {
      // v2 names the kind of transfer: B2C to a subscriber, B2B to a business. Every payee here is a subscriber.
      if (b.transaction?.type !== "B2C" && b.transaction?.type !== "B2B") return invalid("transaction.type must be B2C or B2B");
      // docs silent: the code of a B2B transfer to a subscriber (a public integration reports only that it fails).
      if (b.transaction.type === "B2B") return fail("The transaction was refused: the payee is not a business", "ESB000011", "DP00900001013");
    }
    if (typeof b.pin !== "string" || !b.pin) return invalid("pin is required");
    if (txns.has(id)) return fail("External Transaction ID already exists", "ESB000041");
    // Airtel's router codes: a PIN that does not decrypt with the published key is ROUTER116, a wrong PIN ROUTER115.
    const clear = decryptPin(b.pin);
    if (clear === null) return routerError("ROUTER116", "The encrypted value of the pin is incorrect. Kindly re-check the encryption mechanism.");
    if (clear !== pin) return routerError("ROUTER115", "Pin you have entered is incorrect.");
    const t: Txn = { kind: "disbursement", id, airtelMoneyId: moneyId("disbursement"), msisdn, amount, fee: disbursementFee, reference: b.reference, status: "TIP", message: "In process", responseCode: "DP00900001006", createdAt: Date.now(), version };
    txns.set(id, t);
    // The wallet is debited at once; a failure gives the money back (finish).
    const short = amount + disbursementFee > balance;
    balance -= amount + disbursementFee;
    if (short) finish(t, "TF", "Insufficient funds in the disbursement wallet", "DP00900001007");
    else if (msisdn.endsWith("1010")) finish(t, "TF", "Payee is not registered on Airtel Money", "DP00900001010");
    else finish(t, "TS", "Transaction is successful", "DP00900001001");
    const v = view(t);
    return { status: 200, body: { data: { transaction: { reference_id: t.reference, airtel_money_id: v.airtel_money_id, id: t.id, status: v.status } }, status: status("200", t.status === "TS" ? "SUCCESS" : t.message, t.status === "TS" ? "ESB000010" : "ESB000011", true, t.responseCode) } };
  }

  async function route(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    const r = `${req.method} ${req.path}`;
    let m: RegExpExecArray | null;
    if (r === "POST /auth/oauth2/token") return token(req);
    if ((m = /^POST \/merchant\/(v1|v2)\/payments\/?$/.exec(r))) return collect(req, m[1] as "v1");
    if ((m = /^GET \/standard\/(v1|v2)\/payments\/([^/]+)$/.exec(r)) && m[2] !== "refund") return enquiry(req, "collection", decodeURIComponent(m[2]));
    if ((m = /^POST \/standard\/(v1|v2)\/payments\/refund\/?$/.exec(r))) return refund(req, m[1] as "v1");
    if ((m = /^POST \/standard\/(v1|v2)\/disbursements\/?$/.exec(r))) return disburse(req, m[1] as "v1");
    if ((m = /^GET \/standard\/(v1|v2)\/disbursements\/([^/]+)$/.exec(r))) return enquiry(req, "disbursement", decodeURIComponent(m[2]));
    if (r === "GET /v1/rsa/encryption-keys") {
      // The message-signing key as Airtel answers it: base64 of the DER public key, no PEM armour.
      const key = signingKeys.publicKey.export({ type: "spki", format: "der" }).toString("base64");
      return guard(req) ?? { status: 200, body: { data: { key, key_id: "1", valid_upto: new Date(Date.now() + 365 * 86_400_000).toISOString() }, status: status("200", "SUCCESS", "ESB000010", true) } };
    }
    if (r === "GET /standard/v1/users/balance" || r === "GET /standard/v2/users/balance") {
      return guard(req) ?? { status: 200, body: { data: { balance: String(balance), currency: CURRENCY, account_status: "ACTIVE" }, status: status("200", "SUCCESS", "ESB000010", true) } };
    }
    return { status: 404, body: { status: status("404", "Resource not found", "ESB000001", false) } };
  }

  function act(id: string, action: "approve" | "decline" | "timeout"): FakeResponse {
    const t = txns.get(id);
    if (!t || t.kind !== "collection") return { status: 404, body: { error: `no payment ${id}` } };
    const done =
      action === "approve"
        ? finish(t, "TS", "Transaction is successful", "DP00800001001")
        : action === "decline"
          ? finish(t, "TF", "Transaction declined by the customer", "DP00800001008")
          : finish(t, "TF", "Transaction timed out", "DP00800001024");
    return done ? { status: 200, body: { ok: true, status: t.status } } : { status: 409, body: { error: `already ${t.status}` } };
  }

  function statement({ from, to, plant = [] }: { from: Date; to: Date; plant?: StatementPlant[] }): string {
    const inPeriod = [...txns.values()].filter((t) => t.status !== "TIP" && t.createdAt >= from.getTime() && t.createdAt < to.getTime());
    type Row = { txnId: string; ext: string; msisdn: string; amount: number; fee: number; status: string; at: number; type: string; currency?: string };
    const rows: Row[] = inPeriod.map((t) => ({
      txnId: t.airtelMoneyId,
      // A reversal names the collection it reverses (its Transaction ID): Airtel never knew the gateway's refund id.
      ext: t.kind === "refund" ? (t.of ?? "") : t.id,
      msisdn: t.msisdn,
      amount: t.amount,
      fee: t.fee,
      status: t.status === "TS" ? "Success" : "Failed",
      at: t.createdAt,
      type: t.kind === "collection" ? "Collection" : t.kind === "refund" ? "Refund" : "Disbursement",
    }));
    const find = (id: string) => rows.find((r) => r.ext === id || r.txnId === id);
    for (const p of plant) {
      if (p.kind === "extra") rows.push({ txnId: moneyId("collection"), ext: "", msisdn: "752000000", amount: p.amount ?? 1000, fee: 0, status: "Success", at: from.getTime(), type: "Collection" });
      else {
        const row = find(p.id);
        if (!row) throw new Error(`statement plant: no transaction ${p.id} in the period`);
        if (p.kind === "missing") rows.splice(rows.indexOf(row), 1);
        if (p.kind === "wrong_amount") row.amount = p.amount ?? row.amount + 100;
        if (p.kind === "wrong_status") row.status = p.status ?? (row.status === "Success" ? "Failed" : "Success");
        if (p.kind === "fee") row.fee = p.fee;
        if (p.kind === "wrong_currency") row.currency = p.currency;
      }
    }
    const eat = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
    const lines = ["Transaction ID,External Reference,MSISDN,Amount,Fee,Currency,Status,Transaction Date,Type"];
    for (const r of rows) lines.push([r.txnId, r.ext, r.msisdn, r.amount, r.fee, r.currency ?? CURRENCY, r.status, eat(r.at), r.type].join(","));
    return `${lines.join("\r\n")}\r\n`;
  }

  async function control(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    kitRef = kit;
    let m: RegExpExecArray | null;
    if (req.method === "POST" && (m = /^\/__fake\/payments\/([^/]+)\/(approve|decline|timeout)$/.exec(req.path))) return act(decodeURIComponent(m[1]), m[2] as "approve");
    if (req.method === "POST" && req.path === "/__fake/config") {
      const b = req.json<{ callback_url?: unknown; callback_secret?: unknown; message_signing?: unknown }>();
      if (!b || (typeof b.callback_url !== "string" && typeof b.message_signing !== "boolean")) return { status: 400, body: { error: 'body: {"callback_url": "https://…", "callback_secret"?: "…", "message_signing"?: true}' } };
      if (typeof b.callback_url === "string") {
        callbackUrl = b.callback_url;
        callbackSecret = typeof b.callback_secret === "string" ? b.callback_secret : undefined;
      }
      if (typeof b.message_signing === "boolean") messageSigning = b.message_signing;
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "POST" && req.path === "/__fake/balance") {
      const v = req.json<{ balance?: unknown }>()?.balance;
      if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return { status: 400, body: { error: 'body: {"balance": 1000000}' } };
      balance = v;
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "POST" && req.path === "/__fake/revoke-tokens") {
      tokens.clear();
      return { status: 200, body: { ok: true } };
    }
    if (req.method === "GET" && req.path === "/__fake/transactions") return { status: 200, body: { transactions: [...txns.values()] } };
    if (req.method === "POST" && req.path === "/__fake/statement") {
      const b = req.json<{ from?: unknown; to?: unknown; plant?: unknown }>();
      const from = new Date(String(b?.from ?? ""));
      const to = new Date(String(b?.to ?? ""));
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { status: 400, body: { error: 'body: {"from": ISO date, "to": ISO date, "plant"?: [...]}' } };
      try {
        return { status: 200, headers: { "content-type": "text/csv" }, body: statement({ from, to, plant: Array.isArray(b?.plant) ? (b.plant as StatementPlant[]) : [] }) };
      } catch (error) {
        return { status: 400, body: { error: (error as Error).message } };
      }
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
    clientId,
    clientSecret,
    pin,
    pinPublicKey,
    signingPublicKey,
    setCallback(url, secret) {
      callbackUrl = url;
      callbackSecret = secret;
    },
    setMessageSigning(on) {
      messageSigning = on;
    },
    approve: (id) => must(act(id, "approve"), `approve ${id}`),
    decline: (id) => must(act(id, "decline"), `decline ${id}`),
    timeout: (id) => must(act(id, "timeout"), `timeout ${id}`),
    statement,
    revokeTokens: () => tokens.clear(),
  };
}
