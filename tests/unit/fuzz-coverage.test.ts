// The fuzz suite (tests/e2e/fuzz.spec.ts) covers the whole API, and what it expects is
// what the OpenAPI document says. Runs without a server: the generators are sampled with stand-in
// targets and each case is checked against the document and against the route's zod schema.
//   - every /v2 operation of the document and every /v1 route has a fuzz operation (and no fuzz
//     operation names something that does not exist), with one listed exception;
//   - every code a fuzz case expects is one the document lists for the operation, with its status;
//     a wrong-method case (405) uses a method the document has no operation for on that path;
//   - a case of the "schema" category sends a body the route's zod schema refuses, and a business
//     case expecting a business code sends one the schema accepts (else its answer would be 400
//     VALIDATION_ERROR, not the code expected);
//   - the valid bodies business cases start from send, between them, every field the schema has
//     (a field added to a schema and to no generator fails here).
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentedErrors, documentedStatus } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { operationKey, OPERATIONS, statusOf, type FuzzCase } from "@/tests/e2e/fuzz/operations";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { bodyShape } from "@/tests/e2e/fuzz/schema";

/** Operations without a fuzz operation, and why. A new entry needs a reason as good as this one. */
const NOT_FUZZED: Record<string, string> = {
  "GET /v2/openapi.json": "takes no key, no body and no parameter, so no request to it is invalid; it answers the same document to everyone",
};

const APP = path.resolve(import.meta.dirname, "../../app");

/** The v1 routes as "METHOD /v1/path/{param}", from app/v1's route files and the methods each hands v1Routes. */
function v1Routes(dir = path.join(APP, "v1"), prefix = "/v1"): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith("[...")) continue; // the catch-all: v1's 404 for unknown paths
      out.push(...v1Routes(full, `${prefix}/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`));
    } else if (entry.name === "route.ts") {
      const methods = [...fs.readFileSync(full, "utf8").matchAll(/^\s{2}(GET|POST|PUT|PATCH|DELETE): with/gm)].map((m) => m[1]);
      if (!methods.length) throw new Error(`${full}: no method handed to v1Routes`);
      out.push(...methods.map((m) => `${m} ${prefix}`));
    }
  }
  return out;
}

const id = (prefix: string, n: number) => `${prefix}_${String(n).padStart(22, "A")}`;
/** Stand-ins of the seeded objects (tests/e2e/fuzz/harness.ts), shaped as the real ones. */
const TARGETS: Targets = {
  merchantId: "mer_fuzzunit",
  key: `sk_test_${"k".repeat(40)}`,
  paid: { id: id("pay", 1), reference: "fuzz-paid" },
  pending: { id: id("pay", 2), reference: "fuzz-pending" },
  refund: { id: id("rfd", 1), reference: "fuzz-refund" },
  active: id("sub", 1),
  inactive: id("sub", 2),
  activeAccount: { bank_slug: "cbe", account_number: "1000200030004" },
  refundableRemaining: 990,
  payouts: {
    success: { id: id("po", 1), reference: "fuzz-po-success" },
    otp: { id: id("po", 2), reference: "fuzz-po-otp" },
    approve: { id: id("po", 3), reference: "fuzz-po-approve" },
    reject: { id: id("po", 4), reference: "fuzz-po-reject" },
  },
  payoutFunds: { ETB: 100_000, USD: 100_000, UGX: 10_000_000, DJF: 10_000_000 },
  batch: { id: id("pob", 1), payouts: [{ id: id("po", 5), reference: "fuzz-bulk-1" }, { id: id("po", 6), reference: "fuzz-bulk-2" }] },
  events: { payment: id("evt", 1), payout: id("evt", 2) },
  webhookEndpoint: { enabled: id("whe", 1), disabled: id("whe", 2) },
  webhookDelivery: id("whd", 1),
  customer: { id: id("cus", 1), payment: id("pay", 3) },
  virtualAccount: { id: id("va", 1), reference: "fuzz-va", debitReference: "fuzz-debit", balance: 90 },
  operator: { key: `opk_${"o".repeat(40)}`, merchantId: "mer_fuzzunit", ownerEmail: "fuzz@gateway.test" },
  callbacks: { chapa: { token: "Ch4paFuzzT0ken0000000000", webhookSecret: "fuzz-chapa-webhook-secret" }, mtn: { token: "MoMoFuzzT0ken00000000000" } },
  paymentLink: { image: id("img", 1), donation: id("plink", 1), event: id("plink", 2), heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" },
  dispute: { open: id("dp", 1), openReference: "fuzz-claim-open", closed: id("dp", 2) },
  plan: { active: id("plan", 1), archived: id("plan", 2) },
  risk: { rule: id("rrl", 1), list: id("rls", 1), alias: "fuzz_bins", value: "424242", import: id("rli", 1) },
  billing: {
    subscription: id("subs", 1),
    canceled: id("subs", 2),
    subscriberEmail: "fuzz-subscriber@example.test",
    clock: id("clock", 1),
    clockIdempotencyKey: "fuzz-clock",
    advancingClock: id("clock", 2),
    invoice: { draft: id("in", 1), open: id("in", 2), void: id("in", 3), paid: id("in", 4), phoneOnly: id("in", 5) },
    paymentMethod: { active: id("pm", 1), detached: id("pm", 2) },
  },
};

/** As many cases per operation as the fuzz suite sends by default, from another seed. */
const SAMPLES = Number(process.env.FUZZ_UNIT_SAMPLES ?? 1000);
const samples = new Map<string, FuzzCase[]>();
const casesOf = (name: string) => {
  if (!samples.has(name)) {
    const op = OPERATIONS.find((o) => o.name === name)!;
    samples.set(name, fc.sample(op.cases(TARGETS), { seed: 14, numRuns: SAMPLES }));
  }
  return samples.get(name)!;
};

const documented = new Map(API_OPERATIONS.map((op) => [operationKey(`${op.method} ${op.path}`), op]));
/** The document's path templates as patterns, to tell which operation a concrete request target names. */
const templates = [...new Set(API_OPERATIONS.map((op) => op.path))].map((p) => ({ path: p, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, "[^/]+").replace(/\./g, "\\.")}$`) }));

describe("the fuzz suite covers the API", () => {
  it("has a fuzz operation for every /v2 operation of the OpenAPI document and every /v1 route, and nothing else", () => {
    const fuzzed = new Set(OPERATIONS.map((o) => operationKey(o.name)));
    const v2 = API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    const missing = [...v2, ...v1Routes()].filter((name) => !fuzzed.has(operationKey(name)) && !(name in NOT_FUZZED));
    expect(missing, "operations without a fuzz operation (tests/e2e/fuzz/operations.ts), or list them in NOT_FUZZED with a reason").toEqual([]);
    const known = new Set([...v2, ...v1Routes()].map(operationKey));
    expect(OPERATIONS.map((o) => o.name).filter((n) => !known.has(operationKey(n))), "fuzz operations naming no documented operation or v1 route").toEqual([]);
    for (const name of Object.keys(NOT_FUZZED)) expect(documented.has(operationKey(name)), `${name} is listed in NOT_FUZZED but is not in the document`).toBe(true);
    expect(v1Routes().length).toBeGreaterThanOrEqual(7);
  });

  for (const op of OPERATIONS.filter((o) => o.name.includes(" /v2/"))) {
    it(`${op.name}: expects only codes the OpenAPI document lists for it`, () => {
      const doc = documented.get(operationKey(op.name))!;
      expect(doc, "no documented operation").toBeDefined();
      const listed = documentedErrors(doc).map((e) => `${documentedStatus(e)} ${e.code}`);
      const problems = new Set<string>();
      for (const c of casesOf(op.name)) {
        if (c.expect === "METHOD_NOT_ALLOWED") {
          // Not this operation: another method on its path, which the document must not have either.
          const target = c.request.target.split("?")[0];
          const onPath = templates.filter((t) => t.re.test(target)).map((t) => operationKey(`${c.request.method} ${t.path}`));
          if (onPath.some((k) => documented.has(k))) problems.add(`405 expected for ${c.request.method} ${target}, which the document has`);
          continue;
        }
        const expected = `${statusOf(c.expect)} ${c.expect}`;
        if (!listed.includes(expected)) problems.add(`${c.category}: expects ${expected} [${c.note}], not listed (listed: ${listed.join(", ")})`);
      }
      expect([...problems]).toEqual([]);
    }, 120_000);
  }

  for (const op of OPERATIONS.filter((o) => o.bodySchema)) {
    it(`${op.name}: schema cases break its zod schema, business cases keep to it`, () => {
      const problems = new Set<string>();
      const sent = new Set<string>();
      const collect = (v: unknown, at: string) => {
        if (at) sent.add(at);
        if (Array.isArray(v)) v.forEach((x) => collect(x, at ? `${at}.0` : "0"));
        else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) collect(x, at ? `${at}.${k}` : k);
      };
      let schemaCases = 0;
      for (const c of casesOf(op.name)) {
        if (typeof c.request.body !== "string" || (c.category !== "schema" && c.category !== "business")) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(c.request.body);
        } catch {
          problems.add(`${c.category} [${c.note}]: not JSON`);
          continue;
        }
        const accepted = op.bodySchema!.safeParse(parsed).success;
        if (c.category === "schema") {
          schemaCases++;
          if (accepted) problems.add(`schema case the schema accepts [${c.note}]`);
        } else if (c.expect !== "VALIDATION_ERROR" && !accepted) problems.add(`business case expecting ${c.expect} the schema refuses [${c.note}]`);
        else if (accepted) collect(parsed, "");
      }
      expect([...problems]).toEqual([]);
      const neverSent = bodyShape(op.bodySchema!).fields.map((f) => f.path.join(".")).filter((p) => !sent.has(p));
      expect(neverSent, "schema fields no valid body sends: add them to the operation's base generator").toEqual([]);
      expect(schemaCases).toBeGreaterThan(0);
    }, 120_000);
  }
});
