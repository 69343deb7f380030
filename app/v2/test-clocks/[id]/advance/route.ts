// POST /v2/test-clocks/{id}/advance: move the clock forward; its subscriptions' cycles run in order, in seconds.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { advanceTestClockSchema } from "@/lib/schemas/subscriptions";
import { advanceTestClock } from "@/lib/billing/test-clocks";
import { serializeTestClock } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: advanceTestClockSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const clock = await advanceTestClock(db, { merchantId, mode, otherMode, id: params.id, to: new Date(body.frozen_time), actor });
      return { status: 202, message: "Test clock advancing", data: serializeTestClock(clock) };
    },
  }),
});
