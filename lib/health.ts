import "server-only";
import { databaseKind, db } from "@/lib/db";
import { logger } from "@/lib/logger";

export async function checkDatabase(): Promise<{ status: "ok" | "unavailable"; database: string }> {
  try {
    await db().$queryRaw`SELECT 1`;
    return { status: "ok", database: databaseKind() };
  } catch (error) {
    logger().error({ err: error }, "readiness check failed");
    return { status: "unavailable", database: "unreachable" };
  }
}
