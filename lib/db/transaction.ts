import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/** A client or an interactive transaction: services accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

// PGlite serialises transactions; the 2 s default maxWait fails under load (STACK-NOTES).
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/**
 * Runs fn in one database transaction. Given a transaction already, joins it:
 * services compose without caring whether their caller opened one.
 */
export async function inTransaction<T>(database: Db, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  // Prisma 7 transaction clients also have $transaction (savepoints, which the PGlite adapter
  // lacks); only the root client has $connect.
  if (isRootClient(database)) return database.$transaction(fn, TRANSACTION_OPTIONS);
  return fn(database);
}

function isRootClient(database: Db): database is PrismaClient {
  return "$connect" in database;
}

/** True inside a transaction (a transaction client), false for the root client. */
export function isInTransaction(database: Db): database is Prisma.TransactionClient {
  return !isRootClient(database);
}
