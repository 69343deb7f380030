// Money to spend: a merchant's available balance, through the same paths as the dashboard's
// "Add test funds" (test mode) or a captured payment (live mode). Payout, refund and
// virtual-account tests start here instead of writing their own funding helper.
import { POST as testFundsRoute } from "@/app/v2/balances/test-funds/route";
import { db } from "@/lib/db";
import { randomBase62 } from "@/lib/ids";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { heldAt } from "@/lib/ledger/accounts";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";

/** Test funds in major units (`amount: 1000` is 1,000.00 ETB) through POST /v2/balances/test-funds with the merchant's test secret key. */
export async function addTestFundsFor(key: string, amount: number, currency = "ETB") {
  const res = await testFundsRoute(apiRequest("/v2/balances/test-funds", { key, body: { amount, currency } }), { params: Promise.resolve({}) });
  if (res.status !== 201) throw new Error(`test funds failed: ${res.status} ${await res.text()}`);
}

/**
 * Live available balance in minor units, posted as a captured payment would post it
 * (customer clearing -> merchant available): test funds exist only in test mode.
 */
/** `heldAtConnectionId`: the funds are held at the merchant's own connection (lib/ledger/accounts.ts heldAt), not by the operator. */
export async function addLiveFundsFor(merchantId: string, minor: bigint, currency: string, opts: { heldAtConnectionId?: string } = {}) {
  await db().$transaction((tx) =>
    postLedgerTransaction(tx, {
      mode: "live",
      kind: "test_live_funds",
      referenceId: `tlf_${randomBase62(8)}`,
      merchantId,
      lines: [
        { account: { type: "customer_clearing", merchantId, mode: "live", currency }, amount: -minor },
        { account: heldAt({ type: "merchant_available", merchantId, mode: "live", currency }, opts.heldAtConnectionId ?? null), amount: minor },
      ],
    }),
  );
}

/**
 * A new merchant with test funds in each currency of `funds` (major units), e.g.
 * `createFundedMerchant({ USD: 100 }, { payoutFeesWaived: true })`. Waived payout fees make
 * a payout hold exactly its amount, for tests that count the balance down to zero.
 */
export async function createFundedMerchant(
  funds: Record<string, number> = { ETB: 1000 },
  opts: { name?: string; payoutFeesWaived?: boolean } = {},
) {
  const merchant = await createTestMerchant(opts.name ? { name: opts.name } : {});
  if (opts.payoutFeesWaived) await db().merchant.update({ where: { id: merchant.merchant.id }, data: { payoutFeesWaived: true } });
  for (const [currency, amount] of Object.entries(funds)) await addTestFundsFor(merchant.keys.test.secret, amount, currency);
  return merchant;
}
