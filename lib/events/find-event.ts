import "server-only";
// GET /v2/events/{id}: one event of the caller's merchant and mode. Another
// merchant's is NOT_FOUND; the caller's own in the other mode follows lib/auth/other-mode.ts.
import type { Db } from "@/lib/db";
import type { Event, Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const EVENT_ID = /^evt_[0-9A-Za-z]{22}$/;

export async function findEvent(db: Db, opts: { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer }): Promise<Event> {
  const event = EVENT_ID.test(opts.id) ? await db.event.findUnique({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  if (!event || event.merchantId !== opts.merchantId) throw new ApiError("NOT_FOUND", "event not found");
  if (event.mode !== opts.mode) throw otherModeError("event", event.mode, opts.otherMode);
  return event;
}
