// GET /v1/refund/{ref_id}/verify (v1 compatibility): a refund by its ref_id (or its own reference), in v1's shape.
import { orV1NotFound, withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { findV1Refund } from "@/lib/v1/v1-refunds";
import { serializeV1Refund } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  GET: withV1Api({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, params }) => {
      const { refund, payment } = await orV1NotFound(findV1Refund(db, { merchantId, mode, otherMode, reference: params.reference }), "Invalid refund or Refund not found");
      return { message: "Refund details", data: serializeV1Refund(refund, payment) };
    },
  }),
});
