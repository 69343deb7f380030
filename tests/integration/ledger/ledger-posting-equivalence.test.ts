// "a test that compares the ledger rows written by the new path with the old path's for
// the same sequence of operations, row for row, before the old path is deleted". The new path is
// postLedgerTransaction, one call of the SQL function gw_post_ledger; the old path is the stepwise
// posting it replaced, kept as the specification in tests/support/stepwise-ledger-posting.ts.
//
// fast-check draws sequences of postings over two merchants, both modes, four currencies and every
// account type (spendable and not; subaccount, virtual-account and processor-clearing owners):
// postings with several lines, zero lines and several lines on one account; money in and spending
// of part, all or one minor unit more than an account holds (INSUFFICIENT_BALANCE), sometimes from
// two accounts at once; replays of a (kind, referenceId) already posted or refused, with the same
// or other amounts; and lines that do not balance. Each posting runs through the old path on one
// database and the new path on another, each in its own transaction as callers do (the new path
// also as a statement of its own, as the one-statement writes use it); four sequences run side by
// side, each with its own merchants and references. Then, compared by keys since ids are random:
// each posting's outcome, and every LedgerTransaction, LedgerEntry and LedgerAccount row of the
// sequence's merchants. Where the two paths differ on purpose or by an open question (a posting of
// nothing but zeros; a line in another mode than its posting), the sequences stay out of it and
// the end of this file says what each path does.
//
// 200 sequences on PostgreSQL, 16 on PGlite (the same SQL function in WASM), from a fixed seed.
// A failure prints fast-check's seed and path; rerun that case with LEDGER_EQUIVALENCE_SEED and
// LEDGER_EQUIVALENCE_PATH.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, onPostgres, setupTestDatabase, type TestDatabase } from "@/tests/support/database";
import { db, inTransaction, type Db } from "@/lib/db";
import { LedgerAccountType, type Mode } from "@/lib/generated/prisma/enums";
import { ApiError, InternalError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { formatMoney } from "@/lib/money";
import { isSpendable, processorClearing, type AccountKey } from "@/lib/ledger/accounts";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { postLedgerTransaction, type LedgerLine, type Posting, type PostingResult } from "@/lib/ledger/post-ledger-transaction";
import { postLedgerTransactionStepwise } from "@/tests/support/stepwise-ledger-posting";

// The new path's database is the app's own (db()), so a posting as a statement of its own takes
// hotQuery's pool path as in production; the old path gets a second database.
setupTestDatabase();
let oldPath: TestDatabase & { close: () => Promise<void> };
beforeAll(async () => {
  oldPath = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await oldPath?.close();
});

const RUNS = Number(process.env.LEDGER_EQUIVALENCE_RUNS ?? (onPostgres ? 200 : 16));
/** Sequences run side by side, in batches of this many (each its own merchants and references): a loaded two-core machine spends most of a posting waiting. */
const SIDE_BY_SIDE = 4;
const SEED = Number(process.env.LEDGER_EQUIVALENCE_SEED ?? 20_261_203);
const PATH = process.env.LEDGER_EQUIVALENCE_PATH;

const MERCHANTS = 2;
const MODES: Mode[] = ["test", "live"];
const CURRENCIES = ["USD", "ETB", "UGX", "DJF"];
const KINDS = ["payment_settlement", "refund", "payout_hold", "virtual_account_debit", "duplicate_charge"];
const ALL_TYPES = Object.values(LedgerAccountType);
const SPENDABLE_TYPES = ALL_TYPES.filter(isSpendable);
const EXTERNAL_TYPES = ALL_TYPES.filter((t) => !isSpendable(t));

// ---------------------------------------------------------------------------------------------
// The operations, drawn as data; accounts are named by type and owner slot and resolved against
// the sequence's world, and amounts that depend on a balance are resolved when the step runs.

/** slot: which subaccount, virtual account or processor connection owns it; explicitOwner: a merchant-owned account named with ownerId = merchantId rather than without ownerId (the same account). */
type AccountRef = { type: LedgerAccountType; slot: number; explicitOwner: boolean };
type Share = { kind: "part"; permille: number } | { kind: "exact" } | { kind: "over" };
type Target = { merchant: number; mode: Mode; kind: string; ownStatement: boolean };
type Op =
  | (Target & { op: "post"; groups: { currency: string; lines: { account: AccountRef; amount: number }[]; balancer: AccountRef }[]; unbalanced: boolean; description: string | null })
  | (Target & { op: "fund"; currency: string; from: AccountRef; to: AccountRef; amount: number })
  | (Target & { op: "spend"; currency: string; from: AccountRef; share: Share; alsoFrom: { account: AccountRef; share: Share } | null; to: AccountRef })
  | { op: "replay"; pick: number; amounts: "same" | "doubled"; otherKind: boolean; ownStatement: boolean };

const refArb = (types: readonly LedgerAccountType[]) =>
  fc.record({ type: fc.constantFrom(...types), slot: fc.integer({ min: 0, max: 1 }), explicitOwner: fc.boolean() });
const shareArb: fc.Arbitrary<Share> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 1000 }).map((permille) => ({ kind: "part" as const, permille })) },
  { weight: 2, arbitrary: fc.constant({ kind: "exact" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "over" as const }) },
);
const targetArb = {
  merchant: fc.integer({ min: 0, max: MERCHANTS - 1 }),
  mode: fc.constantFrom(...MODES),
  kind: fc.constantFrom(...KINDS),
  ownStatement: fc.boolean(),
};
const lineAmountArb = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: fc.integer({ min: -500, max: 500 }) });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("post" as const),
      ...targetArb,
      groups: fc.array(
        fc.record({
          currency: fc.constantFrom(...CURRENCIES),
          lines: fc.array(fc.record({ account: refArb(ALL_TYPES), amount: lineAmountArb }), { minLength: 1, maxLength: 4 }),
          balancer: refArb(ALL_TYPES),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      unbalanced: fc.integer({ min: 0, max: 15 }).map((n) => n === 0),
      description: fc.option(fc.string({ maxLength: 24 }), { freq: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("fund" as const),
      ...targetArb,
      currency: fc.constantFrom(...CURRENCIES),
      from: refArb(EXTERNAL_TYPES),
      to: refArb(SPENDABLE_TYPES),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant("spend" as const),
      ...targetArb,
      currency: fc.constantFrom(...CURRENCIES),
      from: refArb(SPENDABLE_TYPES),
      share: shareArb,
      alsoFrom: fc.option(fc.record({ account: refArb(SPENDABLE_TYPES), share: shareArb }), { freq: 4 }),
      to: refArb(ALL_TYPES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("replay" as const),
      pick: fc.nat(),
      amounts: fc.constantFrom("same" as const, "doubled" as const),
      otherKind: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      ownStatement: fc.boolean(),
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// One sequence's world: its merchants (the same rows in both databases) and the owners of their
// subaccount, virtual-account and processor-clearing accounts.

type World = {
  prefix: string;
  merchants: string[];
  subaccounts: string[][];
  virtualAccounts: string[][];
  connections: string[];
  postings: Posting[];
};

async function freshWorld(): Promise<World> {
  const merchants = Array.from({ length: MERCHANTS }, () => newId("mch"));
  const data = merchants.map((id) => ({ id, name: `Equivalence ${id.slice(-6)}` }));
  await Promise.all([oldPath.client.merchant.createMany({ data }), db().merchant.createMany({ data })]);
  return {
    prefix: newId("ltx").slice(4, 14),
    merchants,
    subaccounts: merchants.map(() => [newId("sub"), newId("sub")]),
    virtualAccounts: merchants.map(() => [newId("va"), newId("va")]),
    connections: [newId("pcn"), newId("pcn")],
    postings: [],
  };
}

function accountKey(w: World, merchant: number, mode: Mode, currency: string, ref: AccountRef): AccountKey {
  const merchantId = w.merchants[merchant];
  const base = { type: ref.type, merchantId, mode, currency };
  if (ref.type === "subaccount") return { ...base, ownerId: w.subaccounts[merchant][ref.slot] };
  if (ref.type === "virtual_account") return { ...base, ownerId: w.virtualAccounts[merchant][ref.slot] };
  if (ref.type === "processor_clearing") return processorClearing(w.connections[ref.slot], { merchantId, mode, currency });
  return ref.explicitOwner ? { ...base, ownerId: merchantId } : base;
}

/** An account's balance as the old path's database has it (0 before its first use). */
async function oldBalance(key: AccountKey): Promise<bigint> {
  const account = await oldPath.client.ledgerAccount.findUnique({
    where: { type_ownerId_mode_currency: { type: key.type, ownerId: key.ownerId ?? key.merchantId, mode: key.mode, currency: key.currency } },
  });
  return account?.balance ?? 0n;
}

function resolveShare(share: Share, available: bigint): bigint {
  if (share.kind === "exact") return available;
  if (share.kind === "over") return available + 1n;
  const amount = (available * BigInt(share.permille)) / 1000n;
  return amount > 0n ? amount : 1n;
}

/**
 * The posting an operation stands for, and whether the new path runs it as a statement of its own;
 * null when there is nothing to replay yet or every line is zero. Every line is in the posting's
 * mode, as every caller builds them (see the todo at the end of the file).
 */
async function postingFor(w: World, o: Op, index: number): Promise<{ posting: Posting; ownStatement: boolean } | null> {
  if (o.op === "replay") {
    if (!w.postings.length) return null;
    const earlier = w.postings[o.pick % w.postings.length];
    const kind = o.otherKind ? KINDS[(KINDS.indexOf(earlier.kind) + 1) % KINDS.length] : earlier.kind;
    const lines = o.amounts === "same" ? earlier.lines : earlier.lines.map((l) => ({ ...l, amount: l.amount * 2n }));
    tally(o.otherKind ? "same reference, other kind" : `replay, ${o.amounts} amounts`);
    return { posting: { ...earlier, kind, lines }, ownStatement: o.ownStatement };
  }
  const key = (currency: string, ref: AccountRef) => accountKey(w, o.merchant, o.mode, currency, ref);
  const lines: LedgerLine[] = [];
  let description: string | null = null;
  if (o.op === "post") {
    for (const g of o.groups) {
      let sum = 0n;
      for (const l of g.lines) {
        lines.push({ account: key(g.currency, l.account), amount: BigInt(l.amount) });
        sum += BigInt(l.amount);
      }
      lines.push({ account: key(g.currency, g.balancer), amount: -sum });
    }
    if (o.unbalanced) lines[0] = { ...lines[0], amount: lines[0].amount + 1n };
    description = o.description;
  } else if (o.op === "fund") {
    lines.push({ account: key(o.currency, o.from), amount: -BigInt(o.amount) }, { account: key(o.currency, o.to), amount: BigInt(o.amount) });
  } else {
    const from = key(o.currency, o.from);
    const amount = resolveShare(o.share, await oldBalance(from));
    lines.push({ account: from, amount: -amount });
    let total = amount;
    if (o.alsoFrom) {
      const also = key(o.currency, o.alsoFrom.account);
      const more = resolveShare(o.alsoFrom.share, await oldBalance(also));
      lines.push({ account: also, amount: -more });
      total += more;
    }
    lines.push({ account: key(o.currency, o.to), amount: total });
  }
  // Nothing but zeros (a "post" drawn so, all of an empty balance spent): the old path failed on
  // such a posting (see "a posting whose every line is zero" below), so it is no specification for
  // one; that case has a test of its own.
  if (lines.every((l) => l.amount === 0n)) return null;
  const posting: Posting = {
    mode: o.mode,
    kind: o.kind,
    referenceId: `eq_${w.prefix}_${index}`,
    merchantId: w.merchants[o.merchant],
    ...(description === null ? {} : { description }),
    lines,
  };
  return { posting, ownStatement: o.ownStatement };
}

// ---------------------------------------------------------------------------------------------
// Running a posting on each path, and what came of it.

type Ran = { result: PostingResult } | { error: string; message: string };

async function attempt(path: string, run: () => Promise<PostingResult>): Promise<Ran> {
  try {
    return { result: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.code, message: error.message };
    if (error instanceof InternalError) return { error: "InternalError", message: error.message };
    // Nothing in these sequences should make either path fail otherwise: say which, and how.
    throw new Error(`the ${path} path failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const runOld = (posting: Posting) => attempt("old", () => inTransaction(oldPath.client, (tx) => postLedgerTransactionStepwise(tx, posting)));
const runNew = (posting: Posting, ownStatement: boolean) =>
  attempt("new", () => (ownStatement ? postLedgerTransaction(db(), posting) : inTransaction(db(), (tx) => postLedgerTransaction(tx, posting))));

/**
 * The INSUFFICIENT_BALANCE messages the posting could give on `database`: one per spendable account
 * it would take below zero. Both paths name the first such account in id order, and ids are
 * random, so when two accounts are short each path may name a different one.
 */
async function shortfallMessages(database: Db, posting: Posting): Promise<string[]> {
  const deltas = new Map<string, { key: AccountKey; delta: bigint }>();
  for (const l of posting.lines) {
    const text = `${l.account.type}|${l.account.ownerId ?? l.account.merchantId}|${l.account.mode}|${l.account.currency}`;
    const d = deltas.get(text) ?? { key: l.account, delta: 0n };
    deltas.set(text, { key: d.key, delta: d.delta + l.amount });
  }
  const messages: string[] = [];
  for (const { key, delta } of deltas.values()) {
    const account = await database.ledgerAccount.findUnique({
      where: { type_ownerId_mode_currency: { type: key.type, ownerId: key.ownerId ?? key.merchantId, mode: key.mode, currency: key.currency } },
    });
    const balance = account?.balance ?? 0n;
    if ((account?.nonNegative ?? isSpendable(key.type)) && balance + delta < 0n) {
      messages.push(`Insufficient balance: ${formatMoney(balance, key.currency)} available, ${formatMoney(-delta, key.currency)} needed`);
    }
  }
  return messages.sort();
}

// ---------------------------------------------------------------------------------------------
// The rows, by key. Entries are listed per transaction in the order they were inserted, read from
// their place in the table (ctid): both paths insert a transaction's entries in one statement in
// line order, and LedgerEntry is append-only (no row is ever removed, so no slot is reused), so
// within one page of the table a statement's rows lie in its order. Across pages, concurrent
// writers (the sequences run side by side) may be handed pages out of order, so a transaction
// whose entries span pages on either side is compared as a multiset.

type EntryRow = { transaction: string; account: string; merchantId: string; amount: bigint; currency: string; page: number };

async function ledgerRows(database: Db, merchantIds: string[]) {
  const transactions = await database.$queryRaw<{ id: string; kind: string; referenceId: string; mode: string; merchantId: string | null; description: string | null }[]>`
    SELECT id, kind, "referenceId", mode::text AS mode, "merchantId", description FROM "LedgerTransaction"
    WHERE "merchantId" = ANY(${merchantIds}) ORDER BY kind, "referenceId"`;
  const entries = await database.$queryRaw<EntryRow[]>`
    SELECT t.kind || '|' || t."referenceId" AS transaction, a.type::text || '|' || a."ownerId" || '|' || a.mode::text || '|' || a.currency AS account,
           e."merchantId", e.amount, e.currency, (e.ctid::text::point)[0]::int AS page
    FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t.id = e."transactionId" JOIN "LedgerAccount" a ON a.id = e."accountId"
    WHERE t."merchantId" = ANY(${merchantIds}) ORDER BY t.kind, t."referenceId", e.ctid`;
  const accounts = await database.$queryRaw<Record<string, string | bigint | boolean>[]>`
    SELECT type::text AS type, "ownerId", mode::text AS mode, currency, "merchantId", "nonNegative", balance FROM "LedgerAccount"
    WHERE "merchantId" = ANY(${merchantIds}) ORDER BY type, "ownerId", mode, currency`;
  const keyOf = new Map(transactions.map((t) => [t.id, `${t.kind}|${t.referenceId}`]));
  return { transactions: transactions.map(({ id: _id, ...t }) => t), entries, accounts, keyOf };
}

/** Both sides' entries, each transaction's in insertion order, or sorted on both sides when either side's lie on several pages. */
function comparableEntries(before: EntryRow[], after: EntryRow[]) {
  const byTransaction = (rows: EntryRow[]) => {
    const groups = new Map<string, EntryRow[]>();
    for (const r of rows) groups.set(r.transaction, [...(groups.get(r.transaction) ?? []), r]);
    return groups;
  };
  const [b, a] = [byTransaction(before), byTransaction(after)];
  const onePage = (rows: EntryRow[] = []) => new Set(rows.map((r) => r.page)).size <= 1;
  const sorted = (rows: EntryRow[]) => [...rows].sort((x, y) => (x.account === y.account ? Number(x.amount - y.amount) : x.account < y.account ? -1 : 1));
  const comparable = (side: Map<string, EntryRow[]>, other: Map<string, EntryRow[]>) =>
    [...side].flatMap(([transaction, rows]) => {
      const ordered = onePage(rows) && onePage(other.get(transaction)) ? rows : sorted(rows);
      return ordered.map(({ page: _page, ...entry }) => entry);
    });
  return { before: comparable(b, a), after: comparable(a, b) };
}

/** A posting's outcome with the transaction named by its key, which must be the posting's own (kind, referenceId). */
function outcome(ran: { result: PostingResult }, posting: Posting, keyOf: Map<string, string>, path: string) {
  const transaction = keyOf.get(ran.result.transactionId);
  expect(transaction, `${path} path: the transaction id it answered is not the (kind, referenceId) it posted`).toBe(`${posting.kind}|${posting.referenceId}`);
  return { status: ran.result.alreadyPosted ? "alreadyPosted" : "ok", transaction };
}

const cpuMs = (used: NodeJS.CpuUsage) => Math.round((used.user + used.system) / 1000);

/** How often each case came up: the run checks that the sequences reached every one. */
const tallies = new Map<string, number>();
const tally = (name: string) => tallies.set(name, (tallies.get(name) ?? 0) + 1);

function tallyPosting(posting: Posting, ownStatement: boolean, ran: Ran) {
  tally(ownStatement ? "new path as its own statement" : "new path in a transaction");
  tally("result" in ran ? (ran.result.alreadyPosted ? "alreadyPosted" : "ok") : ran.error);
  const nonZero = posting.lines.filter((l) => l.amount !== 0n);
  if (nonZero.length < posting.lines.length) tally("zero-amount line");
  const keys = nonZero.map((l) => `${l.account.type}|${l.account.ownerId ?? l.account.merchantId}|${l.account.currency}`);
  if (new Set(keys).size < keys.length) tally("several lines on one account");
  if (new Set(nonZero.map((l) => l.account.currency)).size > 1) tally("two currencies");
  for (const l of nonZero) tally(`line on ${l.account.type}`);
}

async function runSequence(ops: Op[]) {
  const w = await freshWorld();
  const ran: { posting: Posting; oldRan: Ran; newRan: Ran }[] = [];
  for (const [index, o] of ops.entries()) {
    const next = await postingFor(w, o, index);
    if (!next) continue;
    const { posting, ownStatement } = next;
    // The two databases are independent: the paths run side by side.
    const [oldRan, newRan] = await Promise.all([runOld(posting), runNew(posting, ownStatement)]);
    const label = `posting ${index} (${JSON.stringify(posting, (_k, v) => (typeof v === "bigint" ? String(v) : v))})`;
    if ("error" in oldRan && "error" in newRan && oldRan.error === "INSUFFICIENT_BALANCE" && newRan.error === "INSUFFICIENT_BALANCE" && oldRan.message !== newRan.message) {
      // Two accounts short: each path names one, maybe not the same one.
      const [oldChoices, newChoices] = await Promise.all([shortfallMessages(oldPath.client, posting), shortfallMessages(db(), posting)]);
      expect(newChoices, `${label}: the accounts short differ`).toEqual(oldChoices);
      expect(oldChoices, `${label}: old path's refusal`).toContain(oldRan.message);
      expect(newChoices, `${label}: new path's refusal`).toContain(newRan.message);
      tally("several accounts short, each path named one");
    } else {
      expect("error" in newRan ? newRan : { alreadyPosted: newRan.result.alreadyPosted }, `${label}: outcome`).toEqual(
        "error" in oldRan ? oldRan : { alreadyPosted: oldRan.result.alreadyPosted },
      );
    }
    tallyPosting(posting, ownStatement, oldRan);
    ran.push({ posting, oldRan, newRan });
    w.postings.push(posting);
  }

  const [before, after] = await Promise.all([ledgerRows(oldPath.client, w.merchants), ledgerRows(db(), w.merchants)]);
  // Refusals were compared as they came; what remains is which transaction each answer names.
  for (const r of ran) {
    if ("result" in r.oldRan && "result" in r.newRan) {
      expect(outcome(r.newRan, r.posting, after.keyOf, "new")).toEqual(outcome(r.oldRan, r.posting, before.keyOf, "old"));
    }
  }
  expect(after.transactions, "LedgerTransaction rows").toEqual(before.transactions);
  const entries = comparableEntries(before.entries, after.entries);
  expect(entries.after, "LedgerEntry rows").toEqual(entries.before);
  expect(after.accounts, "LedgerAccount rows").toEqual(before.accounts);
  tally(`transactions written: ${before.transactions.length > 0 ? "some" : "none"}`);
  return ran.length;
}

describe("ledger posting: the SQL function against the stepwise posting it replaced", () => {
  it(
    `writes the same rows and answers the same for the same postings (${RUNS} sequences)`,
    async () => {
      expect(SPENDABLE_TYPES.length).toBeGreaterThan(0);
      expect(EXTERNAL_TYPES.length).toBeGreaterThan(0);
      console.log(`ledger posting equivalence: seed ${SEED}, ${RUNS} sequences${PATH ? `, path ${PATH}` : ""} (replay: LEDGER_EQUIVALENCE_SEED=${SEED})`);
      let postings = 0;
      const started = Date.now();
      const cpu = process.cpuUsage();
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 3, maxLength: 10 }), { minLength: SIDE_BY_SIDE, maxLength: SIDE_BY_SIDE }), async (batch) => {
          // Settled, not raced: a failing sequence must not leave the others running into the next batch.
          const settled = await Promise.allSettled(batch.map(runSequence));
          for (const s of settled) if (s.status === "rejected") throw s.reason;
          for (const s of settled) if (s.status === "fulfilled") postings += s.value;
        }),
        { numRuns: Math.ceil(RUNS / SIDE_BY_SIDE), seed: SEED, ...(PATH ? { path: PATH, endOnFailure: true } : {}) },
      );
      console.log(`ledger posting equivalence: ${RUNS} sequences, ${postings} postings on each path in ${Date.now() - started} ms (this process's CPU: ${cpuMs(process.cpuUsage(cpu))} ms);`, Object.fromEntries([...tallies].sort()));

      // Both ledgers still reconcile as a whole (balances = entries, every transaction sums to zero).
      for (const database of [oldPath.client, db()]) expect((await checkLedger(database)).problems).toEqual([]);

      // The sequences reached every case that matters (PGlite's few sequences may miss some).
      if (RUNS >= 200) {
        for (const name of [
          "ok", "alreadyPosted", "INSUFFICIENT_BALANCE", "InternalError", "several accounts short, each path named one",
          "replay, same amounts", "replay, doubled amounts", "same reference, other kind",
          "zero-amount line", "several lines on one account", "two currencies",
          "new path as its own statement", "new path in a transaction",
          ...ALL_TYPES.map((t) => `line on ${t}`),
        ]) {
          expect(tallies.get(name) ?? 0, name).toBeGreaterThan(0);
        }
      }
    },
    // Generous: shrinking a failure replays many sequences.
    600_000,
  );
});

describe("ledger posting: where the old path is no specification", () => {
  it("a posting whose every line is zero is refused before anything is written (the old path failed too, on Prisma's join([]))", async () => {
    const merchantId = newId("mch");
    await Promise.all([oldPath.client.merchant.create({ data: { id: merchantId, name: "Zero lines" } }), db().merchant.create({ data: { id: merchantId, name: "Zero lines" } })]);
    const available: AccountKey = { type: "merchant_available", merchantId, mode: "test", currency: "USD" };
    const customers: AccountKey = { ...available, type: "customer_clearing" };
    const posting: Posting = { mode: "test", kind: "payment_settlement", referenceId: newId("ltx"), merchantId, lines: [{ account: customers, amount: 0n }, { account: available, amount: 0n }] };

    await expect(inTransaction(oldPath.client, (tx) => postLedgerTransactionStepwise(tx, posting))).rejects.toThrow(/join\(\[\]\)/);
    expect(await oldPath.client.ledgerTransaction.count({ where: { merchantId } })).toBe(0);

    await expect(postLedgerTransaction(db(), posting)).rejects.toThrow(/moves nothing/);
    expect(await db().ledgerTransaction.count({ where: { merchantId } })).toBe(0);
    // So the reference stays free for a posting that moves money.
    const later = await postLedgerTransaction(db(), { ...posting, lines: [{ account: customers, amount: -5n }, { account: available, amount: 5n }] });
    expect(later.alreadyPosted).toBe(false);
    expect(await db().ledgerAccount.count({ where: { merchantId } })).toBe(2);
  });

  // Found by this comparison: the old path created each line's account in the line's own mode
  // (AccountKey.mode), gw_post_ledger in the posting's. Every caller builds lines in the posting's
  // mode; a line in another mode is now refused before anything is sent.
  it("a line whose account is in another mode than its posting is refused, nothing written", async () => {
    const merchantId = newId("mch");
    await db().merchant.create({ data: { id: merchantId, name: "Two modes" } });
    const posting: Posting = {
      mode: "test",
      kind: "test_funding",
      referenceId: newId("ltx"),
      merchantId,
      lines: [
        { account: { type: "customer_clearing", merchantId, mode: "test", currency: "USD" }, amount: -5n },
        { account: { type: "merchant_available", merchantId, mode: "live", currency: "USD" }, amount: 5n },
      ],
    };
    await expect(postLedgerTransaction(db(), posting)).rejects.toThrow(/live-mode account/);
    expect(await db().ledgerTransaction.count({ where: { merchantId } })).toBe(0);
    expect(await db().ledgerAccount.count({ where: { merchantId } })).toBe(0);
  });
});

describe.skipIf(!onPostgres)("ledger posting under concurrency (PostgreSQL; skipped on PGlite, which runs one transaction at a time)", () => {
  it("100 concurrent postings spending one balance never overdraw it: floor(balance / amount) are accepted", async () => {
    const merchantId = newId("mch");
    await db().merchant.create({ data: { id: merchantId, name: "Concurrent spender" } });
    const base = { merchantId, mode: "test" as const, currency: "USD" };
    const available: AccountKey = { ...base, type: "merchant_available" };
    const inFlight: AccountKey = { ...base, type: "payouts_in_flight" };
    const funding: AccountKey = { ...base, type: "test_funding" };
    const balance = 10_000n;
    const amount = 137n;
    await postLedgerTransaction(db(), { mode: "test", kind: "test_funding", referenceId: newId("ltx"), merchantId, lines: [{ account: funding, amount: -balance }, { account: available, amount: balance }] });

    // The in-flight account does not exist yet: the racers also create it. Half list the lines in the
    // other order and half post as a statement of their own, so locks are asked for in both orders.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const lines = [{ account: available, amount: -amount }, { account: inFlight, amount }];
        const posting: Posting = { mode: "test", kind: "payout_hold", referenceId: `${merchantId}_${i}`, merchantId, lines: i % 2 ? lines.reverse() : lines };
        return attempt("new", () => (i % 4 < 2 ? postLedgerTransaction(db(), posting) : inTransaction(db(), (tx) => postLedgerTransaction(tx, posting))));
      }),
    );

    const accepted = results.filter((r) => "result" in r && !r.result.alreadyPosted).length;
    const refused = results.filter((r) => "error" in r);
    expect(accepted).toBe(Number(balance / amount));
    expect(refused).toHaveLength(100 - accepted);
    for (const r of refused) expect(r).toEqual({ error: "INSUFFICIENT_BALANCE", message: expect.stringMatching(/^Insufficient balance: USD \d+\.\d\d available, USD 1\.37 needed$/) });
    const rows = await db().ledgerAccount.findMany({ where: { merchantId }, select: { type: true, balance: true } });
    expect(Object.fromEntries(rows.map((r) => [r.type, r.balance]))).toEqual({
      test_funding: -balance,
      merchant_available: balance % amount,
      payouts_in_flight: balance - (balance % amount),
    });
    expect(await db().ledgerTransaction.count({ where: { merchantId, kind: "payout_hold" } })).toBe(accepted);
    expect((await checkLedger(db(), { merchantId })).problems).toEqual([]);
  }, 120_000);
});
