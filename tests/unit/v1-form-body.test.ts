// V1 form bodies with bracket keys become the nested object the JSON request would be.
import { describe, expect, it } from "vitest";
import { nestFormEntries } from "@/lib/v1/read-v1-body";
import { ApiError } from "@/lib/http/errors";
import { fieldMessages } from "@/lib/v1/envelope";

describe("nestFormEntries", () => {
  it("nests bracket keys, turns 0..n-1 keys into lists (in any order) and appends a[]", () => {
    expect(
      nestFormEntries([
        ["amount", "100"],
        ["customization[title]", "Shop"],
        ["meta[order_id]", "42"],
        ["subaccounts[1][id]", "sub_b"],
        ["subaccounts[0][id]", "sub_a"],
        ["subaccounts[0][split_value]", "0.1"],
        ["tags[]", "x"],
        ["tags[]", "y"],
      ]),
    ).toEqual({
      amount: "100",
      customization: { title: "Shop" },
      meta: { order_id: "42" },
      subaccounts: [{ id: "sub_a", split_value: "0.1" }, { id: "sub_b" }],
      tags: ["x", "y"],
    });
  });

  it("keys with gaps stay an object (the schema then refuses it as not a list)", () => {
    expect(nestFormEntries([["subaccounts[0][id]", "a"], ["subaccounts[2][id]", "b"]])).toEqual({ subaccounts: { 0: { id: "a" }, 2: { id: "b" } } });
  });

  it.each([
    [[["a", "1"], ["a", "2"]], 'Form field "a" is given more than once'],
    [[["a", "1"], ["a[b]", "2"]], 'Form field "a[b]" mixes a value and nested fields'],
    [[["a[__proto__]", "1"]], 'Form field "a[__proto__]" must not use "__proto__" as a name'],
    [[["constructor[x]", "1"]], 'Form field "constructor[x]" must not use "constructor" as a name'],
    [[["a[b]c", "1"]], 'Form field "a[b]c" is not a field name (use name or name[key] or name[0][key])'],
    [[["a[b][c][d][e][f]", "1"]], 'Form field "a[b][c][d][e][f]" nests deeper than 5 levels'],
    [[["a[100]", "1"]], 'Form field "a[100]" list indexes go up to 99'],
  ] as [[string, string][], string][])("refuses %j: %s", (entries, message) => {
    let error: unknown;
    try {
      nestFormEntries(entries);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).code).toBe("INVALID_FORMAT");
  });
});

describe("fieldMessages", () => {
  it("groups messages per field, prototype names included (an unknown field may be called anything)", () => {
    const out = fieldMessages([
      { field: "amount", message: "must be a number" },
      { field: "hasOwnProperty", message: "Unknown field" },
      { field: "__proto__", message: "Unknown field" },
      { field: "amount", message: "again" },
    ]);
    expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse('{"amount":["must be a number","again"],"hasOwnProperty":["Unknown field"],"__proto__":["Unknown field"]}'));
    expect(Object.keys(out)).toEqual(["amount", "hasOwnProperty", "__proto__"]);
  });
});
