// Direct charges through the real API routes, as a merchant's backend makes them.
// The simulator's outcome is the wallet number's last four digits (docs/testing.md): 0001 success,
// 0002 failed, 0003 an OTP (123456), 0004 blocked, 0005 pending on the phone for 30 s.
import { POST as createCharge } from "@/app/v2/charges/route";
import { POST as authorizeCharge } from "@/app/v2/charges/[reference]/authorize/route";
import { apiRequest } from "@/tests/factories/merchants";

export const validChargeBody = {
  amount: 100,
  currency: "ETB",
  method: "telebirr",
  phone_number: "+251911110001",
};

/** An Ethiopian wallet number whose last four digits pick the simulator's outcome. */
export const etWallet = (ending: string) => `+25191111${ending}`;

export async function postCharge(key: string, body: Record<string, unknown> = validChargeBody, headers: Record<string, string> = {}) {
  const res = await createCharge(apiRequest("/v2/charges", { key, body, headers }));
  return { res, body: await res.json() };
}

/** A direct charge (validChargeBody, then `overrides`): its answer's data. Throws unless 201. */
export async function createChargeFor(key: string, overrides: Record<string, unknown> = {}) {
  const { res, body } = await postCharge(key, { ...validChargeBody, ...overrides });
  if (res.status !== 201) throw new Error(`direct charge failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function postAuthorize(key: string, reference: string, body: Record<string, unknown>) {
  const res = await authorizeCharge(apiRequest(`/v2/charges/${encodeURIComponent(reference)}/authorize`, { key, body }), { params: Promise.resolve({ reference }) });
  return { res, body: await res.json() };
}
