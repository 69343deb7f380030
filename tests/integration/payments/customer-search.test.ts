// The dashboard's search finds payments and customer profiles by the start of
// the customer's first or last name, e-mail or phone number, in any case, with or without the
// phone's + and country code; LIKE's own characters are literal; another merchant's customers
// never show. On PostgreSQL, with enough rows for the planner to care, the search is answered
// through the text_pattern_ops indexes of migration 20261130040000_customer_search (EXPLAIN of
// the very statement Prisma sends).
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { GET as dashboardPayments } from "@/app/api/dashboard/payments/route";
import { GET as dashboardCustomers } from "@/app/api/dashboard/customers/route";
import { db } from "@/lib/db";
import { searchPrefixes } from "@/lib/catalog/customer-search";

const database = setupTestDatabase();

let viewer: SessionUser;
let otherViewer: SessionUser;
let almazPayment: string;
let abebePayment: string;

const almaz = { first_name: "Almaz", last_name: "Tesfaye", email: "Almaz.T@Example.test", phone_number: "+251 911 223 344" };
const abebe = { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+256772000111" };

beforeAll(async () => {
  const shop = await createTestMerchant();
  viewer = await addMember(shop.merchant.id, "viewer");
  almazPayment = (await createHostedPaymentFor(shop.keys.test.secret, { amount: 10, currency: "ETB", customer: almaz })).reference;
  abebePayment = (await createHostedPaymentFor(shop.keys.test.secret, { amount: 20, currency: "ETB", customer: abebe })).reference;
  await createHostedPaymentFor(shop.keys.test.secret, { amount: 30, currency: "ETB", customer: { first_name: "Under_score", email: "u_s@example.test" } });
  // Another merchant's Almaz: never in this merchant's answers.
  const other = await createTestMerchant();
  otherViewer = await addMember(other.merchant.id, "viewer");
  await createHostedPaymentFor(other.keys.test.secret, { amount: 40, currency: "ETB", customer: { ...almaz, email: "almaz@other.test" } });
});

async function searchPayments(q: string, user = viewer): Promise<string[]> {
  const { status, json } = await callAsUser(dashboardPayments, user, { path: `/api/dashboard/payments?q=${encodeURIComponent(q)}` });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference);
}

async function searchCustomers(q: string, user = viewer): Promise<string[]> {
  const { status, json } = await callAsUser(dashboardCustomers, user, { path: `/api/dashboard/customers?q=${encodeURIComponent(q)}` });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.items.map((c: { email: string }) => c.email);
}

const FINDS_ALMAZ = ["Almaz", "almaz", "ALM", "tesf", "TESFAYE", "almaz tes", "almaz.t@", "ALMAZ.T@EXAMPLE.TEST", "+251911223", "251 911 223", "0911-223", "911223344"];

describe("prefix search", () => {
  it.each(FINDS_ALMAZ)("finds Almaz Tesfaye's payment and profile by %j", async (q) => {
    const payments = await searchPayments(q);
    expect(payments).toContain(almazPayment);
    expect(payments).not.toContain(abebePayment);
    const customers = await searchCustomers(q);
    expect(customers).toContain("almaz.t@example.test");
    expect(customers).not.toContain("abebe@example.test");
  });

  it("matches only from the start of a word, and not across fields", async () => {
    for (const q of ["lmaz", "esfaye", "example.test", "223344", "almaz kebede", "almaz tesfaye x"]) {
      expect(await searchPayments(q), q).toEqual([]);
      expect(await searchCustomers(q), q).toEqual([]);
    }
  });

  it("finds the other phone by its country code or its national number", async () => {
    expect(await searchPayments("+256 772")).toEqual([abebePayment]);
    expect(await searchPayments("0772000")).toEqual([abebePayment]);
    expect(await searchCustomers("772000111")).toEqual(["abebe@example.test"]);
  });

  it("treats % and _ as the characters they are", async () => {
    expect(await searchPayments("%")).toEqual([]);
    expect(await searchPayments("_")).toEqual([]);
    expect(await searchCustomers("u_")).toEqual(["u_s@example.test"]);
    expect((await searchPayments("under_")).length).toBe(1);
    expect(await searchCustomers("under%")).toEqual([]);
  });

  it("still finds a payment by its exact gateway reference", async () => {
    expect(await searchPayments(almazPayment)).toEqual([almazPayment]);
  });

  it("never shows another merchant's customers", async () => {
    expect(await searchCustomers("almaz")).toEqual(["almaz.t@example.test"]);
    expect(await searchCustomers("almaz", otherViewer)).toEqual(["almaz@other.test"]);
    expect(await searchPayments("almaz", otherViewer)).not.toContain(almazPayment);
  });

  it("reads phone digits only when the text is a phone number", () => {
    expect(searchPrefixes("almaz").phones).toEqual([]);
    expect(searchPrefixes("12").phones).toEqual([]);
    expect(searchPrefixes("+251 911").phones).toEqual(["+251911"]);
    expect(searchPrefixes("0911").phones).toEqual(["+0911", "+251911", "+256911", "+253911", "+1911"]);
  });
});

describe.skipIf(!onPostgres)("the search's plan on PostgreSQL", () => {
  const ROWS = 50_000;
  const SEARCHED_COLUMNS = ["customerFirstNameLower", "customerLastNameLower", "customerEmail", "customerPhone"];
  let recorded: { text: string; values: unknown[]; name?: string }[] | null = null;

  beforeAll(async () => {
    // Many payments of one merchant, as the bench writes them, so that a sequential scan would cost.
    await db().$executeRawUnsafe(`
      INSERT INTO "Payment" ("id", "merchantId", "mode", "amount", "currency", "status", "customerFirstName", "customerLastName",
        "customerEmail", "customerPhone", "checkoutToken", "expiresAt", "retryWindowMinutes", "createdAt", "updatedAt")
      SELECT 'pay_bulk' || g, '${viewer.merchantId}', 'test', 1000, 'ETB', 'pending', 'Name' || (g % 5000), 'Family' || (g % 7000),
        'customer' || g || '@example.test', '+2519' || lpad(g::text, 8, '0'), 'tok_bulk' || g, now() + interval '1 day', 60,
        now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${ROWS}) g`);
    // Statistics that cannot vary between runs: the sample covers every row (target 1000 reads up
    // to 300,000), and autovacuum cannot replace them with its own analysis mid-file.
    await db().$executeRawUnsafe(`ALTER TABLE "Payment" SET (autovacuum_enabled = false)`);
    for (const column of SEARCHED_COLUMNS) await db().$executeRawUnsafe(`ALTER TABLE "Payment" ALTER COLUMN "${column}" SET STATISTICS 1000`);
    await db().$executeRawUnsafe(`ANALYZE "Payment"`);
    const analysed = await db().$queryRawUnsafe<{ attname: string }[]>(
      `SELECT attname FROM pg_stats WHERE tablename = 'Payment' AND attname = ANY($1::text[])`,
      SEARCHED_COLUMNS,
    );
    expect(analysed.map((row) => row.attname).sort()).toEqual([...SEARCHED_COLUMNS].sort());
  });

  async function planOf(run: () => Promise<unknown>): Promise<string> {
    const original = pg.Client.prototype.query;
    recorded = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string; values?: unknown[]; name?: string };
      const text = typeof first === "string" ? first : first.text;
      const values = (typeof first === "string" ? (args[1] as unknown[]) : first.values) ?? [];
      if (/FROM "public"\."Payment"/.test(text) && /LIKE/.test(text)) recorded!.push({ text, values, name: typeof first === "string" ? undefined : first.name });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = original;
    }
    const statement = recorded![0];
    recorded = null;
    expect(statement, "the search's statement").toBeDefined();
    // Unnamed (lib/db/postgres.ts): a named statement may fall back to a generic plan, which
    // cannot use the pattern to range over an index.
    expect(statement.name || "").toBe("");
    const pool = database.current.pool!;
    const result = await pool.query(`EXPLAIN ${statement.text}`, statement.values);
    return result.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
  }

  it.each(["almaz", "family123", "name123 family1", "customer4567@", "+2519000499"])("answers %j through the search indexes, no sequential scan", async (q) => {
    const plan = await planOf(() => searchPayments(q));
    expect(plan).toMatch(/Payment_search_(first_name|last_name|email|phone)_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
