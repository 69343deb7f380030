import "server-only";
// POST /v2/payment-links/images: a link's picture, stored in the database and served
// from our origin (/l/{slug}/image), so a page never loads a third party's URL. The kind of image
// is read from its first bytes (PNG, JPEG, WebP, GIF), never from the declared Content-Type or
// file name, and that kind is what the page later serves it as; at most 1 MB.
import crypto from "node:crypto";
import { inTransaction, type Db } from "@/lib/db";
import type { Mode, PaymentLinkImage } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { LinkImageUpload } from "@/lib/schemas/payment-links";

export const MAX_LINK_IMAGE_BYTES = 1_000_000;
export const IMAGE_FIELD = "file";

/** The image kinds a page may show, by their magic bytes. */
export function sniffImageType(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | "image/gif" | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export async function uploadLinkImage(
  db: Db,
  opts: { merchantId: string; mode: Mode; actor: AuditActor; upload: LinkImageUpload },
): Promise<PaymentLinkImage> {
  const bytes = Buffer.from(opts.upload.file.base64, "base64");
  const field = IMAGE_FIELD;
  if (bytes.byteLength === 0) throw new ApiError("INVALID_VALUE", `${field} is empty`, [{ field, message: "must not be empty" }]);
  if (bytes.byteLength > MAX_LINK_IMAGE_BYTES) {
    throw new ApiError("INVALID_VALUE", `${field} must be at most 1 MB`, [{ field, message: `must be at most ${MAX_LINK_IMAGE_BYTES} bytes` }]);
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new ApiError("INVALID_VALUE", `${field} must be a PNG, JPEG, WebP or GIF image`, [
      { field, message: "is not a PNG, JPEG, WebP or GIF image (judged by its content, not its declared type)" },
    ]);
  }
  return inTransaction(db, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
    const id = newId("img");
    const image = await tx.paymentLinkImage.create({
      data: { id, merchantId: opts.merchantId, mode: opts.mode, contentType, bytes, sha256: crypto.createHash("sha256").update(bytes).digest("hex") },
    });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payment_link.image_uploaded",
      mode: opts.mode,
      targetId: id,
      details: { content_type: contentType, size: bytes.byteLength },
    });
    return image;
  });
}
