// POST /v2/payment-links/images: upload a link's image, multipart/form-data field `file`.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { fileUploadReader } from "@/lib/http/read-file-upload";
import { linkImageUploadSchema } from "@/lib/schemas/payment-links";
import { IMAGE_FIELD, MAX_LINK_IMAGE_BYTES, uploadLinkImage } from "@/lib/payment-links/upload-link-image";
import { serializePaymentLinkImage } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: linkImageUploadSchema,
    readBody: fileUploadReader({ field: IMAGE_FIELD, maxBytes: MAX_LINK_IMAGE_BYTES }),
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const image = await uploadLinkImage(db, { merchantId, mode, actor, upload: body });
      return { status: 201, message: "Image uploaded", data: serializePaymentLinkImage(image) };
    },
  }),
});
