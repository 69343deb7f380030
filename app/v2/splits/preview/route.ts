// POST /v2/splits/preview (extension): what a split would pay each party, writing nothing.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { splitPreviewSchema } from "@/lib/schemas/subaccounts";
import { previewSplit } from "@/lib/payments/preview-split";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: splitPreviewSchema,
    handler: async ({ db, merchantId, mode, body }) => ({ message: "Split preview", data: await previewSplit(db, { merchantId, mode, input: body }) }),
  }),
});
