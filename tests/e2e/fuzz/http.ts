// A small HTTP client for the fuzz suite. fetch() would normalise what we want to send as is
// (request targets with malformed percent-encoding, bodies with invalid UTF-8, odd header
// values), so requests go through node:http with the request target and body bytes untouched.
import http from "node:http";

export type RawRequest = {
  method: string;
  /** The request target exactly as sent: path and query, already percent-encoded (or not). */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
};

export function httpClient(baseUrl: string) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  // A kept-alive connection the server closed while idle (its keepAliveTimeout) fails the next
  // request sent on it before the server reads a byte: that request is sent again on a new
  // connection, as Node's documentation advises. Only then: any other failure is the answer.
  // ECONNRESET, or EPIPE when the close comes while a large body is still being written (seen once in
  // 70,000 requests on a loaded machine, a 1.1 MB body); on a new connection either is a failure.
  const send = (req: RawRequest): Promise<RawResponse> =>
    sendOnce(req).catch((error: Error & { reusedSocket?: boolean; code?: string }) => {
      if (error.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")) return sendOnce(req);
      throw error;
    });
  const sendOnce = (req: RawRequest): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, "utf8");
      const headers: Record<string, string | number> = { ...req.headers };
      if (body) headers["Content-Length"] = body.length;
      const request = http.request(
        { host: url.hostname, port: url.port, method: req.method, path: req.target, headers, agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
          res.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error(`timeout: ${req.method} ${req.target}`)));
      request.on("error", (error: Error & { reusedSocket?: boolean }) => {
        error.reusedSocket = request.reusedSocket;
        reject(error);
      });
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** JSON request helper for seeding and snapshots (well-formed requests only). */
export async function sendJson(client: HttpClient, method: string, target: string, key: string | null, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await client.send({ method, target, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return res;
}
