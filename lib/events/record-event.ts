import "server-only";
// Transactional outbox (ARCHITECTURE.md, convention 9): an event row is written in the same
// transaction as the state change it reports. Webhook delivery reads these rows later.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";

export async function recordEvent(
  db: Db,
  event: { merchantId: string; mode: Mode; type: string; objectType: string; objectId: string; payload: Prisma.InputJsonValue },
) {
  return db.event.create({ data: { id: newId("evt"), ...event } });
}
