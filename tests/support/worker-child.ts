// `npm run worker` as tests/integration/platform/jobs-sigterm.test.ts runs it: the same worker process
// (lib/worker/worker-process.ts) with one extra job type, "test.slow", that says on stdout when it
// starts and finishes and takes payload.ms to do so.
// Usage: DATABASE_URL=… node --conditions=react-server --import tsx tests/support/worker-child.ts
import { registerJobType } from "@/lib/worker/registry";
import { DEFAULT_POLICY } from "@/lib/jobs/job-types";
import { runWorkerProcess } from "@/lib/worker/worker-process";

registerJobType("test.slow", {
  policy: DEFAULT_POLICY,
  handler: async (payload, _db, job) => {
    process.stdout.write(`started ${job.id}\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(payload.ms)));
    process.stdout.write(`finished ${job.id}\n`);
    return "done";
  },
});
runWorkerProcess({ intervalMs: 50, stopTimeoutMs: 10_000 });
