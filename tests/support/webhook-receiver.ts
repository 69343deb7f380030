// A real local HTTP receiver for the webhook tests: it keeps every request it gets
// (headers, the raw body bytes, when) and answers as the test says, per request. Listens on
// 127.0.0.1, port 0 (the system picks a free one).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it came over the wire. */
  raw: Buffer;
  body: string;
  /** Date.now() when the body was complete. */
  at: number;
};

/** How to answer one request; `index` counts this receiver's requests from 0. Not answering at all is allowed (a hang). */
export type Answer = (request: ReceivedRequest, response: http.ServerResponse, index: number) => void;

export const answerWith =
  (status: number, body = "", headers: Record<string, string> = {}): Answer =>
  (_request, response) =>
    response.writeHead(status, headers).end(body);

export type Receiver = {
  url: string;
  requests: ReceivedRequest[];
  answer: Answer;
  /** The requests whose webhook-id is this one. */
  withId: (id: string) => ReceivedRequest[];
  close: () => Promise<void>;
};

export async function startReceiver(answer: Answer = answerWith(200, "ok")): Promise<Receiver> {
  const receiver = { requests: [] as ReceivedRequest[], answer } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, raw, body: raw.toString("utf8"), at: Date.now() };
      const index = receiver.requests.push(request) - 1;
      receiver.answer(request, res, index);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.withId = (id) => receiver.requests.filter((r) => r.headers["webhook-id"] === id);
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections(); // requests left hanging on purpose (timeouts) too
      server.close(() => resolve());
    });
  return receiver;
}
