import "server-only";
// The payout's money, posted through the ledger in the transaction that changes
// its status. Each posting is keyed by (kind, payout id), so a retried step never moves money
// twice. The source is the merchant's available balance, or the subaccount's balance for a
// settlement payout, in the part its heldAtConnectionId names (lib/ledger/accounts.ts heldAt:
// the operator's, or the merchant's own connection's); amount + fee are held in "payouts in flight" (owned by the source) until
// the processor's final word:
//   hold     source -(amount+fee)            in flight +(amount+fee)          at creation
//   deliver  in flight -(amount+fee)         payout clearing +amount, fee revenue +fee
//   return   in flight -(amount+fee)         source +(amount+fee)             failed, blocked
//   reverse  payout clearing -amount, fee revenue -fee      source +(amount+fee)
import type { Payout, Prisma } from "@/lib/generated/prisma/client";
import { heldAt, processorClearing, type AccountKey } from "@/lib/ledger/accounts";
import { postLedgerTransaction, type LedgerLine, type Posting } from "@/lib/ledger/post-ledger-transaction";

type PayoutMoney = Pick<Payout, "id" | "merchantId" | "mode" | "currency" | "amount" | "fee" | "subaccountId" | "heldAtConnectionId"> & { connectionId?: string | null };
export type PayoutPosting = "hold" | "deliver" | "return" | "reverse";

function accounts(p: PayoutMoney) {
  const base = { merchantId: p.merchantId, mode: p.mode, currency: p.currency };
  const owner = p.subaccountId ?? p.merchantId;
  const source = heldAt(p.subaccountId ? { ...base, type: "subaccount", ownerId: p.subaccountId } : { ...base, type: "merchant_available" }, p.heldAtConnectionId);
  return {
    source,
    inFlight: { ...base, type: "payouts_in_flight", ownerId: owner } satisfies AccountKey,
    // A payout a processor connection sends comes out of what that processor owes the operator.
    clearing: (p.connectionId ? processorClearing(p.connectionId, base) : { ...base, type: "payout_clearing" }) satisfies AccountKey,
    revenue: { ...base, type: "fee_revenue" } satisfies AccountKey,
  };
}

const DESCRIPTIONS: Record<PayoutPosting, string> = {
  hold: "held for payout",
  deliver: "delivered by payout",
  return: "returned from payout",
  reverse: "reversed payout returned",
};

export function postPayoutMoney(tx: Prisma.TransactionClient, payout: PayoutMoney, posting: PayoutPosting) {
  return postLedgerTransaction(tx, payoutPosting(payout, posting));
}

/** The ledger posting of one step of a payout's money. */
export function payoutPosting(payout: PayoutMoney, posting: PayoutPosting): Posting {
  const a = accounts(payout);
  const total = payout.amount + payout.fee;
  const lines: Record<PayoutPosting, LedgerLine[]> = {
    hold: [
      { account: a.source, amount: -total },
      { account: a.inFlight, amount: total },
    ],
    deliver: [
      { account: a.inFlight, amount: -total },
      { account: a.clearing, amount: payout.amount },
      { account: a.revenue, amount: payout.fee },
    ],
    return: [
      { account: a.inFlight, amount: -total },
      { account: a.source, amount: total },
    ],
    reverse: [
      { account: a.clearing, amount: -payout.amount },
      { account: a.revenue, amount: -payout.fee },
      { account: a.source, amount: total },
    ],
  };
  return {
    mode: payout.mode,
    kind: `payout_${posting}`,
    referenceId: payout.id,
    merchantId: payout.merchantId,
    description: `Payout ${payout.id}: ${DESCRIPTIONS[posting]}`,
    lines: lines[posting],
  };
}
