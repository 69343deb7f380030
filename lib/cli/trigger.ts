// `npm run gateway -- trigger <event-type>`: creates the test-mode objects that produce
// one event, through the public API with the merchant's test key, so a receiver (or `listen`)
// can be tried end to end in seconds against any running gateway. Payments are paid or cancelled
// on the hosted checkout the way a browser with JavaScript off does it: a form POST to
// /checkout/<token>/pay or /cancel, with the simulator's test values (docs/testing.md).
import crypto from "node:crypto";
import { CliError, gatewayApi, type GatewayApi } from "@/lib/cli/gateway-api";

type Created = { lines: string[]; expect: string };
type Scenario = { describe: string; run: (api: GatewayApi) => Promise<Created> };

const SUCCESS_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";
/** Payout outcomes follow the account number's last four digits (docs/testing.md). */
const PAYOUT_SUCCEEDS = "1000123450000";
const PAYOUT_FAILS = "1000123451111";

export const TRIGGERS: Record<string, Scenario> = {
  "payment.success": {
    describe: "a hosted payment paid with the test card 4242 4242 4242 4242",
    run: (api) => payWithCard(api, SUCCESS_CARD, "payment.success"),
  },
  "payment.failed": {
    describe: "a hosted payment attempted with the declined test card 4000 0000 0000 0002",
    run: (api) => payWithCard(api, DECLINED_CARD, "payment.failed"),
  },
  "payment.cancelled": {
    describe: "a hosted payment cancelled on its checkout page",
    run: async (api) => {
      const payment = await createPayment(api);
      await postCheckoutForm(api, payment.token, "cancel", { confirm: "yes" });
      const status = await paymentStatus(api, payment.reference);
      return { lines: [`Created payment ${payment.reference} and cancelled it on the checkout: status ${status}.`], expect: "payment.cancelled" };
    },
  },
  "payout.success": {
    describe: `test funds, then a payout of 10.00 ETB to account ${PAYOUT_SUCCEEDS}`,
    run: (api) => payout(api, PAYOUT_SUCCEEDS, "payout.success"),
  },
  "payout.failed": {
    describe: `test funds, then a payout of 10.00 ETB to account ${PAYOUT_FAILS} (the simulator reports it closed)`,
    run: (api) => payout(api, PAYOUT_FAILS, "payout.failed"),
  },
};

export function triggerUsage(): string {
  return Object.entries(TRIGGERS)
    .map(([type, s]) => `  ${type.padEnd(18)} ${s.describe}`)
    .join("\n");
}

/** Creates what produces `eventType`; returns the lines to print. */
export async function trigger(opts: { eventType: string; apiKey: string; baseUrl: string }): Promise<string[]> {
  const scenario = Object.hasOwn(TRIGGERS, opts.eventType) ? TRIGGERS[opts.eventType] : undefined;
  if (!scenario) throw new CliError(`Cannot trigger "${opts.eventType}". Supported event types:\n${triggerUsage()}`);
  const created = await scenario.run(gatewayApi({ baseUrl: opts.baseUrl, apiKey: opts.apiKey }));
  return [...created.lines, `Expect the event ${created.expect}.`];
}

type HostedPayment = { gateway_reference: string; checkout_url: string };

async function createPayment(api: GatewayApi) {
  const data = await api.request<HostedPayment>("POST", "/v2/payments/hosted", {
    idempotencyKey: crypto.randomUUID(),
    body: {
      amount: 100,
      currency: "USD",
      merchant_reference: `trigger-${crypto.randomBytes(6).toString("hex")}`,
      customer: { first_name: "Test", last_name: "Customer", email: "customer@example.test" },
      meta: { created_by: "gateway trigger" },
    },
  });
  const token = new URL(data.checkout_url).pathname.split("/checkout/")[1]?.split("/")[0];
  if (!token) throw new CliError(`The gateway's checkout_url "${data.checkout_url}" has no checkout token`);
  return { reference: data.gateway_reference, token };
}

async function payWithCard(api: GatewayApi, cardNumber: string, expect: string): Promise<Created> {
  const payment = await createPayment(api);
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
  await postCheckoutForm(api, payment.token, "pay", { method: "card", card_number: cardNumber, expiry: `12/${nextYear}`, cvc: "123", name: "Test Customer" });
  const status = await paymentStatus(api, payment.reference);
  return { lines: [`Created payment ${payment.reference} and paid it with the test card ending ${cardNumber.slice(-4)}: status ${status}.`], expect };
}

/**
 * The checkout's HTML form, as a browser without JavaScript sends it. It answers 303 back to the
 * page whatever happened (a problem travels in the Location's query), so the outcome is read
 * from the API afterwards.
 */
async function postCheckoutForm(api: GatewayApi, token: string, action: "pay" | "cancel", fields: Record<string, string>) {
  const res = await fetch(`${api.baseUrl}/checkout/${token}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 303) throw new CliError(`POST /checkout/…/${action} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const problem = new URL(res.headers.get("location") ?? "/", api.baseUrl).searchParams;
  if (problem.has("error") || problem.has("field_error")) throw new CliError(`The checkout refused the form: ${problem.toString()}`);
}

async function paymentStatus(api: GatewayApi, reference: string): Promise<string> {
  return (await api.request<{ status: string }>("GET", `/v2/payments/${reference}/verify`)).status;
}

async function payout(api: GatewayApi, accountNumber: string, expect: string): Promise<Created> {
  await api.request("POST", "/v2/balances/test-funds", { idempotencyKey: crypto.randomUUID(), body: { amount: 20, currency: "ETB" } });
  const created = await api.request<{ gateway_reference: string; status: string }>("POST", "/v2/payouts", {
    idempotencyKey: crypto.randomUUID(),
    body: { amount: 10, currency: "ETB", account: { account_name: "Test Recipient", account_number: accountNumber, bank_slug: "cbe" } },
  });
  return {
    lines: [
      "Added 20.00 ETB of test funds.",
      `Created payout ${created.gateway_reference} of 10.00 ETB to account ${accountNumber} (status ${created.status}); the gateway's worker settles it within seconds.`,
    ],
    expect,
  };
}
