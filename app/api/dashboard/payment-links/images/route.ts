// POST /api/dashboard/payment-links/images: upload a link's image, multipart/form-data field `file`
// (owners and admins), audited; data = { id, content_type, size, mode, created_at }:
// pass `id` as the link's image_id.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { fileUploadReader } from "@/lib/http/read-file-upload";
import { linkImageUploadSchema } from "@/lib/schemas/payment-links";
import { IMAGE_FIELD, MAX_LINK_IMAGE_BYTES, uploadLinkImage } from "@/lib/payment-links/upload-link-image";
import { serializePaymentLinkImage } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payments.manage",
    body: linkImageUploadSchema,
    readBody: fileUploadReader({ field: IMAGE_FIELD, maxBytes: MAX_LINK_IMAGE_BYTES }),
    handler: async ({ db, ctx, body }) => {
      const image = await uploadLinkImage(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, upload: body });
      return { status: 201, message: "Image uploaded", data: serializePaymentLinkImage(image) };
    },
  }),
});
