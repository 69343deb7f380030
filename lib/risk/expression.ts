// The rule language (docs/risk.md "Writing a rule"): CEL, the Common Expression Language, evaluated by
// @marcbachmann/cel-js. CEL is not Turing complete and runs no code from users: an expression can
// only read the variables declared here and call in_list. Each expression is parsed and type-checked
// once, when the rule is saved, and again (from a cache) when it is evaluated.
import { Environment } from "@marcbachmann/cel-js";
import { VELOCITY_DIMENSIONS, VELOCITY_WINDOWS } from "@/lib/catalog/risk";

/** The counters each dimension offers per window: attempts_1h, declines_24h, amount_7d … */
const WINDOW_FIELDS = Object.fromEntries(
  VELOCITY_WINDOWS.flatMap((w) => [
    [`attempts_${w.id}`, "int"],
    [`declines_${w.id}`, "int"],
    [`amount_${w.id}`, "double"],
  ]),
) as Record<string, "int" | "double">;

/** The variables a rule may read, with their CEL types and what they mean (the docs list them from here). */
export const RISK_VARIABLES = [
  { name: "amount", type: "double", about: "The payment's amount in major units (12.50)" },
  { name: "currency", type: "string", about: "ETB, USD, UGX or DJF" },
  { name: "method", type: "string", about: "The payment method's id (card, telebirr, mtn_momo …)" },
  { name: "mode", type: "string", about: "test or live" },
  { name: "phone", type: "string", about: "The wallet's number in E.164 (+251911234567); empty for a card" },
  { name: "phone_country", type: "string", about: "The wallet number's country (ET, UG, DJ …); empty when unknown" },
  { name: "email", type: "string", about: "The customer's e-mail, lower case; empty when none was given" },
  { name: "email_domain", type: "string", about: "The part after the @" },
  { name: "ip", type: "string", about: "The customer's address as the checkout saw it; empty for a direct charge" },
  { name: "card_bin", type: "string", about: "The card number's first six digits, when the gateway saw the number" },
  { name: "card_fingerprint", type: "string", about: "A stable hash of the card number, when the gateway saw it" },
  { name: "customer", type: "string", about: "The customer's id (cus_…), when the payment names one" },
  { name: "attempt_number", type: "int", about: "This attempt's number on its payment (1 for the first)" },
] as const;

export const VELOCITY_FIELDS = Object.keys(WINDOW_FIELDS);

export type RiskContext = {
  amount: number;
  currency: string;
  method: string;
  mode: string;
  phone: string;
  phone_country: string;
  email: string;
  email_domain: string;
  ip: string;
  card_bin: string;
  card_fingerprint: string;
  customer: string;
  attempt_number: bigint;
  /** velocity.<dimension>.<counter>_<window>: integers as bigint (CEL's int), amounts as numbers. */
  velocity: Record<string, Record<string, bigint | number>>;
};

/** What in_list checks against during one evaluation: list alias → the values found in it. */
export type ListHits = ReadonlyMap<string, ReadonlySet<string>>;

let currentHits: ListHits = new Map();

function buildEnvironment() {
  let env = new Environment({ limits: { maxAstNodes: 400, maxDepth: 32, maxListElements: 200, maxMapEntries: 50, maxCallArguments: 4 } });
  for (const variable of RISK_VARIABLES) env = env.registerVariable(variable.name, variable.type);
  env = env.registerVariable({ name: "velocity", schema: Object.fromEntries(VELOCITY_DIMENSIONS.map((d) => [d, WINDOW_FIELDS])) });
  // Lists are read before evaluation (the aliases are literal, so they are known from the rule), and
  // in_list only looks the value up in what was read: no query runs inside an expression.
  return env.registerFunction("in_list(string, string): bool", (alias: string, value: string) => value !== "" && (currentHits.get(alias)?.has(value) ?? false));
}

const environment = buildEnvironment();

export type CompiledRule = {
  /** Whether the rule holds for this context, with in_list answered from `hits`. */
  matches(context: RiskContext, hits: ListHits): boolean;
  /** The list aliases the rule names (each in_list's first argument). */
  listAliases: readonly string[];
  usesVelocity: boolean;
};

export type CompileResult = { ok: true; rule: CompiledRule } | { ok: false; problem: string };

const MAX_EXPRESSION_LENGTH = 2000;
const cache = new Map<string, CompiledRule>();

/** Parses and type-checks an expression; a bool-typed expression over the declared variables compiles. */
export function compileRiskExpression(source: string): CompileResult {
  const cached = cache.get(source);
  if (cached) return { ok: true, rule: cached };
  if (source.length > MAX_EXPRESSION_LENGTH) return { ok: false, problem: `an expression has at most ${MAX_EXPRESSION_LENGTH} characters` };
  let parsed: ReturnType<typeof environment.parse>;
  try {
    parsed = environment.parse(source);
  } catch (error) {
    return { ok: false, problem: firstLine(error) };
  }
  const checked = parsed.check();
  if (!checked.valid) return { ok: false, problem: firstLine(checked.error) };
  if (checked.type !== "bool") return { ok: false, problem: `the expression must be true or false, not a ${checked.type}` };
  const aliases: string[] = [];
  const problem = collectListAliases(parsed.ast, aliases);
  if (problem) return { ok: false, problem };
  const rule: CompiledRule = {
    listAliases: [...new Set(aliases)],
    usesVelocity: /\bvelocity\b/.test(source),
    matches(context, hits) {
      currentHits = hits;
      try {
        return parsed(context) === true;
      } finally {
        currentHits = new Map();
      }
    },
  };
  if (cache.size > 5000) cache.clear();
  cache.set(source, rule);
  return { ok: true, rule };
}

type AstNode = { op: string; args: unknown };

/** Every in_list call's alias, which must be a string literal (so lists are read before evaluation). */
function collectListAliases(node: unknown, into: string[]): string | null {
  if (!node || typeof node !== "object") return null;
  const { op, args } = node as AstNode;
  if (op === "call" && Array.isArray(args) && args[0] === "in_list") {
    const first = (args[1] as AstNode[])[0];
    if (first?.op !== "value" || typeof first.args !== "string") return "in_list's first argument must be a list's alias in quotes, such as in_list(\"blocked_phones\", phone)";
    into.push(first.args);
  }
  const children = Array.isArray(args) ? args.flat(2) : [];
  for (const child of children) {
    const problem = collectListAliases(child, into);
    if (problem) return problem;
  }
  return null;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0].slice(0, 300);
}
