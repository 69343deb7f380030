// Every table that holds merchant data carries
// merchantId, and every query on it filters on it. That is what lets the data shard by merchant
// (Citus, docs/operations.md "Running several processes") and what keeps one merchant's request
// from ever reading another's rows (docs/architecture.md, convention 3).
//
// Two checks:
//   1. The schema: every model in prisma/schema.prisma has a merchantId column, or is on
//      NOT_MERCHANT_SCOPED below with the reason (global data, no merchant's). A new model on
//      neither list fails. Child tables (a payment's attempts, a transaction's ledger entries…)
//      carry their parent's merchantId too (migration 20261128020000_child_tables_merchant_id).
//   2. The SQL: representative operations run through the real route handlers (and the checkout
//      and worker services) while lib/db (observer.ts) reports every statement sent (setSqlObserver). Each
//      SELECT, UPDATE or DELETE on a merchantId table must filter on "merchantId". The few
//      statements that reach a row by its own unique id after a merchant-scoped read are on
//      UNSCOPED_STATEMENTS with the reason.
import "@/tests/support/next-async-storage";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { db, setSqlObserver } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { NextRequest } from "next/server";
import { GET as receiptPage } from "@/app/checkout/[token]/receipt/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as getRefund } from "@/app/v2/refunds/[reference]/route";
import { GET as listPayments } from "@/app/v2/payments/route";
import { GET as listPayouts, POST as createPayout } from "@/app/v2/payouts/route";
import { GET as verifyPayout } from "@/app/v2/payouts/[reference]/verify/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { GET as getBalances } from "@/app/v2/balances/route";
import { GET as listEvents } from "@/app/v2/events/route";
import { GET as getEvent } from "@/app/v2/events/[id]/route";
import { GET as listPlans, POST as createPlan } from "@/app/v2/plans/route";
import { GET as getPlan } from "@/app/v2/plans/[id]/route";
import { POST as archivePlan } from "@/app/v2/plans/[id]/archive/route";
import { GET as listSubscriptions, POST as createSubscription } from "@/app/v2/subscriptions/route";
import { GET as getSubscription } from "@/app/v2/subscriptions/[id]/route";
import { POST as pauseSubscription } from "@/app/v2/subscriptions/[id]/pause/route";
import { POST as resumeSubscription } from "@/app/v2/subscriptions/[id]/resume/route";
import { POST as cancelSubscription } from "@/app/v2/subscriptions/[id]/cancel/route";
import { GET as listInvoices, POST as createInvoice } from "@/app/v2/invoices/route";
import { GET as getInvoice, PATCH as patchInvoice } from "@/app/v2/invoices/[id]/route";
import { POST as finalizeInvoice } from "@/app/v2/invoices/[id]/finalize/route";
import { POST as sendInvoice } from "@/app/v2/invoices/[id]/send/route";
import { POST as voidInvoice } from "@/app/v2/invoices/[id]/void/route";
import { POST as markInvoiceUncollectible } from "@/app/v2/invoices/[id]/mark-uncollectible/route";
import { POST as createTestClock } from "@/app/v2/test-clocks/route";
import { GET as getTestClock } from "@/app/v2/test-clocks/[id]/route";
import { POST as advanceTestClock } from "@/app/v2/test-clocks/[id]/advance/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { GET as getEndpoint } from "@/app/v2/webhook-endpoints/[id]/route";
import { POST as testEndpoint } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { GET as listDeliveries } from "@/app/v2/webhook-endpoints/[id]/deliveries/route";
import { GET as getDelivery } from "@/app/v2/webhook-deliveries/[id]/route";
import { GET as listCustomers } from "@/app/v2/customers/route";
import { GET as getCustomer } from "@/app/v2/customers/[id]/route";
import { GET as listVirtualAccounts, POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { GET as getVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/route";
import { POST as creditVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as listVirtualAccountDebits, POST as debitVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { GET as getSubaccount } from "@/app/v2/subaccounts/[reference]/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { responseAsUser } from "@/tests/support/dashboard-session";
import { GET as dashboardPayments } from "@/app/api/dashboard/payments/route";
import { GET as dashboardCustomers } from "@/app/api/dashboard/customers/route";
import { POST as dashboardBackfill } from "@/app/api/dashboard/customers/backfill/route";
import { GET as dashboardSubaccounts } from "@/app/api/dashboard/subaccounts/route";
import { GET as dashboardSubaccount } from "@/app/api/dashboard/subaccounts/[reference]/route";
import { GET as dashboardSubaccountPayments } from "@/app/api/dashboard/subaccounts/[reference]/payments/route";
import { GET as listPaymentLinks, POST as createPaymentLink } from "@/app/v2/payment-links/route";
import { GET as getPaymentLink, PATCH as updatePaymentLink } from "@/app/v2/payment-links/[id]/route";
import { POST as deactivatePaymentLink } from "@/app/v2/payment-links/[id]/deactivate/route";
import { GET as listLinkTickets } from "@/app/v2/payment-links/[id]/tickets/route";
import { POST as checkInTicket } from "@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route";
import { POST as uploadLinkImage } from "@/app/v2/payment-links/images/route";
import { GET as dashboardLinkPayments } from "@/app/api/dashboard/payment-links/[id]/payments/route";
import { eventLinkBody, multipartRequest, PNG_BYTES } from "@/tests/factories/payment-links-api";
import { newId, newTicketReference } from "@/lib/ids";

// ---------------------------------------------------------------------------------------------
// 1. The schema
// ---------------------------------------------------------------------------------------------

type Model = { name: string; fields: Map<string, { type: string; optional: boolean }> };

function parseSchema(text: string): Model[] {
  const models: Model[] = [];
  for (const match of text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const fields = new Map<string, { type: string; optional: boolean }>();
    for (const line of match[2].split("\n")) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?(\?)?/.exec(line);
      if (field && !line.trim().startsWith("//")) fields.set(field[1], { type: field[2], optional: Boolean(field[4]) });
    }
    models.push({ name: match[1], fields });
  }
  return models;
}

/**
 * Models without a merchantId column, each with why: none is any one merchant's data. A child of
 * a merchant's row is not on this list: it carries merchantId itself, copied from its parent, so
 * that its statements name the merchant and, sharded by merchant, stay with the parent's shard.
 */
const NOT_MERCHANT_SCOPED: Record<string, { kind: "global"; reason: string }> = {
  Merchant: { kind: "global", reason: "the tenant itself: its id is the merchantId every other table carries" },
  User: { kind: "global", reason: "a person, who may belong to several merchants; Membership (merchantId) links them" },
  RecoveryCode: { kind: "global", reason: "a user's two-factor recovery codes: belongs to the person, not to a merchant" },
  SignInThrottle: { kind: "global", reason: "sign-in limits by e-mail hash or client address, counted before any merchant is known" },
  SignInFailure: { kind: "global", reason: "one failed sign-in of a SignInThrottle key, as above" },
  PasswordReset: { kind: "global", reason: "a person's single-use reset link (its hash): belongs to the user, who may belong to several merchants" },
  PasswordResetRequest: { kind: "global", reason: "reset requests counted by e-mail hash or client address, before any merchant is known (and whether or not the account exists)" },
  RateLimitBucket: { kind: "global", reason: "the rate limiter's buckets, keyed by API key id or hashed address; infrastructure, deleted when idle" },
  SimulatorCharge: { kind: "global", reason: "the test-mode simulator's own records, standing in for a processor's system outside the gateway" },
  SimulatorPayout: { kind: "global", reason: "the simulator's memory of payouts, as above" },
  ReconciliationItem: { kind: "global", reason: "a line of a reconciliation run, read only through its run, which carries merchantId (null: an installation connection's run, the operator's, spanning merchants); lib/reconciliation/get-reconciliation-run.ts, resolve-reconciliation-item.ts" },
  ProcessorCall: { kind: "global", reason: "a processor connection's request log, keyed by connection: an installation-wide connection serves every merchant; the object id names the gateway's row" },
  Operator: { kind: "global", reason: "a person who runs the installation, above every merchant; lib/operator" },
  OperatorSession: { kind: "global", reason: "an operator's console session, as above" },
  OperatorApiKey: { kind: "global", reason: "the operator API's keys, which create merchants: they belong to the installation" },
};

const models = parseSchema(fs.readFileSync(path.resolve("prisma/schema.prisma"), "utf8"));
const byName = new Map(models.map((m) => [m.name, m]));
const scopedTables = new Set(models.filter((m) => m.fields.has("merchantId")).map((m) => m.name));

describe("schema: merchant data carries merchantId", () => {
  it("reads the models (the parser can fail)", () => {
    expect(models.length).toBeGreaterThan(20);
    expect(byName.get("Payment")?.fields.get("merchantId")).toEqual({ type: "String", optional: false });
  });

  it.each(models.map((m) => m.name))("%s has merchantId or is listed with its reason", (name) => {
    const model = byName.get(name)!;
    const listed = NOT_MERCHANT_SCOPED[name];
    if (model.fields.has("merchantId")) {
      expect(listed, `${name} has merchantId: take it off NOT_MERCHANT_SCOPED`).toBeUndefined();
      return;
    }
    expect(listed, `${name} has no merchantId column: add one (a migration with backfill) or list it in NOT_MERCHANT_SCOPED with the reason`).toBeDefined();
  });

  it("the child tables carry merchantId, required", () => {
    for (const name of ["PaymentAttempt", "PaymentSplit", "LedgerEntry", "WebhookAttempt", "VirtualAccountDebit", "VirtualAccountCredit"]) {
      expect(byName.get(name)?.fields.get("merchantId"), name).toEqual({ type: "String", optional: false });
    }
  });

  it("lists no model that does not exist", () => {
    for (const name of Object.keys(NOT_MERCHANT_SCOPED)) expect(byName.has(name), name).toBe(true);
  });

  it("merchantId is required except where null has a meaning", () => {
    // Job: system jobs (cleanup, expiry sweeps) work for no merchant. LedgerTransaction: a
    // transaction's accounts carry merchantId; the column is a filter for the export.
    const nullable = models.filter((m) => m.fields.get("merchantId")?.optional).map((m) => m.name);
    // ProcessorConnection: null is the operator's connection, serving every merchant.
    // ReconciliationRun: null is a run of such a connection, the operator's.
    // OperatorAssignment, OperatorAuditLog: null is an object or an action of the installation
    // (an installation connection's exception, an operator created).
    // RiskRule, RiskList, RiskListItem, RiskListImport: null is installation-wide, set by the
    // operator, applying to every merchant.
    expect(nullable.sort()).toEqual([
      "Job",
      "LedgerTransaction",
      "OperatorAssignment",
      "OperatorAuditLog",
      "ProcessorConnection",
      "ReconciliationRun",
      "RiskList",
      "RiskListImport",
      "RiskListItem",
      "RiskRule",
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The SQL each service sends
// ---------------------------------------------------------------------------------------------

setupTestDatabase();

const captured: { phase: string; sql: string }[] = [];
let phase = "setup";

afterAll(() => setSqlObserver(null));

describe("SQL: statements on merchant tables filter on merchantId", () => {
  beforeAll(async () => {
    const owner = await createTestMerchant();
    const key = owner.keys.test.secret;
    const setProfiles = (on: boolean) => updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: { type: "dashboard", userId: owner.user.id }, input: { customer_profiles_enabled: on } });
    const noParams = { params: Promise.resolve({}) };
    const call = async (label: string, response: Promise<Response>) => {
      phase = label;
      const res = await response;
      expect(res.status, `${label}: ${await res.clone().text()}`).toBeLessThan(300);
      return res.json();
    };
    setSqlObserver((sql) => captured.push({ phase, sql }));

    // A payment made while profiles were off, for the customer backfill.
    await setProfiles(false);
    await createHostedPaymentFor(key, { amount: 5, currency: "ETB", customer: { first_name: "Almaz", email: "almaz@example.test" } });
    await setProfiles(true);

    const subaccount = await createSubaccountFor(key);
    phase = "initialize payment";
    const payment = await createHostedPaymentFor(key, { amount: 50, currency: "ETB", subaccounts: [{ subaccount_reference: subaccount }] });
    phase = "checkout attempt";
    await submitPaymentAttempt(payment.token, { method: "card", card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa", last4: "4242" } });
    // The receipt page, reached by the checkout token as the checkout is.
    phase = "receipt page";
    const receipt = await receiptPage(new NextRequest(`http://localhost/checkout/${payment.token}/receipt`), { params: Promise.resolve({ token: payment.token }) });
    expect(receipt.status).toBe(200);
    const ref = { params: Promise.resolve({ reference: payment.reference }) };
    await call("verify payment", verify(apiRequest(`/v2/payments/${payment.reference}/verify`, { key }), ref));
    await call("list payments", listPayments(apiRequest("/v2/payments?per_page=5", { key }), noParams));
    const refunded = await call("refund", refund(apiRequest(`/v2/payments/${payment.reference}/refunds`, { key, body: { amount: 1 } }), ref));
    await call("get refund", getRefund(apiRequest(`/v2/refunds/${refunded.data.refund_reference}`, { key }), { params: Promise.resolve({ reference: refunded.data.refund_reference }) }));
    await call("get subaccount", getSubaccount(apiRequest(`/v2/subaccounts/${subaccount}`, { key }), { params: Promise.resolve({ reference: subaccount }) }));
    await call("test funds", testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), noParams));
    await call("balances", getBalances(apiRequest("/v2/balances", { key }), noParams));
    const payout = await call(
      "create payout",
      createPayout(apiRequest("/v2/payouts", { key, body: { amount: 10, currency: "ETB", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } } }), noParams),
    );
    await call("list payouts", listPayouts(apiRequest("/v2/payouts", { key }), noParams));
    await call("verify payout", verifyPayout(apiRequest(`/v2/payouts/${payout.data.gateway_reference}/verify`, { key }), { params: Promise.resolve({ reference: payout.data.gateway_reference }) }));
    const endpoint = await call("create webhook endpoint", createEndpoint(apiRequest("/v2/webhook-endpoints", { key, body: { url: "http://127.0.0.1:9/hooks" } }), noParams));
    const id = { params: Promise.resolve({ id: endpoint.data.id }) };
    await call("list webhook endpoints", listEndpoints(apiRequest("/v2/webhook-endpoints", { key }), noParams));
    await call("get webhook endpoint", getEndpoint(apiRequest(`/v2/webhook-endpoints/${endpoint.data.id}`, { key }), id));
    const delivery = await call("test webhook endpoint", testEndpoint(apiRequest(`/v2/webhook-endpoints/${endpoint.data.id}/test`, { key, body: {} }), id));
    await call("list deliveries", listDeliveries(apiRequest(`/v2/webhook-endpoints/${endpoint.data.id}/deliveries`, { key }), id));
    await call("get delivery", getDelivery(apiRequest(`/v2/webhook-deliveries/${delivery.data.id}`, { key }), { params: Promise.resolve({ id: delivery.data.id }) }));
    const events = await call("list events", listEvents(apiRequest("/v2/events", { key }), noParams));
    await call("get event", getEvent(apiRequest(`/v2/events/${events.data.items[0].id}`, { key }), { params: Promise.resolve({ id: events.data.items[0].id }) }));
    const customers = await call("list customers", listCustomers(apiRequest("/v2/customers", { key }), noParams));
    await call("get customer", getCustomer(apiRequest(`/v2/customers/${customers.data.items[0].id}`, { key }), { params: Promise.resolve({ id: customers.data.items[0].id }) }));
    const plan = await call("create plan", createPlan(apiRequest("/v2/plans", { key, body: { name: "Fiber", amount: 1200, currency: "ETB", interval: "month" } }), noParams));
    const planId = { params: Promise.resolve({ id: plan.data.plan_reference }) };
    await call("list plans", listPlans(apiRequest("/v2/plans?active=true", { key }), noParams));
    await call("get plan", getPlan(apiRequest(`/v2/plans/${plan.data.plan_reference}`, { key }), planId));
    const clock = await call("create test clock", createTestClock(apiRequest("/v2/test-clocks", { key, body: { frozen_time: "2027-01-01T00:00:00Z" } }), noParams));
    const clockId = { params: Promise.resolve({ id: clock.data.test_clock_reference }) };
    await call("get test clock", getTestClock(apiRequest(`/v2/test-clocks/${clock.data.test_clock_reference}`, { key }), clockId));
    const subscription = await call(
      "create subscription",
      createSubscription(apiRequest("/v2/subscriptions", { key, body: { plan_reference: plan.data.plan_reference, customer: { email: "sub@example.test" }, collection_method: "send_invoice", test_clock: clock.data.test_clock_reference, trial_days: 30 } }), noParams),
    );
    const subscriptionId = { params: Promise.resolve({ id: subscription.data.subscription_reference }) };
    await call("list subscriptions", listSubscriptions(apiRequest(`/v2/subscriptions?plan_reference=${plan.data.plan_reference}`, { key }), noParams));
    await call("get subscription", getSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}`, { key }), subscriptionId));
    await call("advance test clock", advanceTestClock(apiRequest(`/v2/test-clocks/${clock.data.test_clock_reference}/advance`, { key, body: { frozen_time: "2027-01-02T00:00:00Z" } }), clockId));
    await call("cancel subscription at period end", cancelSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}/cancel`, { key, body: { at_period_end: true } }), subscriptionId));
    await call("resume subscription", resumeSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}/resume`, { key, body: {} }), subscriptionId));
    await call("pause subscription", pauseSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}/pause`, { key, body: {} }), subscriptionId));
    await call("resume paused subscription", resumeSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}/resume`, { key, body: {} }), subscriptionId));
    const invoice = await call(
      "create invoice",
      createInvoice(apiRequest("/v2/invoices", { key, body: { currency: "ETB", customer: { email: "billed@example.test" }, lines: [{ description: "Fees", unit_amount: 100 }] } }), noParams),
    );
    const invoiceId = { params: Promise.resolve({ id: invoice.data.invoice_reference }) };
    await call("edit invoice", patchInvoice(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}`, { key, method: "PATCH", body: { description: "Term 1" } }), invoiceId));
    await call("finalize invoice", finalizeInvoice(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}/finalize`, { key, body: {} }), invoiceId));
    await call("send invoice", sendInvoice(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}/send`, { key, body: {} }), invoiceId));
    await call("list invoices", listInvoices(apiRequest("/v2/invoices?status=open", { key }), noParams));
    await call("get invoice", getInvoice(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}`, { key }), invoiceId));
    await call("mark invoice uncollectible", markInvoiceUncollectible(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}/mark-uncollectible`, { key, body: {} }), invoiceId));
    await call("void invoice", voidInvoice(apiRequest(`/v2/invoices/${invoice.data.invoice_reference}/void`, { key, body: {} }), invoiceId));
    await call("cancel subscription", cancelSubscription(apiRequest(`/v2/subscriptions/${subscription.data.subscription_reference}/cancel`, { key, body: {} }), subscriptionId));
    await call("archive plan", archivePlan(apiRequest(`/v2/plans/${plan.data.plan_reference}/archive`, { key, body: {} }), planId));
    const va = await call("create virtual account", createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "A" } }), noParams));
    const vaId = { params: Promise.resolve({ virtual_account_id: va.data.virtual_account_id }) };
    await call("list virtual accounts", listVirtualAccounts(apiRequest("/v2/virtual-accounts", { key }), noParams));
    await call("get virtual account", getVirtualAccount(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}`, { key }), vaId));
    await call("credit virtual account", creditVirtualAccount(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}/test-credits`, { key, body: { amount: 100 } }), vaId));
    await call("debit virtual account", debitVirtualAccount(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}/debits`, { key, body: { amount: 1 } }), vaId));
    await call("list debits", listVirtualAccountDebits(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}/debits`, { key }), vaId));
    // The dashboard's searches, a subaccount's page and the customer backfill.
    const user = { userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" as const };
    const dashboard = (handler: Parameters<typeof responseAsUser>[0], path: string, params: Record<string, string> = {}, method = "GET") =>
      responseAsUser(handler, user, { path, params, method, body: method === "GET" ? undefined : {} });
    await call("search payments", dashboard(dashboardPayments, "/api/dashboard/payments?q=almaz"));
    await call("search customers", dashboard(dashboardCustomers, "/api/dashboard/customers?q=%2B251911"));
    await call("search subaccounts", dashboard(dashboardSubaccounts, "/api/dashboard/subaccounts?q=partner"));
    await call("subaccount page", dashboard(dashboardSubaccount, `/api/dashboard/subaccounts/${subaccount}`, { reference: subaccount }));
    await call("subaccount payments", dashboard(dashboardSubaccountPayments, `/api/dashboard/subaccounts/${subaccount}/payments`, { reference: subaccount }));
    await call("customer backfill", dashboard(dashboardBackfill, "/api/dashboard/customers/backfill", {}, "POST"));
    // Payment links: an event link, its image, tickets and check-in.
    const image = await call("upload link image", uploadLinkImage(multipartRequest("/v2/payment-links/images", { key, bytes: PNG_BYTES }), noParams));
    const link = await call("create payment link", createPaymentLink(apiRequest("/v2/payment-links", { key, body: { ...eventLinkBody, image_id: image.data.id } }), noParams));
    const linkId = { params: Promise.resolve({ id: link.data.id }) };
    await call("list payment links", listPaymentLinks(apiRequest("/v2/payment-links", { key }), noParams));
    await call("get payment link", getPaymentLink(apiRequest(`/v2/payment-links/${link.data.id}`, { key }), linkId));
    await call("update payment link", updatePaymentLink(apiRequest(`/v2/payment-links/${link.data.id}`, { key, method: "PATCH", body: { title: "Renamed", image_id: image.data.id } }), linkId));
    // A paid ticket, planted as rows (the public page that sells them is tested on its own).
    phase = "setup";
    const reference = newTicketReference();
    await db().ticket.create({
      data: { id: newId("tkt"), merchantId: owner.merchant.id, mode: "test", linkId: link.data.id, ticketTypeId: link.data.ticket_types[0].id, paymentId: payment.reference, status: "paid", attendeeName: "A", reference },
    });
    await call("list link tickets", listLinkTickets(apiRequest(`/v2/payment-links/${link.data.id}/tickets`, { key }), linkId));
    await call("check in ticket", checkInTicket(apiRequest(`/v2/payment-links/${link.data.id}/tickets/${reference}/check-in`, { key, method: "POST" }), { params: Promise.resolve({ id: link.data.id, reference }) }));
    await call("link payments", dashboard(dashboardLinkPayments, `/api/dashboard/payment-links/${link.data.id}/payments`, { id: link.data.id }));
    await call("deactivate payment link", deactivatePaymentLink(apiRequest(`/v2/payment-links/${link.data.id}/deactivate`, { key, method: "POST" }), linkId));
    phase = "worker";
    while ((await runDueJobs(db())) > 0);
    setSqlObserver(null);
  });

  it("captured every operation, through Prisma and through hotQuery", () => {
    const phases = new Set(captured.map((c) => c.phase));
    for (const name of OPERATIONS) expect(phases.has(name), `no SQL captured for ${name}`).toBe(true);
    // verify runs as a named prepared statement on the pool (PostgreSQL) or as a raw query (PGlite).
    expect(captured.some((c) => c.phase === "verify payment" && /row_to_json\(p\)/.test(c.sql))).toBe(true);
  });

  it("every statement on a merchant table filters on merchantId, or is allowed with its reason", () => {
    const unexplained = new Map<string, string>();
    const used = new Set<string>();
    let scoped = 0;
    for (const { phase: p, sql } of captured) {
      const shapes = unscopedShapes(sql);
      if (!shapes.length) {
        if (tablesOf(sql).some((t) => scopedTables.has(t))) scoped += 1;
        continue;
      }
      for (const shape of shapes) {
        const allowed = UNSCOPED_STATEMENTS[shape]?.in;
        if (allowed === "*" || allowed?.includes(p)) used.add(allowed === "*" ? `${shape} in *` : `${shape} in ${p}`);
        else unexplained.set(`${shape} in ${p}`, normalize(sql).slice(0, 300));
      }
    }
    expect([...unexplained.entries()].map(([where, example]) => `${where}\n    ${example}`)).toEqual([]);
    // Most statements do filter on merchantId: the check sees them.
    expect(scoped).toBeGreaterThan(50);
    // An exception no operation needs any more is taken off the list.
    const listed = Object.entries(UNSCOPED_STATEMENTS).flatMap(([shape, entry]) => (entry.in === "*" ? ["*"] : entry.in).map((p) => `${shape} in ${p}`));
    expect(listed.filter((where) => !used.has(where))).toEqual([]);
  });

  it("the check can fail", () => {
    expect(unscopedShapes(`SELECT "public"."Payment"."id" FROM "public"."Payment" WHERE ("public"."Payment"."id" = $1 AND 1=1)`)).toEqual(["SELECT Payment by id"]);
    expect(unscopedShapes(`SELECT "public"."Payment"."id" FROM "public"."Payment" WHERE "public"."Payment"."merchantId" = $1`)).toEqual([]);
    expect(unscopedShapes(`SELECT id FROM "PaymentAttempt" WHERE "outcome" = $1`)).toEqual(["SELECT PaymentAttempt by outcome"]);
    // A child table's statement names the merchant too: its parent's key alone is not enough.
    expect(unscopedShapes(`SELECT id FROM "PaymentAttempt" WHERE "paymentId" IN ($1)`)).toEqual(["SELECT PaymentAttempt by paymentId"]);
    expect(unscopedShapes(`SELECT id FROM "PaymentAttempt" WHERE ("paymentId" IN ($1) AND "merchantId" = $2)`)).toEqual([]);
    expect(unscopedShapes(`INSERT INTO "Payment" ("id", "merchantId") VALUES ($1, $2)`)).toEqual([]);
    expect(unscopedShapes(`WITH p AS ( INSERT INTO "Payment" ("id") VALUES ($1) RETURNING * ), a AS ( INSERT INTO "AuditLog" ("id") VALUES ($2) ) SELECT row_to_json(p) FROM p`)).toEqual([]);
    expect(unscopedShapes(`WITH audit_1 AS (INSERT INTO "AuditLog" ("id", "merchantId") VALUES ($1, $2)) SELECT 1`)).toEqual([]);
    expect(unscopedShapes(`WITH p AS ( UPDATE "Payment" SET status = $1 WHERE id = $2 RETURNING * ) SELECT * FROM p`)).not.toEqual([]);
  });
});

const OPERATIONS = [
  "upload link image",
  "create payment link",
  "list payment links",
  "get payment link",
  "update payment link",
  "list link tickets",
  "check in ticket",
  "link payments",
  "deactivate payment link",
  "search payments",
  "search customers",
  "search subaccounts",
  "subaccount page",
  "subaccount payments",
  "customer backfill",
  "initialize payment",
  "checkout attempt",
  "receipt page",
  "verify payment",
  "list payments",
  "refund",
  "get refund",
  "get subaccount",
  "test funds",
  "balances",
  "create payout",
  "list payouts",
  "verify payout",
  "create webhook endpoint",
  "list webhook endpoints",
  "get webhook endpoint",
  "test webhook endpoint",
  "list deliveries",
  "get delivery",
  "list events",
  "get event",
  "list customers",
  "get customer",
  "create virtual account",
  "list virtual accounts",
  "get virtual account",
  "credit virtual account",
  "debit virtual account",
  "list debits",
  "worker",
];

/**
 * Statements that reach a merchant's rows without naming the merchant, by shape (the verb, the
 * table and the first column the WHERE clause compares) and by the operations allowed to send
 * them. Each is reached by a key that a merchant-scoped step found or checked first, in the same
 * transaction or the same request, or is the worker's shared queue. A new shape, or a known shape
 * in another operation (a lookup by id that forgot the merchant), fails the test until it is
 * scoped or listed here. "*": sent by whichever operation comes first (the API key and ledger
 * account lookups are cached per process, so which operation sends them depends on timing).
 * On a database sharded by merchant (docs/operations.md) these are the statements that do not
 * name their shard: by a parent's key they stay on the parent's shard only if co-located.
 */
const UNSCOPED_STATEMENTS: Record<string, { in: string[] | "*"; reason: string }> = {
  // Payments: the checkout holds a token, not a merchant; later steps use the id it found.
  "SELECT Payment by checkoutToken": { in: ["checkout attempt", "receipt page"], reason: "the checkout's unguessable token is the customer's credential, for the checkout and its receipt page; no merchant is in the request (lib/payments/transition-payment.ts)" },
  "SELECT Payment by id": { in: ["checkout attempt"], reason: "the row lock and re-read of a payment found by its token, in the same transaction" },
  "UPDATE Payment by id": { in: ["checkout attempt"], reason: "state transitions of the payment locked just before (conditional on its status)" },
  // Ledger: accounts are found by (type, owner, mode, currency), owner being the merchant or its subaccount / virtual account.
  "SELECT LedgerAccount by type": { in: "*", reason: "the account key (type, ownerId, mode, currency): ownerId is the merchant's id or one of its subaccounts or virtual accounts (lib/ledger/accounts.ts)" },
  // A posting's locks and balance updates run inside gw_post_ledger (migration
  // 20261203010000_ledger_post_function), by the ids of the accounts its key lookup found.
  // Processor connections: routing reads every enabled connection (the installation's serve every merchant), through a cache of a few seconds.
  "SELECT ProcessorConnection by enabled": { in: "*", reason: "routing's cache (read when it is older than a few seconds, by whichever request comes then) of enabled connections: the installation's (merchantId null) and every merchant's own, filtered in memory (lib/processors/connections.ts)" },
  // Virtual accounts
  "SELECT VirtualAccount by accountNumber": { in: ["create virtual account"], reason: "a new account number must be unique across all merchants, as bank account numbers are (lib/virtual-accounts/create-virtual-account.ts)" },
  // Authentication
  "SELECT ApiKey by hash": { in: "*", reason: "authentication: the key's hash is the credential, and the merchant is what it tells us" },
  "UPDATE ApiKey by id": { in: "*", reason: "marks the key used, after it was found by its hash (the hash is the credential)" },
  // The worker: one queue for all merchants, each job then acting on the object it names.
  "OR Job by status": { in: ["worker"], reason: "the worker's claim: one queue shared by every merchant, FOR UPDATE SKIP LOCKED (lib/worker/run-due-jobs.ts)" },
  "UPDATE Job by id": { in: ["worker"], reason: "renews, finishes or reschedules the job this worker leased (and lockedBy)" },
  "SELECT Event by id": { in: ["worker"], reason: "the events of deliveries the worker claimed" },
  "SELECT WebhookDelivery by id": { in: ["worker"], reason: "a delivery the worker claimed" },
  "SELECT WebhookEndpoint by id": { in: ["worker"], reason: "the endpoint of that delivery" },
  "SELECT Payout by id": { in: ["worker"], reason: "the payout a processing job names, locked and re-read in its transaction" },
  "UPDATE Payout by id": { in: ["worker"], reason: "state transitions of that payout (conditional on its status)" },
};

function normalize(sql: string) {
  return sql.replace(/\s+/g, " ").replace(/"public"\./g, "").trim();
}

/** The tables a statement reads or writes, as its FROM, JOIN, UPDATE and INTO clauses name them. */
function tablesOf(sql: string): string[] {
  return [...new Set([...normalize(sql).matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+"(\w+)"/gi)].map((m) => m[1]))];
}

/**
 * The shapes ("SELECT Payment by id") of a statement's unscoped parts: none when it filters on
 * "merchantId", or is a plain INSERT, whose rows carry merchantId as a column. One statement
 * may touch several tables; it passes when it names the merchant once (a join or subquery on the
 * same merchant's rows).
 */
function unscopedShapes(sql: string): string[] {
  const text = normalize(sql);
  const verb = /^(?:WITH\b.*?\)\s*)?(\w+)/is.exec(text)?.[1]?.toUpperCase() ?? "";
  if (verb === "INSERT" && !/\bWHERE\b/i.test(text)) return [];
  // Inserts only, written as data-modifying CTEs in one statement (a payment and its audit record,
  // lib/payments/create-hosted-payment.ts): rows carrying merchantId, as a plain INSERT's do.
  if (/^WITH\b/i.test(text) && !/\b(WHERE|UPDATE|DELETE)\b/i.test(text) && /\bAS \(\s*INSERT\b/i.test(text)) return [];
  const where = text.slice(Math.max(0, text.search(/\bWHERE\b/i)));
  const first = /WHERE\s*\(*\s*(?:"?\w+"?\.)?"?(\w+)"?/i.exec(where)?.[1] ?? "?";
  const shapes: string[] = [];
  for (const table of tablesOf(text)) {
    if (!scopedTables.has(table)) continue;
    if (!/"merchantId"\s*(?:=|IN\b)/i.test(where)) shapes.push(`${verb} ${table} by ${first}`);
  }
  return shapes;
}
