import "server-only";
// POST /v2/payment-links/{id}/deactivate: the page stops taking payments at once;
// payments already started finish as usual. Deactivating an inactive link answers it as it is
// and writes no audit record. PATCH {active: true} turns it back on.
import { inTransaction, type Db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { getPaymentLinkOrThrow, withTicketTypes, type PaymentLinkLookup, type PaymentLinkView } from "@/lib/payment-links/get-payment-link";

export async function deactivatePaymentLink(db: Db, opts: PaymentLinkLookup & { actor: AuditActor }): Promise<PaymentLinkView> {
  return inTransaction(db, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
    const current = await getPaymentLinkOrThrow(tx, opts);
    if (!current.active) return (await withTicketTypes(tx, [current]))[0];
    const link = await tx.paymentLink.update({ where: { id: current.id, merchantId: opts.merchantId }, data: { active: false } });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payment_link.deactivated",
      mode: opts.mode,
      targetId: link.id,
      before: { active: true },
      after: { active: false },
    });
    return (await withTicketTypes(tx, [link]))[0];
  });
}
