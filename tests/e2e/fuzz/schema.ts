// The fuzz suite's view of a request body schema: the fields, their JSON types, which
// are required, their length and item limits, and which objects are strict, all read from the
// route's own zod schema (the one lib/openapi/operations/ documents, rendered to JSON Schema by
// zod's toJSONSchema), never listed by hand. operations.ts turns them into schema mutations, and
// `refuses` (the zod schema itself, on the body as the server will parse it) keeps only the
// mutated bodies the schema really refuses, so a VALIDATION_ERROR expectation never rests on a
// guess about a refinement the JSON Schema cannot show (an e-mail rule, a phone rule, a pattern).
import { z } from "zod";

export type Path = (string | number)[];
export type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";

export type SchemaField = {
  path: Path;
  accepts: JsonType[];
  required: boolean;
  /** Longest accepted string (JSON Schema maxLength). */
  max?: number;
  /** Accepted strings, when the schema lists them (z.enum). */
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  /** An object of free keys (meta): at most this many keys, each at most keyMax characters. */
  maxProperties?: number;
  keyMax?: number;
};

export type StrictObject = { path: Path; known: string[] };

export type BodyShape = {
  fields: SchemaField[];
  strict: StrictObject[];
  /** True when the zod schema refuses the body as the server parses it (JSON text, then JSON.parse). */
  refuses: (jsonText: string) => boolean;
  /** True when the zod schema refuses the body with an issue at `path` or under it. */
  refusesAt: (jsonText: string, path: Path) => boolean;
};

type Js = {
  type?: string | string[];
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Js>;
  required?: string[];
  additionalProperties?: boolean | Js;
  items?: Js;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  propertyNames?: Js;
  /** zod-openapi's `.meta({ override })`: the schema as the document shows it. */
  override?: Js;
};

const ALL_TYPES: JsonType[] = ["string", "number", "boolean", "null", "array", "object"];

const resolve = (js: Js): Js => (js.override ? { ...js, ...js.override, override: undefined } : js);
const branches = (js: Js): Js[] => {
  const r = resolve(js);
  const alts = r.anyOf ?? r.oneOf;
  return alts ? alts.flatMap(branches) : [r];
};

function typeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as JsonType;
}

/** The JSON types a schema accepts, or null when it accepts anything (z.any, z.unknown, a preprocess). */
function typesOf(js: Js): JsonType[] | null {
  const out = new Set<JsonType>();
  for (const b of branches(js)) {
    if (b.enum) b.enum.forEach((v) => out.add(typeOf(v)));
    else if (b.const !== undefined) out.add(typeOf(b.const));
    else if (b.type) for (const t of [b.type].flat()) out.add(t === "integer" ? "number" : (t as JsonType));
    else return null;
  }
  return [...out];
}

function walk(js: Js, path: Path, required: boolean, shape: { fields: SchemaField[]; strict: StrictObject[] }) {
  const all = branches(js);
  if (path.length) {
    const accepts = typesOf(js);
    if (accepts && accepts.length < ALL_TYPES.length) {
      const str = all.find((b) => b.type === "string");
      const arr = all.find((b) => b.type === "array");
      const obj = all.find((b) => b.type === "object");
      const enums = all.flatMap((b) => (b.enum ?? []).filter((v): v is string => typeof v === "string"));
      shape.fields.push({
        path,
        accepts,
        required,
        ...(str?.maxLength !== undefined ? { max: str.maxLength } : {}),
        ...(enums.length ? { enum: enums } : {}),
        ...(arr?.minItems !== undefined ? { minItems: arr.minItems } : {}),
        ...(arr?.maxItems !== undefined ? { maxItems: arr.maxItems } : {}),
        ...(obj?.maxProperties !== undefined ? { maxProperties: obj.maxProperties } : {}),
        ...(obj?.propertyNames?.maxLength !== undefined ? { keyMax: obj.propertyNames.maxLength } : {}),
      });
    }
  }
  for (const b of all) {
    if (b.properties) {
      if (b.additionalProperties === false) shape.strict.push({ path, known: Object.keys(b.properties) });
      for (const [key, sub] of Object.entries(b.properties)) walk(sub, [...path, key], (b.required ?? []).includes(key), shape);
    }
    if (b.items) walk(b.items, [...path, 0], false, shape);
  }
}

const shapes = new WeakMap<z.ZodType, BodyShape>();

/** The body shape of a zod request schema (cached: every case of an operation asks for it). */
export function bodyShape(schema: z.ZodType): BodyShape {
  const cached = shapes.get(schema);
  if (cached) return cached;
  const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Js;
  const shape = { fields: [] as SchemaField[], strict: [] as StrictObject[] };
  walk(js, [], true, shape);
  if (!shape.strict.some((s) => s.path.length === 0)) throw new Error("fuzz: a request body schema that is not a strict object");
  const parse = (jsonText: string) => {
    try {
      return schema.safeParse(JSON.parse(jsonText));
    } catch {
      return null;
    }
  };
  const result: BodyShape = {
    ...shape,
    refuses: (jsonText) => !parse(jsonText)?.success,
    refusesAt: (jsonText, path) => {
      const r = parse(jsonText);
      if (!r) return true;
      return !r.success && r.error.issues.some((i) => path.every((k, n) => String(i.path[n]) === String(k)));
    },
  };
  shapes.set(schema, result);
  return result;
}
