// The code samples of the guides in docs/ ("code samples in them are tested").
// A fenced block's info string is its language and then words of ours:
//   ```bash            runs (bash -euo pipefail), in order with the guide's other bash blocks, in one shell
//   ```ts              runs on its own with tsx, from the repository root
//   ```bash no-run     shown only; the guide's prose says why (production settings, destructive commands)
//   ```bash requires-v1  runs only when the v1 compatibility routes exist (app/v1), skipped otherwise
// Blocks in other languages (json, text, sql, http) are output or data, not samples. A block in a
// language we could run but do not (js, sh-session, …) fails the check unless marked no-run, so
// nothing that looks runnable escapes the tests.
import fs from "node:fs";
import path from "node:path";

export type SampleLanguage = "bash" | "ts";

export type DocBlock = {
  /** docs/<file>.md */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word, lower-cased ("" when none). */
  lang: string;
  /** The info string's other words ("no-run"). */
  flags: string[];
  code: string;
};

export type Sample = DocBlock & { language: SampleLanguage };

const RUNNABLE: Record<string, SampleLanguage> = { bash: "bash", sh: "bash", shell: "bash", ts: "ts", typescript: "ts" };
/** Languages whose blocks look like code someone would copy and run. */
const CODE_LANGUAGES = new Set([...Object.keys(RUNNABLE), "js", "javascript", "mjs", "cjs", "jsx", "tsx", "zsh", "console", "sh-session", "node", "python", "py"]);

export const NO_RUN = "no-run";
export const REQUIRES_V1 = "requires-v1";

/** Every fenced block of a Markdown text (``` or ~~~ fences, as CommonMark). */
export function extractBlocks(markdown: string, file: string): DocBlock[] {
  const lines = markdown.split("\n");
  const blocks: DocBlock[] = [];
  let open: { fence: string; line: number; lang: string; flags: string[]; body: string[] } | null = null;
  lines.forEach((text, index) => {
    if (!open) {
      const start = /^ {0,3}(`{3,}|~{3,})\s*([^`]*)$/.exec(text);
      if (start) {
        const [lang = "", ...flags] = start[2].trim().split(/\s+/).filter(Boolean);
        open = { fence: start[1], line: index + 1, lang: lang.toLowerCase(), flags, body: [] };
      }
      return;
    }
    const close = new RegExp(`^ {0,3}${open.fence[0] === "`" ? "`" : "~"}{${open.fence.length},}\\s*$`).exec(text);
    if (close) {
      blocks.push({ file, line: open.line, lang: open.lang, flags: open.flags, code: open.body.join("\n") + "\n" });
      open = null;
    } else {
      open.body.push(text);
    }
  });
  if (open) throw new Error(`${file}: the code block opened on line ${(open as { line: number }).line} is never closed`);
  return blocks;
}

export function isSample(block: DocBlock): block is Sample {
  return block.lang in RUNNABLE && !block.flags.includes(NO_RUN);
}

export function sampleLanguage(block: DocBlock): SampleLanguage | null {
  return RUNNABLE[block.lang] ?? null;
}

/** A block that looks like code but would not run: another language, and not marked no-run. */
export function isUntestedCode(block: DocBlock): boolean {
  return CODE_LANGUAGES.has(block.lang) && !(block.lang in RUNNABLE) && !block.flags.includes(NO_RUN);
}

export type DocFile = { file: string; slug: string; blocks: DocBlock[]; samples: Sample[] };

/** Every docs/*.md with its blocks and runnable samples, in file order. */
export function docFiles(docsDir = path.resolve("docs")): DocFile[] {
  return fs
    .readdirSync(docsDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = `docs/${name}`;
      const blocks = extractBlocks(fs.readFileSync(path.join(docsDir, name), "utf8"), file);
      const samples = blocks.filter(isSample).map((b) => ({ ...b, language: RUNNABLE[b.lang] }));
      return { file, slug: name.replace(/\.md$/, ""), blocks, samples };
    });
}

/**
 * The guide's bash blocks as one script, in order, as a reader pastes them into one terminal:
 * a variable set by one block is there for the next. Before each block a marker line goes to
 * stderr, so a failure names the block it happened in, and to stdout, so each block's output
 * can be told apart (blockOutputs).
 */
export function bashScript(samples: Sample[]): string {
  return samples
    .filter((s) => s.language === "bash")
    .map((s) => `printf '%s\\n' ${shellQuote(blockMarker(s))} >&2\nprintf '\\n%s\\n' ${shellQuote(blockMarker(s))}\n${s.code}`)
    .join("\n");
}

/** Each block's stdout in a bashScript run, by the block's "docs/<file>.md:<line>". */
export function blockOutputs(stdout: string): Map<string, string> {
  const outputs = new Map<string, string>();
  let current: string | null = null;
  for (const line of stdout.split("\n")) {
    const marker = /^### sample (\S+)$/.exec(line);
    if (marker) {
      current = marker[1];
      outputs.set(current, "");
    } else if (current !== null) {
      outputs.set(current, outputs.get(current) + line + "\n");
    }
  }
  return outputs;
}

/**
 * The answer a guide shows for a bash sample: a ```json block right after it, nothing but blank
 * lines between. The guides present these as what the gateway answers, so the test holds them to it.
 */
export function shownAnswers(markdown: string, file: string): Map<number, DocBlock> {
  const lines = markdown.split("\n");
  const blocks = extractBlocks(markdown, file);
  const shown = new Map<number, DocBlock>();
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    if (!next || !isSample(block) || sampleLanguage(block) !== "bash" || next.lang !== "json") return;
    const closing = block.line + block.code.split("\n").length; // the 1-based line of the closing fence
    if (lines.slice(closing, next.line - 1).every((l) => l.trim() === "")) shown.set(block.line, next);
  });
  return shown;
}

/**
 * Whether what a sample printed is the answer its guide shows. Keys, numbers, booleans, nulls and
 * words must be the same; a shown string with a digit in it (a reference, an id, a time) or cut short
 * with "…" ("pay_…") stands for any string, since each run makes its own. Gives the first
 * difference, or null.
 */
export function differenceFromShown(actual: unknown, shown: unknown, at = "$"): string | null {
  if (typeof shown === "string" && /\d|…/.test(shown)) return typeof actual === "string" ? null : `${at}: shown a string, printed ${JSON.stringify(actual)}`;
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return `${at}: shown an array, printed ${JSON.stringify(actual)}`;
    if (actual.length !== shown.length) return `${at}: shown ${shown.length} items, printed ${actual.length}`;
    for (let i = 0; i < shown.length; i++) {
      const d = differenceFromShown(actual[i], shown[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (shown !== null && typeof shown === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return `${at}: shown an object, printed ${JSON.stringify(actual)}`;
    const shownKeys = Object.keys(shown).sort();
    const actualKeys = Object.keys(actual).sort();
    if (shownKeys.join() !== actualKeys.join()) return `${at}: shown the keys ${shownKeys.join(", ")}; printed ${actualKeys.join(", ")}`;
    for (const key of shownKeys) {
      const d = differenceFromShown((actual as Record<string, unknown>)[key], (shown as Record<string, unknown>)[key], `${at}.${key}`);
      if (d) return d;
    }
    return null;
  }
  return Object.is(actual, shown) ? null : `${at}: shown ${JSON.stringify(shown)}, printed ${JSON.stringify(actual)}`;
}

export const blockMarker = (s: Pick<DocBlock, "file" | "line">) => `### sample ${s.file}:${s.line}`;

/** The last block marker in a script's stderr: the block that was running when it stopped. */
export function lastBlock(stderr: string): string | null {
  const markers = stderr.match(/^### sample \S+$/gm);
  return markers ? markers[markers.length - 1].slice("### sample ".length) : null;
}

function shellQuote(text: string) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * GitHub's heading ids (github-slugger), as the /docs site gives them: lower case, punctuation and
 * symbols removed except "-" and "_", each space a hyphen; a repeated id gets -1, -2, …
 */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)) fence = null;
      continue;
    }
    const heading = fence === null ? /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "");
    const base = text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-") || "section";
    let id = base;
    while (ids.has(id)) {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      id = `${base}-${n}`;
    }
    ids.add(id);
  }
  return ids;
}

/** Links to sibling guides and to anchors (`webhooks.md#retries`, `#errors`) outside code blocks. */
export function guideLinks(markdown: string): { target: string; file: string | null; anchor: string | null }[] {
  const prose = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*\s*$/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(((?:\.\/)?([a-z0-9]+(?:-[a-z0-9]+)*\.md)?(?:#([^)\s]+))?)\)/g)]
    .filter((m) => m[2] || m[3])
    .map((m) => ({ target: m[1], file: m[2] ?? null, anchor: m[3] ?? null }));
}
