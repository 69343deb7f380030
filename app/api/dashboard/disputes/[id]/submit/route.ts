// POST /api/dashboard/disputes/{id}/submit: submit the staged evidence once (disputes.respond: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { submitDisputeEvidence } from "@/lib/disputes/respond-to-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  // The processor is called between the service's own transactions.
  POST: dashboardAction({ action: "disputes.respond", transaction: "service" }, async ({ db, ctx, params }) => {
    const dispute = await submitDisputeEvidence(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Evidence submitted", data: await serializeDisputeWithDetail(db, dispute) };
  }),
});
