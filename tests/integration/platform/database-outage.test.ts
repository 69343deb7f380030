// Faults, on PostgreSQL: the database goes away under a request and comes back.
// - The API answers 503 SERVICE_UNAVAILABLE with Retry-After and the envelope (never a bare 500,
//   never a hang), /readyz answers 503, and the app recovers without restarting.
// - A request that failed with the database away left its Idempotency-Key free: the retry with the
//   same key runs at once when the database is back (it once got 409 for two minutes),
//   and has exactly one effect.
// - A statement over the statement timeout is cancelled: 503, and nothing is half-written.
// The app's pool talks to PostgreSQL through a TCP proxy the test cuts (tests/support/tcp-proxy.ts).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
import { invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { createTestDatabase, onPostgres } from "@/tests/support/database";
import { startTcpProxy, type TcpProxy } from "@/tests/support/tcp-proxy";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { validPaymentBody } from "@/tests/factories/payments";
import { POST as initialize } from "@/app/v2/payments/hosted/route";
import { GET as readyz } from "@/app/readyz/route";

const noParams = { params: Promise.resolve({}) };
let proxy: TcpProxy;
let directUrl: string;
let key: string;

async function connectThroughProxy(timeouts: { statementTimeoutMs?: number } = {}) {
  const url = new URL(directUrl);
  url.port = String(proxy.port);
  const { client, close, pool } = createPostgresClient(url.toString(), 5, { connectTimeoutMs: 1_000, ...timeouts });
  return { client, close, pool };
}

describe.runIf(onPostgres)("the database goes away and comes back (PostgreSQL)", () => {
  let dropDatabase: () => Promise<void>;
  let closeProxied: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    directUrl = database.url!;
    dropDatabase = database.close;
    proxy = await startTcpProxy({ host: new URL(directUrl).hostname, port: Number(new URL(directUrl).port || 5432) });
    const proxied = await connectThroughProxy();
    closeProxied = proxied.close;
    setDatabase(proxied.client, "postgres", undefined, proxied.pool);
    key = (await createTestMerchant()).keys.test.secret;
  }, 60_000);
  afterAll(async () => {
    await closeDatabase();
    await closeProxied();
    await proxy.close();
    await dropDatabase();
  });

  const create = (reference: string, idempotencyKey: string) =>
    initialize(apiRequest("/v2/payments/hosted", { key, body: { ...validPaymentBody, merchant_reference: reference }, headers: { "idempotency-key": idempotencyKey } }), noParams);

  it("answers 503 with Retry-After while it is away, /readyz too; the same request with the same key then succeeds once", async () => {
    const warm = await create("outage-warm", "outage-warm");
    expect(warm.status).toBe(201);

    proxy.cut();
    invalidateApiKeyCache(); // the key lookup itself meets the outage too
    const started = performance.now();
    const during = await create("outage-1", "outage-key-1");
    expect(performance.now() - started).toBeLessThan(5_000); // never a hang
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("2");
    expect(during.headers.get("request-id")).toMatch(/^req_/);
    expect(await during.json()).toMatchObject({ status: "error", error: { code: "SERVICE_UNAVAILABLE", details: null } });
    const ready = await readyz(new Request("http://localhost/readyz"));
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("2");

    proxy.restore();
    const retry = await create("outage-1", "outage-key-1");
    expect(retry.status).toBe(201); // not 409: the failed request left the key free
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    const again = await create("outage-1", "outage-key-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(await retry.text());
    expect(await db().payment.count({ where: { merchantReference: "outage-1" } })).toBe(1);
    expect((await readyz(new Request("http://localhost/readyz"))).status).toBe(200);
  });

  it("a connection cut in the middle of the request's transaction: 503, nothing written, the key free for the retry", async () => {
    // Hold the Payment table so the request's transaction is open and waiting when the cut comes.
    const blocker = new pg.Client({ connectionString: directUrl });
    await blocker.connect();
    await blocker.query("BEGIN");
    await blocker.query(`LOCK TABLE "Payment" IN ACCESS EXCLUSIVE MODE`);
    const pending = create("outage-2", "outage-key-2");
    await new Promise((r) => setTimeout(r, 300));
    proxy.cut();
    const res = await pending;
    await blocker.query("ROLLBACK");
    await blocker.end();
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("SERVICE_UNAVAILABLE");
    proxy.restore();
    expect(await db().payment.count({ where: { merchantReference: "outage-2" } })).toBe(0);
    expect(await db().idempotencyKey.count({ where: { key: "outage-key-2" } })).toBe(0);
    const retry = await create("outage-2", "outage-key-2");
    expect(retry.status).toBe(201);
    expect(await db().payment.count({ where: { merchantReference: "outage-2" } })).toBe(1);
  });

  it("a statement over the statement timeout is cancelled: 503, and nothing is half-written", async () => {
    const slow = await connectThroughProxy({ statementTimeoutMs: 300 });
    setDatabase(slow.client, "postgres", undefined, slow.pool);
    const blocker = new pg.Client({ connectionString: directUrl });
    await blocker.connect();
    try {
      const before = await Promise.all([slow.client.payment.count(), slow.client.auditLog.count(), slow.client.event.count(), slow.client.idempotencyKey.count()]);
      await blocker.query("BEGIN");
      await blocker.query(`LOCK TABLE "Payment" IN ACCESS EXCLUSIVE MODE`);
      const started = performance.now();
      const res = await create("timeout-1", "timeout-key-1");
      expect(performance.now() - started).toBeLessThan(5_000);
      await blocker.query("ROLLBACK");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await res.json()).error.code).toBe("SERVICE_UNAVAILABLE");
      const after = await Promise.all([slow.client.payment.count(), slow.client.auditLog.count(), slow.client.event.count(), slow.client.idempotencyKey.count()]);
      expect(after).toEqual(before);
      const retry = await create("timeout-1", "timeout-key-1");
      expect(retry.status).toBe(201);
    } finally {
      await blocker.end();
      const proxied = await connectThroughProxy();
      setDatabase(proxied.client, "postgres", undefined, proxied.pool);
      await slow.close();
      const previous = closeProxied;
      closeProxied = async () => {
        await previous();
        await proxied.close();
      };
    }
  });

  it("a connection checked out between queries that the server ends (a restart's FATAL 57P01) does not end the process", async () => {
    // Found by `npm run test:faults`: the FATAL came to a connection with no "error" listener
    // (checked out, no query running) and the unheard event ended the API server process.
    const { pool, close } = createPostgresClient(directUrl, 2);
    const connection = await pool.connect();
    const [{ pid }] = (await connection.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows;
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1", [pid]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await admin.end();
    await new Promise((r) => setTimeout(r, 200)); // the FATAL has come: without a listener, the test process is gone now
    const error = await connection.query("SELECT 1").then(() => null, (e: unknown) => e);
    expect(String(error)).toMatch(/not queryable|terminat/i);
    connection.release(error as Error);
    // The pool discarded it and answers with a new connection.
    expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await close();
  });
});
