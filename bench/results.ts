// bench/results.md and the regression check against bench/baseline.json.
// Each group is a table: the figure, what it is compared with (a baseline measured in the same
// run, or a fixed limit), their ratio, the issue's target and whether it is met. Ratios with a
// `key` are the ones compared with bench/baseline.json: more than 20 % below the committed value
// is a regression (`--quick` exits 1 on one). Ratios, not raw figures, because a CI machine's
// speed varies far more than the ratio of two endpoints measured in the same seconds.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Row = {
  name: string;
  /** What was measured, as text (e.g. "2,310 req/s, p50 21 ms, p99 48 ms"). */
  figure: string;
  /** What it is compared with, as text. */
  baseline: string;
  ratio: number | null;
  target: string;
  /** null: no target (information only). */
  met: boolean | null;
  /** Compared with bench/baseline.json under this key (higher is better). */
  key?: string;
  /** Why a figure below its target is accepted (a /v2 endpoint below 0.5× /healthz needs one). */
  reason?: string;
};
export type Group = { title: string; note?: string; rows: Row[]; extra?: string[] };
export type Baseline = { measuredAt: string; commit: string; machine: string; quick: boolean; ratios: Record<string, number> };

export const BASELINE_PATH = path.resolve("bench/baseline.json");
export const RESULTS_PATH = path.resolve("bench/results.md");
/** A ratio more than this far below its baseline is a regression. */
export const REGRESSION_TOLERANCE = 0.2;

export function machine(loadAtStart: number[]) {
  const cpus = os.cpus();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
  return {
    summary: `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    load: `load average (1 / 5 / 15 min) ${load(loadAtStart)} at start, ${load(os.loadavg())} at the end`,
  };
}

export function gitCommit(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim() !== "";
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return "unknown";
  }
}

const fmtRatio = (r: number | null) => (r === null ? "–" : `${r.toFixed(2)}×`);
const fmtMet = (row: Row) => (row.met === null ? "–" : row.met ? "met" : row.reason ? "not met (reason below)" : "**not met**");

export function renderResults(opts: { groups: Group[]; quick: boolean; settings: string; loadAtStart: number[]; startedAt: Date; regressions: string[]; baseline: Baseline | null }) {
  const m = machine(opts.loadAtStart);
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench${opts.quick ? " -- --quick" : ""}\` (bench/run.ts); how to run it and what each figure means: docs/performance.md, "npm run bench".`,
    "",
    `- Date: ${opts.startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC (${Math.round((Date.now() - opts.startedAt.getTime()) / 1000)} s)`,
    `- Machine: ${m.summary}; ${m.load}`,
    `- Commit: ${gitCommit()}`,
    `- Run: ${opts.quick ? "quick (--quick)" : "full"}; ${opts.settings}`,
    `- Ratios compared with bench/baseline.json (${opts.baseline ? `${opts.baseline.quick ? "quick" : "full"} run of ${opts.baseline.measuredAt.slice(0, 10)}, commit ${opts.baseline.commit}` : "none"}): ${
      opts.regressions.length ? `**${opts.regressions.length} regression(s) of more than ${REGRESSION_TOLERANCE * 100} %**` : `no regression of more than ${REGRESSION_TOLERANCE * 100} %`
    }`,
    "",
  ];
  for (const r of opts.regressions) lines.push(`  - ${r}`);
  if (opts.regressions.length) lines.push("");
  for (const g of opts.groups) {
    if (!g.rows.length && !g.extra?.length) continue;
    lines.push(`## ${g.title}`, "");
    if (g.note) lines.push(g.note, "");
    if (g.rows.length) {
      lines.push("| Measurement | Figure | Compared with | Ratio | Target | Met | Baseline ratio |", "|---|---|---|---|---|---|---|");
      for (const row of g.rows) {
        const base = row.key && opts.baseline?.ratios[row.key] !== undefined ? `${opts.baseline.ratios[row.key].toFixed(2)}×` : "–";
        lines.push(`| ${row.name} | ${row.figure} | ${row.baseline} | ${fmtRatio(row.ratio)} | ${row.target} | ${fmtMet(row)} | ${base} |`);
      }
      const reasons = g.rows.filter((r) => r.reason && r.met === false);
      // Rows that share a reason are named together before it, once.
      const byReason = new Map<string, string[]>();
      for (const r of reasons) byReason.set(r.reason!, [...(byReason.get(r.reason!) ?? []), r.name]);
      if (byReason.size) lines.push("", ...[...byReason].map(([reason, names]) => `- ${[...new Set(names)].join("; ")}: ${reason}`));
      lines.push("");
    }
    if (g.extra?.length) lines.push(...g.extra, "");
  }
  return lines.join("\n");
}

/** The ratios with a key, for bench/baseline.json. */
export function ratiosOf(groups: Group[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of groups) for (const r of g.rows) if (r.key && r.ratio !== null && Number.isFinite(r.ratio)) out[r.key] = Math.round(r.ratio * 1000) / 1000;
  return out;
}

export function readBaseline(): Baseline | null {
  try {
    return JSON.parse(fs.readFileSync(BASELINE_PATH, "utf8")) as Baseline;
  } catch {
    return null;
  }
}

/** Each ratio measured now that is more than REGRESSION_TOLERANCE below the baseline's. */
export function regressionsAgainst(baseline: Baseline | null, ratios: Record<string, number>): string[] {
  if (!baseline) return [];
  const out: string[] = [];
  for (const [key, now] of Object.entries(ratios)) {
    const before = baseline.ratios[key];
    if (before === undefined || before <= 0) continue;
    if (now < before * (1 - REGRESSION_TOLERANCE)) out.push(`${key}: ${now.toFixed(3)} against ${before.toFixed(3)} in bench/baseline.json (${Math.round((now / before - 1) * 100)} %)`);
  }
  return out;
}

export function writeBaseline(ratios: Record<string, number>, quick: boolean) {
  const m = machine(os.loadavg());
  const baseline: Baseline = { measuredAt: new Date().toISOString(), commit: gitCommit(), machine: m.summary, quick, ratios };
  fs.writeFileSync(BASELINE_PATH, JSON.stringify(baseline, null, 2) + "\n");
}
