import "server-only";
// An installation connection by id, locked for the change: a merchant's own connection is the
// merchant's to manage in its dashboard, so here it is NOT_FOUND like an id that does not exist.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";

export async function lockInstallationConnection(tx: Prisma.TransactionClient, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "ProcessorConnection" WHERE "id" = ${id} AND "merchantId" IS NULL FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", `No installation processor connection ${id}`);
  return tx.processorConnection.findUniqueOrThrow({ where: { id } });
}
