// The payment links' fuzz operations (tests/e2e/fuzz/operations.ts) sampled and sent to
// the real route handlers in this process, on seeded objects like the fuzz harness's: every case
// answers the code it expects and writes nothing. The full fuzz suite runs them against a server
// (tests/e2e/fuzz.spec.ts); this catches a wrong expectation without a build.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createLinkFor, eventLinkBody, multipartRequest, PNG_BYTES } from "@/tests/factories/payment-links-api";
import { OPERATIONS, type FuzzCase } from "@/tests/e2e/fuzz/operations";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { POST as uploadImage } from "@/app/v2/payment-links/images/route";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { ERROR_STATUS } from "@/lib/http/errors";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();

const ROUTES: { re: RegExp; names: string[]; load: () => Promise<Record<string, RouteHandler>> }[] = [
  { re: /^\/v2\/payment-links$/, names: [], load: () => import("@/app/v2/payment-links/route") },
  { re: /^\/v2\/payment-links\/images$/, names: [], load: () => import("@/app/v2/payment-links/images/route") },
  { re: /^\/v2\/payment-links\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/deactivate$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/deactivate/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/tickets$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/tickets/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/tickets\/([^/]+)\/check-in$/, names: ["id", "reference"], load: () => import("@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route") },
];

/** Categories whose request Next itself would route as sent (hostile encodings of the path are the server's to judge). */
const IN_PROCESS = new Set(["business", "schema", "state", "query", "content-type", "auth", "method", "idempotency-key", "invalid-json", "json-shape", "nul-surrogate", "too-large", "invalid-utf8"]);

let targets: Targets;
beforeAll(async () => {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const active = await createSubaccountFor(key);
  const inactive = await createSubaccountFor(key);
  await db().subaccount.update({ where: { id: inactive }, data: { active: false } });
  const image = (await (await uploadImage(multipartRequest("/v2/payment-links/images", { key, bytes: PNG_BYTES }), { params: Promise.resolve({}) })).json()).data.id;
  const donation = (await createLinkFor(key)).id;
  const event = await createLinkFor(key, eventLinkBody);
  const payment = await createHostedPaymentFor(key);
  const ticket = (reference: string, status: string, checkedInAt: Date | null) =>
    db().ticket.create({ data: { id: newId("tkt"), merchantId: m.merchant.id, mode: "test", linkId: event.id, ticketTypeId: event.ticket_types![0].id, paymentId: payment.reference, status, attendeeName: "F", reference, checkedInAt } });
  await ticket("TKT-2345-6789", "held", null);
  await ticket("TKT-3456-789A", "paid", new Date());
  const stand = (p: string) => ({ id: `${p}_${"Z".repeat(22)}`, reference: `fuzz-${p}` });
  targets = {
    merchantId: m.merchant.id,
    key,
    paid: stand("pay"),
    pending: stand("pay"),
    refund: stand("rfd"),
    active,
    inactive,
    activeAccount: { bank_slug: "cbe", account_number: "1000200030004" },
    refundableRemaining: 0,
    payouts: { success: stand("po"), otp: stand("po"), approve: stand("po"), reject: stand("po") },
    payoutFunds: {},
    batch: { id: stand("pob").id, payouts: [] },
    events: { payment: stand("evt").id, payout: stand("evt").id },
    webhookEndpoint: { enabled: stand("whe").id, disabled: stand("whe").id },
    webhookDelivery: stand("whd").id,
    customer: { id: stand("cus").id, payment: stand("pay").id },
    virtualAccount: { id: stand("va").id, reference: "fuzz-va", debitReference: "fuzz-debit", balance: 0 },
    callbacks: { chapa: { token: "x", webhookSecret: "x" }, mtn: { token: "x" } },
    paymentLink: { image, donation, event: event.id, heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" },
  };
});

async function send(c: FuzzCase) {
  const [pathname] = c.request.target.split("?");
  const route = ROUTES.find((r) => r.re.test(pathname))!;
  const match = route.re.exec(pathname)!;
  const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
  const mod = await route.load();
  const handler = mod[c.request.method];
  const body = c.request.body === undefined || c.request.method === "GET" ? undefined : c.request.body;
  const res = await handler(new Request(`http://localhost${c.request.target}`, { method: c.request.method, headers: c.request.headers, body: body as BodyInit | undefined }), { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text() };
}

const written = async () =>
  JSON.stringify(
    await Promise.all([db().paymentLink.findMany({ orderBy: { id: "asc" } }), db().ticket.findMany({ orderBy: { id: "asc" } }), db().paymentLinkImage.count(), db().auditLog.count(), db().ticketType.findMany({ orderBy: { id: "asc" } })]),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );

const names = OPERATIONS.map((o) => o.name).filter((n) => n.includes("/v2/payment-links"));

describe("the payment links' fuzz cases, in process", () => {
  it("names every payment links operation", () => expect(names).toHaveLength(8));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (name) => {
    const op = OPERATIONS.find((o) => o.name === name)!;
    const cases = fc.sample(op.cases(targets), { seed: 29, numRuns: Number(process.env.FUZZ_LINK_SAMPLES ?? 60) }).filter((c) => IN_PROCESS.has(c.category));
    expect(cases.length).toBeGreaterThan(10);
    const before = await written();
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await send(c);
      let code = "";
      try {
        code = res.status === 405 ? "METHOD_NOT_ALLOWED" : JSON.parse(res.text).error?.code;
      } catch {
        code = `(not JSON: ${res.text.slice(0, 80)})`;
      }
      if (code !== c.expect || res.status !== ERROR_STATUS[c.expect]) wrong.push(`${c.category} [${c.note}]: expected ${c.expect}, got ${res.status} ${res.text.slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});
