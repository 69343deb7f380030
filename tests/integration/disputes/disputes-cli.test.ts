// `npm run gateway -- disputes …` as an operator runs it, in its own process, against the PostgreSQL
// database a running server uses: a reversal claim recorded on a test-mode payment, listed, then
// rejected (the held amount back in the balance); bad input is a usage error (exit 2) and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { runGatewayCli } from "@/tests/support/gateway-cli";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";

const database = setupTestDatabase();
checkLedgerAfterEach();
const gateway = (...args: string[]) => runGatewayCli(database.current.url, ...args);

describe.skipIf(!onPostgres)("disputes CLI (PostgreSQL, beside a running server)", { timeout: 120_000 }, () => {
  let shop: Awaited<ReturnType<typeof createTestMerchant>>;
  let paymentId: string;
  beforeAll(async () => {
    shop = await createTestMerchant();
    paymentId = (await createPaidPayment(shop.keys.test.secret, { amount: 80, currency: "ETB" })).reference;
  });

  it("records a claim, lists it, and rejects it", async () => {
    const claimed = await gateway("disputes", "claim", "--merchant", shop.merchant.id, "--mode", "test", "--payment", paymentId, "--operator-reference", "WAAFI-CC-31", "--reason", "duplicate", "--amount", "30", "--json");
    expect(claimed.code, claimed.stderr).toBe(0);
    const dispute = JSON.parse(claimed.stdout);
    expect(dispute).toMatchObject({ kind: "reversal", status: "open", amount: 30, payment_reference: paymentId, processor_reference: "WAAFI-CC-31" });

    const listed = await gateway("disputes", "list", "--merchant", shop.merchant.id, "--mode", "test", "--open");
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(dispute.dispute_reference);
    expect(listed.stdout).toContain("ETB 30");

    const rejected = await gateway("disputes", "claim-status", dispute.dispute_reference, "--merchant", shop.merchant.id, "--mode", "test", "--status", "rejected");
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain("is rejected: the held amount is back in the balance");
    expect((await db().dispute.findUniqueOrThrow({ where: { id: dispute.dispute_reference } })).outcome).toBe("won");

    const again = await gateway("disputes", "claim-status", dispute.dispute_reference, "--merchant", shop.merchant.id, "--mode", "test", "--status", "reversed");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("cannot become reversed");
  });

  it("refuses bad input with a usage error and writes nothing", async () => {
    const before = await db().dispute.count();
    const badReason = await gateway("disputes", "claim", "--merchant", shop.merchant.id, "--mode", "test", "--payment", paymentId, "--operator-reference", "X-9", "--reason", "because");
    expect(badReason.code).toBe(2);
    expect(badReason.stderr).toContain("--reason");
    const badMode = await gateway("disputes", "list", "--merchant", shop.merchant.id, "--mode", "staging");
    expect(badMode.code).toBe(2);
    const badStatus = await gateway("disputes", "claim-status", "dp_x", "--merchant", shop.merchant.id, "--mode", "test", "--status", "won");
    expect(badStatus.code).toBe(2);
    const noPayment = await gateway("disputes", "claim", "--merchant", shop.merchant.id, "--mode", "test", "--payment", "pay_nosuchpayment000000", "--operator-reference", "X-10", "--reason", "duplicate");
    expect(noPayment.code).toBe(1);
    expect(noPayment.stderr).toContain("not found");
    expect(await db().dispute.count()).toBe(before);
  });
});
