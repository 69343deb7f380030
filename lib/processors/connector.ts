// What one connector is: a spec (data a form, the CLI, routing and reconciliation read) and a way to
// build its processor for one connection. Each connector folder (lib/processors/<name>/) exports one
// Connector from its index.ts, with the same files in every folder: spec.ts (this data; no server code,
// so anything may import it), flows.ts (the HTTP calls), transformers.ts (mapping and the processor's
// status and code tables), and extra files such as settlement-report.ts. connectors.ts lists them;
// everything that names connectors is built from that list (docs/processors.md "Adding a connector").
import type { z } from "zod";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { ProcessorExecutor } from "@/lib/processors/http-executor";
import type { Processor, SettlementRecord } from "@/lib/processors/types";

/** How a credential field is shown on the dashboard's connect form. */
export type CredentialField = { label: string; optional?: boolean; secret?: boolean; hint?: string };

/** `currency`: the rule holds only for amounts in it (a fixed part is in that currency's minor units); another currency has no expectation. */
export type FeeRule = { bps: bigint; fixed: bigint; currency?: string };
export type ConnectorFees = Partial<Record<SettlementRecord["kind"], FeeRule>>;

/**
 * What a connector's processor can do, as data (the built processor has exactly these parts; the
 * conformance suite checks both agree). `payouts` may still depend on the connection's credentials
 * (payoutsConfigured).
 */
export type ConnectorCapability = "refunds" | "payouts" | "otp" | "callbacks" | "settlement_api" | "settlement_file" | "check" | "recurring";

export type ConnectorSpec<N extends string = string, C = unknown> = {
  name: N;
  label: string;
  methods: readonly string[];
  currencies: readonly string[];
  credentialsSchema: z.ZodType<C>;
  /** The credential fields in the form's order: dotted names are nested ("collection.api_key" → { collection: { api_key } }). */
  fields: Readonly<Record<string, CredentialField>>;
  credentialsHelp: string;
  /**
   * The processor's own API host for each mode: its production host for live connections, its
   * sandbox (or staging) host for test ones. A connection the merchant added talks to no other host;
   * only the operator's CLI may point a connection elsewhere (a fake, a proxy).
   */
  baseUrls: Readonly<Record<Mode, string>>;
  /** A live connection with test credentials (or the reverse) is refused when the processor tells them apart. */
  credentialsModeProblem?(credentials: C, mode: Mode): string | null;
  /** A base URL that is the processor's host of the other mode (its staging host on a live connection, or the reverse). */
  baseUrlModeProblem?(baseUrl: string, mode: Mode): string | null;
  /** The gateway's banks and wallets (lib/catalog/banks.ts) its payouts reach; empty: it sends none. */
  payoutBanks: readonly string[];
  /** Whether these credentials can send payouts (MTN and Airtel need their disbursement part); absent: always. */
  payoutsConfigured?(credentials: C): boolean;
  /**
   * What the processor is expected to charge the operator per transaction, compared with what it
   * reports (lib/reconciliation/expected-processor-fee.ts). Absent or a kind missing: no expectation,
   * its fees are shown but never flagged (docs/reconciliation.md).
   */
  expectedFees?: ConnectorFees;
  capabilities: readonly ConnectorCapability[];
  /** What the operator does with the connection's callback URL, for the CLI to say after `connectors add`. */
  callbackSetup: string;
};

/** A spec with what is derived from it, so no caller derives it twice. */
export type ResolvedSpec<N extends string = string, C = unknown> = ConnectorSpec<N, C> & {
  credentialFieldNames: readonly string[];
  sendsPayouts: boolean;
};

export function defineSpec<N extends string, C>(spec: ConnectorSpec<N, C>): ResolvedSpec<N, C> {
  return { ...spec, credentialFieldNames: Object.keys(spec.fields), sendsPayouts: spec.payoutBanks.length > 0 };
}

/** What building a connector's processor for one connection gets. */
export type ConnectInput<C> = {
  credentials: C;
  /** Every HTTP call goes through it: the connection's host, timeouts, the request log, scrubbing. */
  execute: ProcessorExecutor;
  callbackUrl: string;
  /** The connection's base URL (its declared host, or the operator's), for connectors that build their own client. */
  baseUrl: string;
  connection: ProcessorConnection;
};

export type Connector<N extends string = string, C = unknown> = {
  spec: ResolvedSpec<N, C>;
  connect(input: ConnectInput<C>): Processor;
};

export function defineConnector<N extends string, C>(connector: Connector<N, C>): Connector<N, C> {
  return connector;
}

/** What the dashboard's connect form needs of a spec: plain data, passed from the server page to the client. */
export type ConnectorFormSpec = {
  name: string;
  label: string;
  methods: readonly string[];
  currencies: readonly string[];
  baseUrls: Readonly<Record<Mode, string>>;
  fields: [string, CredentialField][];
};
