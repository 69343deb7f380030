// The merchant's risk rules, lists, CSV imports and reviews through /v2/risk (docs/risk-api.md): an
// expression is compiled at save (a bad one is 400 and writes nothing), installation rules are read-only
// (403), values are normalised per kind so the engine finds them, a CSV import runs as a job with its
// counts and line-numbered problems, and reviews are approved or refused with a note.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addTestFundsFor } from "@/tests/factories/funds";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { MAX_RISK_RULES_PER_SCOPE } from "@/lib/catalog/risk";
import { parseImportCsv } from "@/lib/risk/manage/imports";
import * as rulesRoute from "@/app/v2/risk/rules/route";
import * as ruleRoute from "@/app/v2/risk/rules/[id]/route";
import * as listsRoute from "@/app/v2/risk/lists/route";
import * as listRoute from "@/app/v2/risk/lists/[id]/route";
import * as itemsRoute from "@/app/v2/risk/lists/[id]/items/route";
import * as itemRoute from "@/app/v2/risk/lists/[id]/items/[value]/route";
import * as importsRoute from "@/app/v2/risk/lists/[id]/imports/route";
import * as importRoute from "@/app/v2/risk/lists/[id]/imports/[importId]/route";
import * as reviewsRoute from "@/app/v2/risk/reviews/route";
import * as reviewRoute from "@/app/v2/risk/reviews/[id]/route";
import * as approveRoute from "@/app/v2/risk/reviews/[id]/approve/route";
import * as refuseRoute from "@/app/v2/risk/reviews/[id]/refuse/route";

setupTestDatabase();
checkLedgerAfterEach();

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let a: Merchant;
let b: Merchant;

async function call(handler: Handler, path: string, opts: { key: string; method?: string; body?: unknown; params?: Record<string, string> }) {
  const res = await handler(apiRequest(path, { key: opts.key, method: opts.method, body: opts.body }), { params: Promise.resolve(opts.params ?? {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its route's own shape
  return { status: res.status, json: (await res.json()) as { message: string; data?: any; error?: { code: string; details: any } } };
}

const keyOf = (m: Merchant, mode: "test" | "live" = "test") => m.keys[mode].secret;
const writes = async (merchantId: string) =>
  JSON.stringify([
    await db().riskRule.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
    await db().riskList.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
    await db().riskListItem.count({ where: { merchantId } }),
    await db().riskListImport.count({ where: { merchantId } }),
    await db().job.count({ where: { merchantId, type: "risk_list.import" } }),
    await db().auditLog.count({ where: { merchantId } }),
  ]);

async function createList(m: Merchant, alias: string, kind: string) {
  const res = await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(m), body: { alias, name: alias, kind } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as string;
}

beforeAll(async () => {
  a = await createTestMerchant();
  b = await createTestMerchant();
});

describe("rules", () => {
  it("creates a rule whose expression compiles, and refuses one that does not with the compiler's problem, writing nothing", async () => {
    const ok = await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(a), body: { name: "Big ETB", action: "review", expression: 'amount > 5000.0 && currency == "ETB"' } });
    expect(ok.status).toBe(201);
    expect(ok.json.data).toMatchObject({ scope: "merchant", name: "Big ETB", action: "review", status: "active", position: 100, mode: "test" });
    expect((await db().auditLog.findFirstOrThrow({ where: { merchantId: a.merchant.id, action: "risk_rule.created", targetId: ok.json.data.id } })).details).toMatchObject({ expression: 'amount > 5000.0 && currency == "ETB"' });

    const before = await writes(a.merchant.id);
    for (const expression of ["amout > 5", "amount + 1", 'in_list(alias, phone)', "amount >"]) {
      const bad = await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(a), body: { name: "Broken", action: "block", expression } });
      expect(bad.status, expression).toBe(400);
      expect(bad.json.error?.code).toBe("VALIDATION_ERROR");
      expect(bad.json.error?.details[0].field).toBe("expression");
      expect(bad.json.message).toMatch(/^expression does not compile: /);
    }
    // A PATCH with a bad expression leaves the rule as it was.
    const patched = await call(ruleRoute.PATCH, `/v2/risk/rules/${ok.json.data.id}`, { key: keyOf(a), method: "PATCH", params: { id: ok.json.data.id }, body: { expression: "phone > 3" } });
    expect(patched.status).toBe(400);
    expect(await writes(a.merchant.id)).toBe(before);
  });

  it("changes status and position (reorder, disable), deletes, and answers another merchant's rule NOT_FOUND and the other mode 401", async () => {
    const made = await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(a), body: { name: "Night", action: "require_otp", expression: "amount > 100.0", status: "shadow" } });
    const id = made.json.data.id as string;
    const changed = await call(ruleRoute.PATCH, `/v2/risk/rules/${id}`, { key: keyOf(a), method: "PATCH", params: { id }, body: { status: "disabled", position: 5 } });
    expect(changed.json.data).toMatchObject({ status: "disabled", position: 5 });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: a.merchant.id, action: "risk_rule.updated", targetId: id } });
    expect(audit.before).toMatchObject({ status: "shadow", position: 100 });
    expect(audit.after).toMatchObject({ status: "disabled", position: 5 });

    const before = await writes(a.merchant.id);
    expect((await call(ruleRoute.GET, `/v2/risk/rules/${id}`, { key: keyOf(b), params: { id } })).status).toBe(404);
    expect((await call(ruleRoute.PATCH, `/v2/risk/rules/${id}`, { key: keyOf(b), method: "PATCH", params: { id }, body: { status: "active" } })).status).toBe(404);
    const live = await call(ruleRoute.DELETE, `/v2/risk/rules/${id}`, { key: keyOf(a, "live"), method: "DELETE", params: { id } });
    expect(live.status).toBe(401);
    expect(live.json.message).toMatch(/test mode/);
    expect(await writes(a.merchant.id)).toBe(before);

    const deleted = await call(ruleRoute.DELETE, `/v2/risk/rules/${id}`, { key: keyOf(a), method: "DELETE", params: { id } });
    expect(deleted.json.data).toMatchObject({ id, deleted: true });
    expect(await db().riskRule.count({ where: { id } })).toBe(0);
  });

  it("shows the installation's rules read-only: a PATCH or DELETE of one is 403 and changes nothing", async () => {
    const installation = await db().riskRule.create({ data: { id: newId("rrl"), merchantId: null, mode: null, name: "Gateway blocklist", action: "block", expression: 'card_bin == "400000"', status: "active", position: 1 } });
    try {
      const listed = await call(rulesRoute.GET, "/v2/risk/rules", { key: keyOf(a) });
      const mine = listed.json.data.items as { id: string; scope: string }[];
      expect(mine[0]).toMatchObject({ id: installation.id, scope: "installation", expression: 'card_bin == "400000"' });
      expect(mine.slice(1).every((r) => r.scope === "merchant")).toBe(true);
      const onlyMine = await call(rulesRoute.GET, "/v2/risk/rules?scope=merchant", { key: keyOf(a) });
      expect((onlyMine.json.data.items as { id: string }[]).map((r) => r.id)).not.toContain(installation.id);
      expect((await call(ruleRoute.GET, `/v2/risk/rules/${installation.id}`, { key: keyOf(a), params: { id: installation.id } })).json.data.scope).toBe("installation");

      const before = JSON.stringify(await db().riskRule.findUniqueOrThrow({ where: { id: installation.id } }));
      const patch = await call(ruleRoute.PATCH, `/v2/risk/rules/${installation.id}`, { key: keyOf(a), method: "PATCH", params: { id: installation.id }, body: { status: "disabled" } });
      expect(patch.status).toBe(403);
      expect(patch.json.message).toMatch(/operator/);
      expect((await call(ruleRoute.DELETE, `/v2/risk/rules/${installation.id}`, { key: keyOf(a), method: "DELETE", params: { id: installation.id } })).status).toBe(403);
      expect(JSON.stringify(await db().riskRule.findUniqueOrThrow({ where: { id: installation.id } }))).toBe(before);
    } finally {
      await db().riskRule.delete({ where: { id: installation.id } });
    }
  });

  it(`refuses rule ${MAX_RISK_RULES_PER_SCOPE + 1} of a mode`, async () => {
    const m = await createTestMerchant();
    await db().riskRule.createMany({
      data: Array.from({ length: MAX_RISK_RULES_PER_SCOPE - 1 }, (_, i) => ({ id: newId("rrl"), merchantId: m.merchant.id, mode: "test" as const, name: `r${i}`, action: "block", expression: "false" })),
    });
    expect((await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m), body: { name: "last", action: "block", expression: "false" } })).status).toBe(201);
    const over = await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m), body: { name: "one too many", action: "block", expression: "false" } });
    expect(over.status).toBe(409);
    expect(over.json.error?.code).toBe("INVALID_STATE");
    // The other mode is a scope of its own.
    expect((await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m, "live"), body: { name: "live", action: "block", expression: "false" } })).status).toBe(201);
    expect(await db().riskRule.count({ where: { merchantId: m.merchant.id, mode: "test" } })).toBe(MAX_RISK_RULES_PER_SCOPE);
  });
});

describe("lists and values", () => {
  it("refuses a duplicate alias in the same mode (409) and a malformed one (400); another mode or merchant may reuse it", async () => {
    await createList(a, "vip_emails", "email");
    const before = await writes(a.merchant.id);
    const again = await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(a), body: { alias: "vip_emails", name: "again", kind: "phone" } });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "RESOURCE_CONFLICT", details: [{ field: "alias" }] });
    expect((await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(a), body: { alias: "Bad Alias", name: "x", kind: "phone" } })).status).toBe(400);
    expect((await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(a), body: { alias: "x_list", name: "x", kind: "planet" } })).status).toBe(400);
    expect(await writes(a.merchant.id)).toBe(before);
    expect((await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(a, "live"), body: { alias: "vip_emails", name: "live", kind: "email" } })).status).toBe(201);
    expect((await call(listsRoute.POST, "/v2/risk/lists", { key: keyOf(b), body: { alias: "vip_emails", name: "theirs", kind: "email" } })).status).toBe(201);
  });

  it("normalises each value for its kind and refuses bad ones with a precise message, writing none of the batch", async () => {
    const phones = await createList(a, "bad_phones", "phone");
    const emails = await createList(a, "bad_emails", "email");
    const bins = await createList(a, "bad_bins", "card_bin");
    const add = (id: string, values: string[]) => call(itemsRoute.POST, `/v2/risk/lists/${id}/items`, { key: keyOf(a), params: { id }, body: { values } });

    const p = await add(phones, ["+256 700 000001", "+256700000001", "+251 91 123 4567"]);
    expect(p.json.data).toEqual({ values: ["+256700000001", "+251911234567"], added_count: 2, skipped_count: 1 });
    expect((await add(emails, ["Buyer@Example.COM"])).json.data.values).toEqual(["buyer@example.com"]);
    expect((await add(bins, ["424242", "5555 5555"])).json.data.values).toEqual(["424242", "555555"]);

    const before = await writes(a.merchant.id);
    for (const [id, good, value, message] of [
      [bins, "424299", "12345", /"12345" is not a card BIN of 6 to 8 digits/],
      [bins, "424299", "4242424242424242", /is not a card BIN of 6 to 8 digits/],
      [phones, "+251911000099", "not a phone", /is not a phone number/],
      [emails, "new@example.com", "nobody@", /is not an e-mail address/],
    ] as const) {
      const bad = await add(id, [good, value]);
      expect(bad.status, value).toBe(400);
      expect(bad.json.error?.code).toBe("VALIDATION_ERROR");
      expect(bad.json.error?.details).toEqual([{ field: "values[1]", message: expect.stringMatching(message) }]);
    }
    expect(await writes(a.merchant.id)).toBe(before);

    const listed = await call(itemsRoute.GET, `/v2/risk/lists/${phones}/items?per_page=1`, { key: keyOf(a), params: { id: phones } });
    expect(listed.json.data.items.map((i: { value: string }) => i.value)).toEqual(["+251911234567"]);
    expect(listed.json.data.pagination).toMatchObject({ total: 2, has_more: true, next_cursor: "2" });
    const found = await call(itemsRoute.GET, `/v2/risk/lists/${phones}/items?value=${encodeURIComponent("+256 700 000001")}`, { key: keyOf(a), params: { id: phones } });
    expect(found.json.data.items.map((i: { value: string }) => i.value)).toEqual(["+256700000001"]);

    // Removed as people write it; a second removal is NOT_FOUND.
    const removed = await call(itemRoute.DELETE, `/v2/risk/lists/${phones}/items/${encodeURIComponent("+256 700 000001")}`, { key: keyOf(a), method: "DELETE", params: { id: phones, value: "+256 700 000001" } });
    expect(removed.json.data).toMatchObject({ value: "+256700000001", deleted: true });
    expect((await call(itemRoute.DELETE, `/v2/risk/lists/${phones}/items/x`, { key: keyOf(a), method: "DELETE", params: { id: phones, value: "+256700000001" } })).status).toBe(404);
    // Another merchant's list is not found, and nothing of it changes.
    expect((await call(itemsRoute.POST, `/v2/risk/lists/${phones}/items`, { key: keyOf(b), params: { id: phones }, body: { values: ["+256700000009"] } })).status).toBe(404);
    expect(await db().riskListItem.count({ where: { listId: phones } })).toBe(1);
  });

  it("a value added through the API is the value the engine looks up: a block rule on the list blocks that wallet", async () => {
    const m = await createTestMerchant();
    const id = await createList(m, "blocked_wallets", "phone");
    await call(itemsRoute.POST, `/v2/risk/lists/${id}/items`, { key: keyOf(m), params: { id }, body: { values: ["+251 911 000 777"] } });
    await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m), body: { name: "Blocked wallets", action: "block", expression: 'in_list("blocked_wallets", phone)' } });
    const blocked = await createHostedPaymentFor(keyOf(m), { currency: "ETB", amount: 20 });
    await submitPaymentAttempt(blocked.token, { method: "telebirr", account: "+251911000777", kind: "wallet" });
    const other = await createHostedPaymentFor(keyOf(m), { currency: "ETB", amount: 20 });
    await submitPaymentAttempt(other.token, { method: "telebirr", account: "+251911000778", kind: "wallet" });
    const decisions = await db().paymentAttempt.findMany({ where: { paymentId: { in: [blocked.reference, other.reference] } }, select: { paymentId: true, riskDecision: true } });
    expect(decisions.find((d) => d.paymentId === blocked.reference)?.riskDecision).toBe("block");
    expect(decisions.find((d) => d.paymentId === other.reference)?.riskDecision).not.toBe("block");
  });

  it("refuses to delete a list an active rule names, and deletes it with its values once the rule is disabled", async () => {
    const m = await createTestMerchant();
    const id = await createList(m, "watch_ips", "ip");
    await call(itemsRoute.POST, `/v2/risk/lists/${id}/items`, { key: keyOf(m), params: { id }, body: { values: ["203.0.113.7"] } });
    const rule = await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m), body: { name: "Watched", action: "review", expression: 'in_list("watch_ips", ip)' } });
    const refused = await call(listRoute.DELETE, `/v2/risk/lists/${id}`, { key: keyOf(m), method: "DELETE", params: { id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/"Watched"/);
    await call(ruleRoute.PATCH, `/v2/risk/rules/${rule.json.data.id}`, { key: keyOf(m), method: "PATCH", params: { id: rule.json.data.id }, body: { status: "disabled" } });
    expect((await call(listRoute.DELETE, `/v2/risk/lists/${id}`, { key: keyOf(m), method: "DELETE", params: { id } })).json.data).toMatchObject({ id, item_count: 1, deleted: true });
    expect(await db().riskListItem.count({ where: { listId: id } })).toBe(0);
  });
});

describe("CSV import", () => {
  it("runs as a risk_list.import job: adds the new values, counts the skipped ones and keeps the bad lines with their numbers", async () => {
    const id = await createList(a, "import_phones", "phone");
    await call(itemsRoute.POST, `/v2/risk/lists/${id}/items`, { key: keyOf(a), params: { id }, body: { values: ["+251911000001"] } });
    const csv = ["name,value", "Abebe,+251 911 000 001", "Sara,+251911000002", "Bad,12", "Dup,+251911000002", "", 'Quoted,"+256 700 000003"', "Empty,"].join("\r\n");
    const queued = await call(importsRoute.POST, `/v2/risk/lists/${id}/imports`, { key: keyOf(a), params: { id }, body: { csv } });
    expect(queued.status).toBe(202);
    expect(queued.json.data).toMatchObject({ status: "queued", added_count: 0, list_id: id });
    expect(await db().job.count({ where: { type: "risk_list.import", objectId: queued.json.data.id, merchantId: a.merchant.id, mode: "test" } })).toBe(1);

    while ((await runDueJobs(db())) > 0);
    const done = await call(importRoute.GET, `/v2/risk/lists/${id}/imports/${queued.json.data.id}`, { key: keyOf(a), params: { id, importId: queued.json.data.id } });
    expect(done.json.data).toMatchObject({
      status: "completed",
      added_count: 2,
      // The bad value, the empty cell, the duplicate in the file and the value already in the list.
      skipped_count: 4,
      problems: [
        { line: 4, problem: expect.stringMatching(/"12" is not a phone number/) },
        { line: 8, problem: "the value column is empty" },
      ],
    });
    expect(done.json.data.finished_at).not.toBeNull();
    const values = (await db().riskListItem.findMany({ where: { listId: id }, orderBy: { value: "asc" } })).map((i) => i.value);
    expect(values).toEqual(["+251911000001", "+251911000002", "+256700000003"]);
    // Another merchant cannot read it.
    expect((await call(importRoute.GET, `/v2/risk/lists/${id}/imports/${queued.json.data.id}`, { key: keyOf(b), params: { id, importId: queued.json.data.id } })).status).toBe(404);
  });

  it("without a header takes each line's first cell; a file with no valid value fails; a file over the line limit is refused at upload", async () => {
    expect(parseImportCsv("email", "A@B.CO\nc@d.org,ignored\n")).toEqual({ values: ["a@b.co", "c@d.org"], skipped: 0, problems: [] });
    expect(parseImportCsv("country", "country\net\nUG\n").values).toEqual(["ET", "UG"]);
    const problems = parseImportCsv("card_bin", Array.from({ length: 30 }, () => "12").join("\n")).problems;
    expect(problems).toHaveLength(20);
    expect(problems[19]).toMatchObject({ line: 20 });

    const id = await createList(a, "import_bins", "card_bin");
    const queued = await call(importsRoute.POST, `/v2/risk/lists/${id}/imports`, { key: keyOf(a), params: { id }, body: { csv: "1\n2\n" } });
    while ((await runDueJobs(db())) > 0);
    const failed = await db().riskListImport.findUniqueOrThrow({ where: { id: queued.json.data.id } });
    expect(failed).toMatchObject({ status: "failed", addedCount: 0, skippedCount: 2 });

    const before = await writes(a.merchant.id);
    const tooLong = await call(importsRoute.POST, `/v2/risk/lists/${id}/imports`, { key: keyOf(a), params: { id }, body: { csv: "424242\n".repeat(50_001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error?.details).toEqual([{ field: "csv", message: "must have at most 50000 lines" }]);
    expect(await writes(a.merchant.id)).toBe(before);
  });
});

describe("reviews", () => {
  let m: Merchant;
  const held = async () => {
    const p = await createHostedPaymentFor(keyOf(m), { currency: "ETB", amount: 150 });
    await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
    return (await db().riskReview.findFirstOrThrow({ where: { paymentId: p.reference } })).id;
  };
  beforeAll(async () => {
    m = await createTestMerchant();
    await addTestFundsFor(keyOf(m), 100, "ETB");
    await call(rulesRoute.POST, "/v2/risk/rules", { key: keyOf(m), body: { name: "Large payment", action: "review", expression: "amount >= 100.0" } });
  });

  it("lists the open reviews and approves one with a note; closing it again is INVALID_STATE", async () => {
    const id = await held();
    const listed = await call(reviewsRoute.GET, "/v2/risk/reviews?status=open", { key: keyOf(m) });
    expect(listed.json.data.items.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call(reviewRoute.GET, `/v2/risk/reviews/${id}`, { key: keyOf(m), params: { id } })).json.data).toMatchObject({ id, status: "open", reason: "Large payment" });

    const approved = await call(approveRoute.POST, `/v2/risk/reviews/${id}/approve`, { key: keyOf(m), params: { id }, body: { note: "Called the customer" } });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ id, status: "approved", note: "Called the customer", refund_reference: null, closed_by: expect.stringMatching(/^key_/) });
    const again = await call(refuseRoute.POST, `/v2/risk/reviews/${id}/refuse`, { key: keyOf(m), params: { id }, body: { note: "changed my mind" } });
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe("INVALID_STATE");
    expect(await db().refund.count({ where: { merchantId: m.merchant.id } })).toBe(0);
  });

  it("refuses one: the payment is refunded in full", async () => {
    const id = await held();
    const refused = await call(refuseRoute.POST, `/v2/risk/reviews/${id}/refuse`, { key: keyOf(m), params: { id }, body: { note: "Stolen phone" } });
    expect(refused.status).toBe(200);
    expect(refused.json.data).toMatchObject({ status: "refused", refund_reference: expect.stringMatching(/^rfd_/) });
    const review = await db().riskReview.findUniqueOrThrow({ where: { id } });
    expect((await db().payment.findUniqueOrThrow({ where: { id: review.paymentId } })).amountRefunded).toBe(15000n);
  });

  it("another merchant's review is NOT_FOUND and the live key is told the review is test mode's; nothing changes", async () => {
    const id = await held();
    for (const [key, status] of [[keyOf(b), 404], [keyOf(m, "live"), 401]] as const) {
      expect((await call(reviewRoute.GET, `/v2/risk/reviews/${id}`, { key, params: { id } })).status).toBe(status);
      expect((await call(approveRoute.POST, `/v2/risk/reviews/${id}/approve`, { key, params: { id }, body: { note: "x" } })).status).toBe(status);
      expect((await call(refuseRoute.POST, `/v2/risk/reviews/${id}/refuse`, { key, params: { id }, body: { note: "x" } })).status).toBe(status);
    }
    expect((await db().riskReview.findUniqueOrThrow({ where: { id } })).status).toBe("open");
    expect((await call(approveRoute.POST, `/v2/risk/reviews/${id}/approve`, { key: keyOf(m), params: { id }, body: {} })).status).toBe(400);
  });
});
