// The merchant's webhook endpoint during the soak: it records every request by its
// webhook-id and answers 200, except a share answered 500 and a share left hanging (the worker's
// WEBHOOK_TIMEOUT_MS cuts them); `down()` closes its port for the receiver-outage fault, so the
// workers meet refused connections until `up()`.
import http from "node:http";
import type { Socket } from "node:net";

export type FlakyReceiver = {
  /** webhook-id -> requests received (every answer, 2xx or not, counts: the event reached us). */
  receipts: Map<string, number>;
  /** webhook-id -> answers 2xx sent. */
  acknowledged: Map<string, number>;
  counts: { requests: number; answered500: number; hung: number };
  /** From now on every request is answered 200 (the drain). */
  steady(): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function startFlakyReceiver(port: number, shares: { error500: number; hang: number }): Promise<FlakyReceiver> {
  const receipts = new Map<string, number>();
  const acknowledged = new Map<string, number>();
  const counts = { requests: 0, answered500: 0, hung: 0 };
  const sockets = new Set<Socket>();
  let server: http.Server | null = null;
  // Only while the load runs: during the drain every delivery must be able to succeed.
  let flaky = true;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = http.createServer((req, res) => {
        req.resume();
        req.on("end", () => {
          const id = String(req.headers["webhook-id"] ?? "");
          counts.requests++;
          receipts.set(id, (receipts.get(id) ?? 0) + 1);
          const roll = Math.random();
          if (flaky && roll < shares.hang) {
            counts.hung++; // never answered; the socket is closed when the worker gives up
            return;
          }
          if (flaky && roll < shares.hang + shares.error500) {
            counts.answered500++;
            res.writeHead(500, { "content-type": "text/plain" }).end("receiver says no");
            return;
          }
          acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
          res.writeHead(200, { "content-type": "text/plain" }).end("ok");
        });
      });
      s.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        server = s;
        resolve();
      });
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      for (const socket of sockets) socket.destroy();
      s.close(() => resolve());
    });
  await listen();
  return {
    receipts,
    acknowledged,
    counts,
    down: closeServer,
    up: async () => {
      if (!server) await listen();
    },
    close: closeServer,
    steady: () => {
      flaky = false;
    },
  };
}
