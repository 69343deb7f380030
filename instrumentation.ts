// Next.js calls register() once when a server process starts. The worker loop runs inline
// in the server by default (GATEWAY_INLINE_WORKER=0 turns it off when `npm run worker`
// runs as its own process).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  if (!env().inlineWorker) return;
  const { startWorkerLoop } = await import("@/lib/jobs/worker");
  startWorkerLoop();
}
