// POST /v2/charges: charge a customer's wallet from the merchant's backend, with no page.
import { afterCommit, apiRoutes, withApi } from "@/lib/api/with-api";
import { createDirectChargeSchema } from "@/lib/schemas/charges";
import { createDirectCharge, directChargeRecoveryPoint, resumeDirectCharge, submitDirectCharge } from "@/lib/charges/create-direct-charge";
import { serializeDirectCharge } from "@/lib/charges/serialize-direct-charge";

const CREATED = "Direct charge created";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createDirectChargeSchema,
    idempotent: true,
    // The payment is written first (the Idempotency-Key's transaction, or its own statement); the
    // wallet is asked after that commits, outside any transaction (AfterCommit).
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const charge = await createDirectCharge(db, { merchantId, mode, input: body, actor });
      return afterCommit(async () => {
        return { status: 201, message: CREATED, data: serializeDirectCharge(await submitDirectCharge(charge)) };
      }, directChargeRecoveryPoint(charge));
    },
    // A retry after the process running the wallet step died: the same payment, asked about and continued.
    resume: async ({ merchantId, mode }, recoveryPoint) => ({ status: 201, message: CREATED, data: serializeDirectCharge(await resumeDirectCharge({ merchantId, mode }, recoveryPoint)) }),
  }),
});
