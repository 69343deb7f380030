// Contract cases of the payouts and subaccounts operations (lib/openapi/operations/payouts.ts and
// subaccounts.ts). Payouts need test funds; approve, reject and OTP need a payout the simulator
// holds in auth_needed (account number ending 5555) or otp_needed (ending 3333), reached by
// running the payout's worker step; settling needs a subaccount with a balance, earned from a
// paid split payment.
import { POST as createBulkRoute } from "@/app/v2/payouts/bulk/route";
import type { PayoutStatus } from "@/lib/generated/prisma/enums";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { ContractCases } from "@/tests/contract-cases/types";
import { addTestFundsFor } from "@/tests/factories/funds";
import { apiRequest } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { cbeAccount, createPayoutIn } from "@/tests/factories/payouts";
import { createSubaccountFor } from "@/tests/factories/subaccounts";

const noParams = { params: Promise.resolve({}) };

/** A funded ETB 100 payout to a CBE account ending in `ending` (the simulator's outcome), run by its worker step until it reaches `until`. */
async function payoutFor(key: string, ending: string, until: PayoutStatus) {
  await addTestFundsFor(key, 1000);
  return createPayoutIn(key, until, { account: cbeAccount(ending) });
}

const path = (reference: string) => ({ path: { reference } });

export const payoutContractCases: ContractCases = {
  createPayout: { prepare: async ({ key }) => (await addTestFundsFor(key, 1000), {}) },
  listPayouts: {
    // The example filters are status=success and currency=ETB: one payout matches.
    prepare: async ({ key }) => (await payoutFor(key, "0000", "success"), {}),
  },
  verifyPayout: { prepare: async ({ key }) => path(await payoutFor(key, "0000", "success")) },
  approvePayout: { prepare: async ({ key }) => path(await payoutFor(key, "5555", "auth_needed")) },
  rejectPayout: { prepare: async ({ key }) => path(await payoutFor(key, "5555", "auth_needed")) },
  confirmPayoutOtp: { prepare: async ({ key }) => path(await payoutFor(key, "3333", "otp_needed")) },
  createBulkPayouts: { prepare: async ({ key }) => (await addTestFundsFor(key, 5000), {}) },
  getPayoutBatch: {
    prepare: async ({ key }) => {
      await addTestFundsFor(key, 1000);
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
