// The hosted invoice page and its payments: GET /invoice/[token] and POST /invoice/[token]/pay called
// with real Requests, then the ordinary checkout in test mode (the simulator), then the worker's apply
// job. A one-off invoice paid in two parts is partially paid, then paid, with invoice.paid once; every
// refusal (below the minimum, above what is due, a part of an invoice paid whole, a void invoice, an
// unknown token) is the page again with its status and nothing written. At most one unfinished page
// payment at a time, also when several start at once (PostgreSQL: the invoice's row lock). A success
// that reaches a void invoice leaves it void and is recorded for a refund.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Invoice } from "@/lib/generated/prisma/client";
import { createInvoice, finalizeInvoice } from "@/lib/billing/invoices";
import { startInvoicePayment } from "@/lib/billing/pay-invoice";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { drainDueJobs } from "@/lib/worker/run-due-jobs";
import { GET as invoicePage } from "@/app/invoice/[token]/route";
import { POST as payInvoice } from "@/app/invoice/[token]/pay/route";
import { POST as checkoutPay } from "@/app/checkout/[token]/pay/route";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
const actor = { type: "cli" } as const;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Abebe Consulting" });
});

const own = () => new URL(env().publicBaseUrl).origin;
const sameOrigin = { "sec-fetch-site": "same-origin" } as Record<string, string>;

async function oneOff(extra: Record<string, unknown> = {}): Promise<Invoice> {
  return db().$transaction(async (tx) => {
    const draft = await createInvoice(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      actor,
      input: {
        currency: "USD",
        customer: { name: "Hana Tesfaye", email: "hana@example.test" },
        lines: [
          { description: "Design workshop", quantity: 2, unit_amount: 40 },
          { description: "Travel", quantity: 1, unit_amount: 20 },
        ],
        tax_rate_percent: 0,
        days_until_due: 7,
        allow_partial_payments: true,
        minimum_partial_amount: 20,
        ...extra,
      } as Parameters<typeof createInvoice>[1]["input"],
    });
    return finalizeInvoice(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "unauthorized", id: draft.id, actor });
  });
}

const getPage = (token: string) => invoicePage(new Request(`${own()}/invoice/${token}`), { params: Promise.resolve({ token }) });
function postPay(token: string, fields: Record<string, string>, headers: Record<string, string> = { origin: own(), ...sameOrigin }) {
  return payInvoice(
    new Request(`${own()}/invoice/${token}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() }),
    { params: Promise.resolve({ token }) },
  );
}

/** The checkout token a 303 from the pay form leads to. */
function checkoutTokenOf(res: Response): string {
  expect(res.status).toBe(303);
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(new RegExp(`^${own()}/checkout/cs_test_[0-9A-Za-z]{20,}$`));
  return location.split("/checkout/")[1];
}

/** The checkout's own form, paid by the success card, then the worker's jobs (the apply job among them). */
async function payOnCheckout(token: string) {
  const res = await checkoutPay(
    new Request(`${own()}/checkout/${token}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own(), ...sameOrigin },
      body: new URLSearchParams({ method: "card", card_number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Hana Tesfaye" }).toString(),
    }),
    { params: Promise.resolve({ token }) },
  );
  expect(res.status).toBe(303);
  expect((await db().payment.findUniqueOrThrow({ where: { checkoutToken: token } })).status).toBe("success");
  await drainDueJobs(db());
}

async function written() {
  const m = shop.merchant.id;
  const [payments, links, audit, events, jobs] = await Promise.all([
    db().payment.count({ where: { merchantId: m } }),
    db().invoicePayment.count({ where: { merchantId: m } }),
    db().auditLog.count({ where: { merchantId: m } }),
    db().event.count({ where: { merchantId: m } }),
    db().job.count({ where: { merchantId: m } }),
  ]);
  return { payments, links, audit, events, jobs };
}

const eventsOf = async (id: string) => (await db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } })).map((e) => e.type);

describe("the hosted invoice page", () => {
  it("shows the merchant, number, lines, total, paid, due, due date and status, script-free and never stored", async () => {
    const invoice = await oneOff();
    const res = await getPage(invoice.hostedToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    for (const text of ["Abebe Consulting", `Invoice ${invoice.number}`, "Design workshop", "2 × USD 40.00", "USD 80.00", "Travel", "USD 100.00", "Amount due", "Due date", "Test mode"]) expect(html).toContain(text);
    expect(html).toContain(`action="/invoice/${invoice.hostedToken}/pay"`);
    expect(html).toMatch(/name="amount"/);
    expect(html).toContain("a part of at least USD 20.00");
    expect(html).not.toMatch(/<script/i);
  });

  it("an unknown or malformed token is 404, and a draft has no page yet", async () => {
    for (const token of ["inv_test_000000000000000000000000", "nope"]) {
      const res = await getPage(token);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Invoice not found");
    }
    const draft = await db().$transaction((tx) =>
      createInvoice(tx, { merchantId: shop.merchant.id, mode: "test", actor, input: { currency: "USD", customer: { email: "d@example.test" }, lines: [{ description: "X", quantity: 1, unit_amount: 5 }], tax_rate_percent: 0, days_until_due: 7, allow_partial_payments: false } }),
    );
    expect((await getPage(draft.hostedToken)).status).toBe(404);
    const before = await written();
    expect((await postPay("inv_test_000000000000000000000000", { amount: "10" })).status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe("paying an invoice in parts", () => {
  it("two parts through the page's form and the checkout: partially paid, then paid, invoice.paid once", async () => {
    const invoice = await oneOff();
    const first = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "40" }));
    const payment = await db().payment.findUniqueOrThrow({ where: { checkoutToken: first } });
    expect(payment).toMatchObject({ paymentType: "Invoice", amount: 4000n, currency: "USD", merchantReference: `${invoice.id}-p1`, customerEmail: "hana@example.test" });
    expect(await db().invoicePayment.findUniqueOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ invoiceId: invoice.id, try: 0, appliedAt: null });
    await payOnCheckout(first);

    let now = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(now).toMatchObject({ status: "partially_paid", amountPaid: 4000n });
    const partly = await (await getPage(invoice.hostedToken)).text();
    expect(partly).toContain("Partly paid");
    expect(partly).toContain("USD 60.00");

    // The rest (60.00) is below nothing and the whole rest due: accepted.
    const second = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "60.00" }));
    await payOnCheckout(second);
    now = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(now).toMatchObject({ status: "paid", amountPaid: 10000n });
    expect(now.paidAt).toBeInstanceOf(Date);
    const events = await eventsOf(invoice.id);
    expect(events.filter((t) => t === "invoice.paid")).toHaveLength(1);
    expect(events.filter((t) => t === "invoice.updated")).toHaveLength(1);
    const links = await db().invoicePayment.findMany({ where: { invoiceId: invoice.id } });
    expect(links.map((l) => l.outcome).sort()).toEqual(["success", "success"]);

    // Paid: the page says so and has no form; a form sent anyway is refused and writes nothing.
    const paid = await getPage(invoice.hostedToken);
    const html = await paid.text();
    expect(html).toContain("This invoice is paid");
    expect(html).not.toContain("<form");
    const before = await written();
    const refused = await postPay(invoice.hostedToken, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This invoice is paid");
    expect(await written()).toEqual(before);
  });

  it("refuses a part below the minimum, above what is due, and any part of an invoice paid whole: the page again, nothing written", async () => {
    const invoice = await oneOff();
    const whole = await oneOff({ allow_partial_payments: false, minimum_partial_amount: undefined });
    const cases: [Invoice, Record<string, string>, number, string][] = [
      [invoice, { amount: "19.99" }, 400, "Must be at least USD 20.00"],
      [invoice, { amount: "100.01" }, 400, "Must be at most USD 100.00"],
      [invoice, { amount: "12,5" }, 400, "Use a comma only between groups of three digits"],
      [invoice, { amount: "0" }, 400, "Enter an amount greater than zero"],
    ];
    for (const [inv, fields, status, message] of cases) {
      const before = await written();
      const res = await postPay(inv.hostedToken, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${fields.amount}"`);
      expect(await written()).toEqual(before);
    }
    // An invoice paid whole has no amount field: whatever the form says, the whole due is paid.
    expect(await (await getPage(whole.hostedToken)).text()).not.toMatch(/name="amount"/);
    const token = checkoutTokenOf(await postPay(whole.hostedToken, { amount: "30" }));
    expect((await db().payment.findUniqueOrThrow({ where: { checkoutToken: token } })).amount).toBe(10000n);
    // The service itself refuses a part of it.
    await expect(db().$transaction((tx) => startInvoicePayment(tx, { invoice: whole, amount: 3000n }))).rejects.toMatchObject({ code: "INVALID_VALUE", details: [{ field: "amount" }] });
  });

  it("a void invoice shows its state and refuses to be paid; a form from another site is refused", async () => {
    const invoice = await oneOff();
    await db().invoice.update({ where: { id: invoice.id }, data: { status: "void", voidedAt: new Date() } });
    const html = await (await getPage(invoice.hostedToken)).text();
    expect(html).toContain("Void");
    expect(html).toContain("cancelled by Abebe Consulting");
    expect(html).not.toContain("<form");
    const open = await oneOff();
    const before = await written();
    expect((await postPay(invoice.hostedToken, { amount: "40" })).status).toBe(409);
    expect((await postPay(open.hostedToken, { amount: "40" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe("one unfinished page payment at a time", () => {
  it("the same amount again reuses it; another amount cancels it when nothing is at a processor", async () => {
    const invoice = await oneOff();
    const a = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "50" }));
    expect(checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "50.00" }))).toBe(a);
    const b = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "30" }));
    expect(b).not.toBe(a);
    expect((await db().payment.findUniqueOrThrow({ where: { checkoutToken: a } })).status).toBe("cancelled");
    await drainDueJobs(db());
    const cancelled = await db().payment.findUniqueOrThrow({ where: { checkoutToken: a } });
    expect(await db().invoicePayment.findUniqueOrThrow({ where: { paymentId: cancelled.id } })).toMatchObject({ outcome: "failed" });
    // The cancelled one cannot be paid any more; the invoice is as it was.
    await expect(submitPaymentAttempt(a, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("open");
  });

  it("another amount while an attempt is at the processor is refused, writing nothing", async () => {
    const invoice = await oneOff({ currency: "ETB" });
    const a = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "50" }));
    // A wallet that stays pending at the simulator: the attempt is in flight.
    const pending = await submitPaymentAttempt(a, { method: "telebirr", account: "+251911000005", kind: "wallet" });
    expect(pending.status).toBe("pending");
    const before = await written();
    const res = await postPay(invoice.hostedToken, { amount: "30" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("in progress");
    expect(await written()).toEqual(before);
  });

  it(`several page payments started at once leave one unfinished (${onPostgres ? "PostgreSQL: the invoice's row lock" : "PGlite"})`, async () => {
    const invoice = await oneOff({ allow_partial_payments: false, minimum_partial_amount: undefined });
    const started = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => db().$transaction((tx) => startInvoicePayment(tx, { invoice, amount: i % 2 === 0 ? undefined : 10000n }))));
    const ok = started.filter((s): s is PromiseFulfilledResult<Awaited<ReturnType<typeof startInvoicePayment>>> => s.status === "fulfilled");
    expect(ok.length).toBe(6);
    expect(new Set(ok.map((s) => s.value.payment.id)).size).toBe(1);
    const unfinished = await db().payment.findMany({ where: { merchantId: shop.merchant.id, paymentType: "Invoice", merchantReference: { startsWith: invoice.id }, status: { in: ["pending", "failed", "auth_needed"] } } });
    expect(unfinished).toHaveLength(1);

    // Mixed amounts at once on a part-paid invoice: whatever interleaving, at most one is left unfinished and nothing is overpaid.
    const parts = await oneOff();
    const mixed = await Promise.allSettled(["20", "30", "40", "50"].map((major) => db().$transaction((tx) => startInvoicePayment(tx, { invoice: parts, amount: BigInt(Number(major) * 100) }))));
    expect(mixed.some((s) => s.status === "fulfilled")).toBe(true);
    for (const s of mixed) if (s.status === "rejected") expect(s.reason).toMatchObject({ code: "INVALID_STATE" });
    const left = await db().payment.findMany({ where: { merchantId: shop.merchant.id, merchantReference: { startsWith: parts.id }, status: { in: ["pending", "failed", "auth_needed"] } } });
    expect(left).toHaveLength(1);
    await payOnCheckout(left[0].checkoutToken);
    const after = await db().invoice.findUniqueOrThrow({ where: { id: parts.id } });
    expect(after.amountPaid).toBe(left[0].amount);
  });
});

describe("a success that reaches a void invoice", () => {
  it("keeps the money on the payment, leaves the invoice void, and records it for a refund", async () => {
    const invoice = await oneOff();
    const token = checkoutTokenOf(await postPay(invoice.hostedToken, { amount: "40" }));
    // Voided behind the page's back (a bug, or a void while the customer typed): the payment still succeeds at the processor.
    await db().invoice.update({ where: { id: invoice.id }, data: { status: "void", voidedAt: new Date() } });
    await payOnCheckout(token);
    const after = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after).toMatchObject({ status: "void", amountPaid: 0n });
    const payment = await db().payment.findUniqueOrThrow({ where: { checkoutToken: token } });
    expect(payment.status).toBe("success");
    expect(await db().invoicePayment.findUniqueOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ outcome: "unapplied" });
    const record = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "invoice.payment_unapplied", targetId: invoice.id } });
    expect(record.details).toMatchObject({ payment_reference: payment.id, amount_unapplied: 40, currency: "USD", reason: "invoice_void" });
    expect(await eventsOf(invoice.id)).not.toContain("invoice.paid");
  });
});
