import "server-only";
// Transactional outbox (ARCHITECTURE.md, convention 9): an event row is written in the same
// transaction as the state change it reports, and with it a delivery (and its job) for each
// webhook endpoint that wants it (lib/webhooks/queue-deliveries.ts).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { queueWebhookDeliveries } from "@/lib/webhooks/queue-deliveries";

export async function recordEvent(
  db: Db,
  event: { merchantId: string; mode: Mode; type: string; objectType: string; objectId: string; payload: Prisma.InputJsonValue },
) {
  const row = await db.event.create({ data: { id: newId("evt"), ...event } });
  await queueWebhookDeliveries(db, row);
  return row;
}
