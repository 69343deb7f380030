// A checkout server's work for one attempt through a processor connection, run as its
// own process by tests/integration/processors/connector-crash.test.ts: the attempt (a wallet
// number, say) is routed to the connection the database holds, whose base URL points at a fake
// processor in the test's process. With GATEWAY_TEST_FAULT=after_processor_answer it dies by
// SIGKILL right after the processor accepted the request, before the answer is saved.
// Usage: DATABASE_URL=… node --conditions=react-server --import tsx tests/support/submit-connector-attempt-child.ts <checkout token> '<attempt JSON>'
import { closeDatabase } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";

const token = process.argv[2];
const input = JSON.parse(process.argv[3]) as AttemptInput;
const payment = await submitPaymentAttempt(token, input);
process.stdout.write(JSON.stringify({ status: payment.status }) + "\n");
await closeDatabase();
