// What the conformance suite (cases.ts) needs to know about one connector and its fake: how to start
// the fake, the credentials it takes, how its customer pays, declines or walks away, what a forged
// callback to it looks like, and the shape its start request must have. Everything else the suite
// reads from the connector's spec. Each connector's harness is tests/fakes/<folder>/conformance.ts
// (loadHarness finds it by the connector's name), so a new connector's suite needs no line here.
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import type { FakeServer, RecordedRequest } from "@/tests/fakes/fake-kit";

export type Harness<F extends FakeServer = FakeServer> = {
  /** The connector's name in the connector list. */
  name: string;
  /** The processor calls back when a payment ends. WaafiPay does not (its purchase answers synchronously):
   * there, the worker's status sync stands in for the callback wherever a scenario waits for one. */
  callbacks: boolean;
  currency: string;
  amount: number;
  attempt: (phone?: string) => AttemptInput;
  start(): Promise<F>;
  credentials(): unknown;
  /** Credential values that are no secret (an environment, a country), which may appear in the request log. */
  publicCredentialValues?: readonly string[];
  configure(fake: F, callbackUrl: string): void;
  /** The customer finishes at the processor: pays, or declines. */
  customer(fake: F, attemptId: string, outcome: "success" | "failed"): Promise<void>;
  /** The customer walks away: cancels on the processor's page, or lets the push expire. */
  abandon(fake: F, attemptId: string): Promise<void>;
  /** The attempt's reason after `abandon`. */
  abandonReason: RegExp;
  /** How the customer is asked: sent to the processor's page, or a push to the phone. */
  nextAction: "redirect" | "push";
  /** Checks the redirect's URL, for redirecting processors. */
  expectNextActionUrl?(url: string | null, fake: F, attempt: { id: string; processorRef: string | null }): void;
  /** The call that starts a payment, for fault matching: "METHOD /path". */
  startCall: string;
  /** When the start is never answered: "customer_pays" (the push reached the phone; the customer pays) or
   * "nothing_charged" (the customer never saw the processor's page: the attempt stays pending there). */
  unansweredStart: "customer_pays" | "nothing_charged";
  /** The call whose callbacks a payment's completion sends (the fakes match callback faults on it). */
  completionCall: string;
  /** A forger's callback for this attempt, and the status the callback route answers it. */
  forgedCallback(attempt: { id: string }): { init: RequestInit; status: number };
  /** Refunds: any part, or only the whole payment (Airtel Money's reversal). */
  refunds: "partial" | "whole_only";
  /** A transfer (refund or payout) this fake holds for approval is approved; absent: the fake settles them by itself. */
  approveTransfer?(fake: F, gatewayId: string): void;
  payoutAccount: (fails?: boolean) => { account_name: string; account_number: string; bank_slug: string };
  /** Checks the request that started a payment against the processor's documented shape. */
  expectStartRequest(sent: RecordedRequest, attempt: { id: string; paymentId: string }): void;
  /** This processor's documented rules that the shared cases cannot name (a callback host it refuses, a
   * duplicate reference, a code it answers for an unknown id): each one a case in this connector's suite. */
  fidelity?: FidelityCase<F>[];
};

/** What a fidelity case gets: the suite's fake, its live merchant and connection, and a way to start a live payment. */
export type FidelityContext<F extends FakeServer = FakeServer> = {
  fake: F;
  liveKey: string;
  merchantId: string;
  connectionId: string;
  /** A hosted live payment in the harness's amount and currency, with its first attempt submitted. */
  livePayment(): Promise<{ reference: string; token: string; payment: { status: string }; attempt: { id: string; paymentId: string; processorRef: string | null; outcome: string } }>;
};

export type FidelityCase<F extends FakeServer = FakeServer> = {
  /** What the processor does, as the case's name. */
  name: string;
  run(ctx: FidelityContext<F>): Promise<void>;
};

/** The harness of a listed connector: tests/fakes/<name with dashes>/conformance.ts. */
export async function loadHarness(name: string): Promise<Harness> {
  const mod = (await import(`../../../fakes/${name.replaceAll("_", "-")}/conformance.ts`)) as { harness: Harness };
  return mod.harness;
}

/** Waits until `check` holds (every 25 ms, up to `ms`), or fails naming `what`: shared by the cases and the harnesses' fidelity cases. */
export async function until(what: string, check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
