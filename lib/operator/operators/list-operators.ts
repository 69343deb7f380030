import "server-only";
// Every operator account, for the Operators page and `operator list`: never a hash or a secret.
import type { Db } from "@/lib/db";

export async function listOperators(db: Db) {
  const rows = await db.operator.findMany({
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, email: true, name: true, role: true, totpEnabledAt: true, lockedUntil: true, disabledAt: true, createdAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    two_factor: r.totpEnabledAt !== null,
    locked_until: r.lockedUntil?.toISOString() ?? null,
    disabled_at: r.disabledAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
