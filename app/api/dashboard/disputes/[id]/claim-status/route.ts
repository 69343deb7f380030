// POST /api/dashboard/disputes/{id}/claim-status: a reversal claim's next step (disputes.respond: owners, admins).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { reversalClaimStatusSchema } from "@/lib/schemas/disputes";
import { updateReversalClaim } from "@/lib/disputes/reversal-claims";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "disputes.respond",
    body: reversalClaimStatusSchema,
    handler: async ({ db, ctx, params, body }) => {
      const dispute = await updateReversalClaim(db, { ...scopeOf(ctx), id: params.id, status: body.status, actor: ctx.actor });
      return { message: "Reversal claim updated", data: await serializeDisputeWithDetail(db, dispute) };
    },
  }),
});
