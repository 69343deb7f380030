import "server-only";
// Transactional outbox (docs/architecture.md, convention 9): an event row is written in the same
// transaction as the state change it reports, and with it a delivery (and its job) for each
// webhook endpoint that wants it (lib/events/queue-deliveries.ts). One write path: recordEvent runs the
// same parts as a statement of its own that addEvent adds to a larger one-statement write.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { addWebhookDeliveries } from "@/lib/events/queue-deliveries";
import { asJson, OneStatement, SqlExpression } from "@/lib/db/one-statement";

type NewEvent = { merchantId: string; mode: Mode; type: string; objectType: string; objectId: string; payload: Prisma.InputJsonValue };

/**
 * The event, its deliveries and their jobs as a part of a one-statement write (lib/db/one-statement.ts).
 * The payload may be computed by the statement (a SqlExpression giving jsonb), when it holds figures
 * only the statement knows (a virtual-account debit's balances, taken under its lock).
 */
export function addEvent(statement: OneStatement, event: Omit<NewEvent, "payload"> & { payload: Prisma.InputJsonValue | SqlExpression }) {
  const id = newId("evt");
  const payload = event.payload instanceof SqlExpression ? event.payload : asJson(event.payload);
  statement.with(statement.name("event"), statement.insert("Event", { id, ...event, payload, createdAt: new Date() }));
  addWebhookDeliveries(statement, { id, merchantId: event.merchantId, mode: event.mode, type: event.type });
  return id;
}

/** The event, its deliveries and their jobs as a statement of their own, in `db` (the caller's transaction). */
export async function recordEvent(db: Db, event: NewEvent): Promise<{ id: string }> {
  const statement = new OneStatement();
  const id = addEvent(statement, event);
  await statement.run(db, "1");
  return { id };
}
