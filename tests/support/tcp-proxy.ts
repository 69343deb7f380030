// A TCP proxy in front of PostgreSQL that a test can cut and restore: the database "goes away"
// (every open connection reset, new ones refused) and comes back, as in a restart, without
// touching the shared server. Used by the outage tests (faults).
import net from "node:net";

export type TcpProxy = { port: number; cut: () => void; restore: () => void; close: () => Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      down = true;
      for (const s of sockets) s.resetAndDestroy();
    },
    restore: () => {
      down = false;
    },
    close: async () => {
      down = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
