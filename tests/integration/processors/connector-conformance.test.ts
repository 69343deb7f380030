// The conformance suite (conformance/cases.ts) over every connector of the connector list
// (lib/processors/connectors.ts), each against its processor's fake with the fake's harness
// (tests/fakes/<name>/conformance.ts): a connector added to the list is run here with no line in this
// file. tests/integration/processors/throwaway-connector.test.ts runs the same cases over a connector
// that exists only in the test tree, to prove a connector is its folder and one list entry.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { conformanceSuite, serveCallbackRoute } from "@/tests/integration/processors/conformance/cases";
import { loadHarness } from "@/tests/integration/processors/conformance/harness";
import { harness as mtnHarness } from "@/tests/fakes/mtn-momo/conformance";
import { airtelCallbackHash } from "@/lib/processors/airtel-money/transformers";
import { CONNECTORS } from "@/lib/processors/connectors";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";

setupTestDatabase();
checkLedgerAfterEach();
serveCallbackRoute();

for (const harness of await Promise.all(CONNECTORS.map((c) => loadHarness(c.spec.name)))) conformanceSuite(harness);

// What the fuzz suite (tests/e2e/fuzz/operations.ts, the processor callback operations) found, kept here so
// `npm test` sees it: every hostile callback answers the envelope with its code, never a 500.
describe("hostile callbacks answer the envelope, never a 500", () => {
  let mtnToken: string;
  let chapaToken: string;
  let stripeToken: string;
  let airtelToken: string;
  beforeAll(async () => {
    stripeToken = (await createConnection({ connector: "stripe", mode: "test", credentials: { secret_key: "sk_test_hostile0000000000000000000", webhook_secret: "whsec_hostile00000000000000000000" }, baseUrl: "http://127.0.0.1:9" })).webhookToken;
    const airtelTest = { client_id: "hostile-client-id", client_secret: "hostile-client-secret", country: "UG", callback_secret: "hostile-callback-key" };
    airtelToken = (await createConnection({ connector: "airtel_money", mode: "test", credentials: airtelTest, baseUrl: "http://127.0.0.1:9" })).webhookToken;
    mtnToken = (await createConnection({ connector: "mtn_momo", mode: "test", credentials: { ...(mtnHarness.credentials() as object), target_environment: "sandbox" }, baseUrl: "http://127.0.0.1:9" })).webhookToken;
    const chapaTest = { secret_key: "CHASECK_TEST-hostile000000000000000000000", webhook_secret: "hostile-webhook-secret" };
    chapaToken = (await createConnection({ connector: "chapa", mode: "test", credentials: chapaTest, baseUrl: "http://127.0.0.1:9" })).webhookToken;
    invalidateConnectionCache();
  });
  const call = async (method: "POST" | "PUT" | "GET", token: string, body?: string, query = "", headers: Record<string, string> = {}) => {
    const res = await callbackRoute[method](new Request(`http://gateway.test/v2/processor-callbacks/x${query}`, { method, body, headers }), { params: Promise.resolve({ token }) });
    const json = await res.json();
    return `${res.status} ${json.status === "error" ? json.error.code : json.status}`;
  };

  it("a NUL in the token or the query is INVALID_FORMAT", async () => {
    expect(await call("POST", "a\u0000b", "{}")).toBe("400 INVALID_FORMAT");
    expect(await call("GET", mtnToken, undefined, "?trx_ref=att_%00x")).toBe("400 INVALID_FORMAT");
  });

  it("an unsigned MoMo body that names nothing is UNAUTHORIZED; one naming an id the database cannot hold is nothing to do", async () => {
    for (const body of ["null", '{"externalId": 5}', '{"externalId": null}', "[]", '"att_x"']) expect(await call("PUT", mtnToken, body), body).toBe("401 UNAUTHORIZED");
    expect(await call("PUT", mtnToken, JSON.stringify({ externalId: "att_\u0000x" }))).toBe("200 success");
    expect(await call("PUT", mtnToken, JSON.stringify({ externalId: "po_\ud800x" }))).toBe("200 success");
  });

  it("an Airtel callback without its hash, with a wrong one, or naming nothing is UNAUTHORIZED; a rightly hashed one naming an unknown attempt is nothing to do", async () => {
    const transaction = { id: "att_unknown0000000000", message: "ok", status_code: "TS", airtel_money_id: "MP1" };
    expect(await call("POST", airtelToken, JSON.stringify({ transaction }))).toBe("401 UNAUTHORIZED");
    expect(await call("POST", airtelToken, JSON.stringify({ transaction, hash: airtelCallbackHash(transaction, "another-key") }))).toBe("401 UNAUTHORIZED");
    for (const body of ["null", "[]", '{"transaction": null}', "not json"]) expect(await call("POST", airtelToken, body), body).toBe("401 UNAUTHORIZED");
    expect(await call("POST", airtelToken, JSON.stringify({ transaction, hash: airtelCallbackHash(transaction, "hostile-callback-key") }))).toBe("200 success");
  });

  it("a rightly signed Chapa body that is no event (null) is refused, not a 500", async () => {
    const signature = crypto.createHmac("sha256", "hostile-webhook-secret").update("null").digest("hex");
    expect(await call("POST", chapaToken, "null", "", { "x-chapa-signature": signature })).toBe("401 UNAUTHORIZED");
  });

  it("Stripe: a rightly signed body that is no event is refused, an old signature too; a signed event about nothing the gateway sent is acknowledged", async () => {
    const signed = (body: string, t = Math.floor(Date.now() / 1000)) => ({ "stripe-signature": `t=${t},v1=${crypto.createHmac("sha256", "whsec_hostile00000000000000000000").update(`${t}.${body}`).digest("hex")}` });
    for (const body of ["null", "5", '{"id": "evt_1"}', '{"id": "evt_1", "data": {"object": null}}', "not json"]) expect(await call("POST", stripeToken, body, "", signed(body)), body).toBe("401 UNAUTHORIZED");
    const event = JSON.stringify({ id: "evt_other", object: "event", type: "customer.created", data: { object: { object: "customer", id: "cus_1", metadata: {} } } });
    // Stripe's tolerance is five minutes: a replay of a captured delivery is refused.
    expect(await call("POST", stripeToken, event, "", signed(event, Math.floor(Date.now() / 1000) - 600))).toBe("401 UNAUTHORIZED");
    expect(await call("POST", stripeToken, event, "", signed(event))).toBe("200 success");
    expect(await call("POST", stripeToken, event)).toBe("401 UNAUTHORIZED");
  });
});
