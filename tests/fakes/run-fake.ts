// `npm run gateway -- fake-processor chapa|mtn_momo|stripe|airtel_money|waafipay [--port N]`: one processor fake on
// 127.0.0.1, for trying live mode on a laptop (docs/processors.md). It prints its URL and the
// credentials it accepts, and runs until Ctrl-C.
import { startChapaFake } from "./chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake } from "./mtn-momo/server";
import { startStripeFake } from "./stripe/server";
import { startAirtelMoneyFake } from "./airtel-money/server";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake } from "./waafipay/server";

export async function runFakeProcessor(name: string, port: number): Promise<void> {
  let fake: { url: string; close(): Promise<void> };
  let credentials: unknown;
  if (name === "chapa") {
    const secretKey = "CHASECK-fake0000000000000000000000000000";
    const webhookSecret = "fake-chapa-webhook-secret";
    fake = await startChapaFake({ port, secretKey, webhookSecret });
    credentials = { secret_key: secretKey, webhook_secret: webhookSecret };
    console.log(`Chapa fake on ${fake.url}. Set where it sends webhooks with:\n  curl -X POST ${fake.url}/__fake/config -d '{"webhook_url": "<the connection's callback URL>"}'`);
  } else if (name === "mtn_momo") {
    fake = await startMtnMomoFake({ port, targetEnvironment: "mtnuganda", approvalDelayMs: 5_000 });
    const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    credentials = { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" };
    console.log(`MTN MoMo fake (mtnuganda) on ${fake.url}. A number's push is approved after 5 s; tests/fakes/mtn-momo/README.md lists the test numbers.`);
  } else if (name === "stripe") {
    // A live key, for a live connection (the fake takes the published test cards in either mode).
    const secretKey = "sk_live_fake000000000000000000000000";
    const webhookSecret = "whsec_fake0000000000000000000000000000";
    fake = await startStripeFake({ port, secretKey, webhookSecret });
    credentials = { secret_key: secretKey, webhook_secret: webhookSecret };
    console.log(`Stripe fake on ${fake.url}; pay on its page with 4242 4242 4242 4242 (4000 0000 0000 0002 declines, 4000 0025 0000 3155 asks for 3-D Secure). Set where it sends webhooks with:\n  curl -X POST ${fake.url}/__fake/config -d '{"webhook_url": "<the connection's callback URL>"}'`);
  } else if (name === "airtel_money") {
    const airtel = await startAirtelMoneyFake({ port, approvalDelayMs: 5_000 });
    fake = airtel;
    credentials = { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: airtel.pinPublicKey } };
    console.log(
      `Airtel Money fake (UG) on ${airtel.url}. A push is approved after 5 s; numbers ending 1007 have no money, 1010 no account.\n` +
        `Airtel sends callbacks to the URL set on the app in its portal; set it with:\n  curl -X POST ${airtel.url}/__fake/config -d '{"callback_url": "<the connection's callback URL>"}'`,
    );
  } else if (name === "waafipay") {
    // The customer "approves on the phone" after 5 s; API_PURCHASE is held until then, as WaafiPay holds it.
    fake = await startWaafiPayFake({ port, autoApproveMs: 5_000 });
    const c = DEFAULT_WAAFI_CREDENTIALS;
    credentials = { merchant_uid: c.merchantUid, api_user_id: c.apiUserId, api_key: c.apiKey, store_id: c.storeId, hpp_key: c.hppKey, environment: "production" };
    console.log(`WaafiPay fake on ${fake.url}. A prompt is approved after 5 s; tests/fakes/waafipay/README.md lists the test numbers.`);
  } else {
    throw new Error('name the fake: "chapa", "mtn_momo", "stripe", "airtel_money" or "waafipay"');
  }
  console.log(`Connect it (live mode; run it where ENCRYPTION_KEY is the server's own key):\n  npm run gateway -- connectors add --connector ${name} --mode live --base-url ${fake.url} --credentials '${JSON.stringify(credentials)}'`);
  await new Promise<void>((resolve) => {
    const stop = () => void fake.close().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
