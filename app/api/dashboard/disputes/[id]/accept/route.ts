// POST /api/dashboard/disputes/{id}/accept: concede the dispute (disputes.respond: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { acceptDispute } from "@/lib/disputes/respond-to-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "disputes.respond", transaction: "service" }, async ({ db, ctx, params }) => {
    const dispute = await acceptDispute(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Dispute accepted", data: await serializeDisputeWithDetail(db, dispute) };
  }),
});
