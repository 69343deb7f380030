// The receipt e-mail. When a payment becomes `success`, a `payment.receipt_email`
// job is written in the same transaction (the outbox), only when the merchant sends receipts, the
// customer gave an e-mail and SMTP is configured; the worker then sends it through a real SMTP server
// (smtp-server on a free local port), once: a run that finds it sent sends nothing, an SMTP server that
// refuses or is unreachable fails the try and the job is tried again later. Test mode sends too.
import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt, createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { createEventPayment } from "@/tests/support/event-payment";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { drainDueJobs } from "@/lib/worker/run-due-jobs";
import { jobHandler } from "@/lib/worker/registry";
import { JOB_POLICIES } from "@/lib/jobs/job-types";
import { RECEIPT_EMAIL_JOB } from "@/lib/payments/enqueue-receipt-email";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";

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
const withSmtp = (port = smtpPort) => configure({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: "Receipts <receipts@gateway.test>", PUBLIC_BASE_URL: "https://pay.example.com" });

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;

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
  shop = await createTestMerchant({ name: "Abebe Coffee Roasters" });
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
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const receiptJobs = (paymentId: string) => db().job.findMany({ where: { type: RECEIPT_EMAIL_JOB, objectId: paymentId } });

async function setReceipts(merchant: Shop, on: boolean) {
  await updateMerchantSettings(db(), { merchantId: merchant.merchant.id, actor: { type: "dashboard", userId: merchant.user.id }, input: { receipt_emails_enabled: on } });
}

describe("the receipt e-mail job", () => {
  it("is queued with the success (one job, owned by the merchant), sent once by the worker, and records when", async () => {
    withSmtp();
    const payment = await createHostedPaymentFor(shop.keys.test.secret, { amount: 42.5, merchant_reference: "ORDER-77" });
    expect(await receiptJobs(payment.reference)).toEqual([]);
    expect((await submitPaymentAttempt(payment.token, cardAttempt())).status).toBe("success");

    const jobs = await receiptJobs(payment.reference);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "queued", merchantId: shop.merchant.id, mode: "test", objectType: "payment", payload: { payment_id: payment.reference } });
    // Written by the same transaction as the success: its event and the job commit together.
    const event = await db().event.findFirstOrThrow({ where: { objectId: payment.reference, type: "payment.success" } });
    expect(Math.abs(event.createdAt.getTime() - jobs[0].createdAt.getTime())).toBeLessThan(5_000);
    expect(received).toHaveLength(0); // nothing is sent inside the transaction

    await drainDueJobs(db());
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(["abebe@example.test"]);
    const mail = decoded(received[0].raw);
    expect(mail).toMatch(/^Subject: \[Test\] Your receipt from Abebe Coffee Roasters: USD 42\.50$/m);
    expect(mail).toMatch(/^From: Receipts <receipts@gateway\.test>$/m);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("TEST MODE: this payment was made in test mode; no real money moved.");
    expect(mail).toContain("Amount: USD 42.50");
    expect(mail).toContain(`Payment ID: ${payment.reference}`);
    expect(mail).toContain("Order: ORDER-77");
    expect(mail).toContain("Payment method: Visa •••• 4242");
    expect(mail).toContain("Paid by: Abebe Kebede");
    expect(mail).toContain(`https://pay.example.com/checkout/${payment.token}/receipt`);
    expect(mail).toContain(`<a href="https://pay.example.com/checkout/${payment.token}/receipt"`);
    expect((await receiptJobs(payment.reference))[0].status).toBe("done");
    const after = await db().payment.findUniqueOrThrow({ where: { id: payment.reference } });
    expect(after.receiptEmailedAt).toBeInstanceOf(Date);

    // The job run again (a worker that died after the send): nothing more is sent.
    const handler = jobHandler(RECEIPT_EMAIL_JOB)!;
    expect(await handler({ payment_id: payment.reference }, db(), { id: jobs[0].id, type: RECEIPT_EMAIL_JOB, attempts: 2, failures: 0, merchantId: shop.merchant.id, lockedBy: "test" })).toBe("done");
    expect(received).toHaveLength(1);
    // A refund does not queue another (the payment does not enter success again).
    const refund = await refundRoute(apiRequest(`/v2/payments/${payment.reference}/refunds`, { key: shop.keys.test.secret, body: { amount: 10 } }), { params: Promise.resolve({ reference: payment.reference }) });
    expect(refund.status).toBe(201);
    expect(await receiptJobs(payment.reference)).toHaveLength(1);
  });

  it("an event payment's e-mail lists each ticket with its reference and QR image from our origin; names are escaped", async () => {
    withSmtp();
    const event = await createEventPayment(shop, { title: "Addis Jazz Night", attendees: ["Abebe Kebede", 'Hana "<script>" Tesfaye'] });
    expect((await submitPaymentAttempt(event.token, cardAttempt())).status).toBe("success");
    await drainDueJobs(db());
    expect(received).toHaveLength(1);
    const mail = decoded(received[0].raw);
    expect(mail).toContain("Addis Jazz Night");
    expect(mail).toContain("Your tickets (2):");
    for (const reference of event.ticketReferences) {
      expect(mail).toMatch(new RegExp(`- General admission, [^\\r\\n]+: ${reference}\\s+QR code: https://pay\\.example\\.com/l/tickets/${reference}/qr\\.svg`));
      expect(mail).toContain(`<img src="https://pay.example.com/l/tickets/${reference}/qr.svg" width="160" height="160" alt="QR code of ticket ${reference}"`);
    }
    // The plain-text part says the name as typed; the HTML part escapes it.
    expect(mail).toContain('- General admission, Hana "<script>" Tesfaye: ');
    const html = mail.slice(mail.indexOf("Content-Type: text/html"));
    expect(html).toContain("Hana &quot;&lt;script&gt;&quot; Tesfaye");
    expect(html).not.toContain("<script>");
  });

  it("is not queued when the merchant turned receipts off, when the customer gave no e-mail, or without SMTP", async () => {
    const quiet = await createTestMerchant({ name: "Quiet Shop" });
    withSmtp();
    await setReceipts(quiet, false);
    const off = await createPaidPayment(quiet.keys.test.secret);
    expect(await receiptJobs(off.reference)).toEqual([]);

    await setReceipts(quiet, true);
    const noEmail = await createPaidPayment(quiet.keys.test.secret, { customer: { first_name: "Abebe", last_name: "Kebede" } });
    expect(await receiptJobs(noEmail.reference)).toEqual([]);

    configure({ SMTP_URL: undefined });
    const noSmtp = await createPaidPayment(quiet.keys.test.secret);
    expect(await receiptJobs(noSmtp.reference)).toEqual([]);

    // And on again with SMTP: queued (the same merchant, so the three above were not for want of something else).
    withSmtp();
    const on = await createPaidPayment(quiet.keys.test.secret);
    expect(await receiptJobs(on.reference)).toHaveLength(1);
    await drainDueJobs(db());
    expect(received.map((r) => r.to)).toEqual([["abebe@example.test"]]);
  });

  it("a failed or pending payment queues nothing", async () => {
    withSmtp();
    const failed = await createHostedPaymentFor(shop.keys.test.secret);
    expect((await submitPaymentAttempt(failed.token, cardAttempt("4000000000000002"))).status).toBe("failed");
    const pending = await createHostedPaymentFor(shop.keys.test.secret);
    expect(await receiptJobs(failed.reference)).toEqual([]);
    expect(await receiptJobs(pending.reference)).toEqual([]);
  });

  it("an unreachable SMTP server fails the try; the job is tried again later and then sends once", async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closed = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    withSmtp(closed);
    const payment = await createPaidPayment(shop.keys.test.secret);
    await drainDueJobs(db());
    let [job] = await receiptJobs(payment.reference);
    expect(job).toMatchObject({ status: "queued", failures: 1 });
    expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff from the policy's 30 s: not due again at once.
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(JOB_POLICIES["payment.receipt_email"].baseMs / 4);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.reference } })).receiptEmailedAt).toBeNull();
    expect(received).toHaveLength(0);

    withSmtp();
    await db().job.update({ where: { id: job.id }, data: { runAt: new Date() } });
    await drainDueJobs(db());
    [job] = await receiptJobs(payment.reference);
    expect(job.status).toBe("done");
    expect(received).toHaveLength(1);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.reference } })).receiptEmailedAt).toBeInstanceOf(Date);
  });

  it("receipts turned off after the job was queued: the job ends without sending", async () => {
    const late = await createTestMerchant({ name: "Late Switch" });
    withSmtp();
    const payment = await createPaidPayment(late.keys.test.secret);
    expect(await receiptJobs(payment.reference)).toHaveLength(1);
    await setReceipts(late, false);
    await drainDueJobs(db());
    expect((await receiptJobs(payment.reference))[0].status).toBe("done");
    expect(received).toHaveLength(0);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.reference } })).receiptEmailedAt).toBeNull();
  });
});
