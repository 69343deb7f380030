// The import boundaries of app/, components/ and lib/ (docs/decisions.md "Import boundaries").
// `npm run lint` runs them after ESLint (`npm run lint:boundaries`); tests/unit/boundaries.test.ts plants a
// violation of each rule and checks that this configuration fails it.
//
// Layers in lib/:
// - infrastructure (the foundation): env, logger, ids, fault points, money, phone numbers, the database, HTTP
//   plumbing, the job contract and queue (lib/jobs), the zod schemas, the gateway's fixed vocabularies as data
//   (lib/catalog: banks, payment methods, state tables, event types, permissions, modes) and Prisma's generated
//   client. It imports only itself, npm packages and node builtins, so that any domain can use it without
//   dragging another domain in.
// - lib/worker: the job worker's composition root (handler registry, loop, periodic sweeps). It may import
//   anything in lib/; only the process entry points (instrumentation, scripts), bench and tests start it.
// - everything else in lib/ is a domain or a request wrapper (lib/api: the /v2 route wrapper; lib/v1; lib/dashboard).
// docs/architecture.md draws the layers.

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
