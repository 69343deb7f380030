// POST /v2/payouts: create a payout (spec); GET /v2/payouts: list payouts (extension).
import { apiList, apiRoutes, withApi } from "@/lib/api/with-api";
import { createPayoutSchema, listPayoutsQuerySchema } from "@/lib/schemas/payouts";
import { createPayout } from "@/lib/payouts/create-payout";
import { listPayouts } from "@/lib/payouts/list-payouts";
import { serializePayout, serializePayoutCreated } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createPayoutSchema,
    idempotent: true,
    // The payout, its event, job, audit record and held money are one statement
    // (lib/payouts/insert-payouts.ts): no transaction unless the request has an Idempotency-Key.
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const payout = await createPayout(db, { merchantId, mode, input: body, actor, origin: "api" });
      return { status: 201, message: "Payout created", ...serializePayoutCreated(payout) };
    },
  }),
  GET: apiList(listPayoutsQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listPayouts(db, { merchantId, mode, query });
    return { message: "Payouts retrieved", data: { items: rows.map(serializePayout), pagination } };
  }),
});
