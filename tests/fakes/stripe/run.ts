// `npm run gateway -- fake-processor stripe`: this fake for the CLI (tests/fakes/run-fake.ts).
import type { FakeRun } from "../run-fake";
import { startStripeFake } from "./server";

export async function startForCli(port: number): Promise<FakeRun> {
  // A live key, for a live connection (the fake takes the published test cards in either mode).
  const secretKey = "sk_live_fake000000000000000000000000";
  const webhookSecret = "whsec_fake0000000000000000000000000000";
  const fake = await startStripeFake({ port, secretKey, webhookSecret });
  return {
    fake,
    credentials: { secret_key: secretKey, webhook_secret: webhookSecret },
    note: `Stripe fake on ${fake.url}; pay on its page with 4242 4242 4242 4242 (4000 0000 0000 0002 declines, 4000 0025 0000 3155 asks for 3-D Secure). Set where it sends webhooks with:\n  curl -X POST ${fake.url}/__fake/config -d '{"webhook_url": "<the connection's callback URL>"}'`,
  };
}
