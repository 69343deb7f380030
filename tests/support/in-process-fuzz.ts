// The fuzz operations of one domain (tests/e2e/fuzz/operations.ts) sampled and sent to its real
// route handlers in this process: every case must answer the code it expects and write nothing.
// The full fuzz suite sends them to a server (tests/e2e/fuzz.spec.ts); this catches a wrong
// expectation without a build. Each domain's test seeds what its operations aim at and takes the
// stand-in targets below for the rest.
import fc from "fast-check";
import { OPERATIONS, type FuzzCase } from "@/tests/e2e/fuzz/operations";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { ERROR_STATUS } from "@/lib/http/errors";
import type { RouteHandler } from "@/lib/api/with-api";

/** One route file: its path pattern (a group per path parameter, named in `names`) and its module. */
export type InProcessRoute = { re: RegExp; names: string[]; load: () => Promise<Record<string, RouteHandler>> };

/** Categories whose request Next itself would route as sent (hostile encodings of the path are the server's to judge). */
export const IN_PROCESS_CATEGORIES = new Set(["business", "schema", "state", "query", "query-value", "content-type", "auth", "method", "idempotency-key", "invalid-json", "json-shape", "nul-surrogate", "too-large", "invalid-utf8"]);

/** Well-formed ids no row has: targets a domain's operations never aim at. */
const standIn = (prefix: string) => ({ id: `${prefix}_${"Z".repeat(22)}`, reference: `fuzz-${prefix}` });

/** Targets for a domain's operations: its own seeded objects over stand-ins for every other domain's. */
export function inProcessTargets(own: Pick<Targets, "merchantId" | "key"> & Partial<Targets>): Targets {
  return {
    paid: standIn("pay"),
    pending: standIn("pay"),
    refund: standIn("rfd"),
    active: standIn("sub").id,
    inactive: standIn("sub").id,
    activeAccount: { bank_slug: "cbe", account_number: "1000200030004" },
    refundableRemaining: 0,
    payouts: { success: standIn("po"), otp: standIn("po"), approve: standIn("po"), reject: standIn("po") },
    payoutFunds: {},
    batch: { id: standIn("pob").id, payouts: [] },
    events: { payment: standIn("evt").id, payout: standIn("evt").id },
    webhookEndpoint: { enabled: standIn("whe").id, disabled: standIn("whe").id },
    webhookDelivery: standIn("whd").id,
    customer: { id: standIn("cus").id, payment: standIn("pay").id },
    virtualAccount: { id: standIn("va").id, reference: "fuzz-va", debitReference: "fuzz-debit", balance: 0 },
    callbacks: { chapa: { token: "x", webhookSecret: "x" }, mtn: { token: "x" } },
    paymentLink: { image: standIn("img").id, donation: standIn("plink").id, event: standIn("plink").id, heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" },
    ...own,
  };
}

/** The operations whose name holds `pathPart` ("/v2/plans"). */
export const operationNames = (pathPart: string) => OPERATIONS.map((o) => o.name).filter((n) => n.includes(pathPart));

async function send(routes: InProcessRoute[], c: FuzzCase) {
  const [pathname] = c.request.target.split("?");
  const route = routes.find((r) => r.re.test(pathname));
  if (!route) throw new Error(`in-process fuzz: no route for ${pathname}`);
  const match = route.re.exec(pathname)!;
  const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
  const handler = (await route.load())[c.request.method];
  const body = c.request.body === undefined || c.request.method === "GET" ? undefined : c.request.body;
  const res = await handler(new Request(`http://localhost${c.request.target}`, { method: c.request.method, headers: c.request.headers, body: body as BodyInit | undefined }), { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text() };
}

/**
 * Samples the operation's cases (the in-process categories only) and sends each: the cases that
 * did not answer their expected code and status, described. `sampled` is how many were sent.
 */
export async function wrongAnswers(opts: { operation: string; targets: Targets; routes: InProcessRoute[]; seed: number; samples: number }): Promise<{ sampled: number; wrong: string[] }> {
  const op = OPERATIONS.find((o) => o.name === opts.operation);
  if (!op) throw new Error(`in-process fuzz: no operation ${opts.operation}`);
  const cases = fc.sample(op.cases(opts.targets), { seed: opts.seed, numRuns: opts.samples }).filter((c) => IN_PROCESS_CATEGORIES.has(c.category));
  const wrong: string[] = [];
  for (const c of cases) {
    const res = await send(opts.routes, c);
    let code = "";
    try {
      code = res.status === 405 ? "METHOD_NOT_ALLOWED" : JSON.parse(res.text).error?.code;
    } catch {
      code = `(not JSON: ${res.text.slice(0, 80)})`;
    }
    if (code !== c.expect || res.status !== ERROR_STATUS[c.expect]) wrong.push(`${c.category} [${c.note}]: expected ${c.expect}, got ${res.status} ${res.text.slice(0, 300)}`);
  }
  return { sampled: cases.length, wrong };
}
