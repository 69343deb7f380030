// The fuzz suite's own world: a fresh database (PostgreSQL when TEST_DATABASE_URL is set, else
// an embedded PGlite directory), a real `next start` of the production build on its own port,
// a merchant and the objects hostile requests aim at, and exact snapshots of every table.
//
// PGlite allows one process per directory, so on PGlite the server is stopped before each
// snapshot and started again after it; on PostgreSQL snapshots are taken while it runs.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { httpClient, sendJson, type HttpClient } from "./http";
import { migrationSql } from "../../support/migrations";

export type Targets = {
  merchantId: string;
  /** The merchant's test secret key. */
  key: string;
  /** A paid ETB 1,000.00 payment split 10 % to `active`, with one ETB 10.00 refund: refunds apply. */
  paid: { id: string; reference: string };
  /** A pending USD payment: refunds do not apply (INVALID_STATE). */
  pending: { id: string; reference: string };
  refund: { id: string; reference: string };
  /** An active ETB subaccount (CBE account below) and a deactivated one. */
  active: string;
  inactive: string;
  activeAccount: { bank_slug: string; account_number: string };
  /** ETB still refundable on `paid` (remaining amount, above the merchant's available balance). */
  refundableRemaining: number;
  /**
   * Payouts, brought to their states by the worker while seeding: a successful one,
   * one waiting for an OTP and two waiting for approval (one for approve, one for reject).
   * The merchant has test funds in every currency (`payoutFunds`, major units).
   */
  payouts: Record<"success" | "otp" | "approve" | "reject", { id: string; reference: string }>;
  payoutFunds: Record<string, number>;
  /** A bulk payout batch (ETB, two payouts the worker brought to success and failed while seeding). */
  batch: { id: string; payouts: { id: string; reference: string }[] };
  /** Events the seeding wrote: the first of the payments' and of the payouts' (GET /v2/events/{id}). */
  events: { payment: string; payout: string };
  /**
   * Webhook endpoints, test mode: 16 in all (the limit, so a well-formed create is 409
   * RESOURCE_CONFLICT), among them an enabled one and a disabled one.
   */
  webhookEndpoint: { enabled: string; disabled: string };
  /** The enabled endpoint's test delivery, left pending (no worker runs after seeding): resend is INVALID_STATE. */
  webhookDelivery: string;
  /** A customer profile (profiles turned on while seeding) and its pending payment. */
  customer: { id: string; payment: string };
  /**
   * A USD virtual account credited 100.00 and debited 10.00 once: `balance` (major
   * units) is what is left, `debitReference` the debit's merchant_reference.
   */
  virtualAccount: { id: string; reference: string; debitReference: string; balance: number };
  /**
   * Processor connections: the merchant's own, test mode, added with the CLI
   * (`connectors add`) at an unreachable base URL, so nothing is ever sent to a processor. Their
   * callback tokens, and the Chapa one's webhook secret (so no case signs a body rightly).
   */
  callbacks: { chapa: { token: string; webhookSecret: string }; mtn: { token: string } };
  /**
   * Payment links: an image, a donation link and an ETB event link, with two tickets of
   * the event planted in the database: one held (its payment open) and one paid and checked in
   * already, so a well-formed check-in of either is refused (409) and changes nothing.
   */
  paymentLink: { image: string; donation: string; event: string; heldTicket: string; checkedInTicket: string };
  /**
   * Reversal claims on `paid` (ETB 5.00 each, recorded through the API): an open one, whose operator
   * reference (`openReference`) a second claim may not reuse, and one reversed (closed), so a
   * well-formed evidence, file, submit, accept or status request to it is refused (409) and changes nothing.
   * Optional only for the suites that build Targets of their own for other operations (payment links'
   * fuzz cases); the dispute operations refuse to run without it (disputeTargets in operations.ts).
   */
  dispute?: { open: string; openReference: string; closed: string };
  /**
   * Plans (ETB, monthly, through the API): an active one and an archived one. Optional for the suites
   * that build Targets of their own for other operations; the plan operations refuse to run without it.
   */
  plan?: { active: string; archived: string };
  /**
   * Risk (through the API): a disabled rule, a card_bin list (`alias`) holding `value` (424242) that no
   * rule names, and a CSV import into it (queued or done, as the worker gets to it). Optional as `plan` is; the risk operations refuse to run without it.
   */
  risk?: { rule: string; list: string; alias: string; value: string; import: string };
  /**
   * The operator API: a key made with the CLI (`operator api-key create`), and the fuzz merchant as the
   * merchant its requests name (not activated, so a live secret key for it is refused) with its owner's
   * e-mail (taken: creating a merchant with it is refused). Optional as `dispute` is.
   */
  operator?: { key: string; merchantId: string; ownerEmail: string };
  /**
   * Billing, test mode, through the API but for one planted row: on the active plan (one subscription
   * per customer) a trialing push subscription of `subscriberEmail` and a canceled one; a test clock at
   * rest at 2027-01-15T08:00:00Z, made with the Idempotency-Key `clockIdempotencyKey`, and one left
   * advancing (no worker runs after seeding); one-off ETB invoices: a draft, an open one, a voided
   * draft, one marked paid in the database, and an open one whose customer has only a phone number;
   * and two cards saved for `customer` on the simulator, one active and one detached.
   * Optional as `plan` is; the billing operations refuse to run without it.
   */
  billing?: {
    subscription: string;
    canceled: string;
    subscriberEmail: string;
    clock: string;
    clockIdempotencyKey: string;
    advancingClock: string;
    invoice: { draft: string; open: string; void: string; paid: string; phoneOnly: string };
    paymentMethod: { active: string; detached: string };
  };
};

export type Snapshot = Map<string, string[]>;

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

export class FuzzHarness {
  readonly kind: "postgres" | "pglite";
  readonly port: number;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly client: HttpClient;
  private pgliteDir: string | null = null;
  private databaseUrl: string | null = null;
  private databaseName: string | null = null;
  private server: ChildProcess | null = null;
  private pool: pg.Pool | null = null;

  constructor() {
    this.kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    // Beside Playwright's own server (E2E_PORT, 3100 by default) and never on it.
    this.port = Number(process.env.FUZZ_PORT || Number(process.env.E2E_PORT || 3100) + 10);
    this.baseUrl = `http://127.0.0.1:${this.port}`;
    this.dataDir = path.resolve(".data/fuzz");
    this.client = httpClient(this.baseUrl);
  }

  /** Creates and migrates a fresh database with the committed migration SQL (as tests/support/database.ts does). */
  async createDatabase() {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const migrations = migrationSql();
    if (this.kind === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      this.databaseName = `gw_fuzz_${crypto.randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${this.databaseName}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${this.databaseName}`;
      this.databaseUrl = url.toString();
      this.pool = new pg.Pool({ connectionString: this.databaseUrl, max: 2 });
      for (const sql of migrations) await this.pool.query(sql);
    } else {
      this.pgliteDir = path.join(this.dataDir, "pglite");
      fs.rmSync(this.pgliteDir, { recursive: true, force: true });
      await this.withPglite(async (db) => {
        for (const sql of migrations) await db.exec(sql);
      });
    }
  }

  /** `worker`: run the inline job worker (only while seeding: hostile requests must find nothing moving). */
  async startServer(opts: { worker?: boolean } = {}) {
    if (this.server) return;
    // A server left over from an interrupted run would answer /healthz for the new one.
    if (await this.client.send({ method: "GET", target: "/healthz", headers: {} }).then(() => true, () => false)) {
      throw new Error(`port ${this.port} is already in use; stop what listens there or set FUZZ_PORT`);
    }
    const log = fs.openSync(path.join(this.dataDir, "server.log"), "a");
    const env: NodeJS.ProcessEnv = {
      ...this.appEnv(),
      // Only what goes wrong reaches the log (.data/fuzz/server.log): 5xx stack traces.
      LOG_LEVEL: "error",
      // No background sweeps: the only writes possible are the ones requests cause.
      GATEWAY_INLINE_WORKER: opts.worker ? "1" : "0",
      // Seeded payouts reach their states at the worker's first look.
      SIMULATOR_PAYOUT_PROCESSING_MS: "0",
      // The fuzzer sends thousands of requests a second from one key: with rate limiting on (issue
      // 14) most would be 429 RATE_LIMITED instead of the code under test. Limits are tested apart.
      RATE_LIMIT: "off",
    };
    // Own process group, so stopping it also stops the next-server child (STACK-NOTES).
    this.server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(this.port), "--hostname", "127.0.0.1"], {
      detached: true,
      stdio: ["ignore", log, log],
      env,
    });
    fs.closeSync(log);
    const group = this.server.pid!;
    // Last resort if this process dies first: never leave the server holding the port or the database.
    process.once("exit", () => {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        /* already stopped */
      }
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.server.exitCode !== null) throw new Error(`next start exited with ${this.server.exitCode}; see .data/fuzz/server.log`);
      try {
        const res = await this.client.send({ method: "GET", target: "/healthz", headers: {} });
        if (res.status === 200) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`next start did not answer on ${this.baseUrl}/healthz within 60 s`);
      await sleep(200);
    }
  }

  /** What the server and the CLI share: the database, the public URL, the secrets (the CLI's connections must decrypt in the server). */
  private appEnv(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: this.databaseUrl ?? "",
      PGLITE_DIR: this.pgliteDir ?? path.join(this.dataDir, "unused-pglite"),
      PUBLIC_BASE_URL: this.baseUrl,
      NEXTAUTH_URL: this.baseUrl,
      NEXTAUTH_SECRET: "fuzz-only-secret-fuzz-only-secret-fuzz-only",
      ENCRYPTION_KEY: "f000f000f000f000f000f000f000f000f000f000f000f000f000f000f000f000",
    };
  }

  /**
   * `npm run gateway -- connectors add … --json` for the merchant (server stopped: on PGlite the CLI
   * needs the directory to itself), answering the new connection's callback token.
   */
  private async addConnection(merchantId: string, connector: string, credentials: unknown): Promise<string> {
    const args = ["connectors", "add", "--connector", connector, "--mode", "test", "--credentials", JSON.stringify(credentials), "--base-url", "http://127.0.0.1:9", "--merchant", merchantId, "--json"];
    const stdout = await this.cli(args, `connectors add ${connector}`);
    const callbackUrl = String((JSON.parse(stdout) as { callback_url?: string }).callback_url ?? "");
    const token = callbackUrl.split("/v2/processor-callbacks/")[1];
    if (!token) throw new Error(`seeding failed at connectors add ${connector}: no callback URL in ${stdout.slice(0, 300)}`);
    return token;
  }

  /** An operator API key (`operator api-key create --json`), server stopped as for addConnection. */
  private async createOperatorApiKey(): Promise<string> {
    const stdout = await this.cli(["operator", "api-key", "create", "--name", "fuzz", "--reason", "fuzz seeding", "--json"], "operator api-key create");
    const key = String((JSON.parse(stdout) as { key?: string }).key ?? "");
    if (!key.startsWith("opk_")) throw new Error(`seeding failed at operator api-key create: no key in ${stdout.slice(0, 300)}`);
    return key;
  }

  /** `npm run gateway -- …` with the server's environment; its stdout. */
  private async cli(args: string[], what: string): Promise<string> {
    if (this.server) throw new Error(`${what} needs the server stopped`);
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/gateway.ts"), ...args], {
      env: { ...this.appEnv(), LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += d));
    child.stderr!.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    if (code !== 0) throw new Error(`seeding failed at ${what}: exit ${code} ${stderr.slice(0, 500)} ${stdout.slice(0, 500)}`);
    return stdout;
  }

  async stopServer() {
    const server = this.server;
    if (!server?.pid) return;
    this.server = null;
    const group = -server.pid;
    const alive = () => {
      try {
        process.kill(group, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      process.kill(group, "SIGTERM");
    } catch {
      return;
    }
    const deadline = Date.now() + 10_000;
    while (alive() && Date.now() < deadline) await sleep(100);
    if (alive()) process.kill(group, "SIGKILL");
    while (alive()) await sleep(50);
  }

  /**
   * The objects hostile requests aim at, made the way a merchant makes them: sign-up, the API,
   * and the hosted checkout's card form.
   */
  async seed(): Promise<Targets> {
    const c = this.client;
    const origin = { Origin: this.baseUrl };
    const ok = async (res: Promise<{ status: number; text: string; json: unknown }>, status: number, what: string) => {
      const r = await res;
      if (r.status !== status) throw new Error(`seeding failed at ${what}: ${r.status} ${r.text.slice(0, 500)}`);
      return (r.json as { data: Record<string, unknown> }).data;
    };
    const signup = await ok(
      sendJson(c, "POST", "/api/dashboard/signup", null, { name: "Fuzz Store", email: "fuzz@gateway.test", password: "fuzz-password-0123" }, origin),
      201,
      "sign-up",
    );
    const key = String(signup.test_secret_key);
    const subaccount = (number: string, name: string) => ({
      subaccount_name: name,
      account: { account_name: `${name} PLC`, account_number: number, bank_slug: "cbe" },
      currency: "ETB",
      split_type: "percentage",
      split_value: 10,
    });
    const activeAccount = { bank_slug: "cbe", account_number: "1000200030004" };
    const active = String((await ok(sendJson(c, "POST", "/v2/subaccounts", key, subaccount(activeAccount.account_number, "Fuzz Partner A")), 201, "subaccount A")).subaccount_reference);
    const inactive = String((await ok(sendJson(c, "POST", "/v2/subaccounts", key, subaccount("1000200030005", "Fuzz Partner B")), 201, "subaccount B")).subaccount_reference);
    await ok(sendJson(c, "POST", `/v2/subaccounts/${inactive}/deactivate`, key), 200, "deactivation of B");

    const customer = { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" };
    const paid = await ok(
      sendJson(c, "POST", "/v2/payments/hosted", key, { amount: 1000, currency: "ETB", merchant_reference: "fuzz-paid", customer, subaccounts: [{ subaccount_reference: active }] }),
      201,
      "paid payment",
    );
    const token = String(paid.checkout_url).split("/checkout/")[1];
    const form = new URLSearchParams({ method: "card", card_number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Abebe Kebede" }).toString();
    const pay = await c.send({
      method: "POST",
      target: `/checkout/${token}/pay`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: this.baseUrl },
      body: form,
    });
    if (pay.status !== 303) throw new Error(`seeding failed at the card payment: ${pay.status} ${pay.text.slice(0, 300)}`);
    const verified = await ok(sendJson(c, "GET", `/v2/payments/${paid.gateway_reference}/verify`, key), 200, "verify");
    if (verified.status !== "success") throw new Error(`seeded payment is ${verified.status}, not success`);
    const refund = await ok(
      sendJson(c, "POST", `/v2/payments/${paid.gateway_reference}/refunds`, key, { amount: 10, merchant_reference: "fuzz-refund", reason: "seed" }),
      201,
      "refund",
    );
    const pending = await ok(
      sendJson(c, "POST", "/v2/payments/hosted", key, { amount: 50, currency: "USD", merchant_reference: "fuzz-pending" }),
      201,
      "pending payment",
    );

    // Payouts: funds in every currency, four payouts and a batch of two, then the worker (a restart
    // with the inline worker on) brings them to success, otp_needed, auth_needed and (in the
    // batch) failed, and stops again.
    const payoutFunds: Record<string, number> = { ETB: 100_000, USD: 100_000, UGX: 10_000_000, DJF: 10_000_000 };
    for (const [currency, amount] of Object.entries(payoutFunds)) {
      await ok(sendJson(c, "POST", "/v2/balances/test-funds", key, { amount, currency }), 201, `test funds ${currency}`);
    }
    const payout = async (name: string, ending: string) => {
      const reference = `fuzz-po-${name}`;
      const body = { amount: 25, currency: "ETB", account: { account_name: "Fuzz Supplier", account_number: `100012345${ending}`, bank_slug: "cbe" }, merchant_reference: reference, reason: "seed" };
      const data = await ok(sendJson(c, "POST", "/v2/payouts", key, body), 201, `payout ${name}`);
      return { id: String(data.gateway_reference), reference };
    };
    const payouts = { success: await payout("success", "0000"), otp: await payout("otp", "3333"), approve: await payout("approve", "5555"), reject: await payout("reject", "5555") };
    const bulkItem = (n: number, ending: string) => ({ amount: 20, account: { account_name: "Fuzz Batch Supplier", account_number: `100012346${ending}`, bank_slug: "cbe" }, merchant_reference: `fuzz-bulk-${n}`, reason: "seed" });
    const batchData = await ok(
      sendJson(c, "POST", "/v2/payouts/bulk", key, { title: "Fuzz batch", currency: "ETB", payouts: [bulkItem(1, "0000"), bulkItem(2, "1111")] }),
      201,
      "payout batch",
    );
    const batch = {
      id: String(batchData.batch_reference),
      payouts: (batchData.payouts as { gateway_reference: string; merchant_reference: string }[]).map((p) => ({ id: p.gateway_reference, reference: p.merchant_reference })),
    };
    await this.stopServer();
    await this.startServer({ worker: true });
    const want: Record<keyof typeof payouts, string> = { success: "success", otp: "otp_needed", approve: "auth_needed", reject: "auth_needed" };
    const deadline = Date.now() + 30_000;
    for (const [name, p] of Object.entries(payouts) as [keyof typeof payouts, { id: string }][]) {
      for (;;) {
        const v = await ok(sendJson(c, "GET", `/v2/payouts/${p.id}/verify`, key), 200, `verify payout ${name}`);
        if (v.status === want[name]) break;
        if (Date.now() > deadline) throw new Error(`seeded payout ${name} is ${String(v.status)}, not ${want[name]}`);
        await sleep(200);
      }
    }
    for (;;) {
      const b = await ok(sendJson(c, "GET", `/v2/payouts/bulk/${batch.id}`, key), 200, "payout batch");
      const counts = b.status_counts as Record<string, number>;
      if (!b.in_progress && counts.success === 1 && counts.failed === 1) break;
      if (Date.now() > deadline) throw new Error(`seeded payout batch is ${JSON.stringify(counts)}, not one success and one failed`);
      await sleep(200);
    }
    await this.stopServer();
    // Customer profiles on, straight in the database: the dashboard's settings need a
    // session the harness does not keep. From here on a payment with a customer files a profile.
    await this.execWhileStopped(`UPDATE "Merchant" SET "customerProfilesEnabled" = true WHERE "id" = '${String(signup.merchant_id).replace(/'/g, "")}'`);
    // Processor connections for the callback route, after the payouts were seeded.
    const chapaWebhookSecret = "fuzz-chapa-webhook-secret";
    const callbacks = {
      chapa: { token: await this.addConnection(String(signup.merchant_id), "chapa", { secret_key: "CHASECK_TEST-fuzz00000000000000000000000000", webhook_secret: chapaWebhookSecret }), webhookSecret: chapaWebhookSecret },
      mtn: {
        token: await this.addConnection(String(signup.merchant_id), "mtn_momo", {
          collection: { api_user: "0f6b1c2e-4a5d-4e8f-9a1b-2c3d4e5f6a70", api_key: "c0ffee00c0ffee00c0ffee00c0ffee01", subscription_key: "5ub5c0113c710n00000000000000c011" },
          target_environment: "sandbox",
        }),
      },
    };
    const operator = { key: await this.createOperatorApiKey(), merchantId: String(signup.merchant_id), ownerEmail: "fuzz@gateway.test" };
    await this.startServer();
    const customerPayment = await ok(
      sendJson(c, "POST", "/v2/payments/hosted", key, { amount: 75, currency: "ETB", merchant_reference: "fuzz-customer", customer: { first_name: "Sara", email: "sara@example.test", phone_number: "+251911000111" } }),
      201,
      "customer payment",
    );
    const customers = (await ok(sendJson(c, "GET", "/v2/customers?email=sara@example.test", key), 200, "customer list")).items as { id: string }[];
    if (customers.length !== 1) throw new Error(`seeding filed ${customers.length} customer profiles, not 1`);
    const customerProfile = { id: customers[0].id, payment: String(customerPayment.gateway_reference) };
    // The oldest event of each family, read back through the feed (newest first, so the last item).
    const firstEvent = async (family: string) => {
      const items = (await ok(sendJson(c, "GET", `/v2/events?type=${family}.*&per_page=100`, key), 200, `${family} events`)).items as { id: string }[];
      if (!items.length) throw new Error(`seeding wrote no ${family} event`);
      return items[items.length - 1].id;
    };
    const events = { payment: await firstEvent("payment"), payout: await firstEvent("payout") };
    // A virtual account with a credit and a debit, before any webhook endpoint exists
    // (so its events queue no deliveries). USD: the refund and payout targets use ETB balances.
    const va = await ok(sendJson(c, "POST", "/v2/virtual-accounts", key, { currency: "USD", account_name: "Fuzz Customer", merchant_reference: "fuzz-va" }), 201, "virtual account");
    const virtualAccount = { id: String(va.virtual_account_id), reference: "fuzz-va", debitReference: "fuzz-debit", balance: 90 };
    await ok(sendJson(c, "POST", `/v2/virtual-accounts/${virtualAccount.id}/test-credits`, key, { amount: 100, reference: "fuzz-transfer" }), 201, "virtual account credit");
    await ok(sendJson(c, "POST", `/v2/virtual-accounts/${virtualAccount.id}/debits`, key, { amount: 10, merchant_reference: "fuzz-debit", reason: "seed" }), 201, "virtual account debit");
    // Reversal claims on the paid payment, before any webhook endpoint exists (their events queue no
    // deliveries): one left open, one reversed (closed).
    const claim = async (operatorReference: string) =>
      String((await ok(sendJson(c, "POST", "/v2/disputes", key, { payment_reference: String(paid.gateway_reference), operator_reference: operatorReference, reason: "unrecognized", amount: 5, note: "seed" }), 201, `reversal claim ${operatorReference}`)).dispute_reference);
    const dispute = { open: await claim("fuzz-claim-open"), openReference: "fuzz-claim-open", closed: await claim("fuzz-claim-closed") };
    await ok(sendJson(c, "POST", `/v2/disputes/${dispute.closed}/claim-status`, key, { status: "reversed" }), 200, "reversed claim");
    const newPlan = async (name: string) => String((await ok(sendJson(c, "POST", "/v2/plans", key, { name, amount: 1200, currency: "ETB", interval: "month" }), 201, `plan ${name}`)).plan_reference);
    const plan = { active: await newPlan("Fuzz monthly"), archived: await newPlan("Fuzz archived") };
    await ok(sendJson(c, "POST", `/v2/plans/${plan.archived}/archive`, key, {}), 200, "archived plan");
    const riskRule = String((await ok(sendJson(c, "POST", "/v2/risk/rules", key, { name: "Fuzz rule", action: "block", expression: "amount > 1000000.0", status: "disabled" }), 201, "risk rule")).id);
    const riskList = String((await ok(sendJson(c, "POST", "/v2/risk/lists", key, { alias: "fuzz_bins", name: "Fuzz BINs", kind: "card_bin" }), 201, "risk list")).id);
    await ok(sendJson(c, "POST", `/v2/risk/lists/${riskList}/items`, key, { values: ["424242"] }), 200, "risk list value");
    const riskImport = String((await ok(sendJson(c, "POST", `/v2/risk/lists/${riskList}/imports`, key, { csv: "424242\n" }), 202, "risk list import")).id);
    const risk = { rule: riskRule, list: riskList, alias: "fuzz_bins", value: "424242", import: riskImport };
    // Billing, before any webhook endpoint exists (its events queue no deliveries).
    const subscriberEmail = "fuzz-subscriber@example.test";
    const subscribe = async (email: string, phone: string) =>
      String(
        (await ok(sendJson(c, "POST", "/v2/subscriptions", key, { plan_reference: plan.active, customer: { email, phone_number: phone }, collection_method: "push", payment_method: "telebirr", trial_days: 7 }), 201, `subscription ${email}`))
          .subscription_reference,
      );
    const subscription = await subscribe(subscriberEmail, "+251911000201");
    const canceled = await subscribe("fuzz-canceled@example.test", "+251911000202");
    await ok(sendJson(c, "POST", `/v2/subscriptions/${canceled}/cancel`, key, {}), 200, "canceled subscription");
    const clockIdempotencyKey = "fuzz-clock";
    const newClock = async (extra: Record<string, string> = {}) =>
      String((await ok(sendJson(c, "POST", "/v2/test-clocks", key, { frozen_time: "2027-01-15T08:00:00Z", name: "Fuzz clock" }, extra), 201, "test clock")).test_clock_reference);
    const clock = await newClock({ "Idempotency-Key": clockIdempotencyKey });
    const advancingClock = await newClock();
    await ok(sendJson(c, "POST", `/v2/test-clocks/${advancingClock}/advance`, key, { frozen_time: "2027-02-15T08:00:00Z" }), 202, "advancing test clock");
    const newInvoice = async (customer: Record<string, string>) =>
      String((await ok(sendJson(c, "POST", "/v2/invoices", key, { currency: "ETB", customer, lines: [{ description: "Fuzz fees", unit_amount: 100 }] }), 201, "invoice")).invoice_reference);
    const invoiceAction = async (id: string, action: string) => ok(sendJson(c, "POST", `/v2/invoices/${id}/${action}`, key, {}), 200, `invoice ${action}`);
    const invoice = {
      draft: await newInvoice({ email: "fuzz-invoice@example.test" }),
      open: await newInvoice({ email: "fuzz-invoice@example.test" }),
      void: await newInvoice({ email: "fuzz-invoice@example.test" }),
      paid: await newInvoice({ email: "fuzz-invoice@example.test" }),
      phoneOnly: await newInvoice({ phone_number: "+251911000203" }),
    };
    for (const id of [invoice.open, invoice.paid, invoice.phoneOnly]) await invoiceAction(id, "finalize");
    await invoiceAction(invoice.void, "void");
    const saveCard = async () =>
      String((await ok(sendJson(c, "POST", `/v2/customers/${customerProfile.id}/payment-methods`, key, { type: "card", currency: "USD" }), 201, "saved card")).payment_method_reference);
    const paymentMethod = { active: await saveCard(), detached: await saveCard() };
    await ok(sendJson(c, "DELETE", `/v2/customers/${customerProfile.id}/payment-methods/${paymentMethod.detached}`, key), 200, "detached card");
    const billing = { subscription, canceled, subscriberEmail, clock, clockIdempotencyKey, advancingClock, invoice, paymentMethod };
    // Webhook endpoints, after the worker ran: no seeded event is delivered to them. Port 9 (discard)
    // on loopback: test mode allows it, and nothing is ever sent there.
    const endpoint = async (n: number, extra: Record<string, unknown> = {}) =>
      String((await ok(sendJson(c, "POST", "/v2/webhook-endpoints", key, { url: `http://127.0.0.1:9/fuzz-${n}`, ...extra }), 201, `webhook endpoint ${n}`)).id);
    const webhookEndpoint = { enabled: await endpoint(0, { description: "Fuzz receiver", enabled_events: ["payment.*", "payout.success"] }), disabled: await endpoint(1, { enabled: false }) };
    for (let n = 2; n < 16; n++) await endpoint(n);
    const webhookDelivery = String((await ok(sendJson(c, "POST", `/v2/webhook-endpoints/${webhookEndpoint.enabled}/test`, key, {}), 202, "webhook test event")).id);
    // Payment links: an image (a 1×1 PNG, multipart as curl -F sends it), a donation link and an event.
    const boundary = "----fuzzseedboundary";
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e1d20000000049454e44ae426082", "hex");
    const imageBody = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="seed.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await c.send({ method: "POST", target: "/v2/payment-links/images", headers: { Authorization: `Bearer ${key}`, "Content-Type": `multipart/form-data; boundary=${boundary}` }, body: imageBody });
    const image = String((await ok(Promise.resolve(uploaded), 201, "payment link image")).id);
    const donation = String(
      (await ok(sendJson(c, "POST", "/v2/payment-links", key, { kind: "donation", title: "Fuzz fund", description: "", currency: "ETB", amount_options: { min: 50 }, image_id: image }), 201, "donation link")).id,
    );
    const eventData = await ok(
      sendJson(c, "POST", "/v2/payment-links", key, { kind: "event", title: "Fuzz night", description: "", currency: "ETB", ticket_types: [{ name: "General", price: 100, quantity: 10 }] }),
      201,
      "event link",
    );
    const event = String(eventData.id);
    const ticketType = String((eventData.ticket_types as { id: string }[])[0].id);
    // Two tickets planted as rows (the public page that sells them is not part of the API): held, and paid and checked in.
    const paymentLink = { image, donation, event, heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" };
    await this.stopServer();
    const merchantId = String(signup.merchant_id).replace(/'/g, "");
    await this.execWhileStopped(
      `UPDATE "TicketType" SET taken = 2 WHERE id = '${ticketType}';` +
        ` INSERT INTO "Ticket" (id, "merchantId", mode, "linkId", "ticketTypeId", "paymentId", status, "attendeeName", reference, "checkedInAt") VALUES` +
        ` ('tkt_fuzzheld000000000000000', '${merchantId}', 'test', '${event}', '${ticketType}', '${String(pending.gateway_reference)}', 'held', 'Fuzz Held', '${paymentLink.heldTicket}', NULL),` +
        ` ('tkt_fuzzused000000000000000', '${merchantId}', 'test', '${event}', '${ticketType}', '${String(paid.gateway_reference)}', 'paid', 'Fuzz Used', '${paymentLink.checkedInTicket}', now());` +
        // An invoice paid in full, planted: paying one takes the hosted invoice page, which is not part of the API.
        ` UPDATE "Invoice" SET status = 'paid', "amountPaid" = total, "paidAt" = now() WHERE id = '${invoice.paid}' AND "merchantId" = '${merchantId}'`,
    );
    await this.startServer();

    return {
      merchantId: String(signup.merchant_id),
      key,
      paid: { id: String(paid.gateway_reference), reference: "fuzz-paid" },
      pending: { id: String(pending.gateway_reference), reference: "fuzz-pending" },
      refund: { id: String(refund.refund_reference), reference: "fuzz-refund" },
      active,
      inactive,
      activeAccount,
      refundableRemaining: 990,
      payouts,
      payoutFunds,
      batch,
      events,
      webhookEndpoint,
      webhookDelivery,
      customer: customerProfile,
      virtualAccount,
      callbacks,
      paymentLink,
      dispute,
      plan,
      risk,
      billing,
      operator,
    };
  }

  /** One SQL statement with the server stopped (PGlite allows one process per directory). */
  private async execWhileStopped(sql: string) {
    if (this.server) throw new Error("execWhileStopped needs the server stopped");
    if (this.kind === "postgres") await this.pool!.query(sql);
    else await this.withPglite((db) => db.exec(sql));
  }

  /** True when the database can be read while the server runs (PostgreSQL). */
  get liveSnapshots() {
    return this.kind === "postgres";
  }

  /**
   * Every row of every table, as text, sorted. ApiKey.lastUsedAt (and OperatorApiKey.lastUsedAt) is left out: authentication
   * refreshes it (at most once a minute), which is a read's bookkeeping, not a write a request asks for.
   * On PGlite the server is stopped first; `restart` starts it again afterwards.
   */
  async snapshot(restart = true): Promise<Snapshot> {
    if (this.kind === "postgres") return snapshotWith((sql) => this.pool!.query(sql).then((r) => r.rows));
    const wasRunning = this.server !== null;
    await this.stopServer();
    const snap = await this.withPglite((db) => snapshotWith((sql) => db.query(sql).then((r) => r.rows as Record<string, unknown>[])));
    if (wasRunning && restart) await this.startServer();
    return snap;
  }

  async close() {
    await this.stopServer();
    this.client.close();
    await this.pool?.end();
    this.pool = null;
    if (this.databaseName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
      await admin.end();
      this.databaseName = null;
    }
  }

  /** Opens the PGlite directory under the same lock file the app uses (lib/db/pglite-lock.ts), so it is never opened twice. */
  private async withPglite<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    const dir = this.pgliteDir!;
    const lockFile = `${path.resolve(dir)}.lock`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = Number(fs.readFileSync(lockFile, "utf8").trim());
        if (!isAlive(holder)) {
          fs.rmSync(lockFile, { force: true }); // stale: its process is gone
          continue;
        }
        if (Date.now() > deadline) throw new Error(`PGlite directory ${dir} is held by pid ${holder}`);
        await sleep(100);
      }
    }
    const db = new PGlite(dir);
    try {
      return await fn(db);
    } finally {
      await db.close();
      fs.rmSync(lockFile, { force: true });
    }
  }
}

/** Columns a read may touch, per table (see snapshot()). */
const VOLATILE: Record<string, string[]> = { ApiKey: ["lastUsedAt"], OperatorApiKey: ["lastUsedAt"] };

async function snapshotWith(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Snapshot> {
  const columns = await query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
     ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) {
    const table = String(row.table_name);
    const column = String(row.column_name);
    if (VOLATILE[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const snap: Snapshot = new Map();
  for (const [table, cols] of byTable) {
    const list = cols.map((c) => `"${c}"`).join(", ");
    const rows = await query(`SELECT (ROW(${list}))::text AS row FROM "${table}"`);
    snap.set(table, rows.map((r) => String(r.row)).sort());
  }
  return snap;
}

/** Tables whose rows differ, with a few added and removed rows of each. */
export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? [];
    const b = after.get(table) ?? [];
    const was = new Set(a);
    const now = new Set(b);
    const added = b.filter((r) => !was.has(r));
    const removed = a.filter((r) => !now.has(r));
    if (!added.length && !removed.length) continue;
    const show = (rows: string[]) => rows.slice(0, 3).map((r) => (r.length > 400 ? `${r.slice(0, 400)}…` : r));
    out.push(
      `${table}: ${a.length} rows before, ${b.length} after; ${added.length} added or changed, ${removed.length} removed or changed` +
        (added.length ? `\n    now:  ${show(added).join("\n          ")}` : "") +
        (removed.length ? `\n    was:  ${show(removed).join("\n          ")}` : ""),
    );
  }
  return out;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
