import "server-only";
import { databaseKind, db } from "@/lib/db";
import { ConfigurationError, env } from "@/lib/env";
import { logger } from "@/lib/logger";

/**
 * Whether this process can read its configuration. The server refuses to start without it
 * (instrumentation-node.ts); this is /healthz's own check, so that a process started some other way
 * never says ok while every request fails. The reason goes to stderr, not to
 * the unauthenticated caller.
 */
export function checkConfiguration(): { status: "ok" } | { status: "unavailable"; configuration: "invalid" } {
  try {
    env();
    return { status: "ok" };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return { status: "unavailable", configuration: "invalid" };
  }
}

export async function checkDatabase(): Promise<{ status: "ok" | "unavailable"; database: string }> {
  try {
    await db().$queryRaw`SELECT 1`;
    return { status: "ok", database: databaseKind() };
  } catch (error) {
    logger().error({ err: error }, "readiness check failed");
    return { status: "unavailable", database: "unreachable" };
  }
}
