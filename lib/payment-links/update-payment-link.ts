import "server-only";
// PATCH /v2/payment-links/{id}: what a merchant may change after sharing a link. Kind,
// currency, prices and split rules stay, since payments were made at them (a new link for new
// prices). An audit record names what changed, before and after; a change that changes nothing
// writes none.
import type { PaymentLink, Prisma } from "@/lib/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { UpdatePaymentLinkInput } from "@/lib/schemas/payment-links";
import { assertOwnImage, futureDate, parseCustomFields } from "@/lib/payment-links/link-rules";
import { getPaymentLinkOrThrow, withTicketTypes, type PaymentLinkLookup, type PaymentLinkView } from "@/lib/payment-links/get-payment-link";

const AUDITED = ["title", "description", "imageId", "collectName", "collectEmail", "collectPhone", "customFields", "redirectUrl", "expiresAt", "maxPayments", "active"] as const;
type Audited = (typeof AUDITED)[number];

function auditValue(v: PaymentLink[Audited]): Prisma.InputJsonValue | null {
  if (v instanceof Date) return v.toISOString();
  return (v ?? null) as Prisma.InputJsonValue | null;
}

export async function updatePaymentLink(
  db: Db,
  opts: PaymentLinkLookup & { input: UpdatePaymentLinkInput; actor: AuditActor; now?: Date },
): Promise<{ view: PaymentLinkView; changed: string[] }> {
  return inTransaction(db, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
    const current = await getPaymentLinkOrThrow(tx, opts);
    const { input } = opts;
    const data: Prisma.PaymentLinkUpdateInput = {};
    if (input.title !== undefined) data.title = input.title;
    if (input.description !== undefined) data.description = input.description;
    if (input.image_id !== undefined) {
      if (input.image_id !== null) await assertOwnImage(tx, { merchantId: opts.merchantId, mode: opts.mode, imageId: input.image_id });
      data.imageId = input.image_id;
    }
    if (input.collect?.name !== undefined) data.collectName = input.collect.name;
    if (input.collect?.email !== undefined) data.collectEmail = input.collect.email;
    if (input.collect?.phone !== undefined) data.collectPhone = input.collect.phone;
    if (input.custom_fields !== undefined) data.customFields = parseCustomFields(input.custom_fields);
    if (input.redirect_url !== undefined) data.redirectUrl = input.redirect_url;
    if (input.expires_at !== undefined) data.expiresAt = input.expires_at === null ? null : futureDate(input.expires_at, "expires_at", opts.now);
    if (input.max_payments !== undefined) data.maxPayments = input.max_payments;
    if (input.active !== undefined) data.active = input.active;

    const updated = await tx.paymentLink.update({ where: { id: current.id, merchantId: opts.merchantId }, data });
    const changed = AUDITED.filter((k) => JSON.stringify(auditValue(current[k])) !== JSON.stringify(auditValue(updated[k])));
    if (changed.length) {
      await recordAudit(tx, {
        merchantId: opts.merchantId,
        actor: opts.actor,
        action: "payment_link.updated",
        mode: opts.mode,
        targetId: updated.id,
        before: Object.fromEntries(changed.map((k) => [k, auditValue(current[k])])),
        after: Object.fromEntries(changed.map((k) => [k, auditValue(updated[k])])),
      });
    }
    return { view: (await withTicketTypes(tx, [updated]))[0], changed };
  });
}
