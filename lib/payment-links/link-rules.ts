import "server-only";
// The rules a payment link's fields follow, shared by create and update: each throws
// the API's INVALID_VALUE (or NOT_FOUND for another merchant's image) naming the field.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { z } from "zod";
import type { customFieldSchema } from "@/lib/schemas/payment-links";

/** A custom field as stored (PaymentLink.customFields) and answered. */
export type LinkCustomField = { key: string; label: string; required: boolean };

export function invalid(field: string, message: string): ApiError {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

export function parseCustomFields(fields: z.output<typeof customFieldSchema>[]): LinkCustomField[] {
  const seen = new Set<string>();
  return fields.map((f, i) => {
    if (seen.has(f.key)) throw invalid(`custom_fields.${i}.key`, `"${f.key}" is used by another custom field; keys must be unique`);
    seen.add(f.key);
    return { key: f.key, label: f.label, required: f.required ?? false };
  });
}

/** An ISO timestamp the schema accepted, which must lie in the future (an expiry, a sale's end). */
export function futureDate(value: string, field: string, now = new Date()): Date {
  const date = new Date(value);
  if (!(date.getTime() > now.getTime())) throw invalid(field, "must be in the future");
  return date;
}

/** An image id must name an image this merchant uploaded in this mode; any other is NOT_FOUND. */
export async function assertOwnImage(db: Db, opts: { merchantId: string; mode: Mode; imageId: string }) {
  const image = await db.paymentLinkImage.findFirst({ where: { id: opts.imageId, merchantId: opts.merchantId, mode: opts.mode }, select: { id: true } });
  if (!image) throw new ApiError("NOT_FOUND", "image not found", [{ field: "image_id", message: `image ${opts.imageId} not found; upload it with POST /v2/payment-links/images` }]);
}
