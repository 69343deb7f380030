// Test clocks in the OpenAPI document: POST /v2/test-clocks, GET /v2/test-clocks/{id} and advancing one.
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { advanceTestClockSchema, createTestClockSchema } from "@/lib/schemas/subscriptions";
import { testClockSchema } from "@/lib/schemas/responses/subscriptions";

const CLOCK_ID = "clock_2Wp6Rk9Lx3Qv8Nz4Tc7Bm1";
const clockParams = pathParamsSchema({ id: { description: "The test clock's reference (`clock_…`)", example: CLOCK_ID } });

/** Where the document's examples start the clock, and where the advance example moves it. */
export const EXAMPLE_CLOCK_START = "2027-01-15T08:00:00Z";
const EXAMPLE_ADVANCE_TO = "2027-04-15T08:00:00Z";

const exampleClock = {
  test_clock_reference: CLOCK_ID,
  name: "Year one",
  frozen_time: "2027-01-15T08:00:00.000Z",
  status: "ready",
  advancing_to: null,
  mode: "test",
  created_at: "2026-12-03T08:00:00.000Z",
  updated_at: "2026-12-03T08:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No test clock of yours has that reference (another merchant's is not found either). A live key asking for one of your clocks is answered 401 naming test mode, as for any object of the other mode",
  message: "test clock not found",
};

export const testClockOperations = defineOperations([
  {
    method: "post",
    path: "/v2/test-clocks",
    operationId: "createTestClock",
    tag: "Subscriptions",
    summary: "Create a test clock",
    description:
      "Test mode only. A clock frozen at `frozen_time`, for subscriptions that live in its time rather than the machine's: give its reference as `test_clock` when you create a subscription (POST /v2/subscriptions), " +
      "then advance it (POST /v2/test-clocks/{id}/advance) to run their cycles, invoices, charges and retries in seconds, each as it would run in real time.",
    body: createTestClockSchema,
    bodyExample: { frozen_time: EXAMPLE_CLOCK_START, name: "Year one" },
    idempotent: true,
    success: { status: 201, message: "Test clock created", data: testClockSchema, example: exampleClock },
    errors: [
      bodyFormatError,
      {
        code: "VALIDATION_ERROR",
        when: "frozen_time missing or not an ISO 8601 UTC time, name empty or longer than 100 characters, or an unknown field",
        message: "Invalid request body: frozen_time: must be an ISO 8601 UTC time",
        details: [{ field: "frozen_time", message: "must be an ISO 8601 UTC time" }],
      },
      { code: "INVALID_STATE", when: "The key is a live key: test clocks are for test mode", message: "Test clocks are for test mode: use your test secret key" },
    ],
  },
  {
    method: "get",
    path: "/v2/test-clocks/{id}",
    operationId: "getTestClock",
    tag: "Subscriptions",
    summary: "Retrieve a test clock",
    description: "The clock's time, and whether an advance is running: `advancing` (with `advancing_to`) until it reaches its target, then `ready`. Poll this after an advance.",
    pathParams: clockParams,
    success: { status: 200, message: "Test clock retrieved", data: testClockSchema, example: exampleClock },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/test-clocks/{id}/advance",
    operationId: "advanceTestClock",
    tag: "Subscriptions",
    summary: "Advance a test clock",
    description:
      "Moves the clock forward to `frozen_time`, after its current time and at most two years ahead. The answer comes at once (202) with the clock `advancing`; the worker then steps its subscriptions one due action at a time, in order " +
      "(each next invoice or retry), waiting for each cycle's payment to settle before moving past it. GET /v2/test-clocks/{id} says `ready` when it reached the target. One advance at a time.",
    pathParams: clockParams,
    body: advanceTestClockSchema,
    bodyExample: { frozen_time: EXAMPLE_ADVANCE_TO },
    success: {
      status: 202,
      message: "Test clock advancing",
      data: testClockSchema,
      example: { ...exampleClock, status: "advancing", advancing_to: "2027-04-15T08:00:00.000Z", updated_at: "2026-12-03T08:05:00.000Z" },
    },
    errors: [
      bodyFormatError,
      notFound,
      {
        code: "VALIDATION_ERROR",
        when: "frozen_time missing or not an ISO 8601 UTC time, or an unknown field",
        message: "Invalid request body: frozen_time: must be an ISO 8601 UTC time",
        details: [{ field: "frozen_time", message: "must be an ISO 8601 UTC time" }],
      },
      {
        code: "INVALID_VALUE",
        when: "frozen_time is not after the clock's current time, or is more than two years after it",
        message: "frozen_time must be after the clock's current time",
        details: [{ field: "frozen_time", message: "must be after the clock's time" }],
      },
      { code: "INVALID_STATE", when: "The clock is advancing already: wait until its status is ready", message: "The clock is advancing: wait until its status is ready" },
    ],
  },
]);
