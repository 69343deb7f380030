// GET /api/dashboard/payouts: the payouts page's list in the dashboard's mode, with
// the API's filters (status, `completed` for success, currency, from/to, merchant_reference)
// and page/per_page, by the API's own service; account numbers masked.
// POST: "New payout", by the service of POST /v2/payouts (origin "dashboard"): the same
// checks, the same hold of amount + fee, event, audit record and job. Owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createPayout } from "@/lib/payouts/create-payout";
import { listPayouts } from "@/lib/payouts/list-payouts";
import { serializePayout, serializePayoutListItem } from "@/lib/payouts/serialize-payout";
import { createPayoutSchema, listPayoutsQuerySchema } from "@/lib/schemas/payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listPayoutsQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listPayouts(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Payouts retrieved", data: { items: rows.map((p) => serializePayoutListItem(p, ctx.userId)), pagination } };
    },
  }),
  POST: withDashboard({
    action: "money.move",
    body: createPayoutSchema,
    handler: async ({ db, ctx, body }) => {
      const payout = await createPayout(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor, origin: "dashboard" });
      return { status: 201, message: "Payout created", data: serializePayout(payout) };
    },
  }),
});
