// Stripe: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts
// (through Stripe's SDK, its transport the gateway's executor), the mapping and Stripe's status
// tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/stripe/spec";
import { stripeConnector } from "@/lib/processors/stripe/flows";
import { storedStripeSessionId } from "@/lib/processors/stripe/stored-session-id";

export * as transformers from "@/lib/processors/stripe/transformers";
export { spec };

export const stripe = defineConnector({
  spec,
  // The SDK wants the host itself; the session id stored for an attempt lets status sync ask by it.
  connect: ({ credentials, execute, baseUrl, connection }) =>
    stripeConnector({ credentials, execute, baseUrl, storedAttemptRef: (attemptId) => storedStripeSessionId(connection.id, attemptId) }),
});
