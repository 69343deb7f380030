// Contract cases of the subscription, invoice, test clock and saved payment method operations
// (lib/openapi/operations/{subscriptions,invoices,test-clocks,saved-payment-methods}.ts): each makes
// what its request acts on with the services the routes call (a plan and a trialing push
// subscription, a draft or an open invoice, a test clock at the example's start, a customer profile
// and a card saved for it).
import { db } from "@/lib/db";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { pauseSubscription } from "@/lib/billing/manage-subscription";
import { createInvoice, finalizeInvoice } from "@/lib/billing/invoices";
import { createTestClock } from "@/lib/billing/test-clocks";
import { attachPaymentMethod } from "@/lib/billing/saved-payment-methods";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { EXAMPLE_SUBSCRIPTION_PLAN } from "@/lib/openapi/operations/subscriptions";
import { EXAMPLE_CLOCK_START } from "@/lib/openapi/operations/test-clocks";
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";

const actor = { type: "cli" } as const;

async function monthlyPlan({ merchant }: ContractEnv) {
  return createPlan(db(), {
    merchantId: merchant.merchant.id,
    mode: "test",
    input: { name: "Fiber 50 Mbps", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 7, allow_multiple_subscriptions: false },
    actor,
  });
}

/** A push subscription in its seven-day trial: it can be paused and cancelled. */
async function trialing(env: ContractEnv): Promise<string> {
  const plan = await monthlyPlan(env);
  const subscription = await db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId: env.merchant.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      input: { plan_reference: plan.id, customer: { first_name: "Almaz", email: "almaz@example.com", phone_number: "+251911000001" }, collection_method: "push", payment_method: "telebirr" },
      actor,
    }),
  );
  return subscription.id;
}

async function paused(env: ContractEnv): Promise<string> {
  const id = await trialing(env);
  await db().$transaction((tx) => pauseSubscription(tx, { merchantId: env.merchant.merchant.id, mode: "test", otherMode: "unauthorized", id, actor }));
  return id;
}

/** A draft invoice to a customer with an e-mail address. */
async function draft({ merchant }: ContractEnv): Promise<string> {
  const invoice = await db().$transaction((tx) =>
    createInvoice(tx, {
      merchantId: merchant.merchant.id,
      mode: "test",
      input: {
        currency: "ETB",
        customer: { name: "Abebe Kebede", email: "abebe@example.com" },
        lines: [{ description: "Term 1 tuition", quantity: 1, unit_amount: 4500 }],
        tax_rate_percent: 15,
        days_until_due: 14,
        allow_partial_payments: false,
      },
      actor,
    }),
  );
  return invoice.id;
}

async function open(env: ContractEnv): Promise<string> {
  const id = await draft(env);
  await db().$transaction((tx) => finalizeInvoice(tx, { merchantId: env.merchant.merchant.id, mode: "test", otherMode: "unauthorized", id, actor }));
  return id;
}

/** A customer profile, filed as a payment's customer is. */
async function customer({ merchant }: ContractEnv): Promise<string> {
  const id = await db().$transaction((tx) => upsertCustomer(tx, { merchantId: merchant.merchant.id, mode: "test", customer: { email: "nakato@example.com", phone: null, firstName: "Nakato", lastName: "Sarah" } }));
  if (!id) throw new Error("no customer profile was filed");
  return id;
}

/** A customer with a card saved on the simulator (pending: its set-up is the worker's, after the commit). */
async function savedCard(env: ContractEnv): Promise<{ id: string; pm: string }> {
  const id = await customer(env);
  const { saved } = await db().$transaction((tx) =>
    attachPaymentMethod(tx, {
      merchantId: env.merchant.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      customerId: id,
      input: { type: "card", currency: "USD" },
      actor,
      acceptance: { ip: "203.0.113.7", userAgent: "shop-backend/2.1", channel: "api" },
    }),
  );
  return { id, pm: saved.id };
}

/** The case whose path names the object `make` makes. */
const atObject = (make: (env: ContractEnv) => Promise<string>) => ({ prepare: async (env: ContractEnv) => ({ path: { id: await make(env) } }) });

export const billingContractCases: ContractCases = {
  createSubscription: {
    // The example names a fixed plan reference: make a plan and give it that id (references are
    // random, and the body sent is always the document's example).
    prepare: async (env) => {
      const plan = await monthlyPlan(env);
      await db().plan.update({ where: { id: plan.id }, data: { id: EXAMPLE_SUBSCRIPTION_PLAN } });
      return {};
    },
  },
  listSubscriptions: {},
  getSubscription: atObject(trialing),
  updateSubscription: atObject(trialing),
  pauseSubscription: atObject(trialing),
  resumeSubscription: atObject(paused),
  cancelSubscription: atObject(trialing),
  createTestClock: {},
  getTestClock: {
    prepare: async ({ merchant }) => ({ path: { id: (await db().$transaction((tx) => createTestClock(tx, { merchantId: merchant.merchant.id, mode: "test", frozenTime: new Date(EXAMPLE_CLOCK_START), actor }))).id } }),
  },
  advanceTestClock: {
    prepare: async ({ merchant }) => ({ path: { id: (await db().$transaction((tx) => createTestClock(tx, { merchantId: merchant.merchant.id, mode: "test", frozenTime: new Date(EXAMPLE_CLOCK_START), actor }))).id } }),
  },
  createInvoice: {},
  listInvoices: {},
  getInvoice: atObject(open),
  updateInvoice: atObject(draft),
  finalizeInvoice: atObject(draft),
  voidInvoice: atObject(open),
  markInvoiceUncollectible: atObject(open),
  sendInvoice: atObject(open),
  attachPaymentMethod: atObject(customer),
  listCustomerPaymentMethods: atObject(customer),
  getPaymentMethod: { prepare: async (env) => ({ path: await savedCard(env) }) },
  detachPaymentMethod: { prepare: async (env) => ({ path: await savedCard(env) }) },
  createPortalLink: atObject(customer),
};
