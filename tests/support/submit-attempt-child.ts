// A checkout server's work for one card attempt, run as its own process by
// tests/integration/checkout/crash-recovery.test.ts: with GATEWAY_TEST_FAULT=after_processor_answer
// it dies by SIGKILL right after the processor answered, before the answer is saved.
// Usage: DATABASE_URL=… node --conditions=react-server --import tsx tests/support/submit-attempt-child.ts <checkout token>
import { closeDatabase } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";

const token = process.argv[2];
const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Abebe Kebede", brand: "visa", last4: "4242" };
const payment = await submitPaymentAttempt(token, { method: "card", card });
process.stdout.write(JSON.stringify({ status: payment.status }) + "\n");
await closeDatabase();
