// Invoices e-mailed to their customers: the `invoice.send_email` job sends through a real SMTP server
// (smtp-server on a free local port) once per invoice and reason, also when the job runs twice or
// is queued twice; it is skipped, with a logged reason, without an address or SMTP. The pay text
// fits one SMS. A push subscription whose every try failed e-mails its pay link (the fallback).
import { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { advanceTestClockUntilReady } from "@/tests/support/test-clock";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import type { Invoice } from "@/lib/generated/prisma/client";
import { createInvoice, finalizeInvoice, sendInvoice } from "@/lib/billing/invoices";
import { enqueueInvoiceEmail, invoiceEmail, invoicePayText, sendInvoiceEmail, INVOICE_EMAIL_JOB } from "@/lib/billing/invoice-notices";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createTestClock } from "@/lib/billing/test-clocks";
import { drainDueJobs } from "@/lib/worker/run-due-jobs";
import { jobHandler } from "@/lib/worker/registry";

setupTestDatabase();

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let smtpPort: number;

const saved = { ...process.env };
function configure(vars: Record<string, string | undefined>) {
  process.env = { ...saved };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}
const withSmtp = () => configure({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_FROM: "Invoices <invoices@gateway.test>", PUBLIC_BASE_URL: "https://pay.example.com" });

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
const actor = { type: "cli" } as const;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpPort = (server.server.address() as AddressInfo).port;
  shop = await createTestMerchant({ name: "Acme" });
});

afterEach(() => {
  configure({});
  received.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The whole message with quoted-printable soft breaks and escapes undone, and folded headers unfolded. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ");
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

async function openInvoice(customer: Record<string, string> = { name: "Hana Tesfaye", email: "hana@example.test" }): Promise<Invoice> {
  return db().$transaction(async (tx) => {
    const draft = await createInvoice(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      actor,
      input: { currency: "ETB", customer, lines: [{ description: "Fiber install", quantity: 1, unit_amount: 1000 }], tax_rate_percent: 20, days_until_due: 7, allow_partial_payments: false },
    });
    return finalizeInvoice(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "unauthorized", id: draft.id, actor });
  });
}

const emailJobs = (invoiceId: string) => db().job.findMany({ where: { type: INVOICE_EMAIL_JOB, objectId: invoiceId }, orderBy: { createdAt: "asc" } });
const sends = (invoiceId: string) => db().auditLog.findMany({ where: { merchantId: shop.merchant.id, action: "invoice.email_sent", targetId: invoiceId } });

describe("the pay text", () => {
  it("is one SMS: the merchant, the number, what is due, the due day and the whole link", () => {
    withSmtp();
    const invoice = { number: "INV-000042", currency: "ETB", total: 120000n, amountPaid: 0n, dueAt: new Date("2026-12-12T10:00:00Z"), hostedToken: `inv_live_${"a".repeat(33)}` };
    const text = invoicePayText(invoice, "Acme");
    expect(text).toBe(`Acme: invoice INV-000042, ETB 1,200.00 due 12 Dec. Pay: https://pay.example.com/invoice/inv_live_${"a".repeat(33)}`);
    expect(text.length).toBeLessThanOrEqual(160);
    const long = invoicePayText(invoice, "The Very Long Name of a Merchant Who Sells Many Things in Many Towns");
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toContain(`Pay: https://pay.example.com/invoice/inv_live_${"a".repeat(33)}`);
    expect(long).toContain("INV-000042, ETB 1,200.00 due 12 Dec");
    // The due day where the merchant is: 23:30 UTC is the next day in Addis Ababa.
    expect(invoicePayText({ ...invoice, dueAt: new Date("2026-12-11T23:30:00Z") }, "Acme", "Africa/Addis_Ababa")).toContain("due 12 Dec");
  });

  it("the e-mail carries the lines, the totals, the link and the same text", async () => {
    withSmtp();
    const invoice = await openInvoice();
    const mail = invoiceEmail(invoice, { name: "Acme" }, "sent");
    expect(mail.subject).toMatch(/^\[Test\] Invoice INV-\d{6} from Acme: ETB 1,200\.00 due \d{1,2} [A-Z][a-z]{2}$/);
    for (const line of ["- Fiber install: ETB 1,000.00", "Subtotal: ETB 1,000.00", "Tax: ETB 200.00", "Total: ETB 1,200.00", `https://pay.example.com/invoice/${invoice.hostedToken}`, invoicePayText(invoice, "Acme")]) {
      expect(mail.text).toContain(line);
    }
    expect(invoiceEmail(invoice, { name: "Acme" }, "payment_failed").subject).toContain("did not go through");
  });
});

describe("the invoice.send_email job", () => {
  it("the merchant's send is mailed once, also when the job runs twice", async () => {
    withSmtp();
    const invoice = await openInvoice();
    await db().$transaction((tx) => sendInvoice(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "unauthorized", id: invoice.id, actor }));
    const jobs = await emailJobs(invoice.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "queued", merchantId: shop.merchant.id, mode: "test", payload: { invoice_id: invoice.id, reason: "sent" } });
    expect(received).toHaveLength(0); // nothing is sent inside the transaction

    await drainDueJobs(db());
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(["hana@example.test"]);
    const mail = decoded(received[0].raw);
    expect(mail).toMatch(/^From: Invoices <invoices@gateway\.test>$/m);
    expect(mail).toContain(`Subject: [Test] Invoice ${invoice.number} from Acme`);
    expect(mail).toContain(`https://pay.example.com/invoice/${invoice.hostedToken}`);
    expect((await emailJobs(invoice.id))[0].status).toBe("done");

    // The same job again (its worker died after the send): nothing more is sent.
    const handler = jobHandler(INVOICE_EMAIL_JOB)!;
    expect(await handler(jobs[0].payload as Record<string, unknown>, db(), { id: jobs[0].id, type: INVOICE_EMAIL_JOB, attempts: 2, failures: 1, merchantId: shop.merchant.id, lockedBy: "test" })).toBe("done");
    expect(received).toHaveLength(1);
    expect(await sends(invoice.id)).toHaveLength(1);
  });

  it("a reason is mailed once per invoice: queued twice, it is queued once; run twice, it sends once", async () => {
    withSmtp();
    const invoice = await openInvoice();
    await db().$transaction((tx) => enqueueInvoiceEmail(tx, invoice, "created"));
    await db().$transaction((tx) => enqueueInvoiceEmail(tx, invoice, "created"));
    expect(await emailJobs(invoice.id)).toHaveLength(1);
    const job = { id: "job_test", type: INVOICE_EMAIL_JOB, attempts: 1, failures: 0, merchantId: shop.merchant.id, lockedBy: "test" };
    await sendInvoiceEmail({ invoice_id: invoice.id, reason: "created" }, db(), job);
    await sendInvoiceEmail({ invoice_id: invoice.id, reason: "created" }, db(), job);
    expect(received).toHaveLength(1);
    // Once sent, it is not queued again.
    await db().$transaction((tx) => enqueueInvoiceEmail(tx, invoice, "created"));
    expect(await emailJobs(invoice.id)).toHaveLength(1);
    // Another reason is its own e-mail.
    await sendInvoiceEmail({ invoice_id: invoice.id, reason: "payment_failed" }, db(), job);
    expect(received).toHaveLength(2);
    expect(decoded(received[1].raw)).toContain("did not go through");
  });

  it("is skipped without an address, without SMTP, or once the invoice is paid or void", async () => {
    const job = { id: "job_test", type: INVOICE_EMAIL_JOB, attempts: 1, failures: 0, merchantId: shop.merchant.id, lockedBy: "test" };
    const noEmail = await openInvoice({ name: "Abebe", phone_number: "+251911000001" });
    withSmtp();
    expect(await sendInvoiceEmail({ invoice_id: noEmail.id, reason: "created" }, db(), job)).toBe("done");
    const paid = await openInvoice();
    await db().invoice.update({ where: { id: paid.id }, data: { status: "paid", amountPaid: paid.total, paidAt: new Date() } });
    expect(await sendInvoiceEmail({ invoice_id: paid.id, reason: "sent" }, db(), job)).toBe("done");
    configure({});
    const noSmtp = await openInvoice();
    expect(await sendInvoiceEmail({ invoice_id: noSmtp.id, reason: "sent" }, db(), job)).toBe("done");
    expect(received).toHaveLength(0);
    expect(await sends(noEmail.id)).toHaveLength(0);
    expect(await sends(noSmtp.id)).toHaveLength(0);
  });

  it("a push subscription whose every try failed e-mails the pay link (payment_failed)", async () => {
    withSmtp();
    const plan = await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber", amount: 500, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor });
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-03-01T08:00:00Z"), actor }));
    const sub = await db().$transaction((tx) =>
      createSubscription(tx, {
        merchantId: shop.merchant.id,
        mode: "test",
        otherMode: "unauthorized",
        // …0002 declines every try.
        input: { plan_reference: plan.id, customer: { first_name: "Almaz", email: "almaz@example.test" }, collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000002", test_clock: clock.id, dunning: { charge_attempts: 2, retry_interval_hours: 24 } },
        actor,
      }),
    );
    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-03-03T08:00:00Z" });
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("past_due");
    const invoice = await db().invoice.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(invoice.chargeTries).toBe(2);
    await drainDueJobs(db());
    const jobs = await emailJobs(invoice.id);
    expect(jobs.map((j) => (j.payload as { reason: string }).reason)).toEqual(["payment_failed"]);
    const mine = received.filter((r) => r.to.includes("almaz@example.test"));
    expect(mine).toHaveLength(1);
    expect(decoded(mine[0].raw)).toContain(`https://pay.example.com/invoice/${invoice.hostedToken}`);
  }, 60_000);
});
