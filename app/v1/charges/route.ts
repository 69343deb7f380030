// POST /v1/charges?type=<wallet> (v1 compatibility): Chapa's direct charge, on POST /v2/charges' services.
import { afterCommit } from "@/lib/api/with-api";
import { withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { v1ChargeQuerySchema, v1ChargeSchema } from "@/lib/v1/schemas";
import { createV1Charge } from "@/lib/v1/v1-charges";
import { directChargeRecoveryPoint, resumeDirectCharge, submitDirectCharge } from "@/lib/charges/create-direct-charge";
import { serializeV1Charge } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  POST: withV1Api({
    auth: "secret",
    body: v1ChargeSchema,
    query: v1ChargeQuerySchema,
    idempotent: true,
    // As POST /v2/charges: the payment first, the wallet after it commits (AfterCommit).
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, body, query }) => {
      const charge = await createV1Charge(db, { merchantId, mode, actor, type: query.type, body });
      return afterCommit(async () => ({ message: "Charge initiated", data: serializeV1Charge(await submitDirectCharge(charge)) }), directChargeRecoveryPoint(charge));
    },
    // A retry after the process running the wallet step died: the same payment, asked about and continued.
    resume: async ({ merchantId, mode }, recoveryPoint) => ({ message: "Charge initiated", data: serializeV1Charge(await resumeDirectCharge({ merchantId, mode }, recoveryPoint)) }),
  }),
});
