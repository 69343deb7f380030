// The import boundaries (.dependency-cruiser.cjs) fail `npm run lint`. For each rule this plants
// a violation in a throw-away folder inside the repository and runs the boundary check of `npm run lint`
// (package.json's lint:boundaries: dependency-cruiser with the project's configuration) on the planted
// files only, so the result does not depend on the rest of lib/ being clean; a planted file that keeps the
// rules passes. Planted files import only each other, npm packages and node builtins. Domain files are planted
// inside real domain folders (lib/payments, lib/ledger, lib/payouts), whose ranks the rank rules know.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
const tag = `__planted_${process.pid}__`; // ignored by git (.gitignore), removed in afterAll
const BOUNDARY_COMMAND = "depcruise --config .dependency-cruiser.cjs ";

/** Planted files by path (relative to the repository), with {T} standing for the planted folder's name. */
const FILES: Record<string, string> = {
  // targets: import nothing, so a cruise from a planted file never walks into the real lib/
  "components/{T}/widget.ts": `export const widget = "planted";\n`,
  "lib/payments/{T}/domain-thing.ts": `export const domainThing = 1;\n`,
  "lib/http/{T}/infra-thing.ts": `export const infraThing = 2;\n`,
  "lib/worker/{T}/loop.ts": `export const startLoop = () => "started";\n`,
  "lib/ledger/{T}/ledger-thing.ts": `export const ledgerThing = 3;\n`,
  // one violation per rule
  "lib/ledger/{T}/imports-up.ts": `import { domainThing } from "@/lib/payments/{T}/domain-thing";\nexport const up = domainThing;\n`,
  "lib/payouts/{T}/imports-same-rank.ts": `import { domainThing } from "@/lib/payments/{T}/domain-thing";\nexport const beside = domainThing;\n`,
  "lib/{T}/unranked.ts": `import { infraThing } from "@/lib/http/{T}/infra-thing";\nexport const unranked = infraThing;\n`,
  "lib/payments/{T}/imports-component.ts": `import { widget } from "@/components/{T}/widget";\nexport const shown = widget;\n`,
  "lib/payments/{T}/imports-next.ts": `import type { NextRequest } from "next/server";\nexport type Incoming = NextRequest;\n`,
  "lib/http/{T}/imports-domain.ts": `import { domainThing } from "@/lib/payments/{T}/domain-thing";\nexport const fromDomain = domainThing;\n`,
  "lib/payments/{T}/imports-worker.ts": `import { startLoop } from "@/lib/worker/{T}/loop";\nexport const start = startLoop;\n`,
  // a cycle through type-only imports
  "lib/payments/{T}/cycle-a.ts": `import type { B } from "./cycle-b";\nexport type A = { b?: B };\n`,
  "lib/payments/{T}/cycle-b.ts": `import type { A } from "./cycle-a";\nexport type B = { a?: A };\n`,
  // within the rules: a domain using infrastructure, next-auth and node; the worker using a domain; a script starting the worker
  "lib/payments/{T}/clean.ts":
    `import path from "node:path";\nimport type { Session } from "next-auth";\nimport { infraThing } from "@/lib/http/{T}/infra-thing";\n` +
    `import { domainThing } from "@/lib/payments/{T}/domain-thing";\nimport { ledgerThing } from "@/lib/ledger/{T}/ledger-thing";\n` +
    `export const clean = (s: Session | null) => [path.sep, s, infraThing, domainThing, ledgerThing];\n`,
  "lib/worker/{T}/registry.ts": `import { domainThing } from "@/lib/payments/{T}/domain-thing";\nimport { infraThing } from "@/lib/http/{T}/infra-thing";\nexport const jobs = [domainThing, infraThing];\n`,
  "scripts/{T}/run-worker.ts": `import { startLoop } from "@/lib/worker/{T}/loop";\nexport const run = startLoop;\n`,
};
const file = (name: string) => name.replaceAll("{T}", tag);

/** Folders this test made, deepest first, to remove afterwards (lib/worker only if it did not exist). */
const made: string[] = [];

function plant() {
  for (const [name, text] of Object.entries(FILES)) {
    const full = path.join(root, file(name));
    const missing: string[] = [];
    for (let dir = path.dirname(full); !fs.existsSync(dir); dir = path.dirname(dir)) missing.push(dir);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    made.push(...missing);
    fs.writeFileSync(full, text.replaceAll("{T}", tag));
  }
}

function unplant() {
  const plantedDirs = new Set(Object.keys(FILES).map((name) => path.join(root, path.dirname(file(name)))));
  for (const dir of plantedDirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const dir of [...made].sort((a, b) => b.length - a.length)) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
}

type Check = { code: number; output: string };

/** The boundary check `npm run lint` runs, with the planted files as the only starting points. */
function check(...names: string[]): Promise<Check> {
  const args = ["--config", ".dependency-cruiser.cjs", ...names.map(file)];
  return new Promise((resolve) => {
    execFile(path.join(root, "node_modules/.bin/depcruise"), args, { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const CASES = {
  "lib-imports-app-or-components": ["lib/payments/{T}/imports-component.ts", "lib/payments/{T}/imports-component.ts → components/{T}/widget.ts"],
  "next-outside-session": ["lib/payments/{T}/imports-next.ts", "lib/payments/{T}/imports-next.ts → node_modules/next/"],
  "infrastructure-imports-domain": ["lib/http/{T}/imports-domain.ts", "lib/http/{T}/imports-domain.ts → lib/payments/{T}/domain-thing.ts"],
  "worker-imported-outside-entry-points": ["lib/payments/{T}/imports-worker.ts", "lib/payments/{T}/imports-worker.ts → lib/worker/{T}/loop.ts"],
  "no-circular": ["lib/payments/{T}/cycle-a.ts", "lib/payments/{T}/cycle-a.ts →"],
  "import-up-a-rank": ["lib/ledger/{T}/imports-up.ts", "lib/ledger/{T}/imports-up.ts → lib/payments/{T}/domain-thing.ts"],
  "folder-without-rank": ["lib/{T}/unranked.ts", "lib/{T}/unranked.ts → lib/http/{T}/infra-thing.ts"],
} as const;
/** Planted starts beyond one per rule: a folder importing another of its own rank. */
const SAME_RANK = ["lib/payouts/{T}/imports-same-rank.ts", "lib/payouts/{T}/imports-same-rank.ts → lib/payments/{T}/domain-thing.ts"] as const;

let violations: Check;
let clean: Check;

// Two runs of the check, side by side: every planted violation at once, and the planted files that keep the rules.
beforeAll(async () => {
  try {
    plant();
  } catch (error) {
    unplant();
    throw error;
  }
  [violations, clean] = await Promise.all([
    check(...Object.values(CASES).map(([start]) => start), SAME_RANK[0]),
    check("lib/payments/{T}/clean.ts", "lib/worker/{T}/registry.ts", "scripts/{T}/run-worker.ts"),
  ]);
}, 120_000);

afterAll(() => unplant());

describe("npm run lint checks the import boundaries", () => {
  it("runs the boundary check after ESLint", () => {
    expect(pkg.scripts.lint).toMatch(/\bnpm run lint:boundaries\b/);
    expect(pkg.scripts["lint:boundaries"].startsWith(BOUNDARY_COMMAND)).toBe(true);
    for (const start of ["app", "components", "lib", "scripts", "instrumentation.ts"]) {
      expect(pkg.scripts["lint:boundaries"].split(" ")).toContain(start);
    }
  });

  for (const [rule, [, edge]] of Object.entries(CASES)) {
    it(`fails on a planted violation of ${rule}`, () => {
      expect(violations.code, violations.output).not.toBe(0);
      expect(violations.output).toContain(`error ${rule}: ${file(edge)}`);
    });
  }

  it("fails on an import between two folders of the same rank", () => {
    expect(violations.output).toContain(`error import-up-a-rank: ${file(SAME_RANK[1])}`);
  });

  it("ranks every folder of lib/ and every file directly in it", () => {
    const config = require(path.join(root, ".dependency-cruiser.cjs")) as { forbidden: { name: string; from: { path?: string } }[] };
    const ranked = config.forbidden.filter((r) => r.name === "import-up-a-rank").map((r) => r.from.path);
    for (const entry of fs.readdirSync(path.join(root, "lib"))) {
      if (entry.startsWith("__planted_")) continue;
      const unit = entry.replace(/[.]tsx?$/, "");
      expect(ranked, `lib/${entry} has no rank`).toContain(`^lib/${unit}(/|[.]tsx?$)`);
    }
  });

  it("counts a cycle made of type-only imports", () => {
    expect(violations.output).toMatch(new RegExp(`cycle-a\\.ts →\\s+lib/payments/${tag}/cycle-b\\.ts →\\s+lib/payments/${tag}/cycle-a\\.ts`));
  });

  it("passes planted files that keep the rules", () => {
    expect(clean.output).not.toMatch(/error /);
    expect(clean.code, clean.output).toBe(0);
  });
});
