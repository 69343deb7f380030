// POST /api/dashboard/disputes/{id}/evidence: stage text evidence (disputes.evidence: owners, admins, support).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { stageDisputeEvidenceSchema } from "@/lib/schemas/disputes";
import { stageDisputeEvidence } from "@/lib/disputes/dispute-evidence";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "disputes.evidence",
    body: stageDisputeEvidenceSchema,
    handler: async ({ db, ctx, params, body }) => {
      const dispute = await stageDisputeEvidence(db, { ...scopeOf(ctx), id: params.id, input: body, actor: ctx.actor });
      return { message: "Evidence staged", data: await serializeDisputeWithDetail(db, dispute) };
    },
  }),
});
