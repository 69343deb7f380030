import "server-only";
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";

/** A refund by its reference or the merchant's own reference, scoped to merchant; other mode is 401. */
export async function getRefundOrThrow(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const rows = await db.refund.findMany({
    where: {
      OR: [
        { id: opts.reference, merchantId: opts.merchantId },
        { merchantId: opts.merchantId, mode: { in: ["test", "live"] }, merchantReference: opts.reference },
      ],
    },
    take: 3,
  });
  const inMode = rows.find((r) => r.mode === opts.mode);
  if (inMode) return inMode;
  if (rows.length) throw new ApiError("UNAUTHORIZED", `this reference belongs to ${rows[0].mode} mode; use your ${rows[0].mode} secret key`);
  throw new ApiError("NOT_FOUND", "refund not found");
}
