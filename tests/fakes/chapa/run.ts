// `npm run gateway -- fake-processor chapa`: this fake for the CLI (tests/fakes/run-fake.ts).
import type { FakeRun } from "../run-fake";
import { startChapaFake } from "./server";

export async function startForCli(port: number): Promise<FakeRun> {
  const secretKey = "CHASECK-fake0000000000000000000000000000";
  const webhookSecret = "fake-chapa-webhook-secret";
  const fake = await startChapaFake({ port, secretKey, webhookSecret });
  return {
    fake,
    credentials: { secret_key: secretKey, webhook_secret: webhookSecret },
    note: `Chapa fake on ${fake.url}. Set where it sends webhooks with:\n  curl -X POST ${fake.url}/__fake/config -d '{"webhook_url": "<the connection's callback URL>"}'`,
  };
}
