import "server-only";
// The time a subscription lives in: its test clock's frozen time when it has one (test mode only,
// lib/billing/test-clocks.ts), else the machine's.
import type { Db } from "@/lib/db";
import type { Subscription } from "@/lib/generated/prisma/client";

export async function billingNow(db: Db, subscription: Pick<Subscription, "testClockId" | "merchantId">): Promise<Date> {
  if (!subscription.testClockId) return new Date();
  const clock = await db.testClock.findFirst({ where: { id: subscription.testClockId, merchantId: subscription.merchantId }, select: { frozenTime: true } });
  return clock?.frozenTime ?? new Date();
}
