import "server-only";
// Invoice numbers: the merchant's own sequence per mode (INV-000001, INV-000002…), taken in the
// invoice's transaction, so a rolled-back invoice gives its number back and the sequence has no gaps.
// Concurrent invoices of one merchant and mode wait on the sequence's row in turn.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";

export async function nextInvoiceNumber(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode }): Promise<string> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceSequence" ("merchantId", mode, last) VALUES (${opts.merchantId}, ${opts.mode}::"Mode", 1)
    ON CONFLICT ("merchantId", mode) DO UPDATE SET last = "InvoiceSequence".last + 1
    RETURNING last`;
  return `INV-${String(row.last).padStart(6, "0")}`;
}
