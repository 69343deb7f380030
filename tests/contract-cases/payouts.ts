// Contract cases of the payouts and subaccounts operations (lib/openapi/operations/payouts.ts and
// subaccounts.ts). Payouts need test funds; approve, reject and OTP need a payout the simulator
// holds in auth_needed (account number ending 5555) or otp_needed (ending 3333), reached by
// running the payout's worker step; settling needs a subaccount with a balance, earned from a
// paid split payment.
import { POST as testFundsRoute } from "@/app/v2/balances/test-funds/route";
import { POST as createPayoutRoute } from "@/app/v2/payouts/route";
import { POST as createBulkRoute } from "@/app/v2/payouts/bulk/route";
import { db } from "@/lib/db";
import type { PayoutStatus } from "@/lib/generated/prisma/enums";
import { submitPaymentAttempt } from "@/lib/checkout/submit-payment-attempt";
import { processPayout } from "@/lib/payouts/process-payout";
import type { ContractCases } from "@/tests/contract-cases/types";
import { apiRequest } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";

const noParams = { params: Promise.resolve({}) };

async function addTestFunds(key: string, amount: number, currency = "ETB") {
  const res = await testFundsRoute(apiRequest("/v2/balances/test-funds", { key, body: { amount, currency } }), noParams);
  if (res.status !== 201) throw new Error(`test funds failed: ${await res.text()}`);
}

/**
 * A funded ETB payout to a CBE account ending in `ending` (the simulator's outcome), run by
 * its worker step until it reaches `until`.
 */
async function payoutFor(key: string, ending: string, until: PayoutStatus) {
  await addTestFunds(key, 1000);
  const body = { amount: 100, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: `100012345${ending}`, bank_slug: "cbe" } };
  const res = await createPayoutRoute(apiRequest("/v2/payouts", { key, body }), noParams);
  const json = await res.json();
  if (res.status !== 201) throw new Error(`payout creation failed: ${JSON.stringify(json)}`);
  const id: string = json.data.gateway_reference;
  for (let i = 0; i < 10; i++) {
    const { status } = await db().payout.findUniqueOrThrow({ where: { id } });
    if (status === until) return id;
    await processPayout(id, db());
  }
  throw new Error(`payout ${id} did not reach ${until}`);
}

const path = (reference: string) => ({ path: { reference } });

export const payoutContractCases: ContractCases = {
  createPayout: { prepare: async ({ key }) => (await addTestFunds(key, 1000), {}) },
  listPayouts: {
    // The example filters are status=success and currency=ETB: one payout matches.
    prepare: async ({ key }) => (await payoutFor(key, "0000", "success"), {}),
  },
  verifyPayout: { prepare: async ({ key }) => path(await payoutFor(key, "0000", "success")) },
  approvePayout: { prepare: async ({ key }) => path(await payoutFor(key, "5555", "auth_needed")) },
  rejectPayout: { prepare: async ({ key }) => path(await payoutFor(key, "5555", "auth_needed")) },
  confirmPayoutOtp: { prepare: async ({ key }) => path(await payoutFor(key, "3333", "otp_needed")) },
  createBulkPayouts: { prepare: async ({ key }) => (await addTestFunds(key, 5000), {}) },
  getPayoutBatch: {
    prepare: async ({ key }) => {
      await addTestFunds(key, 1000);
      const body = { title: "Contract batch", currency: "ETB", payouts: [{ amount: 100, account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } }] };
      const res = await createBulkRoute(apiRequest("/v2/payouts/bulk", { key, body }), noParams);
      const json = await res.json();
      if (res.status !== 201) throw new Error(`batch creation failed: ${JSON.stringify(json)}`);
      return { path: { batch_reference: json.data.batch_reference } };
    },
  },

  createSubaccount: {},
  listSubaccounts: { prepare: async ({ key }) => (await createSubaccountFor(key), {}) },
  getSubaccount: { prepare: async ({ key }) => path(await createSubaccountFor(key)) },
  updateSubaccount: { prepare: async ({ key }) => path(await createSubaccountFor(key)) },
  deactivateSubaccount: { prepare: async ({ key }) => path(await createSubaccountFor(key)) },
  settleSubaccount: {
    // A 1,000 ETB payment with 10 % to the subaccount: a balance of 100, 90 after the 10 ETB fee (minimum 50).
    prepare: async ({ key }) => {
      const sub = await createSubaccountFor(key, { split_value: 10 });
      const payment = await createHostedPaymentFor(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }] });
      const paid = await submitPaymentAttempt(payment.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
      if (paid.status !== "success") throw new Error(`split payment not paid: ${paid.status}`);
      return path(sub);
    },
  },
};
