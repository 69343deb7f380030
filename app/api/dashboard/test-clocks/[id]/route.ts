// GET /api/dashboard/test-clocks/{id}: the clock's time, whether it is advancing, and its subscriptions.
import { dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { getTestClockOrThrow } from "@/lib/billing/test-clocks";
import { testClockDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => ({
    message: "Test clock retrieved",
    data: await testClockDetail(db, ctx, await getTestClockOrThrow(db, { merchantId: ctx.merchantId, mode: ctx.mode, id: params.id })),
  })),
});
