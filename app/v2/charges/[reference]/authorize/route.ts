// POST /v2/charges/{reference}/authorize: the OTP a direct charge in auth_needed waits for.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { authorizeChargeSchema } from "@/lib/schemas/charges";
import { authorizeDirectCharge } from "@/lib/charges/authorize-direct-charge";
import { serializeDirectCharge } from "@/lib/charges/serialize-direct-charge";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: authorizeChargeSchema,
    // The service runs its own steps: the code goes to the processor between two transactions.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const state = await authorizeDirectCharge(db, { merchantId, mode, otherMode, reference: params.reference, otp: body.otp, actor });
      return { message: "Authorization processed", data: serializeDirectCharge(state) };
    },
  }),
});
