import { POST as createSub } from "@/app/v2/subaccounts/route";
import { apiRequest } from "@/tests/factories/merchants";

let counter = 0;

/** A valid ETB subaccount body with a fresh CBE account number (13 digits). */
export function subaccountBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    subaccount_name: `Partner ${counter}`,
    account: { account_name: "Partner PLC", account_number: String(1000000000000 + Math.floor(Math.random() * 8e12) + counter), bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
    currency: "ETB",
    split_type: "percentage",
    split_value: 10,
    ...overrides,
  };
}

export async function postSubaccount(key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await createSub(apiRequest("/v2/subaccounts", { key, body, headers }));
  return { res, body: await res.json() };
}

export async function createSubaccountFor(key: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const { res, body } = await postSubaccount(key, subaccountBody(overrides));
  if (res.status !== 201) throw new Error(`subaccount creation failed: ${JSON.stringify(body)}`);
  return body.data.subaccount_reference;
}
