import "server-only";
// `connectors check` and the dashboard's "Check" (issue 26): one harmless authenticated call through
// the connector (a token and the balance for MTN MoMo, the bank list for Chapa), recorded on the
// connection as its last check, which the dashboard shows as its health.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { processorForConnectionRow } from "@/lib/processors/registry";

export async function checkConnection(id: string, opts: { merchantId?: string } = {}, database: DbClient = defaultDb()): Promise<{ ok: boolean; detail: string; checked_at: string }> {
  const connection = await database.processorConnection.findUnique({ where: { id } });
  if (!connection || (opts.merchantId !== undefined && connection.merchantId !== null && connection.merchantId !== opts.merchantId)) {
    throw new ApiError("NOT_FOUND", `no processor connection ${id}`);
  }
  const processor = processorForConnectionRow(connection);
  let result: { ok: boolean; detail: string };
  try {
    result = processor.check ? await processor.check() : { ok: false, detail: "this connector has no check" };
  } catch (error) {
    result = { ok: false, detail: (error as Error).message };
  }
  const at = new Date();
  await database.processorConnection.update({ where: { id }, data: { lastCheckAt: at, lastCheckOk: result.ok, lastCheckMessage: result.detail.slice(0, 500) } });
  return { ...result, checked_at: at.toISOString() };
}
