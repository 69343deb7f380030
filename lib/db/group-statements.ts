// Group commit for a worker's statements: calls that arrive while one statement is in
// flight go together in the next. Used by webhook delivery (lib/webhooks/deliver-webhook.ts).
import type { DbClient } from "@/lib/db/client";

/**
 * Group calls (group commit): while one statement of `run` is in flight for a database client, the
 * calls that arrive wait and then go together in the next one (at most `max`). An idle worker sends
 * at once; a busy one sends one statement per batch instead of one per delivery. A failed statement
 * fails every call of its batch (each job then runs again: at least once).
 */
export function groupStatements<T, R>(max: number, run: (database: DbClient, items: T[]) => Promise<R[]>): (database: DbClient, item: T) => Promise<R> {
  type Queue = { waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[]; running: boolean };
  const queues = new WeakMap<DbClient, Queue>();
  const drain = async (database: DbClient, queue: Queue) => {
    queue.running = true;
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0, max);
        try {
          const results = await run(database, batch.map((b) => b.item));
          batch.forEach((b, i) => b.resolve(results[i]));
        } catch (error) {
          for (const b of batch) b.reject(error);
        }
      }
    } finally {
      queue.running = false;
    }
  };
  return (database, item) => {
    let queue = queues.get(database);
    if (!queue) queues.set(database, (queue = { waiting: [], running: false }));
    const q = queue;
    return new Promise<R>((resolve, reject) => {
      q.waiting.push({ item, resolve, reject });
      if (!q.running) void drain(database, q);
    });
  };
}

