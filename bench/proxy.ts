// A small round-robin HTTP proxy for `npm run bench` (the cluster scenario) and the soak
//: node's own http, keep-alive connections to each upstream, each request to the next
// healthy upstream in turn.
// Usage: tsx bench/proxy.ts <port> <upstream port> [<upstream port> …] (all on 127.0.0.1).
// It runs as its own process so its work does not share an event loop with autocannon's.
//
// Health, as a load balancer in front of a real deployment checks it (HAProxy's `check inter 1s
// fall 2 rise 1`, nginx's `proxy_next_upstream error`): each upstream's GET /healthz is probed every
// second; two failed probes in a row take it out of the rotation and one answer puts it back. A
// connection refused also takes it out at once, and the request, which never reached it, goes to
// the next healthy upstream whatever its method (its body is read before it is sent, so it can be
// sent again). Without this, a server restarting after a SIGKILL (the soak's fault) was sent its
// share of the requests for the seconds it took to start, each answered 502.
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0) throw new Error("usage: proxy.ts <port> <upstream port>…");
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;
const FALL = 2;

type Upstream = { port: number; healthy: boolean; failedProbes: number };
const pool: Upstream[] = upstreams.map((p) => ({ port: p, healthy: true, failedProbes: 0 }));
let next = 0;

/** The next healthy upstream not in `tried`; when none is healthy, the next untried one (it may be back). */
function pick(tried: Set<Upstream>): Upstream | null {
  for (const wantHealthy of [true, false]) {
    for (let i = 0; i < pool.length; i++) {
      const u = pool[next++ % pool.length];
      if (!tried.has(u) && (u.healthy || !wantHealthy)) return u;
    }
  }
  return null;
}

function markDown(u: Upstream) {
  if (u.healthy) console.log(`proxy: upstream ${u.port} out of the rotation`);
  u.healthy = false;
}

function probe(u: Upstream) {
  const done = (ok: boolean) => {
    if (ok) {
      if (!u.healthy) console.log(`proxy: upstream ${u.port} back in the rotation`);
      u.healthy = true;
      u.failedProbes = 0;
    } else if (++u.failedProbes >= FALL) markDown(u);
  };
  const req = http.get({ host: "127.0.0.1", port: u.port, path: "/healthz", agent: false, timeout: PROBE_TIMEOUT_MS }, (res) => {
    res.resume();
    res.on("end", () => done((res.statusCode ?? 500) < 500));
  });
  req.on("timeout", () => req.destroy(new Error("probe timed out")));
  req.on("error", () => done(false));
}
setInterval(() => pool.forEach(probe), PROBE_EVERY_MS).unref();

// An upstream may close an idle keep-alive connection just as a request is sent on it (ECONNRESET):
// a GET is then sent once more, to the next upstream; anything else answers 502 and the client
// decides (bench/cluster.ts and the soak retry with the same Idempotency-Key), as behind a real load
// balancer, because that request may have reached the upstream.
function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: Set<Upstream>, resetRetry: boolean) {
  const upstream = pick(tried);
  if (!upstream) {
    res.writeHead(502, { "content-type": "text/plain" });
    return res.end("no upstream could be reached");
  }
  tried.add(upstream);
  const out = http.request({ host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on("error", (error: NodeJS.ErrnoException) => {
    if (res.headersSent) return res.destroy(error);
    // Refused: nothing was sent, so any request can go elsewhere.
    if (error.code === "ECONNREFUSED") {
      markDown(upstream);
      return forward(req, res, body, tried, resetRetry);
    }
    if (resetRetry && req.method === "GET") return forward(req, res, body, new Set(), false);
    res.writeHead(502, { "content-type": "text/plain" });
    res.end(String(error));
  });
  out.end(body.length ? body : undefined);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set(), true));
});

server.keepAliveTimeout = 30_000;
server.listen(port, "127.0.0.1", () => console.log(`proxy on ${port} -> ${upstreams.join(", ")}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
