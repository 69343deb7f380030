// GET /api/dashboard/test-clocks: the test mode's clocks, newest first (none in live mode).
// POST: a test clock (billing.manage: owners, admins), as POST /v2/test-clocks; refused in live mode.
import { dashboardRead, dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createTestClockSchema } from "@/lib/schemas/subscriptions";
import { createTestClock } from "@/lib/billing/test-clocks";
import { serializeTestClock } from "@/lib/billing/serialize-billing";
import { listTestClocks } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => ({ message: "Test clocks retrieved", data: { items: await listTestClocks(db, ctx) } })),
  POST: withDashboard({
    action: "billing.manage",
    body: createTestClockSchema,
    handler: async ({ db, ctx, body }) => {
      const clock = await createTestClock(db, { merchantId: ctx.merchantId, mode: ctx.mode, frozenTime: new Date(body.frozen_time), name: body.name, actor: ctx.actor });
      return { status: 201, message: "Test clock created", data: serializeTestClock(clock) };
    },
  }),
});
