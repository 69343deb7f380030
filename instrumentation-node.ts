// The Node.js half of instrumentation.ts, imported by its register() only when NEXT_RUNTIME is
// "nodejs": Next also compiles instrumentation.ts for the Edge Runtime, and process.once and
// process.exit there made every `npm run dev` warn that they are not supported on the edge.
// The worker loop runs inline in the server by default (GATEWAY_INLINE_WORKER=0 turns it off when
// `npm run worker` runs as its own process).
// On SIGTERM/SIGINT the loop stops claiming, finishes the job in hand (bounded) and releases
// the claimed jobs it had not started. Next's own handler exits once the HTTP server closed,
// which can cut that short (a job cut short is taken again when its lease runs out); with
// NEXT_MANUAL_SIG_HANDLE=1 Next leaves the signal to us, and we close the database and exit 0
// once the worker has stopped (in-flight HTTP requests are then not waited for).
// An invalid configuration stops the process here, with the message and exit code 1:
// a server that cannot read its configuration would otherwise stay up and answer 500 to
// every request, /healthz included, while a process manager saw it running.
export async function registerNode() {
  const { env, ConfigurationError } = await import("@/lib/env");
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\nThe server did not start: fix the configuration (docs/operations.md) and start it again.\n`);
    process.exit(1);
  }
  (await import("@/lib/rate-limit/api-limits")).warnIfRateLimitOff(); // RATE_LIMIT=off says so at start
  // Tracing (exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set) and the processor-call counters of /metrics.
  await (await import("@/lib/observability/start-observability")).startObservability();
  const { inlineWorker, manualSignalHandling } = config;
  // Secrets still in plaintext (from before encryption) or under an old key are encrypted with
  // ENCRYPTION_KEY (docs/security.md "Secrets"); reads work meanwhile, so this does not block start-up.
  void import("@/lib/stored-secrets/start-up-encryption").then((m) => m.encryptStoredSecretsAtStartUp());
  if (!inlineWorker && !manualSignalHandling) return;
  const stop = inlineWorker ? (await import("@/lib/worker/worker-loop")).startWorkerLoop() : undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      await stop?.({ timeoutMs: 25_000 });
      await (await import("@/lib/telemetry/start-tracing")).flushTracing();
      if (manualSignalHandling) {
        const { closeDatabase } = await import("@/lib/db");
        await closeDatabase();
        process.exit(0);
      }
    });
  }
}
