// `npm run gateway -- fake-processor waafipay`: this fake for the CLI (tests/fakes/run-fake.ts).
import type { FakeRun } from "../run-fake";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake } from "./server";

export async function startForCli(port: number): Promise<FakeRun> {
  // The customer "approves on the phone" after 5 s; API_PURCHASE is held until then, as WaafiPay holds it.
  const fake = await startWaafiPayFake({ port, autoApproveMs: 5_000 });
  const c = DEFAULT_WAAFI_CREDENTIALS;
  return {
    fake,
    credentials: { merchant_uid: c.merchantUid, api_user_id: c.apiUserId, api_key: c.apiKey, store_id: c.storeId, hpp_key: c.hppKey, environment: "production" },
    note: `WaafiPay fake on ${fake.url}. A prompt is approved after 5 s; tests/fakes/waafipay/README.md lists the test numbers.`,
  };
}
