// The scan of a JSON body's text before it is parsed
// (lib/http/json-scan.ts). Nesting limits (32 overall, 16 inside meta) and duplicate keys at any
// depth, named with the validation layer's field paths; text that is not JSON is left to JSON.parse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, MAX_META_DEPTH, scanJsonText } from "@/lib/http/json-scan";

/** `levels` objects nested in one another: {"a":{"a":…{"a":1}}}. */
function nestedText(levels: number, leaf = "1"): string {
  return '{"a":'.repeat(levels) + leaf + "}".repeat(levels);
}

describe("duplicate keys", () => {
  it.each([
    ['{"amount":999999999,"amount":10,"currency":"USD"}', "amount"],
    ['{"customer":{"first_name":"A","last_name":"B","first_name":"C"}}', "customer.first_name"],
    ['{"subaccounts":[{"subaccount_reference":"a"},{"subaccount_reference":"b","split_value":1,"split_value":2}]}', "subaccounts.1.split_value"],
    ['{"meta":{"a":[1,2,{"x":{"k":1,"k":2}}]}}', "meta.a.2.x.k"],
    // The same key written with an escape is the same key to JSON.parse.
    ['{"amount":1,"\\u0061mount":2}', "amount"],
    ['{ "a" : 1 ,\n "a" : 2 }', "a"],
  ])("%s: the key is named", (text, field) => {
    expect(scanJsonText(text)).toEqual({ field, message: "is given more than once (duplicate key)" });
  });

  it("the same key in different objects, values equal to keys, and strings holding JSON are not duplicates", () => {
    expect(scanJsonText('{"a":{"b":1},"c":{"b":2},"d":[{"b":1},{"b":2}],"e":"a","f":["a","a"]}')).toBeNull();
    expect(scanJsonText('{"s":"{\\"a\\":1,\\"a\\":2}","t":"\\\\","u":"]}[{","v":"\\"a\\":"}')).toBeNull();
  });

  it("objects with many keys: a repeat is found past the first 16 keys too, distinct keys pass", () => {
    const many = Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`);
    expect(scanJsonText(`{"meta":{${many.join(",")}}}`)).toBeNull();
    expect(scanJsonText(`{"meta":{${[...many, '"k3":0'].join(",")}}}`)?.field).toBe("meta.k3");
    expect(scanJsonText(`{"meta":{${[...many.slice(0, 10), '"k3":0'].join(",")}}}`)?.field).toBe("meta.k3");
  });

  it("a key the path cannot show as it is (a bidirectional control) is named with an escape", () => {
    expect(scanJsonText('{"meta":{"\u202e":1,"\u202e":2}}')?.field).toBe("meta.\\u202e");
  });

  it("any JSON.stringify output (which never repeats a key) passes, and parses to the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (value) => {
        const text = JSON.stringify(value);
        expect(scanJsonText(text)).toBeNull();
      }),
      { numRuns: 300, seed: 27 },
    );
  });

  it("a key repeated at a random depth is always found, with its path", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.string({ maxLength: 8 }), (levels, key) => {
        const inner = `{${JSON.stringify(key)}:1,"x":2,${JSON.stringify(key)}:3}`;
        const problem = scanJsonText(nestedText(levels, inner));
        expect(problem?.field).toBe([...Array<string>(levels).fill("a"), key].join("."));
      }),
      { numRuns: 200, seed: 27 },
    );
  });
});

describe("nesting", () => {
  it(`the body may nest ${MAX_JSON_DEPTH} levels, not ${MAX_JSON_DEPTH + 1}; the top-level field is named`, () => {
    expect(scanJsonText(nestedText(MAX_JSON_DEPTH))).toBeNull(); // the body's own object is the first level
    expect(scanJsonText(nestedText(MAX_JSON_DEPTH + 1))).toEqual({ field: "a", message: `nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays` });
    expect(scanJsonText("[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1))?.field).toBe("0");
  });

  it(`meta may nest ${MAX_META_DEPTH} levels (its own object included), not ${MAX_META_DEPTH + 1}; meta is named`, () => {
    const withMeta = (levels: number) => `{"amount":1,"meta":${nestedText(levels - 1, "{}")},"currency":"USD"}`;
    expect(scanJsonText(withMeta(MAX_META_DEPTH))).toBeNull();
    expect(scanJsonText(withMeta(MAX_META_DEPTH + 1))).toEqual({ field: "meta", message: `nests deeper than ${MAX_META_DEPTH} levels of objects and arrays` });
    expect(scanJsonText(`{"payouts":[{"a":1},{"meta":{"k":${"[".repeat(MAX_META_DEPTH)}${"]".repeat(MAX_META_DEPTH)}}}]}`)?.field).toBe("payouts.1.meta");
    // A key named meta inside meta does not start a new count.
    expect(scanJsonText(`{"meta":{"meta":${nestedText(MAX_META_DEPTH - 1)}}}`)).toBeNull();
    expect(scanJsonText(`{"meta":{"meta":${nestedText(MAX_META_DEPTH)}}}`)?.field).toBe("meta");
    // Deep elsewhere is fine up to the overall limit, and meta's limit ends where meta does.
    expect(scanJsonText(`{"meta":${nestedText(MAX_META_DEPTH - 1)},"other":${nestedText(20)}}`)).toBeNull();
  });

  it("4,500 levels (27 KB) and 1,000,000 levels are refused at once, without recursion", () => {
    const meta = `{"amount":10,"currency":"USD","meta":${nestedText(4_500)}}`;
    expect(meta.length).toBeGreaterThan(27_000);
    expect(scanJsonText(meta)?.field).toBe("meta");
    expect(scanJsonText("[".repeat(1_000_000))?.field).toBe("0");
  });
});

describe("text that is not JSON is left to JSON.parse", () => {
  it.each(['{"a":1', '{"a', '{"a":1}}', "]", '{"a":1 "a":2}', ""])("%s", (text) => {
    expect(scanJsonText(text)).toBeNull();
  });
});
