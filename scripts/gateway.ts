// The operator's CLI: `npm run gateway -- <command>`.
//   merchant create --name "Acme" --email owner@acme.test --password … [--json]
//   keys list --merchant mch_… [--json]
//   keys roll --merchant mch_… (--key key_… | --mode test|live [--kind secret|public]) [--expire now|1h|24h] [--json]
//   ledger check [--merchant mch_…] [--json]
//   jobs list [--dead] [--merchant mch_…] [--json]
//   jobs retry job_… [--json]
// Errors print one clear line to stderr and exit 1 (2 for usage errors).
import { parseArgs } from "node:util";
import { closeDatabase, db } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { listApiKeys, rollApiKey, ROLL_GRACE, type RollGrace } from "@/lib/auth/api-keys";
import { isApiError } from "@/lib/http/errors";
import { checkLedger } from "@/lib/ledger/check-ledger";

const USAGE = `Usage: npm run gateway -- <command> [options]

Commands:
  merchant create --name NAME --email EMAIL --password PASSWORD [--json]
      Create a merchant with an owner login; prints its test and live keys (secret keys shown once).
  keys list --merchant MERCHANT_ID [--json]
      List a merchant's API keys (secret keys by prefix only).
  keys roll --merchant MERCHANT_ID (--key KEY_ID | --mode test|live [--kind secret|public]) [--expire now|1h|24h] [--json]
      Replace a key; the old one stops working now (default) or after 1h / 24h.
  ledger check [--merchant MERCHANT_ID] [--json]
      Recompute every balance from the ledger entries and check every transaction sums to zero;
      exits 1 and lists the differences when anything disagrees.
  jobs list [--dead] [--merchant MERCHANT_ID] [--json]
      Background jobs not yet done (queued, running, dead), or only the dead ones: jobs that failed
      their type's maximum number of tries and wait for someone to retry them.
  jobs retry JOB_ID [--json]
      Put a dead job back in the queue, due now, with its tries reset (audited for its merchant);
      exits 1 when the job is not dead.
`;

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      merchant: { type: "string" },
      key: { type: "string" },
      mode: { type: "string" },
      kind: { type: "string" },
      expire: { type: "string" },
      json: { type: "boolean" },
      dead: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [group, command] = positionals;
  if (values.help || !group) {
    process.stdout.write(USAGE);
    return;
  }
  const run = COMMANDS[`${group} ${command ?? ""}`.trim()];
  if (!run) throw new UsageError(`Unknown command "${positionals.join(" ")}"`);
  await run(values, positionals.slice(2));
}

const COMMANDS: Record<string, (o: Options, args: string[]) => Promise<void>> = {
  "merchant create": async (o) => {
    const name = required(o, "name");
    const email = required(o, "email");
    const password = required(o, "password");
    const { merchant, user, keys } = await createMerchant(db(), { name, email, password }, "cli");
    if (o.json) {
      print({ merchant_id: merchant.id, name: merchant.name, owner_email: user.email, keys });
      return;
    }
    console.log(`Created merchant ${merchant.name} (${merchant.id}) with owner ${user.email}.`);
    console.log("Keys (secret keys are shown only now):");
    for (const mode of ["test", "live"] as const) {
      console.log(`  ${mode} public  ${keys[mode].public}`);
      console.log(`  ${mode} secret  ${keys[mode].secret}`);
    }
  },

  "keys list": async (o) => {
    const merchantId = required(o, "merchant");
    await assertMerchant(merchantId);
    const keys = await listApiKeys(db(), merchantId);
    if (o.json) return print(keys);
    for (const k of keys) {
      console.log(
        [k.id, k.mode.padEnd(4), k.kind.padEnd(6), k.status.padEnd(8), k.display, k.last_used_at ? `last used ${k.last_used_at}` : "never used"].join("  "),
      );
    }
  },

  "keys roll": async (o) => {
    const merchantId = required(o, "merchant");
    await assertMerchant(merchantId);
    const expire = (o.expire as string | undefined) ?? "now";
    if (!(expire in ROLL_GRACE)) throw new UsageError(`--expire must be one of ${Object.keys(ROLL_GRACE).join(", ")}`);
    const keyId = (o.key as string | undefined) ?? (await activeKeyId(merchantId, o));
    // The service writes the audit record (actor: the CLI) in the roll's own transaction.
    const { created, old } = await rollApiKey(db(), { merchantId, keyId, expireOldIn: expire as RollGrace, actor: { type: "cli" } });
    if (o.json) return print({ new_key: created, old_key: { id: old.id, expires_at: old.expiresAt.toISOString() } });
    console.log(`New ${created.mode} ${created.kind} key (shown only now): ${created.key}`);
    console.log(`Old key ${old.id} ${expire === "now" ? "was revoked" : `expires at ${old.expiresAt.toISOString()}`}.`);
  },

  "ledger check": async (o) => {
    const merchantId = o.merchant as string | undefined;
    if (merchantId) await assertMerchant(merchantId);
    const report = await checkLedger(db(), { merchantId });
    if (o.json) print(report);
    else if (report.ok) console.log(`ledger ok: ${report.accounts} accounts and ${report.transactions} transactions agree with their entries`);
    else {
      console.error(`ledger check FAILED: ${report.problems.length} problem(s)`);
      for (const p of report.problems) console.error(`  ${JSON.stringify(p)}`);
    }
    if (!report.ok) process.exitCode = 1;
  },

  "jobs list": async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const merchantId = o.merchant as string | undefined;
    if (merchantId) await assertMerchant(merchantId);
    // Loaded on use: the job types' handlers pull in the checkout, which other commands never need.
    const { listJobs } = await import("@/lib/jobs/list-jobs");
    const jobs = await listJobs(db(), { dead: Boolean(o.dead), merchantId });
    if (o.json) return print(jobs);
    if (jobs.length === 0) {
      console.log(o.dead ? "No dead jobs." : "No jobs waiting.");
      return;
    }
    for (const j of jobs) {
      const when = j.status === "dead" ? `dead since ${j.dead_at}` : `due ${j.run_at}`;
      const object = j.object ? `${j.object.type} ${j.object.id}` : "-";
      console.log([j.id, j.status.padEnd(7), j.type, object, j.merchant_id ?? "system", `tries ${j.failures}${j.max_tries === null ? "" : `/${j.max_tries}`}`, when].join("  "));
      if (j.last_error) console.log(`    last error: ${j.last_error}`);
    }
  },

  "jobs retry": async (o, args) => {
    const [jobId, extra] = args;
    if (!jobId) throw new UsageError("Give the id of the dead job to retry: jobs retry JOB_ID");
    if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
    const { retryDeadJob } = await import("@/lib/jobs/retry-job");
    const job = await db().$transaction((tx) => retryDeadJob(tx, { jobId, actor: { type: "cli" } }));
    if (o.json) return print(job);
    console.log(`Job ${job.id} (${job.type}) is queued again and runs at the worker's next pass.`);
  },
};

async function activeKeyId(merchantId: string, o: Options): Promise<string> {
  const mode = o.mode as string | undefined;
  const kind = (o.kind as string | undefined) ?? "secret";
  if (mode !== "test" && mode !== "live") throw new UsageError("Give --key KEY_ID, or --mode test|live to roll the active key");
  if (kind !== "secret" && kind !== "public") throw new UsageError("--kind must be secret or public");
  const keys = await listApiKeys(db(), merchantId, mode);
  const active = keys.find((k) => k.kind === kind && k.status === "active");
  if (!active) throw new Error(`No active ${mode} ${kind} key for merchant ${merchantId}`);
  return active.id;
}

async function assertMerchant(merchantId: string) {
  const found = await db().merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!found) throw new Error(`No merchant with id ${merchantId}`);
}

function required(o: Options, name: string): string {
  const value = o[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

function print(value: unknown) {
  console.log(JSON.stringify(value, null, 2));
}

main(process.argv.slice(2))
  .then(() => closeDatabase())
  .catch(async (error) => {
    await closeDatabase().catch(() => {});
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith?.("ERR_PARSE_ARGS")) {
      console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (isApiError(error)) {
      const details = Array.isArray(error.details)
        ? (error.details as { field: string; message: string }[]).map((d) => `\n  --${d.field}: ${d.message}`).join("")
        : "";
      console.error(`error: ${error.message}${details}`);
    } else {
      console.error(`error: ${(error as Error).message}`);
    }
    process.exit(1);
  });
