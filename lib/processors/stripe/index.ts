// Stripe: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts
// (through Stripe's SDK, its transport the gateway's executor), the mapping and Stripe's status
// tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/stripe/spec";
import { stripeConnector } from "@/lib/processors/stripe/flows";
import { storedStripeSessionId } from "@/lib/processors/stripe/stored-session-id";
import { stripeFilesBaseUrl } from "@/lib/processors/stripe/transformers";
import { createExecutor } from "@/lib/processors/http-executor";

export * as transformers from "@/lib/processors/stripe/transformers";
export { spec };

export const stripe = defineConnector({
  spec,
  // The SDK wants the host itself; the session id stored for an attempt lets status sync ask by it.
  // Uploads go to Stripe's files host (another host than the API's), through an executor of their own
  // for the same connection, so they are timed, logged and scrubbed like its other calls.
  connect: ({ credentials, execute, baseUrl, connection }) => {
    const filesBaseUrl = stripeFilesBaseUrl(baseUrl);
    const executeFiles =
      filesBaseUrl === baseUrl.replace(/\/+$/, "") ? execute : createExecutor({ connectionId: connection.id, baseUrl: filesBaseUrl, secrets: () => [credentials.secret_key, credentials.webhook_secret] });
    return stripeConnector({ credentials, execute, executeFiles, baseUrl, storedAttemptRef: (attemptId) => storedStripeSessionId(connection.id, attemptId) });
  },
});
