// Plans in the OpenAPI document: POST and GET /v2/plans, GET /v2/plans/{id} and archiving.
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { createPlanSchema, listPlansQuerySchema } from "@/lib/schemas/plans";
import { planListSchema, planSchema } from "@/lib/schemas/responses/plans";

const PLAN_ID = "plan_6Tq2Wm8Lx4Zc9Vb3Nk7Rp1";
const planParams = pathParamsSchema({ id: { description: "The plan's reference (`plan_…`)", example: PLAN_ID } });

const examplePlan = {
  plan_reference: PLAN_ID,
  name: "Fiber 50 Mbps",
  description: "Home internet, unlimited",
  amount: 1200,
  currency: "ETB",
  interval: "month",
  interval_count: 1,
  interval_in_words: "every month",
  trial_days: 7,
  cycle_limit: null,
  allow_multiple_subscriptions: false,
  active: true,
  archived_at: null,
  mode: "test",
  created_at: "2026-12-03T08:00:00.000Z",
  updated_at: "2026-12-03T08:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No plan of yours has that reference (another merchant's plan is not found either)",
  message: "plan not found",
};

export const planOperations = defineOperations([
  {
    method: "post",
    path: "/v2/plans",
    operationId: "createPlan",
    tag: "Subscriptions",
    summary: "Create a plan",
    description:
      "A plan is a recurring price: an amount in one currency billed every period (`interval` times `interval_count`, at most one year), with optional free trial days and an optional limit of periods. " +
      "Its price and period never change once made: to charge another price, create another plan and archive this one. " +
      "Periods are counted from each subscription's start, so one that starts on the 31st bills on the last day of shorter months and on the 31st again after (docs/subscriptions.md). " +
      "In live mode, the currency must be one a live processor connection serves for you.",
    body: createPlanSchema,
    bodyExample: { name: "Fiber 50 Mbps", description: "Home internet, unlimited", amount: 1200, currency: "ETB", interval: "month", trial_days: 7 },
    idempotent: true,
    success: { status: 201, message: "Plan created", data: planSchema, example: examplePlan },
    errors: [
      bodyFormatError,
      {
        code: "VALIDATION_ERROR",
        when: "A field is missing, of the wrong type or unknown; interval not on the list; interval_count below 1; trial_days not 0 to 730; cycle_limit not 1 to 1000; name or description too long",
        message: "Invalid request body: interval_count: must be at least 1",
        details: [{ field: "interval_count", message: "must be at least 1" }],
      },
      {
        code: "INVALID_VALUE",
        when: "currency is not USD, ETB, UGX or DJF; amount is not above zero or has more decimals than the currency; interval_count makes a period longer than a year (more than 365 days, 52 weeks, 12 months, 4 quarters or 1 year)",
        message: "interval_count must be at most 12 with interval month: a period is at most one year",
        details: [{ field: "interval_count", message: "must be at most 12 with interval month: a period is at most one year" }],
      },
      {
        code: "NO_LIVE_PROCESSOR",
        when: "Live mode only: no enabled live processor connection serves the currency for your account, so no cycle could be collected. Nothing is written",
        message: "No processor takes live payments in DJF on this gateway, so no cycle of this plan could be collected; GET /v2/payment-methods?currency=DJF lists what is available",
        details: [{ field: "currency", message: "no live processor serves DJF" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/plans",
    operationId: "listPlans",
    tag: "Subscriptions",
    summary: "List plans",
    description: "Your plans in the key's mode, newest first, archived ones included unless you filter them out; paged by `cursor` (`per_page` 1 to 100, default 20).",
    query: listPlansQuerySchema,
    success: {
      status: 200,
      message: "Plans retrieved",
      data: planListSchema,
      example: { items: [examplePlan], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      {
        code: "VALIDATION_ERROR",
        when: "active not `true` or `false`, an unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
        message: "Invalid request query: active: Invalid option: expected one of \"true\"|\"false\"",
        details: [{ field: "active", message: 'Invalid option: expected one of "true"|"false"' }],
      },
      {
        code: "INVALID_VALUE",
        when: "currency is not USD, ETB, UGX or DJF, or cursor is not one this list handed out",
        message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given",
        details: [{ field: "cursor", message: "is not a cursor from this list; use next_cursor or prev_cursor as given" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/plans/{id}",
    operationId: "getPlan",
    tag: "Subscriptions",
    summary: "Retrieve a plan",
    description: "One plan, archived or not.",
    pathParams: planParams,
    success: { status: 200, message: "Plan retrieved", data: planSchema, example: examplePlan },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/plans/{id}/archive",
    operationId: "archivePlan",
    tag: "Subscriptions",
    summary: "Archive a plan",
    description:
      "The plan takes no new subscriptions; its subscriptions go on billing as sold until they end or are cancelled. Archiving an archived plan answers it unchanged. There is no unarchiving: create a new plan.",
    pathParams: planParams,
    success: { status: 200, message: "Plan archived", data: planSchema, example: { ...examplePlan, active: false, archived_at: "2026-12-03T09:00:00.000Z", updated_at: "2026-12-03T09:00:00.000Z" } },
    errors: [notFound],
  },
]);
