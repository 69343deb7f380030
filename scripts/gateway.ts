// The operator's CLI: `npm run gateway -- <command>`.
//   merchant create --name "Acme" --email owner@acme.test --password … [--activated] [--json]
//   merchant list [--pending] [--json] | merchant activate mch_…|EMAIL [--force] [--json]
//   merchant verification-code mch_…|EMAIL [--json]
//   user set-password --email EMAIL --password PASSWORD [--json]
//   keys list --merchant mch_… [--json]
//   keys roll --merchant mch_… (--key key_… | --mode test|live [--kind secret|public]) [--expire now|1h|24h] [--json]
//   ledger check [--merchant mch_…] [--json]
//   jobs list [--dead] [--merchant mch_…] [--json]
//   jobs retry job_… [--json]
//   listen --api-key sk_test_… --forward-to URL [--base-url URL] [--events TYPES] [--interval-ms MS]
//   trigger EVENT_TYPE --api-key sk_test_… [--base-url URL]
//   secrets rotate [--json]
//   connectors add --connector NAME --mode test|live --credentials JSON [--base-url URL] [--merchant ID|EMAIL] [--priority N] [--methods a,b] [--currencies X,Y] [--json]
//   connectors list [--json] | connectors disable ID | connectors check ID
//   fake-processor NAME [--port N]
// NAME: a connector of lib/processors/connectors.ts (the usage below lists them).
//   reconcile --connection ID --from DATE --to DATE [--file report.csv] [--json]
//   disputes list --merchant ID|EMAIL --mode test|live [--open] [--json]
//   disputes claim --merchant ID|EMAIL --mode test|live --payment REF --operator-reference REF --reason R [--amount N] [--note TEXT] [--json]
//   disputes claim-status DISPUTE_ID --merchant ID|EMAIL --mode test|live --status funds_frozen|reversed|rejected [--json]
//   operator create --email EMAIL --role administrator|risk_analyst|support [--name NAME] [--password-stdin] [--json]
//   operator list [--json] | operator disable OPERATOR_ID|EMAIL --reason TEXT [--json]
//   operator api-key create --name NAME --reason TEXT [--json] | operator api-key list [--json] | operator api-key revoke KEY_ID --reason TEXT
// Errors print one clear line to stderr and exit 1 (2 for usage errors).
import { parseArgs } from "node:util";
import { closeDatabase, db } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { activateMerchant } from "@/lib/merchants/activation/activate-merchant";
import { listActivations } from "@/lib/merchants/activation/list-activations";
import { ACTIVATION_STEP_LABELS } from "@/lib/catalog/activation";
import { issueVerificationCode } from "@/lib/merchants/activation/email-verification";
import { setPasswordByOperator } from "@/lib/auth/password-reset";
import { listApiKeys, rollApiKey, ROLL_GRACE, type RollGrace } from "@/lib/auth/api-keys";
import { isApiError } from "@/lib/http/errors";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { CliError } from "@/lib/cli/gateway-api";
import { env } from "@/lib/env";
import { encryptStoredSecrets } from "@/lib/stored-secrets/encrypt-stored-secrets";
import { encryptionKeys } from "@/lib/crypto/encryption-keys";
import { CONNECTOR_NAMES, connectorSpec, installedConnectors } from "@/lib/processors/connector-specs";
import { createOperator } from "@/lib/operator/operators/create-operator";
import { disableOperator } from "@/lib/operator/operators/disable-operator";
import { listOperators } from "@/lib/operator/operators/list-operators";
import { inTransaction } from "@/lib/db";
import { isOperatorRole, OPERATOR_ROLES } from "@/lib/catalog/operator-permissions";

// The connectors whose reconciliation reads a report file, for the usage text (from the connector list).
const fileReports = installedConnectors()
  .filter((c) => c.spec.capabilities.includes("settlement_file"))
  .map((c) => `${c.spec.label}'s`);
const FILE_REPORT_LABELS = `${fileReports.length > 1 ? `${fileReports.slice(0, -1).join(", ")} or ` : ""}${fileReports.at(-1) ?? "no connector's"} statement`;

const USAGE = `Usage: npm run gateway -- <command> [options]

Commands:
  merchant create --name NAME --email EMAIL --password PASSWORD [--activated] [--json]
      Create a merchant with an owner login; prints its test keys (secret key shown once). Live mode
      stays locked until activation (docs/going-live.md); with --activated it is live at once and
      the live keys are printed too.
  merchant list [--pending] [--json]
      Merchants and where they stand on the go-live checklist; --pending: not activated yet
      (submitted ones, waiting for you, first).
  merchant activate MERCHANT_ID|OWNER_EMAIL [--force] [--json]
      Unlock live mode. Refused while the checklist is incomplete unless --force. The owner is shown
      the live secret key once, at the next dashboard visit.
  merchant verification-code MERCHANT_ID|OWNER_EMAIL [--json]
      When SMTP is not configured: a fresh code (24 hours, replaces any earlier one) that proves the
      owner's e-mail address; give it to the owner, who enters it on the checklist.
  user set-password --email EMAIL --password PASSWORD [--json]
      Set a dashboard user's new password when they cannot use "Forgot password?" (no SMTP
      configured). Ends every session of the user, lifts a sign-in lock, and is audited.
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
  listen --api-key sk_test_… --forward-to URL [--base-url URL] [--events TYPE,FAMILY.*] [--interval-ms MS]
      Local development (test mode only): follow the events feed of the gateway at --base-url (default
      PUBLIC_BASE_URL, or http://localhost:3000) from now on and POST each new event to URL, signed like a
      real delivery with a secret printed at start. Retries while the local server is down; Ctrl-C stops.
  trigger EVENT_TYPE --api-key sk_test_… [--base-url URL]
      Create the test-mode objects that produce one event, through the API. EVENT_TYPE is one of
      payment.success, payment.failed, payment.cancelled, payout.success, payout.failed.
  secrets rotate [--json]
      Re-encrypt every secret stored encrypted (webhook signing secrets, TOTP secrets) with ENCRYPTION_KEY: values
      in plaintext or under a key listed in ENCRYPTION_KEYS_OLD. Run after changing ENCRYPTION_KEY;
      then the old key can leave ENCRYPTION_KEYS_OLD (docs/security.md).
  connectors add --connector ${CONNECTOR_NAMES.join("|")} --mode test|live --credentials JSON [--base-url URL]
                 [--merchant MERCHANT_ID|EMAIL] [--priority N] [--methods a,b] [--currencies X,Y] [--json]
      Connect a processor account (docs/processors.md). Without --merchant it serves every merchant;
      with it, only that merchant, before the installation's. --methods and --currencies narrow what it
      serves (default: everything the connector serves). The credentials are encrypted at rest with
      ENCRYPTION_KEY and never shown again; --mode live is refused without it (the development key
      is no secret). --base-url (a fake, a proxy) warns when it is not a public address. Running
      servers use the new connection within seconds.
  connectors list [--json]
      Every connection: connector, mode, scope, methods, currencies, priority, enabled, last check.
  connectors disable CONNECTION_ID [--json]
      Stop routing new payments and payouts to it (what it already carries is still followed).
  connectors check CONNECTION_ID [--json]
      One harmless authenticated call (a token, the balance, the bank list): says ok or why not;
      exits 1 when the check fails.
  reconcile --connection CONNECTION_ID --from DATE --to DATE [--file REPORT.csv] [--json]
      Match what the processor says it settled in the period against the gateway's payments, refunds
      and payouts on that connection, and explain its clearing account (docs/reconciliation.md). By the
      processor's API, or from its report file (--file; ${FILE_REPORT_LABELS}). DATE is
      YYYY-MM-DD (UTC; --to includes that whole day) or an ISO 8601 date-time. Nothing moves money.
      Exits 0 when everything matched, 1 on exceptions (or when the processor could not be read),
      2 on bad input (options, dates, an unreadable file).
  disputes list --merchant MERCHANT_ID|EMAIL --mode test|live [--open] [--json]
      A merchant's disputes (card chargebacks and mobile-money reversal claims), newest first; --open:
      only those not closed yet.
  disputes claim --merchant MERCHANT_ID|EMAIL --mode test|live --payment PAYMENT_REF --operator-reference REF
                 --reason REASON [--amount N] [--note TEXT] [--json]
      Record a mobile-money reversal claim (MTN MoMo, Airtel Money, WaafiPay) that the operator told you of:
      the amount (default: the whole payment, less refunds) is held from the merchant's balance at once
      (docs/disputes.md). REASON: fraudulent, product_not_received, duplicate, unrecognized, …
  disputes claim-status DISPUTE_ID --merchant MERCHANT_ID|EMAIL --mode test|live --status funds_frozen|reversed|rejected [--json]
      The claim's next step as the operator said: reversed takes the held amount, rejected releases it.
  operator create --email EMAIL --role ${OPERATOR_ROLES.join("|")} [--name NAME] [--password-stdin] [--json]
      An account of the operator's console (/operator, docs/operator.md). Prints a one-time password
      unless --password-stdin reads one (12 characters or more); TOTP is set up at the first sign-in.
  operator list [--json]
      Operator accounts: role, two-factor, locked or disabled.
  operator disable OPERATOR_ID|EMAIL --reason TEXT [--json]
      Ends the operator's sessions; it cannot sign in again.
  operator api-key create --name NAME --reason TEXT [--json]
      A key for the operator API (/v2/operator, docs/operator.md): creates merchants and their keys.
      Printed once; only its hash is kept.
  operator api-key list [--json] | operator api-key revoke KEY_ID --reason TEXT [--json]
  fake-processor ${CONNECTOR_NAMES.join("|")} [--port N]
      Run a local fake of the processor's API (tests/fakes/), to try live mode on a laptop
      (docs/processors.md shows the steps). Ctrl-C stops.
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
      activated: { type: "boolean" },
      pending: { type: "boolean" },
      force: { type: "boolean" },
      dead: { type: "boolean" },
      "api-key": { type: "string" },
      "forward-to": { type: "string" },
      "base-url": { type: "string" },
      events: { type: "string" },
      "interval-ms": { type: "string" },
      connector: { type: "string" },
      credentials: { type: "string" },
      priority: { type: "string" },
      methods: { type: "string" },
      currencies: { type: "string" },
      port: { type: "string" },
      connection: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      file: { type: "string" },
      open: { type: "boolean" },
      payment: { type: "string" },
      "operator-reference": { type: "string" },
      reason: { type: "string" },
      amount: { type: "string" },
      note: { type: "string" },
      status: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [group, command] = positionals;
  if (values.help || !group) {
    process.stdout.write(USAGE);
    return;
  }
  // One-word commands (listen, trigger) take the rest as arguments; the others are "group command".
  if (ONE_WORD_COMMANDS[group]) return ONE_WORD_COMMANDS[group](values, positionals.slice(1));
  const run = COMMANDS[`${group} ${command ?? ""}`.trim()];
  if (!run) throw new UsageError(`Unknown command "${positionals.join(" ")}"`);
  await run(values, positionals.slice(2));
}

const COMMANDS: Record<string, (o: Options, args: string[]) => Promise<void>> = {
  "operator create": async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const role = required(o, "role");
    if (!isOperatorRole(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(", ")}`);
    // A password on the command line would stay in the shell's history: stdin or a generated one.
    const password = o["password-stdin"] ? await readStdinLine() : undefined;
    const name = typeof o.name === "string" ? o.name : undefined;
    const created = await createOperator(db(), { email: required(o, "email"), name, role, password, reason: "created with the CLI", actor: { type: "cli" } });
    if (o.json) return print(created);
    console.log(`Created operator ${created.email} (${created.id}), ${created.role}.`);
    if (created.password) console.log(`One-time password (shown only now): ${created.password}`);
    console.log("Sign in at /operator/sign-in; the first sign-in sets up the authenticator app.");
  },
  "operator list": async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const rows = await listOperators(db());
    if (o.json) return print(rows);
    if (rows.length === 0) return console.log("No operators: create one with operator create --email EMAIL --role administrator");
    for (const r of rows) {
      const state = r.disabled_at ? "disabled" : r.locked_until && new Date(r.locked_until) > new Date() ? "locked" : r.two_factor ? "active" : "TOTP not set up";
      console.log([r.id, r.role.padEnd(13), state.padEnd(15), r.email].join("  "));
    }
  },
  "operator disable": async (o, args) => {
    const [who, extra] = args;
    if (!who || extra) throw new UsageError("operator disable takes one OPERATOR_ID or EMAIL");
    const reason = required(o, "reason");
    const result = await inTransaction(db(), (tx) => disableOperator(tx, { operator: who, reason, actor: { type: "cli" } }));
    if (o.json) return print(result);
    console.log(`Disabled operator ${result.email} (${result.id}); its sessions have ended.`);
  },
  "operator api-key": async (o, args) => {
    const [sub, id, extra] = args;
    const keys = await import("@/lib/operator/api/operator-api-keys");
    if (sub === "create" && !id) {
      const made = await inTransaction(db(), (tx) => keys.createOperatorApiKey(tx, { name: required(o, "name"), reason: required(o, "reason"), actor: { type: "cli" } }));
      if (o.json) return print(made);
      console.log(`Created operator API key ${made.id} (${made.name}). The key, shown only now:\n${made.key}`);
      return;
    }
    if (sub === "list" && !id) {
      const rows = await keys.listOperatorApiKeys(db());
      if (o.json) return print(rows);
      if (rows.length === 0) return console.log("No operator API keys: make one with operator api-key create --name NAME --reason TEXT");
      for (const r of rows) console.log([r.id, r.prefix, (r.revoked_at ? "revoked" : "active").padEnd(7), r.last_used_at ?? "never used", r.name].join("  "));
      return;
    }
    if (sub === "revoke" && id && !extra) {
      const revoked = await inTransaction(db(), (tx) => keys.revokeOperatorApiKey(tx, { keyId: id, reason: required(o, "reason"), actor: { type: "cli" } }));
      if (o.json) return print(revoked);
      console.log(`Revoked operator API key ${revoked.id} (${revoked.name}).`);
      return;
    }
    throw new UsageError("operator api-key create --name NAME --reason TEXT | list | revoke KEY_ID --reason TEXT");
  },
  "user set-password": async (o) => {
    const { userId, email } = await setPasswordByOperator(db(), { email: required(o, "email"), password: required(o, "password") });
    if (o.json) {
      print({ user_id: userId, email, sessions_ended: true, sign_in_unlocked: true });
      return;
    }
    console.log(`Set a new password for ${email}: every session of this user has ended and a sign-in lock is lifted.`);
  },
  "merchant create": async (o) => {
    const name = required(o, "name");
    const email = required(o, "email");
    const password = required(o, "password");
    const activated = Boolean(o.activated);
    const { merchant, user, keys } = await createMerchant(db(), { name, email, password }, "cli", { activated });
    // A pending merchant's live secret key is never shown: the owner gets a new one after activation.
    const shown = activated ? keys : { test: keys.test };
    if (o.json) {
      print({ merchant_id: merchant.id, name: merchant.name, owner_email: user.email, activation_status: activated ? "activated" : "pending", keys: shown });
      return;
    }
    console.log(`Created merchant ${merchant.name} (${merchant.id}) with owner ${user.email}.`);
    console.log("Keys (secret keys are shown only now):");
    for (const mode of activated ? (["test", "live"] as const) : (["test"] as const)) {
      console.log(`  ${mode} public  ${keys[mode].public}`);
      console.log(`  ${mode} secret  ${keys[mode].secret}`);
    }
    if (!activated) console.log(`Live mode is pending activation: the owner completes the checklist, then run: merchant activate ${merchant.id}`);
  },

  "merchant list": async (o) => {
    const rows = await listActivations(db(), { pendingOnly: Boolean(o.pending) });
    if (o.json) return print(rows);
    if (rows.length === 0) return console.log(o.pending ? "No merchant is waiting for activation." : "No merchants.");
    for (const r of rows) {
      // The steps by the checklist's own names, as the owner sees them on the Go live page.
      const missing = r.missing_steps.length ? `still to do: ${r.missing_steps.map((s) => ACTIVATION_STEP_LABELS[s]).join(", ")}` : "checklist complete";
      console.log([r.merchant_id, r.status.padEnd(9), r.owner_email, r.name, missing].join("  "));
    }
  },

  "merchant activate": async (o, args) => {
    const [who, extra] = args;
    if (!who || extra) throw new UsageError("merchant activate takes one MERCHANT_ID or OWNER_EMAIL");
    const merchantId = await merchantIdOf(who);
    const result = await activateMerchant(db(), { merchantId, force: Boolean(o.force) });
    if (o.json) return print({ merchant_id: merchantId, ...result });
    console.log(`Activated ${merchantId}${result.missing_steps.length ? ` (forced; not done: ${result.missing_steps.map((s) => ACTIVATION_STEP_LABELS[s]).join(", ")})` : ""}. The owner sees the live secret key once at the next dashboard visit.`);
  },

  "merchant verification-code": async (o, args) => {
    const [who, extra] = args;
    if (!who || extra) throw new UsageError("merchant verification-code takes one MERCHANT_ID or OWNER_EMAIL");
    const merchantId = await merchantIdOf(who);
    const { code, expiresAt } = await issueVerificationCode(db(), { merchantId });
    if (o.json) return print({ merchant_id: merchantId, code, expires_at: expiresAt.toISOString() });
    console.log(`Verification code for ${merchantId}: ${code} (valid until ${expiresAt.toISOString()}; give it to the owner only)`);
  },

  "secrets rotate": async (o) => {
    const report = await encryptStoredSecrets(db());
    const keyId = encryptionKeys().current.id;
    if (report.some((t) => t.failed > 0)) process.exitCode = 1;
    if (o.json) return print({ key_id: keyId, development_key: env().encryptionKeyIsDevelopment, tables: report });
    if (env().encryptionKeyIsDevelopment) console.error("warning: ENCRYPTION_KEY is unset; using the development key (never in production)");
    for (const t of report) {
      console.log(`${t.table}: ${t.reencrypted} of ${t.scanned} rows re-encrypted with key ${keyId}`);
      if (t.failed) console.error(`${t.table}: ${t.failed} rows could not be decrypted: add the key that encrypted them to ENCRYPTION_KEYS_OLD`);
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
    const { listJobs } = await import("@/lib/job-admin/list-jobs");
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

  "disputes list": async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const scope = await disputeScope(o);
    const { listDisputes } = await import("@/lib/disputes/list-disputes");
    const { serializeDispute } = await import("@/lib/disputes/serialize-dispute");
    const { rows } = await listDisputes(db(), { ...scope, query: { per_page: 100, ...(o.open ? { open: "true" as const } : {}) } });
    const disputes = rows.map((d) => serializeDispute(d));
    if (o.json) return print(disputes);
    if (disputes.length === 0) return console.log(o.open ? "No open disputes." : "No disputes.");
    for (const d of disputes) {
      const due = d.evidence_details.due_by ? `due ${d.evidence_details.due_by}` : "no deadline";
      console.log([d.dispute_reference, d.kind.padEnd(10), d.status.padEnd(22), `${d.currency} ${d.amount}`, d.payment_reference, d.reason, d.outcome ?? due].join("  "));
    }
  },

  "disputes claim": async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const scope = await disputeScope(o);
    const { createReversalClaimSchema } = await import("@/lib/schemas/disputes");
    const amount = o.amount === undefined ? undefined : Number(o.amount);
    if (amount !== undefined && !Number.isFinite(amount)) throw new UsageError("--amount must be a number (major units)");
    const parsed = createReversalClaimSchema.safeParse({
      payment_reference: required(o, "payment"),
      operator_reference: required(o, "operator-reference"),
      reason: required(o, "reason"),
      ...(amount === undefined ? {} : { amount }),
      ...(o.note === undefined ? {} : { note: o.note }),
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0]).replace("_", "-").replace("payment-reference", "payment")}: ${i.message}`).join("; "));
    const { payment_reference, ...input } = parsed.data;
    const { recordReversalClaim } = await import("@/lib/disputes/reversal-claims");
    const { serializeDispute } = await import("@/lib/disputes/serialize-dispute");
    const dispute = serializeDispute(await recordReversalClaim(db(), { ...scope, otherMode: "not_found", reference: payment_reference, input, actor: { type: "cli" } }));
    if (o.json) return print(dispute);
    console.log(`Reversal claim ${dispute.dispute_reference} recorded on ${dispute.payment_reference}: ${dispute.currency} ${dispute.amount} held from the balance.`);
  },

  "disputes claim-status": async (o, args) => {
    const [disputeId, extra] = args;
    if (!disputeId) throw new UsageError("Give the claim's id: disputes claim-status DISPUTE_ID --status …");
    if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
    const status = required(o, "status");
    if (status !== "funds_frozen" && status !== "reversed" && status !== "rejected") throw new UsageError("--status must be funds_frozen, reversed or rejected");
    const scope = await disputeScope(o);
    const { updateReversalClaim } = await import("@/lib/disputes/reversal-claims");
    const { serializeDispute } = await import("@/lib/disputes/serialize-dispute");
    const dispute = serializeDispute(await updateReversalClaim(db(), { ...scope, otherMode: "not_found", id: disputeId, status, actor: { type: "cli" } }));
    if (o.json) return print(dispute);
    const effect = status === "reversed" ? "the held amount is taken" : status === "rejected" ? "the held amount is back in the balance" : "the amount stays held";
    console.log(`Claim ${dispute.dispute_reference} is ${dispute.status}: ${effect}.`);
  },

  "jobs retry": async (o, args) => {
    const [jobId, extra] = args;
    if (!jobId) throw new UsageError("Give the id of the dead job to retry: jobs retry JOB_ID");
    if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
    const { retryDeadJob } = await import("@/lib/job-admin/retry-job");
    const job = await db().$transaction((tx) => retryDeadJob(tx, { jobId, actor: { type: "cli" } }));
    if (o.json) return print(job);
    console.log(`Job ${job.id} (${job.type}) is queued again and runs at the worker's next pass.`);
  },
};

async function connectorsCommand(o: Options, sub: string | undefined, args: string[]) {
  const connections = await import("@/lib/processors/connections");
  const callbackBaseUrl = env().publicBaseUrl;
  const show = (c: Parameters<typeof connections.serializeConnection>[0]) => connections.serializeConnection(c, { callbackBaseUrl });
  switch (sub) {
    case "add": {
      const mode = required(o, "mode");
      if (mode !== "test" && mode !== "live") throw new UsageError("--mode must be test or live");
      // Everyone has the development key (lib/env.ts): live credentials under it are as good as in
      // clear, and a server with its own ENCRYPTION_KEY cannot read them (its live checkouts would fail).
      if (mode === "live" && env().encryptionKeyIsDevelopment) {
        throw new CliError(
          [
            "ENCRYPTION_KEY is not set: live credentials would be encrypted with the development key, which anyone can derive (and a server with its own ENCRYPTION_KEY cannot read). Nothing was written.",
            "Run the command again with the server's key:",
            `  ENCRYPTION_KEY="<your server's ENCRYPTION_KEY>" npm run gateway -- ${commandLineWithoutSecrets(process.argv.slice(2))}`,
            "No key yet? Create one with `openssl rand -base64 32`, set it as ENCRYPTION_KEY for the server (restart it) and for this command (docs/security.md).",
          ].join("\n"),
        );
      }
      let credentials: unknown;
      try {
        credentials = JSON.parse(required(o, "credentials"));
      } catch {
        throw new UsageError("--credentials must be JSON, e.g. '{\"secret_key\": \"CHASECK-…\", \"webhook_secret\": \"…\"}'");
      }
      const priority = o.priority === undefined ? undefined : Number(o.priority);
      if (priority !== undefined && !Number.isInteger(priority)) throw new UsageError("--priority must be a whole number");
      const merchantId = o.merchant ? await merchantIdOf(String(o.merchant)) : null;
      const list = (name: string) => (o[name] === undefined ? undefined : String(o[name]).split(",").map((v) => v.trim()).filter(Boolean));
      const created = await connections.createConnection({
        connector: required(o, "connector"),
        mode,
        credentials,
        baseUrl: (o["base-url"] as string | undefined) ?? null,
        merchantId,
        priority,
        methods: list("methods"),
        currencies: list("currencies"),
      });
      // Only the operator sets a base URL (merchants cannot); one that is not public is a fake, a proxy or a slip.
      if (created.baseUrl) {
        const { whyNotPublic } = await import("@/lib/processors/public-address");
        const reason = await whyNotPublic(created.baseUrl);
        if (reason) console.error(`warning: the base URL ${created.baseUrl} is not a public address: ${reason}. A processor's API is public; use this only for a fake or a proxy you run.`);
      }
      if (o.json) return print(show(created));
      const c = show(created);
      console.log(`Added ${c.name} connection ${c.id} (${c.mode}, ${c.scope === "merchant" ? `merchant ${c.merchant_id}` : "every merchant"}), priority ${c.priority}.`);
      console.log(`  methods:      ${c.methods.join(", ")}  currencies: ${c.currencies.join(", ")}`);
      console.log(`  base URL:     ${c.base_url}`);
      console.log(`  callback URL: ${c.callback_url}  (${connectorSpec(c.connector).callbackSetup})`);
      return;
    }
    case "list": {
      if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
      const rows = (await connections.listConnections()).map(show);
      if (o.json) return print(rows);
      if (rows.length === 0) return console.log("No processor connections. Add one: npm run gateway -- connectors add --help");
      for (const c of rows) {
        const check = c.last_check ? `${c.last_check.ok ? "ok" : "failing"} at ${c.last_check.at}` : "never checked";
        console.log([c.id, c.connector.padEnd(8), c.mode.padEnd(4), c.enabled ? "enabled " : "disabled", c.scope === "merchant" ? `merchant ${c.merchant_id}` : "installation", `priority ${c.priority}`, c.methods.join(","), c.currencies.join(","), check].join("  "));
      }
      return;
    }
    case "disable": {
      const [id, extra] = args;
      if (!id) throw new UsageError("Give the connection's id: connectors disable CONNECTION_ID");
      if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
      const disabled = await connections.disableConnection(id);
      if (o.json) return print(show(disabled));
      return console.log(`Connection ${id} is disabled: no new payment or payout goes to it; what it carries is still followed.`);
    }
    case "check": {
      const [id, extra] = args;
      if (!id) throw new UsageError("Give the connection's id: connectors check CONNECTION_ID");
      if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
      const { checkConnection } = await import("@/lib/processors/check-connection");
      const result = await checkConnection(id);
      if (!result.ok) process.exitCode = 1;
      if (o.json) return print(result);
      return result.ok ? console.log(`ok: ${result.detail}`) : console.error(`check failed: ${result.detail}`);
    }
    default:
      throw new UsageError(`Unknown command "connectors ${sub ?? ""}": add, list, disable or check`);
  }
}

/** The merchant and mode a disputes command acts on (--merchant, --mode). */
async function disputeScope(o: Options): Promise<{ merchantId: string; mode: "test" | "live" }> {
  const mode = required(o, "mode");
  if (mode !== "test" && mode !== "live") throw new UsageError("--mode must be test or live");
  return { merchantId: await merchantIdOf(required(o, "merchant")), mode };
}

async function merchantIdOf(idOrEmail: string): Promise<string> {
  if (!idOrEmail.includes("@")) {
    await assertMerchant(idOrEmail);
    return idOrEmail;
  }
  const user = await db().user.findUnique({ where: { email: idOrEmail.toLowerCase() }, include: { memberships: { where: { role: "owner" }, select: { merchantId: true } } } });
  const merchantId = user?.memberships[0]?.merchantId;
  if (!merchantId) throw new CliError(`No merchant is owned by ${idOrEmail}`);
  return merchantId;
}

// Local development tools. They talk to a running gateway over HTTP with the merchant's
// test key and never open the database; the logic lives in lib/cli/.
const ONE_WORD_COMMANDS: Record<string, (o: Options, args: string[]) => Promise<void>> = {
  reconcile: async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const { parsePeriodBound } = await import("@/lib/reconciliation/parse-period");
    const connectionId = required(o, "connection");
    const from = parsePeriodBound(required(o, "from"), "from");
    const to = parsePeriodBound(required(o, "to"), "to");
    if (!from) throw new UsageError(`--from "${String(o.from)}" is not a date (YYYY-MM-DD or an ISO 8601 date-time)`);
    if (!to) throw new UsageError(`--to "${String(o.to)}" is not a date (YYYY-MM-DD or an ISO 8601 date-time)`);
    let file: { name: string; text: string } | undefined;
    if (o.file !== undefined) {
      const { readFile } = await import("node:fs/promises");
      const filePath = String(o.file);
      try {
        file = { name: filePath.split(/[\\/]/).pop() ?? filePath, text: await readFile(filePath, "utf8") };
      } catch (error) {
        throw new UsageError(`--file ${filePath} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
    }
    const { runReconciliation } = await import("@/lib/reconciliation/run-reconciliation");
    const { serializeItem, serializeRun } = await import("@/lib/reconciliation/serialize-reconciliation");
    const { formatReconciliationReport } = await import("@/lib/reconciliation/format-reconciliation-report");
    let run;
    try {
      run = await runReconciliation({ connectionId, from, to, file, startedBy: "cli" });
    } catch (error) {
      // The operator's input (the period, the connection, the file): a usage error, exit 2.
      if (isApiError(error) && (error.code === "INVALID_VALUE" || error.code === "NOT_FOUND")) throw new UsageError(error.message);
      throw error;
    }
    const items = await db().reconciliationItem.findMany({ where: { runId: run.id }, orderBy: { position: "asc" } });
    if (run.status !== "completed" || run.exceptionCount > 0) process.exitCode = 1;
    if (o.json) return print({ ...serializeRun(run), items: items.map(serializeItem) });
    for (const line of formatReconciliationReport(run, items)) console.log(line);
  },
  connectors: async (o, args) => connectorsCommand(o, args[0], args.slice(1)),
  "fake-processor": async (o, args) => {
    const [name, extra] = args;
    if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
    const port = o.port === undefined ? 0 : Number(o.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError("--port must be a port number");
    const { runFakeProcessor } = await import("../tests/fakes/run-fake");
    await runFakeProcessor(name ?? "", port);
  },
  listen: async (o, args) => {
    if (args.length) throw new UsageError(`Unexpected argument "${args[0]}"`);
    const intervalMs = o["interval-ms"] === undefined ? undefined : Number(o["interval-ms"]);
    if (intervalMs !== undefined && !(Number.isInteger(intervalMs) && intervalMs >= 10)) throw new UsageError("--interval-ms must be a whole number of milliseconds, at least 10");
    const { listen } = await import("@/lib/cli/listen");
    // Ctrl-C or SIGTERM: abandon the request in flight and stop cleanly (exit 0). `on`, not
    // `once`: Ctrl-C in a terminal signals the whole process group, so this process gets SIGINT
    // from the terminal and again relayed by tsx; a second one with no handler would exit 130.
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    try {
      await listen({
        apiKey: o["api-key"] as string | undefined,
        forwardTo: o["forward-to"] as string | undefined,
        baseUrl: baseUrl(o),
        events: o.events as string | undefined,
        intervalMs,
        signal: stop.signal,
        log: (line) => console.log(line),
        warn: (line) => console.error(line),
      });
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
    console.log("Stopped.");
  },

  trigger: async (o, args) => {
    const [eventType, extra] = args;
    const { trigger, triggerUsage, TRIGGERS } = await import("@/lib/cli/trigger");
    if (!eventType) throw new UsageError(`Give the event type to trigger: trigger EVENT_TYPE. Supported:\n${triggerUsage()}`);
    if (!Object.hasOwn(TRIGGERS, eventType)) throw new UsageError(`Cannot trigger "${eventType}". Supported event types:\n${triggerUsage()}`);
    if (extra) throw new UsageError(`Unexpected argument "${extra}"`);
    const { assertTestSecretKey } = await import("@/lib/cli/gateway-api");
    const apiKey = assertTestSecretKey(o["api-key"] as string | undefined, "trigger");
    for (const line of await trigger({ eventType, apiKey, baseUrl: baseUrl(o) })) console.log(line);
  },
};

/** --base-url, else this installation's public address (PUBLIC_BASE_URL, or localhost and PORT). */
function baseUrl(o: Options): string {
  return (o["base-url"] as string | undefined) ?? env().publicBaseUrl;
}

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
  if (!found) throw new CliError(`No merchant with id ${merchantId}`);
}

function required(o: Options, name: string): string {
  const value = o[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

/** The command line to run again, quoted for the shell, with the credentials left for the operator to paste back. */
function commandLineWithoutSecrets(args: string[]): string {
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
  return args.map((arg, i) => (args[i - 1] === "--credentials" ? "'<the same credentials JSON>'" : arg.startsWith("--credentials=") ? "--credentials='<the same credentials JSON>'" : quote(arg))).join(" ");
}

/** The first line of stdin (`--password-stdin`), without its line ending. */
async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const line = Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0];
  if (!line) throw new UsageError("--password-stdin read no password");
  return line;
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
    if (error instanceof CliError) {
      console.error(`error: ${error.message}`);
    } else if (isApiError(error)) {
      const details = Array.isArray(error.details)
        ? (error.details as { field: string; message: string }[]).map((d) => `\n  --${d.field}: ${d.message}`).join("")
        : "";
      console.error(`error: ${error.message}${details}`);
    } else {
      console.error(`error: ${(error as Error).message}`);
    }
    process.exit(1);
  });
