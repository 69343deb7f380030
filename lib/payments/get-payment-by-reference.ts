import "server-only";
// Finds a payment by gateway reference or merchant reference, scoped to the caller's
// merchant, in one indexed query (issue 3). Another merchant's payment is NOT_FOUND; the
// caller's own payment in the other mode is 401, as the spec says mixing modes is an
// authentication error.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";

export async function getPaymentByReference(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const { merchantId, mode, reference } = opts;
  if (reference.length > 255) throw new ApiError("NOT_FOUND", "payment not found");
  const rows = await db.payment.findMany({
    where: {
      OR: [
        { id: reference, merchantId },
        // mode IN (test, live) keeps the (merchantId, mode, merchantReference) index usable.
        { merchantId, mode: { in: ["test", "live"] }, merchantReference: reference },
      ],
    },
    take: 3,
  });
  const inMode = rows.find((r) => r.mode === mode && r.id === reference) ?? rows.find((r) => r.mode === mode);
  if (inMode) return inMode;
  if (rows.length) {
    throw new ApiError("UNAUTHORIZED", `this reference belongs to ${rows[0].mode} mode; use your ${rows[0].mode} secret key`);
  }
  throw new ApiError("NOT_FOUND", "payment not found");
}
