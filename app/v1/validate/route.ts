// POST /v1/validate?type=<wallet> (v1 compatibility): Chapa's authorize step of a direct charge, on POST /v2/charges/{reference}/authorize's service.
import { withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { v1ChargeQuerySchema, v1ValidateSchema } from "@/lib/v1/schemas";
import { validateV1Charge } from "@/lib/v1/v1-charges";
import { serializeV1Validation } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  POST: withV1Api({
    auth: "secret",
    body: v1ValidateSchema,
    query: v1ChargeQuerySchema,
    // The code goes to the processor between two transactions (the service's own steps).
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, body, query }) => {
      const state = await validateV1Charge(db, { merchantId, mode, otherMode, actor, type: query.type, body });
      const message = state.payment.status === "success" ? "Payment is successfully completed" : `Payment is ${state.payment.status}`;
      return { message, data: serializeV1Validation(state) };
    },
  }),
});
