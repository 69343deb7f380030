// What a database error means, for services that turn one into a business answer
// (a unique index deciding between two writers becomes RESOURCE_CONFLICT, for example).
// Kept apart from lib/db.ts so a service can ask without importing the drivers.
import { Prisma } from "@/lib/generated/prisma/client";

/** A unique index refused the row (Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
