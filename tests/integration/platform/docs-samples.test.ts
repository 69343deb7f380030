// Docs: "code samples in them are tested". Every ```bash and ```ts block of docs/*.md
// (tests/support/doc-samples.ts; ```… no-run blocks excepted) runs here against the real route
// handlers of app/v2 (and app/v1, the hosted checkout's forms and the health checks) served over
// HTTP in this process (tests/support/route-server.ts) on this file's database, with a worker
// loop running so payouts move and webhooks are delivered, as on a real installation.
// - A guide's bash blocks run in order in one `bash -euo pipefail`, as a reader pastes them into
//   one terminal, with GATEWAY_URL and GATEWAY_SECRET_KEY (a fresh test merchant per guide).
// - Each ts block runs on its own with tsx from the repository root (so `@/lib/api-client`
//   resolves), with the same environment; all of them are also type-checked with tsc.
// A sample passes when it exits 0 and prints something; samples check their own answers
// (`curl --fail-with-body`, `jq -e`, a thrown error in TypeScript), so a wrong answer fails.
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { appRouteModules, startRouteServer } from "@/tests/support/route-server";
import { bashScript, blockOutputs, differenceFromShown, docFiles, shownAnswers, guideLinks, headingIds, isUntestedCode, lastBlock, NO_RUN, REQUIRES_V1, type Sample } from "@/tests/support/doc-samples";
import { createTestMerchant } from "@/tests/factories/merchants";
import { resetEnvForTests } from "@/lib/env";
import { ERROR_STATUS } from "@/lib/http/errors";
import { startWorkerLoop, type StopWorker } from "@/lib/worker/worker-loop";

setupTestDatabase();

const root = path.resolve(".");
const workDir = path.join(root, ".data", "docs-samples", process.env.TEST_DB_KIND ?? "pglite");
const tsx = path.join(root, "node_modules/.bin/tsx");
const tsc = path.join(root, "node_modules/.bin/tsc");
const docs = docFiles();
const SAMPLE_TIMEOUT_MS = 90_000;
/** Samples marked requires-v1 run once the v1 compatibility routes exist. */
const hasV1 = fs.existsSync(path.join(root, "app/v1"));
const runnable = (s: Sample) => hasV1 || !s.flags.includes(REQUIRES_V1);

let gateway: Awaited<ReturnType<typeof startRouteServer>>;
let stopWorker: StopWorker;
const savedBaseUrl = process.env.PUBLIC_BASE_URL;

beforeAll(async () => {
  const routes = await appRouteModules(["v2", "v1", "checkout", "healthz", "readyz"]);
  gateway = await startRouteServer(routes);
  // checkout_url and every other link the API answers must point at this server.
  process.env.PUBLIC_BASE_URL = gateway.url;
  resetEnvForTests();
  stopWorker = startWorkerLoop(100);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
});

afterAll(async () => {
  await stopWorker?.({ timeoutMs: 10_000 });
  await gateway?.close();
  if (savedBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = savedBaseUrl;
  resetEnvForTests();
});

type Run = { code: number | null; stdout: string; stderr: string };

/** A child process with only what a reader's terminal would have, plus the two variables the guides use. */
function run(command: string, args: string[], secretKey: string): Promise<Run> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR ?? "/tmp",
    LANG: "C.UTF-8",
    GATEWAY_URL: gateway.url,
    GATEWAY_SECRET_KEY: secretKey,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"], // a sample never waits for input
      detached: true, // its own process group, so a timeout ends the whole tree
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), SAMPLE_TIMEOUT_MS - 5_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** DOCS_SAMPLES_VERBOSE=1 prints each run's output, to see what a guide's samples print. */
const verbose = process.env.DOCS_SAMPLES_VERBOSE === "1";
const show = (where: string, r: Run) => verbose && console.log(`=== ${where} (exit ${r.code})\n${r.stdout}${r.stderr ? `--- stderr\n${r.stderr}` : ""}`);
const tail = (text: string, n = 4000) => (text.length > n ? `…${text.slice(-n)}` : text);
const explain = (r: Run, where: string) => `${where} exited ${r.code}\n--- stdout\n${tail(r.stdout)}\n--- stderr\n${tail(r.stderr)}`;
/** The JSON values in a text (as jq prints them, one after another), as one array. */
function jsonValues(text: string, what: string): unknown[] {
  const parsed = spawnSync("jq", ["-cs", "."], { input: text, encoding: "utf8" });
  if (parsed.status !== 0) throw new Error(`${what} is not JSON: ${parsed.stderr}\n${text}`);
  return JSON.parse(parsed.stdout) as unknown[];
}
const tsFile = (s: Sample) => path.join(workDir, `${path.basename(s.file, ".md")}-line${s.line}.ts`);

describe("the guides' code blocks", () => {
  it("are either runnable samples (bash, ts) or marked no-run: no untested code", () => {
    const untested = docs.flatMap((d) => d.blocks.filter(isUntestedCode).map((b) => `${b.file}:${b.line} (${b.lang})`));
    expect(untested, `write these as bash or ts samples, or mark them \`${NO_RUN}\` with the reason in the prose`).toEqual([]);
  });

  it("use no task lists: marked renders `- [ ]` as checkboxes without labels, which axe refuses on /docs", () => {
    const taskLists = docs.flatMap((d) =>
      fs
        .readFileSync(path.join(root, d.file), "utf8")
        .split("\n")
        .flatMap((line, i) => (/^\s*[-*+] \[[ xX]\] /.test(line) ? [`${d.file}:${i + 1}`] : [])),
    );
    expect(taskLists).toEqual([]);
  });

  it("link to guides and headings that exist", () => {
    const read = (name: string) => fs.readFileSync(path.join(root, "docs", name), "utf8");
    const broken = docs.flatMap((d) =>
      guideLinks(read(path.basename(d.file))).filter((link) => {
        const target = link.file ?? path.basename(d.file);
        if (!fs.existsSync(path.join(root, "docs", target))) return true;
        return link.anchor !== null && !headingIds(read(target)).has(link.anchor);
      }).map((link) => `${d.file}: (${link.target})`),
    );
    expect(broken).toEqual([]);
  });

  it("docs/errors.md documents every error code of lib/http/errors.ts with its status", () => {
    const errors = fs.readFileSync(path.join(root, "docs/errors.md"), "utf8");
    const missing = Object.entries(ERROR_STATUS).filter(([code, status]) => !errors.includes(`| ${status} | \`${code}\` |`));
    expect(missing).toEqual([]);
  });

  it("docs/operations.md documents every configuration variable lib/env.ts reads", () => {
    const source = fs.readFileSync(path.join(root, "lib/env.ts"), "utf8");
    const variables = new Set([...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\./gm), ...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    variables.delete("NEXT_PHASE"); // set by Next itself during a build, not configuration
    expect(variables.size).toBeGreaterThan(20);
    const operations = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
    expect([...variables].filter((v) => !operations.includes(`| \`${v}\` |`))).toEqual([]);
  });

  it("can run: curl and jq, which the bash samples use, are installed", () => {
    for (const tool of ["curl", "jq"]) {
      const found = spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
      expect(found, `${tool} is missing: apt-get install -y ${tool} (the guides' bash samples use it)`).toBe(true);
    }
  });

  it("include samples in the guides the issue asks for", () => {
    const withSamples = new Set(docs.filter((d) => d.samples.length > 0).map((d) => d.slug));
    for (const slug of ["quickstart", "split-payments", "payouts", "errors", "idempotency", "webhooks", "operations"]) {
      expect(withSamples, `docs/${slug}.md has no runnable sample`).toContain(slug);
    }
  });
});

/** DOCS_SAMPLES_ONLY=quickstart,errors runs only those guides' samples (while writing one). */
const only = process.env.DOCS_SAMPLES_ONLY?.split(",");
for (const doc of docs.filter((d) => d.samples.length > 0 && (!only || only.includes(d.slug)))) {
  describe(doc.file, () => {
    let secretKey: string;
    beforeAll(async () => {
      // The merchant the guides show ("business_name": "Acme").
      secretKey = (await createTestMerchant({ name: "Acme" })).keys.test.secret;
    });

    const allBash = doc.samples.filter((s) => s.language === "bash");
    const bash = allBash.filter(runnable);
    const skipped = allBash.length - bash.length;
    if (bash.length > 0) {
      it(`runs its ${bash.length} bash block(s) in order in one shell${skipped ? ` (${skipped} skipped: they need app/v1)` : ""}`, { timeout: SAMPLE_TIMEOUT_MS * 2 }, async () => {
        const script = path.join(workDir, `${doc.slug}.sh`);
        fs.writeFileSync(script, bashScript(bash));
        const result = await run("bash", ["-euo", "pipefail", script], secretKey);
        show(doc.file, result);
        expect(result.code, explain(result, `${lastBlock(result.stderr) ?? doc.file}`)).toBe(0);
        const outputs = blockOutputs(result.stdout);
        expect([...outputs.values()].join("").trim(), explain(result, doc.file)).not.toBe("");
        // A JSON block right after a sample is shown as the gateway's answer: it must be what it printed.
        const shown = shownAnswers(fs.readFileSync(path.join(root, doc.file), "utf8"), doc.file);
        for (const sample of bash.filter((s) => shown.has(s.line))) {
          const where = `${doc.file}:${sample.line}`;
          const printed = jsonValues(outputs.get(where) ?? "", `what ${where} printed`);
          const answer = jsonValues(shown.get(sample.line)!.code, `the answer shown at ${doc.file}:${shown.get(sample.line)!.line}`);
          expect(differenceFromShown(printed, answer), `${where} printed what its guide does not show:\n${JSON.stringify(printed)}`).toBeNull();
        }
      });
    }

    if (bash.length === 0 && skipped > 0) it.skip(`runs its ${skipped} bash block(s) (they need app/v1)`, () => {});

    for (const sample of doc.samples.filter((s) => s.language === "ts")) {
      it.skipIf(!runnable(sample))(`runs the ts block at line ${sample.line}`, { timeout: SAMPLE_TIMEOUT_MS }, async () => {
        const file = tsFile(sample);
        fs.writeFileSync(file, sample.code);
        const result = await run(tsx, [file], secretKey);
        show(`${sample.file}:${sample.line}`, result);
        expect(result.code, explain(result, `${sample.file}:${sample.line}`)).toBe(0);
        expect(result.stdout.trim(), explain(result, `${sample.file}:${sample.line}`)).not.toBe("");
      });
    }
  });
}

describe("the guides' TypeScript samples", () => {
  const samples = docs.flatMap((d) => d.samples.filter((s) => s.language === "ts" && runnable(s)));
  it.skipIf(samples.length === 0)(`type-check (${samples.length} blocks, tsc --strict)`, { timeout: 120_000 }, async () => {
    const dir = path.join(workDir, "typecheck");
    fs.mkdirSync(dir, { recursive: true });
    for (const s of samples) fs.writeFileSync(path.join(dir, path.basename(tsFile(s))), s.code);
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: path.relative(dir, path.join(root, "tsconfig.json")),
        compilerOptions: { incremental: false, noEmit: true, plugins: [], types: ["node"] },
        include: ["*.ts"],
        exclude: [],
      }),
    );
    const result = await run(tsc, ["-p", path.join(dir, "tsconfig.json")], "");
    expect(result.code, explain(result, "tsc on the samples")).toBe(0);
  });
});
