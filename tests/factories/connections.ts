// A live processor connection for tests whose live payments are incidental (mode isolation, lists,
// the other mode's key): a live payment nothing serves is refused at creation (NO_LIVE_PROCESSOR), so
// such a test first gives the installation one. Stripe takes cards in every currency; its base URL
// answers nothing, so anything actually sent through it fails as an unreachable processor would.
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";

export async function serveLivePayments() {
  const connection = await createConnection({
    connector: "stripe",
    mode: "live",
    credentials: { secret_key: "sk_live_factory0000000000000000000000", webhook_secret: "whsec_factory00000000000000000000000" },
    baseUrl: "http://127.0.0.1:9",
  });
  invalidateConnectionCache();
  return connection;
}
