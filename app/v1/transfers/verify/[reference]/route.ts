// GET /v1/transfers/verify/{reference} (v1 compatibility): a payout by its reference (or gateway reference), in v1's shape.
import { orV1NotFound, withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { findPayout } from "@/lib/payouts/find-payout";
import { serializeV1Transfer } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  GET: withV1Api({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, params }) => {
      const payout = await orV1NotFound(findPayout(db, { merchantId, mode, otherMode, reference: params.reference }), "Invalid transfer or Transfer not found");
      return { message: "Transfer details", data: serializeV1Transfer(payout) };
    },
  }),
});
