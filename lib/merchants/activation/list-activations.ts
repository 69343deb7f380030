import "server-only";
// The CLI's `merchant list [--pending]`: merchants with their activation
// state, those waiting for the operator (submitted) first.
import type { Db } from "@/lib/db";
import { ACTIVATION_STEPS } from "@/lib/catalog/activation";
import { getActivation } from "@/lib/merchants/activation/get-activation";

export async function listActivations(db: Db, opts: { pendingOnly: boolean }) {
  const merchants = await db.merchant.findMany({
    where: opts.pendingOnly ? { activationStatus: { in: ["pending", "submitted", "rejected"] } } : {},
    orderBy: [{ activationSubmittedAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
    select: { id: true, name: true, createdAt: true },
  });
  const rows = [];
  for (const m of merchants) {
    const view = await getActivation(db, m.id);
    rows.push({
      merchant_id: m.id,
      name: m.name,
      owner_email: view.email,
      status: view.status,
      submitted_at: view.submitted_at,
      missing_steps: ACTIVATION_STEPS.filter((s) => !view.steps[s]),
      created_at: m.createdAt.toISOString(),
    });
  }
  // Submitted ones first: they are the ones waiting for the operator.
  return rows.sort((a, b) => Number(b.status === "submitted") - Number(a.status === "submitted"));
}
