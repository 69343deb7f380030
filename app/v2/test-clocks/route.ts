// POST /v2/test-clocks: a test-mode clock, for subscriptions that live in its time (docs/subscriptions.md "Test clocks").
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { createTestClockSchema } from "@/lib/schemas/subscriptions";
import { createTestClock } from "@/lib/billing/test-clocks";
import { serializeTestClock } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createTestClockSchema, async ({ db, merchantId, mode, actor, body }) => {
    const clock = await createTestClock(db, { merchantId, mode, frozenTime: new Date(body.frozen_time), name: body.name, actor });
    return { status: 201, message: "Test clock created", data: serializeTestClock(clock) };
  }),
});
