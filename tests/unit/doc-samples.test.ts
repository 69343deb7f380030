// The extraction behind tests/integration/platform/docs-samples.test.ts: which blocks of a guide run, in
// which language, and which are flagged; heading ids and links as the /docs site resolves them.
import { describe, expect, it } from "vitest";
import { bashScript, blockOutputs, differenceFromShown, extractBlocks, shownAnswers, guideLinks, headingIds, isSample, isUntestedCode, lastBlock, type Sample } from "@/tests/support/doc-samples";

const guide = [
  "# Guide",
  "",
  "```bash",
  "echo one",
  "```",
  "",
  "```ts no-run",
  "const production = true;",
  "```",
  "",
  "~~~~sh",
  "echo '```' inside a longer fence",
  "~~~~",
  "",
  "```json",
  '{ "status": "success" }',
  "```",
  "",
  "```js",
  "console.log(1);",
  "```",
  "",
  "```bash requires-v1",
  "curl /v1/banks",
  "```",
].join("\n");

describe("extractBlocks", () => {
  const blocks = extractBlocks(guide, "docs/guide.md");

  it("finds every fenced block with its line, language, flags and code", () => {
    expect(blocks.map((b) => [b.line, b.lang, b.flags])).toEqual([
      [3, "bash", []],
      [7, "ts", ["no-run"]],
      [11, "sh", []],
      [15, "json", []],
      [19, "js", []],
      [23, "bash", ["requires-v1"]],
    ]);
    expect(blocks[2].code).toBe("echo '```' inside a longer fence\n");
  });

  it("runs bash, sh and ts blocks unless marked no-run; flags code in other languages", () => {
    expect(blocks.map(isSample)).toEqual([true, false, true, false, false, true]);
    expect(blocks.map(isUntestedCode)).toEqual([false, false, false, false, true, false]);
  });

  it("refuses a block that is never closed", () => {
    expect(() => extractBlocks("```bash\necho", "docs/broken.md")).toThrow(/line 1 is never closed/);
  });
});

describe("bashScript", () => {
  it("joins the bash blocks in order, each after a marker that names it", () => {
    const samples = extractBlocks(guide, "docs/guide.md").filter(isSample) as Sample[];
    const script = bashScript(samples.map((s) => ({ ...s, language: s.lang === "ts" ? "ts" : "bash" })));
    expect(script.indexOf("echo one")).toBeLessThan(script.indexOf("inside a longer fence"));
    expect(script).toContain("'### sample docs/guide.md:3'");
    expect(lastBlock("### sample docs/guide.md:3\nnoise\n### sample docs/guide.md:11\n")).toBe("docs/guide.md:11");
    expect(lastBlock("nothing")).toBeNull();
  });

  it("marks each block on stdout too, so each block's output can be told apart", () => {
    expect(blockOutputs("### sample docs/a.md:3\n{\"a\":1}\n### sample docs/a.md:9\n### sample docs/a.md:12\nlast\n")).toEqual(
      new Map([
        ["docs/a.md:3", '{"a":1}\n'],
        ["docs/a.md:9", ""],
        ["docs/a.md:12", "last\n\n"],
      ]),
    );
  });
});

describe("shownAnswers and differenceFromShown", () => {
  const doc = "```bash\ncurl one\n```\n\n```json\n{\"a\": 1}\n```\n\n```bash\ncurl two\n```\n\nSome prose.\n\n```json\n{}\n```\n```bash no-run\nx\n```\n```json\n1\n```\n";
  it("takes a json block right after a runnable bash block as its shown answer, and no other", () => {
    const shown = shownAnswers(doc, "docs/g.md");
    expect([...shown.keys()]).toEqual([1]);
    expect(shown.get(1)!.code).toBe('{"a": 1}\n');
  });

  it("holds keys and words to the shown answer, and lets references and times differ", () => {
    const shown = { status: "success", amount: 1500, gateway_reference: "pay_7dKq2LmN9xKp", paid: true, meta: null, items: [{ at: "2026-01-01T00:00:00Z" }] };
    expect(differenceFromShown({ ...shown, gateway_reference: "pay_other1", items: [{ at: "2027-05-05T10:00:00Z" }] }, shown)).toBeNull();
    expect(differenceFromShown({ ...shown, amount: 1450 }, shown)).toBe("$.amount: shown 1500, printed 1450");
    expect(differenceFromShown({ ...shown, status: "pending" }, shown)).toBe('$.status: shown "success", printed "pending"');
    expect(differenceFromShown({ ...shown, extra: 1 }, shown)).toMatch(/^\$: shown the keys .*; printed .*extra/);
    expect(differenceFromShown({ ...shown, items: [] }, shown)).toBe("$.items: shown 1 items, printed 0");
    expect(differenceFromShown({ ...shown, gateway_reference: 7 }, shown)).toBe("$.gateway_reference: shown a string, printed 7");
    expect(differenceFromShown([shown], shown)).toMatch(/^\$: shown an object/);
    // A string the guide cuts short stands for any string; a word is held to itself.
    expect(differenceFromShown({ ref: "sub_G25Puv", kind: "flat" }, { ref: "sub_…", kind: "flat" })).toBeNull();
    expect(differenceFromShown({ ref: "sub_G25Puv", kind: "percentage" }, { ref: "sub_…", kind: "flat" })).toBe('$.kind: shown "flat", printed "percentage"');
  });
});

describe("headingIds and guideLinks", () => {
  it("gives GitHub's ids, numbering repeats, and ignores headings inside code", () => {
    const ids = headingIds("# Errors\n## 3. Verify, then deliver\n## Who pays: `fee_bearer`\n## Errors\n```bash\n# not a heading\n```\n");
    expect([...ids]).toEqual(["errors", "3-verify-then-deliver", "who-pays-fee_bearer", "errors-1"]);
  });

  it("finds links to sibling guides and anchors outside code", () => {
    const links = guideLinks("See [retries](webhooks.md#retries), [the top](#errors), [site](https://example.com) and `[x](nope.md)`.\n```\n[y](inside.md)\n```\n");
    expect(links.map((l) => [l.file, l.anchor])).toEqual([
      ["webhooks.md", "retries"],
      [null, "errors"],
    ]);
  });
});
