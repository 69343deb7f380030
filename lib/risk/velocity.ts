import "server-only";
// Velocity counters in PostgreSQL (docs/risk.md "Velocity counters"): per merchant, mode, dimension,
// value hash, currency and bucket. Each window of VELOCITY_WINDOWS is served by buckets of its own
// width (5-minute buckets for the hour, hourly for the day, daily for the week), so a window slides by
// one bucket. Increments are upserts that add to the row under its primary key, so concurrent attempts
// never lose a count. The reads (every window of every dimension the attempt has, and the day cap's
// total) are parts of the engine's one statement (evaluate-risk.ts), built from the fragments here.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { VELOCITY_DIMENSIONS, VELOCITY_WINDOWS, type VelocityDimension } from "@/lib/catalog/risk";
import type { RiskContext } from "@/lib/risk/expression";

type Keys = Partial<Record<VelocityDimension, string>>;
type Scope = { merchantId: string; mode: "test" | "live"; currency: string };

/** Buckets older than this are deleted by the sweep: the longest window plus a day. */
export const RISK_COUNTER_RETENTION_MS = 8 * 24 * 60 * 60_000;

function bucketStart(now: Date, bucketMs: number): Date {
  return new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
}

/** One row per present dimension and granularity, added to in one statement. */
async function addToCounters(tx: Db, scope: Scope, keys: Keys, add: { attempts: number; declines: number; amount: bigint }, now: Date): Promise<void> {
  const rows: Prisma.Sql[] = [];
  for (const dimension of VELOCITY_DIMENSIONS) {
    const hash = keys[dimension];
    if (!hash) continue;
    for (const w of VELOCITY_WINDOWS) {
      rows.push(
        Prisma.sql`(${scope.merchantId}, ${scope.mode}::"Mode", ${dimension}, ${hash}, ${scope.currency}, ${w.granularity}, ${bucketStart(now, w.bucketMs)}, ${add.attempts}, ${add.declines}, ${add.amount})`,
      );
    }
  }
  if (rows.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "RiskCounter" ("merchantId", "mode", "dimension", "valueHash", "currency", "granularity", "bucketStart", "attempts", "declines", "amount")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("merchantId", "mode", "dimension", "valueHash", "granularity", "bucketStart", "currency") DO UPDATE SET
      "attempts" = "RiskCounter"."attempts" + EXCLUDED."attempts",
      "declines" = "RiskCounter"."declines" + EXCLUDED."declines",
      "amount" = "RiskCounter"."amount" + EXCLUDED."amount"`;
}

/** An attempt started: one more attempt and its amount under each of its keys. */
export function countRiskAttempt(tx: Db, scope: Scope, keys: Keys, amount: bigint, now = new Date()): Promise<void> {
  return addToCounters(tx, scope, keys, { attempts: 1, declines: 0, amount }, now);
}

/** An attempt ended failed or blocked: one more decline under the keys it was counted under. */
export function countRiskDecline(tx: Db, scope: Scope, keys: Keys, now = new Date()): Promise<void> {
  return addToCounters(tx, scope, keys, { attempts: 0, declines: 1, amount: 0n }, now);
}

export type VelocityCounts = RiskContext["velocity"];

/** Zeros for every dimension and window: a rule reading a dimension the attempt lacks sees 0. */
export function emptyVelocity(): VelocityCounts {
  const out: VelocityCounts = {};
  for (const d of VELOCITY_DIMENSIONS) {
    const fields: Record<string, bigint | number> = {};
    for (const w of VELOCITY_WINDOWS) {
      fields[`attempts_${w.id}`] = 0n;
      fields[`declines_${w.id}`] = 0n;
      fields[`amount_${w.id}`] = 0;
    }
    out[d] = fields;
  }
  return out;
}

/** The WHERE of the windows' buckets, for the one grouped read (here and in evaluate-risk.ts's combined read). */
export function velocityWindowsSql(now: Date): Prisma.Sql {
  const windows = VELOCITY_WINDOWS.map(
    (w) => Prisma.sql`("granularity" = ${w.granularity} AND "bucketStart" >= ${new Date(bucketStart(now, w.bucketMs).getTime() - (w.buckets - 1) * w.bucketMs)})`,
  );
  return Prisma.join(windows, " OR ");
}

/** Rows of the grouped read (dimension, granularity, sums) folded into every window of every dimension. */
export function foldVelocity(rows: { dimension: string; granularity: string; attempts: bigint | number | string; declines: bigint | number | string; amount: bigint | number | string | null }[], toMajor: (minor: bigint) => number): VelocityCounts {
  const out = emptyVelocity();
  for (const row of rows) {
    const window = VELOCITY_WINDOWS.find((w) => w.granularity === row.granularity);
    const fields = out[row.dimension];
    if (!window || !fields) continue;
    fields[`attempts_${window.id}`] = BigInt(row.attempts);
    fields[`declines_${window.id}`] = BigInt(row.declines);
    fields[`amount_${window.id}`] = toMajor(BigInt(row.amount ?? 0));
  }
  return out;
}

/** The start of the current UTC day's bucket: the day cap's. */
export function dayBucketStart(now: Date): Date {
  const day = VELOCITY_WINDOWS.find((w) => w.granularity === "1d")!;
  return bucketStart(now, day.bucketMs);
}

/** Deletes buckets no window reads any more. Installation-wide housekeeping, not a merchant's data. */
export async function sweepRiskCounters(database: Db, now = new Date()): Promise<number> {
  return database.$executeRaw`DELETE FROM "RiskCounter" WHERE "bucketStart" < ${new Date(now.getTime() - RISK_COUNTER_RETENTION_MS)}`;
}
