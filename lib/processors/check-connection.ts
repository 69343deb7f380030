import "server-only";
// `connectors check` and the dashboard's "Check": one harmless authenticated call through
// the connector (a token and the balance for MTN MoMo, the bank list for Chapa), recorded on the
// connection as its last check, which the dashboard shows as its health.
//
// Two texts come back. `message` is what a merchant reads (the check's answer in the dashboard and
// the stored last check, which every merchant a connection serves sees): what happened and what to
// do, from a fixed table, never socket-level detail or the processor's own words. `detail` is the
// connector's own account, with the network error, for the operator's CLI only. The outcome is read
// from the calls the check made (their statuses, or no answer), heard through the executor's observers
// within this check's own async context, so a payment on the same connection meanwhile does not count.
import { AsyncLocalStorage } from "node:async_hooks";
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { observeProcessorCalls, type ProcessorCallObservation } from "@/lib/processors/call-observers";
import { processorForConnectionRow } from "@/lib/processors/registry";

export type CheckOutcome = "ok" | "unreachable" | "no_answer" | "refused" | "rate_limited" | "processor_error" | "unusable_answer" | "not_run";

export type ConnectionCheck = { ok: boolean; outcome: CheckOutcome; message: string; detail: string; checked_at: string };

const checkCalls = new AsyncLocalStorage<ProcessorCallObservation[]>();
observeProcessorCalls((call) => checkCalls.getStore()?.push(call));

export async function checkConnection(id: string, opts: { merchantId?: string } = {}, database: DbClient = defaultDb()): Promise<ConnectionCheck> {
  const connection = await database.processorConnection.findUnique({ where: { id } });
  if (!connection || (opts.merchantId !== undefined && connection.merchantId !== null && connection.merchantId !== opts.merchantId)) {
    throw new ApiError("NOT_FOUND", `no processor connection ${id}`);
  }
  const calls: ProcessorCallObservation[] = [];
  let result: { ok: boolean; detail: string };
  try {
    result = await checkCalls.run(calls, async () => {
      const processor = processorForConnectionRow(connection);
      return processor.check ? processor.check() : { ok: false, detail: "this connector has no check" };
    });
  } catch (error) {
    result = { ok: false, detail: (error as Error).message };
  }
  const own = calls.filter((c) => c.connectionId === id);
  const outcome = classify(result.ok, own);
  const message = checkMessage(outcome, connection);
  const networkError = own.at(-1)?.error;
  // The operator's text: the connector's words, with the network error the executor logged when they lack it.
  const detail = !networkError || result.detail.includes(networkError) ? result.detail : networkError.includes(result.detail) ? networkError : `${result.detail} (${networkError})`;
  const at = new Date();
  await database.processorConnection.update({ where: { id }, data: { lastCheckAt: at, lastCheckOk: result.ok, lastCheckMessage: message } });
  return { ok: result.ok, outcome, message, detail, checked_at: at.toISOString() };
}

/** What the check's calls say, by the last one: the one the connector gave up on. */
function classify(ok: boolean, calls: ProcessorCallObservation[]): CheckOutcome {
  if (ok) return "ok";
  const last = calls.at(-1);
  if (!last) return "not_run";
  if (last.status === null) return last.timedOut ? "no_answer" : "unreachable";
  if (last.status === 429) return "rate_limited";
  if (last.status >= 500) return "processor_error";
  if (last.status >= 300 && last.status < 400) return "unusable_answer";
  // A 4xx, or a 2xx whose body refuses (WaafiPay answers 200 with its own refusal code).
  return "refused";
}

/**
 * The merchant's sentence. Whose credentials they are decides what to do: a merchant fixes its own
 * account's; the operator's (an installation connection, or one the CLI added for the merchant) only
 * the operator can fix.
 */
export function checkMessage(outcome: CheckOutcome, connection: Pick<ProcessorConnection, "addedByMerchant">): string {
  const merchants = connection.addedByMerchant;
  const otherwise = merchants ? "if it keeps failing, check the processor's status page" : "if it keeps failing, tell the gateway's operator";
  switch (outcome) {
    case "ok":
      return "The processor accepted the credentials.";
    case "unreachable":
      return `Could not reach the processor. Try again in a few minutes; ${otherwise}.`;
    case "no_answer":
      return `The processor did not answer in time. Try again in a few minutes; ${otherwise}.`;
    case "rate_limited":
      return "The processor is limiting requests. Try again in a few minutes.";
    case "processor_error":
      return `The processor answered with an error on its side. Try again in a few minutes; ${otherwise}.`;
    case "refused":
      return merchants
        ? "The processor refused these credentials. Check them in your account at the processor (and that the account may use its API), then connect the account again."
        : "The processor refused this connection's credentials. Tell the gateway's operator.";
    case "unusable_answer":
      return "The processor's answer could not be used. Try again later; if it keeps failing, tell the gateway's operator.";
    case "not_run":
      return merchants ? "The check could not run with this connection's credentials. Connect the account again." : "The check could not run. Tell the gateway's operator.";
  }
}
