import "server-only";
// The risk engine's decision for one attempt, before routing (docs/risk.md "Evaluation order", the
// order lib/catalog/risk.ts documents): the merchant's caps first, then the rules. An installation
// allow skips every block, review and require_otp rule; a merchant allow skips the merchant's own
// only, never the installation's. Then the first matching block rule (installation rules before the
// merchant's, each in position order) blocks; else the first review rule; else the first require_otp
// rule. Shadow rules never act: each one that matches is recorded. Everything the decision reads
// is read in one statement (readRiskInputs), so the engine costs the checkout one round trip.
import type { Db } from "@/lib/db";
import type { RiskAction } from "@/lib/catalog/risk";
import { compileRiskExpression, type CompiledRule, type ListHits, type RiskContext } from "@/lib/risk/expression";
import { Prisma } from "@/lib/generated/prisma/client";
import { candidateValues } from "@/lib/risk/lists";
import { dayBucketStart, foldVelocity, velocityWindowsSql } from "@/lib/risk/velocity";
import { capBreach, parseRiskCaps } from "@/lib/risk/caps";
import type { RiskSignals } from "@/lib/risk/signals";
import { VELOCITY_DIMENSIONS } from "@/lib/catalog/risk";
import { toMajorUnits } from "@/lib/money";
import { logger } from "@/lib/logger";

export type RiskDecision = "allow" | "block" | "review" | "require_otp" | "none";

/** What riskRuleId says when a cap, not a rule, blocked (the schema's comment on PaymentAttempt.riskRuleId). */
export const RISK_CAP_RULE_ID = "cap";

export type RiskVerdict = {
  decision: RiskDecision;
  /** The rule that decided, RISK_CAP_RULE_ID for a cap; null for "none". */
  ruleId: string | null;
  shadowRuleIds: string[];
  /** For the merchant and operators (the rule's name, or the cap); never shown to the customer. */
  reason: string | null;
};

type LoadedRule = { id: string; merchantId: string | null; action: string; status: string; name: string; compiled: CompiledRule };

const compiledById = new Map<string, CompiledRule | null>();

/** A rule compiled once per process and version (its id and updatedAt); one that no longer compiles is skipped. */
function compiledRule(rule: { id: string; updatedAt: Date; expression: string }): CompiledRule | null {
  const key = `${rule.id}:${rule.updatedAt.getTime()}`;
  if (compiledById.has(key)) return compiledById.get(key)!;
  const result = compileRiskExpression(rule.expression);
  if (!result.ok) logger().warn({ ruleId: rule.id, problem: result.problem }, "risk rule does not compile; skipped");
  const compiled = result.ok ? result.rule : null;
  if (compiledById.size > 5000) compiledById.clear();
  compiledById.set(key, compiled);
  return compiled;
}

export type EvaluateRiskInput = {
  merchantId: string;
  mode: "test" | "live";
  signals: RiskSignals;
  amount: bigint;
  /** Merchant.riskCaps. */
  riskCaps?: unknown;
  now?: Date;
};

export async function evaluateRisk(tx: Db, input: EvaluateRiskInput): Promise<RiskVerdict> {
  const { merchantId, mode, signals } = input;
  const currency = signals.context.currency;
  const now = input.now ?? new Date();
  const caps = parseRiskCaps(input.riskCaps)[currency];
  const read = await readRiskInputs(tx, { merchantId, mode, currency }, signals, now, caps?.day !== undefined);
  const cap = capBreach(caps, currency, input.amount, read.dayAmount);
  const rules = read.rules;
  if (rules.length === 0) return cap ? { decision: "block", ruleId: RISK_CAP_RULE_ID, shadowRuleIds: [], reason: cap } : { decision: "none", ruleId: null, shadowRuleIds: [], reason: null };
  const hits = read.hits;
  const velocity = foldVelocity(read.velocity, (minor) => toMajorUnits(minor, currency));
  const context: RiskContext = { ...signals.context, velocity };
  const matches = (rule: LoadedRule) => {
    try {
      return rule.compiled.matches(context, hits);
    } catch (error) {
      // A runtime error (an overflow) is no match: a broken rule must not stop payments.
      logger().warn({ err: error, ruleId: rule.id }, "risk rule failed to evaluate; treated as no match");
      return false;
    }
  };

  const shadowRuleIds = rules.filter((r) => r.status === "shadow" && matches(r)).map((r) => r.id);
  if (cap) return { decision: "block", ruleId: RISK_CAP_RULE_ID, shadowRuleIds, reason: cap };

  const active = rules.filter((r) => r.status === "active");
  const installation = active.filter((r) => r.merchantId === null);
  const merchant = active.filter((r) => r.merchantId !== null);
  const installationAllow = installation.find((r) => r.action === "allow" && matches(r));
  const merchantAllow = installationAllow ? undefined : merchant.find((r) => r.action === "allow" && matches(r));
  const allow = installationAllow ?? merchantAllow;
  // What an allow leaves in play: nothing after an installation allow, the installation's rules after a merchant's.
  const inPlay = installationAllow ? [] : merchantAllow ? installation : [...installation, ...merchant];
  for (const action of ["block", "review", "require_otp"] as const satisfies readonly RiskAction[]) {
    const hit = inPlay.find((r) => r.action === action && matches(r));
    if (hit) return { decision: action, ruleId: hit.id, shadowRuleIds, reason: hit.name };
  }
  if (allow) return { decision: "allow", ruleId: allow.id, shadowRuleIds, reason: allow.name };
  return { decision: "none", ruleId: null, shadowRuleIds, reason: null };
}

type ReadInputs = {
  rules: LoadedRule[];
  hits: ListHits;
  velocity: { dimension: string; granularity: string; attempts: string; declines: string; amount: string }[];
  dayAmount: bigint;
};

/**
 * Everything the decision reads, in ONE statement (one round trip in the attempt's transaction): the
 * rules that apply (the installation's for the mode, the merchant's), which of the attempt's values
 * are in any list the rules may name (the merchant's and the installation's), the velocity windows of
 * every dimension the attempt has (only when a rule reads velocity), and the merchant's amount today
 * in the currency (only for a day cap). Lists and counters are skipped inside the statement when no
 * rule could use them, so a merchant without rules pays one small query.
 */
async function readRiskInputs(tx: Db, scope: { merchantId: string; mode: "test" | "live"; currency: string }, signals: RiskSignals, now: Date, needDay: boolean): Promise<ReadInputs> {
  const { merchantId, mode, currency } = scope;
  const values = candidateValues(signals.context);
  const pairs = VELOCITY_DIMENSIONS.filter((d) => signals.keys[d]).map((d) => Prisma.sql`(${d}, ${signals.keys[d]!})`);
  const rows = await tx.$queryRaw<{ k: string; v: unknown }[]>`
    WITH rules AS (
      SELECT "id", "merchantId", "action", "status", "name", "expression", "updatedAt", "position", "createdAt" FROM "RiskRule"
      WHERE "status" IN ('active', 'shadow')
        AND (("merchantId" IS NULL AND ("mode" IS NULL OR "mode" = ${mode}::"Mode")) OR ("merchantId" = ${merchantId} AND "mode" = ${mode}::"Mode"))
    )
    SELECT 'r' AS "k", jsonb_build_array("id", "merchantId", "action", "status", "name", "expression",
      floor(extract(epoch FROM "updatedAt") * 1000)::bigint::text, "position", floor(extract(epoch FROM "createdAt") * 1000)::bigint::text) AS "v"
    FROM rules
    UNION ALL
    SELECT 'h', jsonb_build_array(l."alias", i."value")
    FROM "RiskListItem" i JOIN "RiskList" l ON l."id" = i."listId"
    WHERE ${values.length > 0} AND EXISTS (SELECT 1 FROM rules WHERE "expression" LIKE '%in_list%')
      AND (l."merchantId" = ${merchantId} OR l."merchantId" IS NULL) AND (l."mode" = ${mode}::"Mode" OR l."mode" IS NULL)
      AND i."value" = ANY(${values}::text[])
    UNION ALL
    SELECT 'v', jsonb_build_array("dimension", "granularity", SUM("attempts")::text, SUM("declines")::text,
      SUM(CASE WHEN "currency" = ${currency} THEN "amount" ELSE 0 END)::text)
    FROM "RiskCounter"
    WHERE EXISTS (SELECT 1 FROM rules WHERE "expression" LIKE '%velocity%')
      AND "merchantId" = ${merchantId} AND "mode" = ${mode}::"Mode"
      AND ("dimension", "valueHash") IN (${Prisma.join(pairs)}) AND (${velocityWindowsSql(now)})
    GROUP BY "dimension", "granularity"
    UNION ALL
    SELECT 'd', jsonb_build_array(COALESCE(SUM("amount"), 0)::text)
    FROM "RiskCounter"
    WHERE ${needDay} AND "merchantId" = ${merchantId} AND "mode" = ${mode}::"Mode" AND "dimension" = 'merchant' AND "valueHash" = 'merchant'
      AND "currency" = ${currency} AND "granularity" = '1d' AND "bucketStart" = ${dayBucketStart(now)}`;

  const loaded: (LoadedRule & { order: [number, number, string] })[] = [];
  const hits = new Map<string, Set<string>>();
  const velocity: ReadInputs["velocity"] = [];
  let dayAmount = 0n;
  for (const row of rows) {
    const v = (typeof row.v === "string" ? JSON.parse(row.v) : row.v) as unknown[];
    if (row.k === "r") {
      const [id, ruleMerchant, action, status, name, expression, updatedMs, position, createdMs] = v as [string, string | null, string, string, string, string, string, number, string];
      const compiled = compiledRule({ id, updatedAt: new Date(Number(updatedMs)), expression });
      if (compiled) loaded.push({ id, merchantId: ruleMerchant, action, status, name, compiled, order: [position, Number(createdMs), id] });
    } else if (row.k === "h") {
      const [alias, value] = v as [string, string];
      let set = hits.get(alias);
      if (!set) hits.set(alias, (set = new Set()));
      set.add(value);
    } else if (row.k === "v") {
      const [dimension, granularity, attempts, declines, amount] = v as string[];
      velocity.push({ dimension, granularity, attempts, declines, amount });
    } else if (row.k === "d") {
      dayAmount = BigInt((v as string[])[0] ?? "0");
    }
  }
  // Position order, then creation, then id: the order rules are listed and evaluated in.
  loaded.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || (a.order[2] < b.order[2] ? -1 : a.order[2] > b.order[2] ? 1 : 0));
  return { rules: loaded, hits, velocity, dayAmount };
}
