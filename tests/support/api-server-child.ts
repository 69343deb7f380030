// One API server process for tests/integration/api/rate-limits.test.ts: the /v2 and /v1 route handlers
// behind a node http server (tests/support/route-server.ts), on the database in DATABASE_URL. Two
// of these share one PostgreSQL database to prove the rate limiter's counts hold across processes;
// the fault tests kill one with SIGKILL, or restart PostgreSQL under it. /healthz and
// /readyz are served too. API_SERVER_PORT picks the port (default: any free one).
// Prints "listening <url>" on stdout once it accepts requests.
// Usage: DATABASE_URL=… node --conditions=react-server --import tsx tests/support/api-server-child.ts
import { appRouteModules, startRouteServer } from "@/tests/support/route-server";
import { db } from "@/lib/db";

await db().$queryRawUnsafe("SELECT 1"); // open the pool before the first request
const routes = await appRouteModules(["v2", "v1", "healthz", "readyz"]);
const server = await startRouteServer(routes, Number(process.env.API_SERVER_PORT ?? 0));
process.stdout.write(`listening ${server.url}\n`);
