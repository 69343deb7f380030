// POST /api/dashboard/test-clocks/{id}/advance: move the clock forward; its subscriptions' cycles run in order (billing.manage: owners, admins).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { advanceTestClockSchema } from "@/lib/schemas/subscriptions";
import { advanceTestClock } from "@/lib/billing/test-clocks";
import { testClockDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "billing.manage",
    body: advanceTestClockSchema,
    handler: async ({ db, ctx, params, body }) => {
      const clock = await advanceTestClock(db, { merchantId: ctx.merchantId, mode: ctx.mode, id: params.id, to: new Date(body.frozen_time), actor: ctx.actor });
      return { status: 202, message: "Test clock advancing", data: await testClockDetail(db, ctx, clock) };
    },
  }),
});
