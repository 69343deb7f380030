// A sixth connector is one folder and one list entry: Throwaway Pay (tests/fixtures/connectors/throwaway/,
// laid out as every connector folder is, with its own small fake) is added to the connector list here and
// nowhere else, and passes the same conformance suite as the five real connectors. Everything the
// gateway builds from the list follows: the registry builds it, routing and payouts reach it, the
// database's CHECK accepts it once rebuilt from the list (as the app's database preparation does).
import { beforeAll, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { conformanceSuite, serveCallbackRoute } from "@/tests/integration/processors/conformance/cases";
import { harness } from "@/tests/fixtures/connectors/throwaway/conformance";
import { throwaway } from "@/tests/fixtures/connectors/throwaway";
import { db } from "@/lib/db";
import { CONNECTORS } from "@/lib/processors/connectors";
import { installConnector, isConnectorName } from "@/lib/processors/connector-specs";
import { ensureConnectorCheck } from "@/lib/processors/connector-check";
import { expectedProcessorFee } from "@/lib/reconciliation/expected-processor-fee";
import { payoutBanksOf } from "@/lib/processors/payout-banks";

setupTestDatabase();
checkLedgerAfterEach();
serveCallbackRoute();

// The list line: the connector list with one more entry.
for (const connector of [...CONNECTORS, throwaway]) installConnector(connector);

beforeAll(async () => {
  await ensureConnectorCheck((sql) => db().$executeRawUnsafe(sql));
});

it("is served from its list entry alone: name, payout banks and expected fees come from its spec", () => {
  expect(isConnectorName("throwaway")).toBe(true);
  expect(payoutBanksOf("throwaway")).toEqual(["mtn_momo_ug"]);
  expect(expectedProcessorFee("throwaway", "payment", 10_000n)).toBe(100n);
});

conformanceSuite(harness);
