import "server-only";
// payment_method.expiring (docs/payment-methods.md "Expiring"): once per saved method, when an active
// card expires at the end of next month or sooner, or a mandate's validity ends within 30 days, so the
// merchant can ask the customer for a new one before the cycles' charges start failing. The worker's
// sweep (lib/worker/sweeps.ts) looks each tick; each method is marked (expiringNotifiedAt) in the
// transaction of its event, by a conditional update, so two workers send it once.
import type { DbClient } from "@/lib/db";
import type { Prisma, SavedPaymentMethod } from "@/lib/generated/prisma/client";
import { recordEvent } from "@/lib/events/record-event";
import { serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";

/** A mandate is announced this long before its validity ends. */
export const MANDATE_EXPIRING_NOTICE_MS = 30 * 86_400_000;
const BATCH = 200;

/** The last moment a card may be charged: the end of its expiry month (UTC). */
function cardExpiresAt(pm: Pick<SavedPaymentMethod, "expMonth" | "expYear">): Date | null {
  if (!pm.expMonth || !pm.expYear) return null;
  return new Date(Date.UTC(pm.expYear, pm.expMonth, 1) - 1);
}

/** When the method lapses: the card's expiry or the mandate's end, whichever comes first. */
export function lapsesAt(pm: SavedPaymentMethod): Date | null {
  const times = [pm.kind === "card" ? cardExpiresAt(pm) : null, pm.validUntil].filter((t): t is Date => t !== null);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/** Sends payment_method.expiring for each method that now qualifies and was not announced yet; returns how many. */
export async function sendPaymentMethodsExpiring(database: DbClient, now: Date): Promise<number> {
  // "The end of next month or sooner": an expiry month up to next month's.
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const year = next.getUTCFullYear();
  const month = next.getUTCMonth() + 1;
  // Across merchants, as every sweep: each row found is then updated and announced with its own merchant.
  const due = await database.savedPaymentMethod.findMany({
    where: {
      status: "active",
      expiringNotifiedAt: null,
      OR: [
        { kind: "card", OR: [{ expYear: { lt: year } }, { expYear: year, expMonth: { lte: month } }] },
        { validUntil: { lte: new Date(now.getTime() + MANDATE_EXPIRING_NOTICE_MS) } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });
  let sent = 0;
  for (const pm of due) {
    const announced = await database.$transaction(async (tx) => {
      const { count } = await tx.savedPaymentMethod.updateMany({ where: { id: pm.id, merchantId: pm.merchantId, status: "active", expiringNotifiedAt: null }, data: { expiringNotifiedAt: now } });
      if (count === 0) return false; // another worker sent it, or it changed meanwhile
      const updated = await tx.savedPaymentMethod.findFirstOrThrow({ where: { id: pm.id, merchantId: pm.merchantId } });
      const payload = { ...serializeSavedPaymentMethod(updated), expires_at: lapsesAt(updated)?.toISOString() ?? null };
      await recordEvent(tx, { merchantId: pm.merchantId, mode: pm.mode, type: "payment_method.expiring", objectType: "payment_method", objectId: pm.id, payload: payload as Prisma.InputJsonValue });
      return true;
    });
    if (announced) sent++;
  }
  return sent;
}
