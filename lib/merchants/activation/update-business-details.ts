import "server-only";
// Checklist step 1: the business's legal name, country, type and phone.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { z } from "zod";
import type { activationBusinessSchema } from "@/lib/schemas/merchant";
import { assertEditable } from "@/lib/merchants/activation/get-activation";

export async function updateBusinessDetails(
  db: Db,
  opts: { merchantId: string; actor: AuditActor; details: z.output<typeof activationBusinessSchema> },
) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  return inTransaction(db, async (tx) => {
    const before = await tx.merchant.findUnique({
      where: { id: opts.merchantId },
      select: { activationStatus: true, legalName: true, country: true, businessType: true, contactPhone: true },
    });
    if (!before) throw new ApiError("NOT_FOUND", "Merchant not found");
    assertEditable(before.activationStatus);
    const d = opts.details;
    await tx.merchant.update({
      where: { id: opts.merchantId },
      data: { legalName: d.legal_name, country: d.country, businessType: d.business_type, contactPhone: d.contact_phone },
    });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "activation.business_details_updated",
      before: { legal_name: before.legalName, country: before.country, business_type: before.businessType, contact_phone: before.contactPhone },
      after: { legal_name: d.legal_name, country: d.country, business_type: d.business_type, contact_phone: d.contact_phone },
    });
  });
}
