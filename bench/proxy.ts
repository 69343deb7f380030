// A small round-robin HTTP proxy for `npm run bench` (issue 15, the cluster scenario): node's own
// http, keep-alive connections to each upstream, each request to the next upstream in turn.
// Usage: tsx bench/proxy.ts <port> <upstream port> [<upstream port> …] (all on 127.0.0.1).
// It runs as its own process so its work does not share an event loop with autocannon's.
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0) throw new Error("usage: proxy.ts <port> <upstream port>…");
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
let next = 0;

// An upstream may close an idle keep-alive connection just as a request is sent on it (ECONNRESET).
// A GET is sent once more (to the next upstream); anything else answers 502 and the client decides
// (bench/cluster.ts retries with the same Idempotency-Key), as behind a real load balancer.
function forward(req: http.IncomingMessage, res: http.ServerResponse, retry: boolean) {
  const upstream = upstreams[next++ % upstreams.length];
  const out = http.request(
    { host: "127.0.0.1", port: upstream, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on("error", (error) => {
    if (retry && req.method === "GET" && !res.headersSent) return forward(req, res, false);
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end(String(error));
  });
  if (req.method === "GET" || req.method === "HEAD") out.end();
  else req.pipe(out);
}

const server = http.createServer((req, res) => forward(req, res, true));

server.keepAliveTimeout = 30_000;
server.listen(port, "127.0.0.1", () => console.log(`proxy on ${port} -> ${upstreams.join(", ")}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
