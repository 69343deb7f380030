// `npm run gateway -- fake-processor mtn_momo`: this fake for the CLI (tests/fakes/run-fake.ts).
import type { FakeRun } from "../run-fake";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake } from "./server";

export async function startForCli(port: number): Promise<FakeRun> {
  const fake = await startMtnMomoFake({ port, targetEnvironment: "mtnuganda", approvalDelayMs: 5_000 });
  const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  return {
    fake,
    credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    note: `MTN MoMo fake (mtnuganda) on ${fake.url}. A number's push is approved after 5 s; its API users take callback URLs on localhost or 127.0.0.1 only (another PUBLIC_BASE_URL host is refused INVALID_CALLBACK_URL_HOST, and the gateway then confirms by status checks); tests/fakes/mtn-momo/README.md lists the test numbers.`,
  };
}
