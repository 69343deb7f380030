// GET /api/dashboard/disputes/{id}: one dispute with its files and balance movements, as GET /v2/disputes/{id}.
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { getDisputeOrThrow, serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => ({
    message: "Dispute retrieved",
    data: await serializeDisputeWithDetail(db, await getDisputeOrThrow(db, { ...scopeOf(ctx), id: params.id })),
  })),
});
