// The import boundaries of app/, components/ and lib/ (docs/architecture.md "Domain order").
// `npm run lint` runs them after ESLint (`npm run lint:boundaries`); tests/unit/boundaries.test.ts plants a
// violation of each rule and checks that this configuration fails it.
//
// Layers in lib/:
// - infrastructure (the foundation): env, logger, ids, fault points, money, phone numbers, the database, HTTP
//   plumbing, the job contract and queue (lib/jobs), the zod schemas, the gateway's fixed vocabularies and rules
//   as data (lib/catalog) and Prisma's generated client. It imports only itself, npm packages and node builtins.
// - lib/worker: the job worker's composition root. It may import anything in lib/; only the process entry points
//   (instrumentation, scripts), bench and tests start it.
// - everything else in lib/ is a domain or a request wrapper, and RANKS below puts every folder (and every file
//   directly in lib/) in one order: a folder imports only folders of a lower rank, never one of its own rank or
//   above, so no two folders import each other and the order can be read bottom-up. A folder missing from RANKS
//   fails the lint too. docs/architecture.md says why each sits where it does.

/** lib/'s folders (and lib/*.ts files, by name) from the bottom up; a folder imports only earlier ranks. */
const RANKS = [
  ["env", "generated", "ids", "phone", "html", "qr", "security", "docs"],
  ["fault-points", "telemetry", "mail", "crypto"],
  ["logger"],
  ["db"],
  ["http", "health"],
  ["money", "jobs"],
  ["catalog", "forms"],
  ["schemas", "splits", "processors", "link-tickets"],
  ["audit", "banks", "observability"],
  ["team"],
  ["auth", "ledger", "job-admin", "reconciliation", "risk"],
  ["merchants", "events", "rate-limit", "subaccounts", "plans"],
  ["payments", "payouts", "virtual-accounts", "api"],
  ["refunds", "disputes", "customers", "charges", "webhooks", "dashboard"],
  ["v1", "processor-callbacks", "openapi", "cli", "stored-secrets", "billing", "risk-reviews"],
  ["checkout", "api-client"],
  ["payment-links", "receipts", "operator"],
  ["worker"],
];
/** The path pattern of one lib/ unit: a folder, or a file directly in lib/. */
const unitPath = (unit) => `^lib/${unit}(/|[.]tsx?$)`;
const RANKED = RANKS.flat();
/** One rule per unit: nothing from its own rank or above, except itself. */
const rankRules = RANKS.flatMap((units, rank) =>
  units.map((unit) => {
    const notBelow = RANKS.slice(rank).flat().filter((other) => other !== unit);
    return {
      name: "import-up-a-rank",
      comment: `lib/${unit} (rank ${rank}) imports only folders of a lower rank (RANKS in .dependency-cruiser.cjs).`,
      severity: "error",
      from: { path: unitPath(unit) },
      to: { path: `^lib/(${notBelow.join("|")})(/|[.]tsx?$)` },
    };
  }),
);

/** lib/ files that are infrastructure. */
const INFRA = [
  "^lib/(env|logger|ids|fault-points|phone)[.]ts$",
  "^lib/(money|db|http|jobs|schemas|catalog|generated|telemetry)/",
];
/** Who may import lib/worker: itself, the server's start-up hook, the CLI and worker scripts, bench, tests. */
const WORKER_IMPORTERS = ["^lib/worker/", "^instrumentation(-node)?[.]ts$", "^scripts/", "^bench/", "^tests/"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...rankRules,
    {
      name: "folder-without-rank",
      comment: "Every folder in lib/ (and every file directly in lib/) has a rank in RANKS: a new folder says where it sits.",
      severity: "error",
      from: { path: "^lib/", pathNot: `^lib/(${RANKED.join("|")})(/|[.]tsx?$)` },
      to: {},
    },
    {
      name: "lib-imports-app-or-components",
      comment: "lib/ holds the services; app/ and components/ use them, never the other way round.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "next-outside-session",
      comment:
        "In lib/, only lib/auth/session.ts may import the next package (next, next/*): services are plain functions " +
        "that run in the worker, the CLI and tests too (the architecture's convention 2). next-auth is allowed.",
      severity: "error",
      from: { path: "^lib/", pathNot: "^lib/auth/session[.]ts$" },
      to: { path: "^(node_modules/next/|next$|next/)" },
    },
    {
      name: "infrastructure-imports-domain",
      comment: "Infrastructure imports only infrastructure, npm packages and node builtins, never a domain or lib/worker.",
      severity: "error",
      from: { path: INFRA },
      to: { path: "^lib/", pathNot: INFRA },
    },
    {
      name: "worker-imported-outside-entry-points",
      comment:
        "lib/worker is the job worker's composition root: only instrumentation, scripts/, bench/, tests/ and lib/worker " +
        "itself import it, so that no domain depends on the registry of every job.",
      severity: "error",
      from: { pathNot: WORKER_IMPORTERS },
      to: { path: "^lib/worker/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles in app/, components/, lib/ or scripts/, type-only and dynamic imports included.",
      severity: "error",
      from: { path: "^(app|components|lib|scripts)/" },
      to: { circular: true },
    },
  ],
  options: {
    // Node's own modules and npm packages are targets only; Prisma's generated client, tests and bench are
    // resolved (a rule can name them) but not cruised.
    doNotFollow: { path: ["node_modules", "^lib/generated/", "^tests/", "^bench/"] },
    // `import type` and type-only re-exports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6", "cjs"],
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
