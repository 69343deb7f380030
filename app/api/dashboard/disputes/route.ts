// GET /api/dashboard/disputes: the Disputes page's list in the dashboard's mode, the API's filters
// (status, kind, payment_reference, open, due_before) and cursor paging, by the API's own service.
// POST: record a mobile-money reversal claim (disputes.respond: owners, admins), as POST /v2/disputes.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createReversalClaimSchema, dashboardDisputesQuerySchema } from "@/lib/schemas/disputes";
import { listDisputes } from "@/lib/disputes/list-disputes";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardDisputesQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listDisputes(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Disputes retrieved", data: { items: rows.map((d) => serializeDispute(d)), pagination } };
    },
  }),
  POST: withDashboard({
    action: "disputes.respond",
    body: createReversalClaimSchema,
    handler: async ({ db, ctx, body }) => {
      const { payment_reference, ...input } = body;
      const dispute = await recordReversalClaim(db, { ...scopeOf(ctx), reference: payment_reference, input, actor: ctx.actor });
      return { status: 201, message: "Reversal claim recorded", data: await serializeDisputeWithDetail(db, dispute) };
    },
  }),
});
