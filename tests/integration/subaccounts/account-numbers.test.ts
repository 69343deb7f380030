// Account numbers are compared in their stored form (wallet: E.164, bank: digits
// only), so the local and international forms of one wallet make one subaccount; the
// example GET /v2/banks shows is accepted by POST /v2/subaccounts for every bank; and the
// migration normalises existing rows and reports the duplicates it finds.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { migrationsBefore, migrationsDir, rawDatabase } from "@/tests/support/raw-database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { postSubaccount, subaccountBody } from "@/tests/factories/subaccounts";
import { GET as banks } from "@/app/v2/banks/route";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { BANKS } from "@/lib/catalog/banks";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";

setupTestDatabase();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const walletBody = (currency: string, bank_slug: string, account_number: string) =>
  subaccountBody({ currency, account: { account_name: "Wallet owner", account_number, bank_slug } });
const countFor = (merchantId: string, bankSlug: string) => db().subaccount.count({ where: { merchantId, bankSlug } });

describe("one subaccount per wallet, whatever form its number is written in", () => {
  it.each([
    // Every common writing (lib/phone.ts), including 00 + country code and "+256" typed before the local form.
    ["UGX", "mtn_momo_ug", ["0776467224", "+256776467224", "256776467224", "+256 776 467 224", "776467224", "0776-467-224", "00256776467224", "+2560776467224"], "+256776467224"],
    ["DJF", "waafi", ["077148735", "+25377148735", "77148735", "25377148735", "77 14 87 35", "0025377148735"], "+25377148735"],
    ["ETB", "telebirr", ["0911234567", "+251911234567", "251911234567", "911234567", "091-123-4567", "+2510911234567"], "+251911234567"],
  ])("%s %s: the first form creates, every other form is 409 RESOURCE_CONFLICT", async (currency, slug, forms, stored) => {
    const first = await postSubaccount(key, walletBody(currency, slug, forms[0]));
    expect(first.res.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.account.account_number).toBe(stored);
    const row = await db().subaccount.findUniqueOrThrow({ where: { id: first.body.data.subaccount_reference } });
    expect(row.accountNumber).toBe(stored);
    for (const form of forms.slice(1)) {
      const again = await postSubaccount(key, walletBody(currency, slug, form));
      expect(again.res.status, form).toBe(409);
      expect(again.body.error).toEqual({ code: "RESOURCE_CONFLICT", details: [{ field: "account.account_number", message: "already used by another subaccount" }] });
    }
    expect(await countFor(m.merchant.id, slug)).toBe(1);
  });

  it("the dashboard's create (the API's service) uses the same stored form and the same conflict", async () => {
    const other = await createTestMerchant();
    const input = { ...walletBody("UGX", "airtel_ug", "0752123456"), min_amount: null, max_amount: null } as never;
    const actor = { type: "dashboard" as const, userId: other.user.id };
    // The dashboard's route calls the API's service with its user as the actor, in one transaction.
    const createFromDashboard = (body: never) =>
      db().$transaction((tx) => createSubaccount(tx, { merchantId: other.merchant.id, mode: "test", input: body, actor }));
    const created = await createFromDashboard(input);
    expect(created.accountNumber).toBe("+256752123456");
    const international = { ...walletBody("UGX", "airtel_ug", "+256752123456"), min_amount: null, max_amount: null } as never;
    const error = await createFromDashboard(international).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("RESOURCE_CONFLICT");
    expect(await countFor(other.merchant.id, "airtel_ug")).toBe(1);
    // the same API call with the international form conflicts with the dashboard's row
    const viaApi = await postSubaccount(other.keys.test.secret, walletBody("UGX", "airtel_ug", "+256 75 212 3456"));
    expect(viaApi.res.status).toBe(409);
  });
});

describe("GET /v2/banks examples", () => {
  it("every bank's example is accepted by POST /v2/subaccounts and stored as shown", async () => {
    const fresh = await createTestMerchant();
    const res = await banks(apiRequest("/v2/banks", { key: fresh.keys.test.secret }));
    const listed: { slug: string; currency: string; account_number_example: string; account_number_format: string }[] = (await res.json()).data;
    expect(listed.map((b) => b.slug)).toEqual(BANKS.map((b) => b.slug));
    for (const b of listed) {
      const { res: created, body } = await postSubaccount(fresh.keys.test.secret, walletBody(b.currency, b.slug, b.account_number_example));
      expect(created.status, `${b.slug} ${b.account_number_example}: ${JSON.stringify(body)}`).toBe(201);
      expect(body.data.account.account_number).toBe(b.account_number_example);
    }
    expect(await db().subaccount.count({ where: { merchantId: fresh.merchant.id } })).toBe(BANKS.length);
  });

  it("GET /v2/banks?currency=DJF shows an example WAAFI and D-Money accept", async () => {
    const res = await banks(apiRequest("/v2/banks?currency=DJF", { key }));
    const data = (await res.json()).data as { slug: string; account_number_example: string; account_number_format: string }[];
    const waafi = data.find((b) => b.slug === "waafi")!;
    expect(waafi).toMatchObject({ account_number_example: "+25377123456", account_number_format: "mobile number, e.g. +25377123456 or 77123456" });
    const before = await countFor(m.merchant.id, "d_money");
    const { res: created } = await postSubaccount(key, walletBody("DJF", "d_money", "77831234"));
    expect(created.status).toBe(201);
    expect(await countFor(m.merchant.id, "d_money")).toBe(before + 1);
  });
});

describe.skipIf(!onPostgres)("concurrency (PostgreSQL)", () => {
  it("the local and international forms of one wallet created at once make exactly one subaccount, 20 rounds", async () => {
    for (let round = 0; round < 20; round++) {
      const national = `77${String(100000 + round * 7919).padStart(7, "0").slice(-7)}`; // 77 + 7 digits: an MTN wallet
      const forms = [`0${national}`, `+256${national}`, `256${national}`, `0${national}`, `+256${national}`];
      const results = await Promise.all(forms.map((f) => postSubaccount(key, walletBody("UGX", "mtn_momo_ug", f))));
      expect(results.map((r) => r.res.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(results.filter((r) => r.res.status === 409).every((r) => r.body.error.code === "RESOURCE_CONFLICT")).toBe(true);
      expect(await db().subaccount.count({ where: { merchantId: m.merchant.id, bankSlug: "mtn_momo_ug", accountNumber: `+256${national}` } })).toBe(1);
    }
  });
});

// The migration, run on a database migrated up to just before it, with rows written the way
// the old code wrote them (digits only, local or with the country code).
const MIGRATION = "20261122110000_normalise_account_numbers";
describe("migration " + MIGRATION, () => {
  it("normalises wallet numbers, keeps bank numbers, and deactivates and reports duplicates without deleting any", async () => {
    const raw = await rawDatabase();
    try {
      for (const sql of migrationsBefore(MIGRATION)) await raw.exec(sql);
      await raw.exec(`
        INSERT INTO "Merchant" ("id", "name", "updatedAt") VALUES ('mer_a', 'A', now()), ('mer_b', 'B', now());
        INSERT INTO "Subaccount" ("id", "merchantId", "mode", "name", "accountName", "accountNumber", "bankSlug", "bankName", "currency", "splitType", "splitValue", "active", "createdAt", "updatedAt") VALUES
          ('sub_mtn_local',  'mer_a', 'test', 'n', 'a', '0776467224',    'mtn_momo_ug', 'MTN', 'UGX', 'percentage', 1000, true,  '2026-01-01', now()),
          ('sub_mtn_intl',   'mer_a', 'test', 'n', 'a', '256776467224',  'mtn_momo_ug', 'MTN', 'UGX', 'percentage', 1000, true,  '2026-01-02', now()),
          ('sub_mtn_live',   'mer_a', 'live', 'n', 'a', '256776467224',  'mtn_momo_ug', 'MTN', 'UGX', 'percentage', 1000, true,  '2026-01-03', now()),
          ('sub_mtn_other',  'mer_b', 'test', 'n', 'a', '0776467224',    'mtn_momo_ug', 'MTN', 'UGX', 'percentage', 1000, true,  '2026-01-04', now()),
          ('sub_waafi_old',  'mer_a', 'test', 'n', 'a', '077148735',     'waafi',       'W',   'DJF', 'percentage', 1000, false, '2026-01-01', now()),
          ('sub_waafi_new',  'mer_a', 'test', 'n', 'a', '25377148735',   'waafi',       'W',   'DJF', 'percentage', 1000, true,  '2026-02-01', now()),
          ('sub_tele_1',     'mer_a', 'test', 'n', 'a', '0911234567',    'telebirr',    'T',   'ETB', 'percentage', 1000, true,  '2026-01-01', now()),
          ('sub_tele_2',     'mer_a', 'test', 'n', 'a', '251911234567',  'telebirr',    'T',   'ETB', 'percentage', 1000, true,  '2026-01-05', now()),
          ('sub_bank',       'mer_a', 'test', 'n', 'a', '1000123456789', 'cbe',         'CBE', 'ETB', 'percentage', 1000, true,  '2026-01-01', now());
      `);
      const notices = await raw.exec(fs.readFileSync(path.join(migrationsDir(), MIGRATION, "migration.sql"), "utf8"));

      const rows = await raw.query<{ id: string; accountNumber: string; active: boolean; deactivatedAt: Date | null }>(
        `SELECT "id", "accountNumber", "active", "deactivatedAt" FROM "Subaccount" ORDER BY "id"`,
      );
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(rows).toHaveLength(9); // nothing deleted
      expect(byId.sub_mtn_local).toMatchObject({ accountNumber: "+256776467224", active: true });
      expect(byId.sub_mtn_intl).toMatchObject({ accountNumber: "256776467224", active: false });
      expect(byId.sub_mtn_intl.deactivatedAt).not.toBeNull();
      expect(byId.sub_mtn_live).toMatchObject({ accountNumber: "+256776467224", active: true }); // other mode: not a duplicate
      expect(byId.sub_mtn_other).toMatchObject({ accountNumber: "+256776467224", active: true }); // other merchant
      // the oldest ACTIVE row is kept, even when an inactive one is older
      expect(byId.sub_waafi_new).toMatchObject({ accountNumber: "+25377148735", active: true });
      expect(byId.sub_waafi_old).toMatchObject({ accountNumber: "077148735", active: false });
      expect(byId.sub_tele_1).toMatchObject({ accountNumber: "+251911234567", active: true });
      expect(byId.sub_tele_2).toMatchObject({ accountNumber: "251911234567", active: false });
      expect(byId.sub_bank).toMatchObject({ accountNumber: "1000123456789", active: true });

      const report = await raw.query<Record<string, unknown>>(
        `SELECT "subaccountId", "keptSubaccountId", "merchantId", "mode", "bankSlug", "accountNumberAsWritten", "accountNumber", "wasActive" FROM "AccountNumberDuplicate" ORDER BY "subaccountId"`,
      );
      expect(report).toEqual([
        { subaccountId: "sub_mtn_intl", keptSubaccountId: "sub_mtn_local", merchantId: "mer_a", mode: "test", bankSlug: "mtn_momo_ug", accountNumberAsWritten: "256776467224", accountNumber: "+256776467224", wasActive: true },
        { subaccountId: "sub_tele_2", keptSubaccountId: "sub_tele_1", merchantId: "mer_a", mode: "test", bankSlug: "telebirr", accountNumberAsWritten: "251911234567", accountNumber: "+251911234567", wasActive: true },
        { subaccountId: "sub_waafi_old", keptSubaccountId: "sub_waafi_new", merchantId: "mer_a", mode: "test", bankSlug: "waafi", accountNumberAsWritten: "077148735", accountNumber: "+25377148735", wasActive: false },
      ]);
      expect(notices.filter((n) => n.includes("AccountNumberDuplicate"))).toHaveLength(3);
      expect(notices.join("\n")).toContain("subaccount sub_mtn_intl (mtn_momo_ug 256776467224, merchant mer_a, test mode) is the same wallet as subaccount sub_mtn_local");

      // the unique index still holds, on the normalised form
      await expect(
        raw.exec(`INSERT INTO "Subaccount" ("id", "merchantId", "mode", "name", "accountName", "accountNumber", "bankSlug", "bankName", "currency", "splitType", "splitValue", "updatedAt")
                  VALUES ('sub_again', 'mer_a', 'test', 'n', 'a', '+256776467224', 'mtn_momo_ug', 'MTN', 'UGX', 'percentage', 1000, now())`),
      ).rejects.toThrow(/unique/i);
    } finally {
      await raw.close();
    }
  });

  it("names every wallet of the registry with its country code", () => {
    const sql = fs.readFileSync(path.join(migrationsDir(), MIGRATION, "migration.sql"), "utf8");
    for (const b of BANKS.filter((x) => x.type === "wallet")) {
      const code = b.accountExample.slice(1, 4);
      expect(sql, b.slug).toContain(`('${b.slug}', '${code}')`);
    }
  });
});
