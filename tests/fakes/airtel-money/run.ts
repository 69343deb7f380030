// `npm run gateway -- fake-processor airtel_money`: this fake for the CLI (tests/fakes/run-fake.ts).
import type { FakeRun } from "../run-fake";
import { startAirtelMoneyFake } from "./server";

export async function startForCli(port: number): Promise<FakeRun> {
  const airtel = await startAirtelMoneyFake({ port, approvalDelayMs: 5_000 });
  return {
    fake: airtel,
    credentials: { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: airtel.pinPublicKey } },
    note:
      `Airtel Money fake (UG) on ${airtel.url}. A push is approved after 5 s; numbers ending 1007 have no money, 1010 no account.\n` +
      `Airtel sends callbacks to the URL set on the app in its portal; set it with:\n  curl -X POST ${airtel.url}/__fake/config -d '{"callback_url": "<the connection's callback URL>"}'\n` +
      `Message signing is off for this app; turn it on with {"message_signing": true} and add "message_signing": {"public_key": …} (GET /v1/rsa/encryption-keys) to the connection.`,
  };
}
