// What each connector serves and what its credentials look like (docs/processors.md), built from the
// one list of connectors (connectors.ts): the names, the specs by name, and the connectors themselves
// for the registry. The specs' data is each folder's spec.ts.
import { CONNECTORS } from "@/lib/processors/connectors";
import type { Connector, ConnectorFormSpec, ResolvedSpec } from "@/lib/processors/connector";

type Listed = (typeof CONNECTORS)[number];
export type ConnectorName = Listed["spec"]["name"];

/** The connector names, in the list's order (a tuple, so z.enum takes it). */
export const CONNECTOR_NAMES = CONNECTORS.map((c) => c.spec.name) as unknown as readonly [ConnectorName, ...ConnectorName[]];

/**
 * The connectors this process serves: the list, plus any a test installs (installConnector). Looked up
 * by name, so a connector the list does not hold is unknown everywhere at once.
 */
const installed = new Map<string, Connector>(CONNECTORS.map((c) => [c.spec.name, c as unknown as Connector]));

/** Every connector served, in order. */
export function installedConnectors(): Connector[] {
  return [...installed.values()];
}

export function isConnectorName(name: string): name is ConnectorName {
  return installed.has(name);
}

/** The connector (spec and builder) by name; unknown names are an error of ours (the database refuses them). */
export function connectorByName(name: string): Connector {
  const connector = installed.get(name);
  if (!connector) throw new Error(`unknown connector ${name}`);
  return connector;
}

/**
 * Serves one more connector in this process: the conformance suite's throwaway connector, which lives
 * in the test tree (tests/fixtures/connectors/), proves a connector needs its folder and one list
 * entry and nothing else. The database's check must be rebuilt after it (connector-check.ts).
 */
export function installConnector(connector: Connector): void {
  installed.set(connector.spec.name, connector);
}

/**
 * Every catalog method and currency (lib/catalog/payment-methods.ts) that no connector serves in live
 * mode, and why (docs/processors.md "Every method, every currency, live mode"). A pair is
 * either served by some connector above or listed here, never both and never neither: the live-method
 * coverage test holds the catalog, the specs and this list together. Live mode shows these unavailable.
 */
export const NOT_CONNECTED_IN_LIVE: readonly { method: string; currency: string; reason: string }[] = [
  {
    method: "d_money",
    currency: "DJF",
    reason:
      "D-Money (Djibouti Telecom) has no public API documentation (its signed merchant channel is given to contracted integrators only), so no connector and faithful fake can be written from it; no connected aggregator reaches it (Chapa serves Ethiopia, WaafiPay WAAFI wallets)",
  },
  {
    method: "bank_transfer",
    currency: "ETB",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers (Chapa's bank transfers are payouts); merchants take bank money through virtual accounts instead",
  },
  {
    method: "bank_transfer",
    currency: "UGX",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers; merchants take bank money through virtual accounts instead",
  },
  {
    method: "bank_transfer",
    currency: "USD",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers; merchants take bank money through virtual accounts instead",
  },
];

export function connectorSpec(name: string): ResolvedSpec {
  return connectorByName(name).spec;
}

/** The connect form's processors, in the list's order. */
export function connectorFormSpecs(): ConnectorFormSpec[] {
  return installedConnectors().map(({ spec }) => ({ name: spec.name, label: spec.label, methods: spec.methods, currencies: spec.currencies, baseUrls: spec.baseUrls, fields: Object.entries(spec.fields) }));
}
