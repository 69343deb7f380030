import "server-only";
// The activation queue (docs/operator.md "Activation queue"): submitted activations, oldest first.
import type { Db } from "@/lib/db";

export async function listActivationQueue(db: Db) {
  const rows = await db.merchant.findMany({
    where: { activationStatus: "submitted" },
    orderBy: [{ activationSubmittedAt: "asc" }, { id: "asc" }],
    take: 200,
    select: { id: true, name: true, activationSubmittedAt: true, memberships: { where: { role: "owner" }, orderBy: { createdAt: "asc" }, take: 1, select: { user: { select: { email: true } } } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.memberships[0]?.user.email ?? null, submitted_at: r.activationSubmittedAt?.toISOString() ?? null }));
}
