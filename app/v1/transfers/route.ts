// POST /v1/transfers (v1 compatibility): a payout, answered with its reference.
import { withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { v1TransferSchema } from "@/lib/v1/schemas";
import { createV1Transfer } from "@/lib/v1/create-v1-transfer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  POST: withV1Api({
    auth: "secret",
    body: v1TransferSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const payout = await createV1Transfer(db, { merchantId, mode, actor, body });
      // Without a reference, the gateway's: GET /v1/transfers/verify takes either.
      return { message: "Transfer Queued Successfully", data: payout.merchantReference ?? payout.id };
    },
  }),
});
