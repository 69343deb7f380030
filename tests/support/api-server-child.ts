// One API server process for tests/integration/rate-limits.test.ts: the /v2 and /v1 route handlers
// behind a node http server (tests/support/route-server.ts), on the database in DATABASE_URL. Two
// of these share one PostgreSQL database to prove the rate limiter's counts hold across processes.
// Prints "listening <url>" on stdout once it accepts requests.
// Usage: DATABASE_URL=… node --conditions=react-server --import tsx tests/support/api-server-child.ts
import { appRouteModules, startRouteServer } from "@/tests/support/route-server";
import { db } from "@/lib/db";

await db().$queryRawUnsafe("SELECT 1"); // open the pool before the first request
const server = await startRouteServer(await appRouteModules(["v2", "v1"]));
process.stdout.write(`listening ${server.url}\n`);
