// GET /v2/test-clocks/{id}: the clock's time and whether an advance is running.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getTestClockOrThrow } from "@/lib/billing/test-clocks";
import { serializeTestClock } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const clock = await getTestClockOrThrow(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Test clock retrieved", data: serializeTestClock(clock) };
  }),
});
