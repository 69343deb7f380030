// Section 2: a checkout server killed between the processor's answer and saving it.
// A real child process (tsx) submits a card attempt against this file's PostgreSQL database
// with the test-only fault point GATEWAY_TEST_FAULT=after_processor_answer, which SIGKILLs it
// right after the simulator answered. This process then plays the restarted server: its
// worker tick's stale-attempt sweep asks the processor, and the payment ends `success` with
// one settlement and no second charge. (The in-process variant, on PGlite too, is in
// late-answers.test.ts.)
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { workerTick } from "@/lib/worker/worker-loop";

const database = setupTestDatabase();
checkLedgerAfterEach();

function runChild(token: string, extraEnv: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  // Node itself with tsx's loader (not the tsx wrapper, which would outlive the killed process).
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("tests/support/submit-attempt-child.ts"), token], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: database.current.url, LOG_LEVEL: "silent", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

describe.skipIf(!onPostgres)("a server killed between the processor's answer and the save (PostgreSQL, real process)", () => {
  it("after restart the payment is success, with one settlement and one charge", { timeout: 120_000 }, async () => {
    const m = await createTestMerchant();
    const p = await createHostedPaymentFor(m.keys.test.secret, { amount: 100 });

    const killed = await runChild(p.token, { GATEWAY_TEST_FAULT: "after_processor_answer" });
    expect({ signal: killed.signal, stdout: killed.stdout }).toEqual({ signal: "SIGKILL", stdout: "" });

    // What the dead server left: the attempt in flight, the processor's charge, no settlement.
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(attempt).toMatchObject({ outcome: "processing", processorRef: null, completedAt: null });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("pending");
    const charges = await db().simulatorCharge.findMany({ where: { attemptId: attempt.id } });
    expect(charges).toMatchObject([{ outcome: "success", amount: 10000n, currency: "USD", refundRef: null }]);
    expect(await db().ledgerTransaction.count({ where: { referenceId: p.reference } })).toBe(0);

    // The restarted server's worker, five minutes on.
    const tick = await workerTick(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000));
    expect(tick.staleFailed).toBe(1);

    const paid = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    expect(paid).toMatchObject({ status: "success", serviceFee: 290n, attemptCount: 1 });
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({
      outcome: "success",
      processorRef: charges[0].processorRef,
      duplicateChargeAt: null,
    });
    expect(await db().ledgerTransaction.findMany({ where: { referenceId: { in: [p.reference, attempt.id] } }, select: { kind: true } })).toEqual([{ kind: "payment_settlement" }]);
    expect(await db().simulatorCharge.count({ where: { attemptId: attempt.id } })).toBe(1);
    expect((await db().event.findMany({ where: { objectId: p.reference } })).map((e) => e.type)).toEqual(["payment.success"]);

    // A second restart's sweep finds nothing more to do.
    expect((await workerTick(db(), new Date(Date.now() + STALE_AFTER_MS + 120_000))).staleFailed).toBe(0);
  });

  it("without the fault point the same child process completes the payment (the harness itself works)", { timeout: 120_000 }, async () => {
    const m = await createTestMerchant();
    const p = await createHostedPaymentFor(m.keys.test.secret, { amount: 5 });
    const run = await runChild(p.token, {});
    expect({ code: run.code, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({ code: 0, stdout: JSON.stringify({ status: "success" }), stderr: "" });
  });
});
