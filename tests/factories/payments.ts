// Creates hosted payments through the real API route, as a merchant's backend would.
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { apiRequest } from "@/tests/factories/merchants";

export const validPaymentBody = {
  amount: 100,
  currency: "USD",
  customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" },
};

export async function postHostedPayment(key: string, body: Record<string, unknown> = validPaymentBody, headers: Record<string, string> = {}) {
  const res = await createHosted(apiRequest("/v2/payments/hosted", { key, body, headers }));
  return { res, body: await res.json() };
}

export async function createHostedPaymentFor(key: string, body: Record<string, unknown> = {}) {
  const { res, body: json } = await postHostedPayment(key, { ...validPaymentBody, ...body });
  if (res.status !== 201) throw new Error(`payment creation failed: ${JSON.stringify(json)}`);
  const token = String(json.data.checkout_url).split("/checkout/")[1];
  return { reference: json.data.gateway_reference as string, token, data: json.data };
}

/** The card attempt the checkout submits; the simulator's outcome is the number (docs/testing.md): 4242… succeeds. */
export function cardAttempt(number = "4242424242424242") {
  return { method: "card", card: { number, expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: number.slice(-4) } } as const;
}

/**
 * A hosted payment (validPaymentBody, then `body`) paid by the success card through the real
 * checkout service: status success, its fee and ledger postings, a payment.success event, refundable.
 */
export async function createPaidPayment(key: string, body: Record<string, unknown> = {}) {
  const payment = await createHostedPaymentFor(key, body);
  const paid = await submitPaymentAttempt(payment.token, cardAttempt());
  if (paid.status !== "success") throw new Error(`the test payment was not paid: ${paid.status}`);
  return payment;
}
