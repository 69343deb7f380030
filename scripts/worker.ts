// `npm run worker`: the worker loop as its own process (for PostgreSQL deployments that
// run it beside the web servers with GATEWAY_INLINE_WORKER=0). On SIGTERM/SIGINT it finishes
// the job in hand, releases the ones it had not started and exits 0 (lib/worker/worker-process.ts).
import { runWorkerProcess } from "@/lib/worker/worker-process";

runWorkerProcess();
