// Risk rules, value lists, CSV imports and reviews in the OpenAPI document: the /v2/risk routes
// (docs/risk-api.md), with the response schemas of lib/risk/manage/serialize.ts and
// lib/risk/serialize-risk-review.ts.
import { z } from "zod";
import { defineOperations, fieldError, listQueryShapeError, pathParamsSchema, type DocumentedError } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { cursorPaginationSchema, pagePaginationSchema, timestamp } from "@/lib/schemas/responses/common";
import { RISK_ACTIONS, RISK_LIST_IMPORT_STATUSES, RISK_LIST_KINDS, RISK_REVIEW_STATUSES, RISK_RULE_STATUSES } from "@/lib/catalog/risk";
import {
  addRiskListItemsSchema,
  closeRiskReviewSchema,
  createRiskListImportSchema,
  createRiskListSchema,
  createRiskRuleSchema,
  emptyRiskQuerySchema,
  listRiskListItemsQuerySchema,
  listRiskReviewsQuerySchema,
  listRiskRulesQuerySchema,
  updateRiskRuleSchema,
} from "@/lib/risk/manage/schemas";

const modeOrBoth = z.enum(["test", "live"]).nullable().meta({ description: "The mode it applies to; null (installation rules only): both" });

export const riskRuleSchema = z
  .object({
    id: z.string().meta({ description: "The rule's id (`rrl_…`)" }),
    scope: z.enum(["merchant", "installation"]).meta({ description: "merchant: yours; installation: set by the gateway's operator, applied before yours, read-only" }),
    name: z.string(),
    action: z.enum(RISK_ACTIONS),
    expression: z.string().meta({ description: "The condition in CEL" }),
    status: z.enum(RISK_RULE_STATUSES),
    position: z.number().int(),
    mode: modeOrBoth,
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .strict()
  .meta({ id: "RiskRule" });

export const riskListSchema = z
  .object({
    id: z.string().meta({ description: "The list's id (`rls_…`)" }),
    alias: z.string().meta({ description: "How rules name it: in_list(\"alias\", value)" }),
    name: z.string(),
    kind: z.enum(RISK_LIST_KINDS),
    item_count: z.number().int(),
    mode: modeOrBoth,
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .strict()
  .meta({ id: "RiskList" });

export const riskListItemSchema = z
  .object({ id: z.string().meta({ description: "The item's id (`rlv_…`)" }), value: z.string().meta({ description: "The value as stored, normalised for the list's kind" }), created_at: timestamp() })
  .strict()
  .meta({ id: "RiskListItem" });

export const riskListImportSchema = z
  .object({
    id: z.string().meta({ description: "The import's id (`rli_…`)" }),
    list_id: z.string(),
    status: z.enum(RISK_LIST_IMPORT_STATUSES),
    added_count: z.number().int().meta({ description: "Values added (new to the list)" }),
    skipped_count: z.number().int().meta({ description: "Lines skipped: bad values, values already in the list or twice in the file" }),
    problems: z.array(z.object({ line: z.number().int(), problem: z.string() }).strict()).meta({ description: "The first 20 bad lines, with their numbers (1 is the file's first line)" }),
    created_at: timestamp(),
    finished_at: timestamp().nullable(),
  })
  .strict()
  .meta({ id: "RiskListImport" });

export const riskReviewSchema = z
  .object({
    id: z.string().meta({ description: "The review's id (`rrv_…`)" }),
    mode: z.enum(["test", "live"]),
    status: z.enum(RISK_REVIEW_STATUSES),
    payment_reference: z.string(),
    attempt_id: z.string(),
    rule_id: z.string().nullable(),
    reason: z.string().meta({ description: "The name of the rule that held the payment" }),
    opened_at: timestamp(),
    closed_at: timestamp().nullable(),
    closed_by: z.string().nullable().meta({ description: "usr_… (a team member), key_… (an API key) or \"operator\"" }),
    note: z.string().nullable(),
    refund_reference: z.string().nullable().meta({ description: "The refund a refusal made" }),
  })
  .strict()
  .meta({ id: "RiskReview" });

const RULE_ID = "rrl_4Hk9Qm2Wx7Lp3Zt8Vb6Nc1";
const LIST_ID = "rls_7Jd2Rf5Tg8Yh1Uk4Lz9Xc3";
const IMPORT_ID = "rli_2Mn6Bv9Cx3Za8Sd5Fg1Hj4";
const REVIEW_ID = "rrv_9Qw3Er6Ty1Ui4Op7As2Df5";

const ruleParams = pathParamsSchema({ id: { description: "The rule's id (`rrl_…`)", example: RULE_ID } });
const listParams = pathParamsSchema({ id: { description: "The list's id (`rls_…`)", example: LIST_ID } });
const itemParams = pathParamsSchema({
  id: { description: "The list's id (`rls_…`)", example: LIST_ID },
  value: { description: "The value, URL-encoded, as stored or as people write it (normalised for the list's kind first)", example: "+256700000001" },
});
const importParams = pathParamsSchema({ id: { description: "The list's id (`rls_…`)", example: LIST_ID }, importId: { description: "The import's id (`rli_…`)", example: IMPORT_ID } });
const reviewParams = pathParamsSchema({ id: { description: "The review's id (`rrv_…`)", example: REVIEW_ID } });

const exampleRule = {
  id: RULE_ID,
  scope: "merchant",
  name: "Blocked phones",
  action: "block",
  expression: 'in_list("blocked_phones", phone)',
  status: "active",
  position: 100,
  mode: "test",
  created_at: "2026-12-04T08:00:00.000Z",
  updated_at: "2026-12-04T08:00:00.000Z",
};
const exampleList = { id: LIST_ID, alias: "blocked_phones", name: "Blocked phones", kind: "phone", item_count: 0, mode: "test", created_at: "2026-12-04T08:00:00.000Z", updated_at: "2026-12-04T08:00:00.000Z" };
const exampleImport = { id: IMPORT_ID, list_id: LIST_ID, status: "queued", added_count: 0, skipped_count: 0, problems: [], created_at: "2026-12-04T08:00:00.000Z", finished_at: null };
const exampleReview = {
  id: REVIEW_ID,
  mode: "test",
  status: "approved",
  payment_reference: "pay_3Kx8Wq2Lm5Zt9Vb1Nc4Rp7",
  attempt_id: "att_6Hd1Jf4Kg7Lh2Mj5Nk8Pq3",
  rule_id: RULE_ID,
  reason: "Large payment",
  opened_at: "2026-12-04T08:00:00.000Z",
  closed_at: "2026-12-04T09:00:00.000Z",
  closed_by: "key_5Gf2Hd8Js1Ka4Lq7Wz3Xe6",
  note: "Called the customer",
  refund_reference: null,
};

const ruleNotFound: DocumentedError = { code: "NOT_FOUND", when: "No rule you can see has that id (another merchant's rule is not found either)", message: "risk rule not found" };
const listNotFound: DocumentedError = { code: "NOT_FOUND", when: "No list of yours has that id in the key's mode (another merchant's is not found either)", message: "risk list not found" };
const reviewNotFound: DocumentedError = { code: "NOT_FOUND", when: "No review of yours has that id (another merchant's is not found either)", message: "risk review not found" };
const installationRule: DocumentedError = {
  code: "UNAUTHORIZED",
  status: 403,
  when: "The rule is an installation rule (scope `installation`): the gateway's operator sets it; you can read it, not change it. Nothing is written",
  message: "installation rules are set by the gateway's operator: you can read them, not change them",
};
const expressionError: DocumentedError = {
  code: "VALIDATION_ERROR",
  when: "A field is missing, of the wrong type or unknown; action or status not on the list; or the expression does not compile (its problem in `details`): an unknown variable, a type error, an expression that is not true or false, in_list with an alias not in quotes. Nothing is written",
  message: "expression does not compile: Unknown variable: amout",
  details: [{ field: "expression", message: "Unknown variable: amout" }],
};
const closeErrors: DocumentedError[] = [
  bodyFormatError,
  reviewNotFound,
  { code: "INVALID_STATE", when: "The review is closed already (approved or refused): nothing changes", message: "This review is already closed (approved)" },
];

export const riskOperations = defineOperations([
  {
    method: "get",
    path: "/v2/risk/rules",
    operationId: "listRiskRules",
    tag: "Risk",
    summary: "List risk rules",
    description:
      "Your rules in the key's mode and the installation's rules that apply to you (scope `installation`, read-only), in the order the engine tries them: the installation's first, then by `position`. At most 200 rules of yours per mode, so the list is not paged.",
    query: listRiskRulesQuerySchema,
    success: { status: 200, message: "Risk rules retrieved", data: z.object({ items: z.array(riskRuleSchema) }).strict().meta({ id: "RiskRuleList" }), example: { items: [exampleRule] } },
    errors: [{ code: "VALIDATION_ERROR", when: "status or scope not on the list, or an unknown parameter", message: "Invalid request query: scope: must be merchant, installation or all", details: [{ field: "scope", message: "must be merchant, installation or all" }] }],
  },
  {
    method: "post",
    path: "/v2/risk/rules",
    operationId: "createRiskRule",
    tag: "Risk",
    summary: "Create a risk rule",
    description:
      "A rule is a condition in CEL over the payment attempt (docs/risk.md \"Writing a rule\") and an action: `allow`, `block`, `review` (hold the paid payment for your decision) or `require_otp`. The expression is compiled and type-checked now: one that does not compile is refused with the compiler's problem and nothing is written. " +
      "Create a rule as `shadow` to see what it would match (recorded on each attempt) before it acts.",
    body: createRiskRuleSchema,
    bodyExample: { name: "Blocked phones", action: "block", expression: 'in_list("blocked_phones", phone)' },
    idempotent: true,
    success: { status: 201, message: "Risk rule created", data: riskRuleSchema, example: exampleRule },
    errors: [bodyFormatError, expressionError, { code: "INVALID_STATE", when: "You hold 200 rules in this mode already: delete one first", message: "a scope holds at most 200 rules; delete one first" }],
  },
  {
    method: "get",
    path: "/v2/risk/rules/{id}",
    operationId: "getRiskRule",
    tag: "Risk",
    summary: "Retrieve a risk rule",
    description: "One of your rules, or an installation rule that applies to you (read-only).",
    pathParams: ruleParams,
    success: { status: 200, message: "Risk rule retrieved", data: riskRuleSchema, example: exampleRule },
    errors: [ruleNotFound],
  },
  {
    method: "patch",
    path: "/v2/risk/rules/{id}",
    operationId: "updateRiskRule",
    tag: "Risk",
    summary: "Update a risk rule",
    description: "Change any of name, action, expression, status (`active`, `shadow`, `disabled`) and position (reorder). A new expression is compiled as on create. Sending what the rule already holds changes nothing and audits nothing.",
    pathParams: ruleParams,
    body: updateRiskRuleSchema,
    bodyExample: { status: "shadow", position: 10 },
    success: { status: 200, message: "Risk rule updated", data: riskRuleSchema, example: { ...exampleRule, status: "shadow", position: 10 } },
    errors: [bodyFormatError, expressionError, ruleNotFound, installationRule],
  },
  {
    method: "delete",
    path: "/v2/risk/rules/{id}",
    operationId: "deleteRiskRule",
    tag: "Risk",
    summary: "Delete a risk rule",
    description: "Deletes the rule: it no longer runs. Reviews it opened keep its name as their reason, and the audit log keeps its expression. To keep a rule without applying it, PATCH its status to `disabled` instead.",
    pathParams: ruleParams,
    success: { status: 200, message: "Risk rule deleted", data: riskRuleSchema.extend({ deleted: z.literal(true) }).meta({ id: "DeletedRiskRule" }), example: { ...exampleRule, deleted: true } },
    errors: [ruleNotFound, installationRule],
  },
  {
    method: "get",
    path: "/v2/risk/lists",
    operationId: "listRiskLists",
    tag: "Risk",
    summary: "List risk lists",
    description: "Your value lists in the key's mode, by alias, with their sizes (at most 100 lists per mode, so the list is not paged).",
    query: emptyRiskQuerySchema,
    success: { status: 200, message: "Risk lists retrieved", data: z.object({ items: z.array(riskListSchema) }).strict().meta({ id: "RiskListList" }), example: { items: [exampleList] } },
    errors: [listQueryShapeError],
  },
  {
    method: "post",
    path: "/v2/risk/lists",
    operationId: "createRiskList",
    tag: "Risk",
    summary: "Create a risk list",
    description: "A list of values of one kind (phone, card_bin, card_fingerprint, ip, email, country, customer) that rules name by alias: `in_list(\"blocked_phones\", phone)`. The alias is unique among your lists of the mode.",
    body: createRiskListSchema,
    bodyExample: { alias: "blocked_phones", name: "Blocked phones", kind: "phone" },
    idempotent: true,
    success: { status: 201, message: "Risk list created", data: riskListSchema, example: exampleList },
    errors: [
      bodyFormatError,
      fieldError("VALIDATION_ERROR", "alias", "must be 2 to 63 characters: a lower-case letter, then lower-case letters, digits or underscores", "A field is missing or unknown, the alias is not lower-case letters, digits and underscores, or kind is not on the list"),
      { code: "RESOURCE_CONFLICT", when: "Another of your lists of the mode has that alias", message: 'a list with the alias "blocked_phones" already exists in this mode', details: [{ field: "alias", message: "is taken by another of your lists" }] },
      { code: "INVALID_STATE", when: "You hold 100 lists in this mode already", message: "a mode holds at most 100 lists; delete one first" },
    ],
  },
  {
    method: "get",
    path: "/v2/risk/lists/{id}",
    operationId: "getRiskList",
    tag: "Risk",
    summary: "Retrieve a risk list",
    pathParams: listParams,
    success: { status: 200, message: "Risk list retrieved", data: riskListSchema, example: exampleList },
    errors: [listNotFound],
  },
  {
    method: "delete",
    path: "/v2/risk/lists/{id}",
    operationId: "deleteRiskList",
    tag: "Risk",
    summary: "Delete a risk list",
    description: "Deletes the list and its values. Refused while an active or shadow rule of yours names its alias: the rule would silently stop matching.",
    pathParams: listParams,
    success: { status: 200, message: "Risk list deleted", data: riskListSchema.extend({ deleted: z.literal(true) }).meta({ id: "DeletedRiskList" }), example: { ...exampleList, deleted: true } },
    errors: [listNotFound, { code: "INVALID_STATE", when: "A rule that is not disabled names the list", message: 'rules still name this list ("Blocked phones"): change, disable or delete them first' }],
  },
  {
    method: "get",
    path: "/v2/risk/lists/{id}/items",
    operationId: "listRiskListItems",
    tag: "Risk",
    summary: "List a risk list's values",
    description: "The values in the list, in order of value, in numbered pages (`per_page` 1 to 100, default 50). `value` finds one value, normalised first.",
    pathParams: listParams,
    query: listRiskListItemsQuerySchema,
    success: {
      status: 200,
      message: "Values retrieved",
      data: z.object({ items: z.array(riskListItemSchema), pagination: pagePaginationSchema }).strict().meta({ id: "RiskListItemList" }),
      example: { items: [{ id: "rlv_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8", value: "+256700000001", created_at: "2026-12-04T08:00:00.000Z" }], pagination: { page: 1, per_page: 50, total: 1, limit: 1, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [listQueryShapeError, listNotFound, fieldError("INVALID_VALUE", "value", '"abc" is not a phone number in international form, such as +256 700 000001', "`value` is not a value of the list's kind")],
  },
  {
    method: "post",
    path: "/v2/risk/lists/{id}/items",
    operationId: "addRiskListItems",
    tag: "Risk",
    summary: "Add values to a risk list",
    description:
      "Up to 1000 values, each checked and normalised for the list's kind: phones to E.164 (`+256 700 000001` is stored `+256700000001`), e-mails to lower case, card BINs of 6 to 8 digits to their first six, countries to upper case. One bad value refuses them all, naming it; a value already in the list is skipped.",
    pathParams: listParams,
    body: addRiskListItemsSchema,
    bodyExample: { values: ["+256 700 000001", "+251911000002"] },
    idempotent: true,
    success: {
      status: 200,
      message: "Values added",
      data: z.object({ values: z.array(z.string()).meta({ description: "The values as stored" }), added_count: z.number().int(), skipped_count: z.number().int() }).strict().meta({ id: "RiskListItemsAdded" }),
      example: { values: ["+256700000001", "+251911000002"], added_count: 2, skipped_count: 0 },
    },
    errors: [
      bodyFormatError,
      { code: "VALIDATION_ERROR", when: "values is missing, empty or longer than 1000, or a value is not of the list's kind (each bad one in `details`). Nothing is written", message: 'values[0]: "12" is not a card BIN of 6 to 8 digits, such as 424242', details: [{ field: "values[0]", message: '"12" is not a card BIN of 6 to 8 digits, such as 424242' }] },
      listNotFound,
      { code: "INVALID_STATE", when: "The list would hold more than 100 000 values", message: "a list holds at most 100000 values; it has 99999" },
    ],
  },
  {
    method: "delete",
    path: "/v2/risk/lists/{id}/items/{value}",
    operationId: "removeRiskListItem",
    tag: "Risk",
    summary: "Remove a value from a risk list",
    pathParams: itemParams,
    success: { status: 200, message: "Value removed", data: riskListItemSchema.extend({ deleted: z.literal(true) }).meta({ id: "DeletedRiskListItem" }), example: { id: "rlv_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8", value: "+256700000001", created_at: "2026-12-04T08:00:00.000Z", deleted: true } },
    errors: [{ ...listNotFound, when: "No list of yours has that id, or the value is not in the list", message: "that value is not in this list" }],
  },
  {
    method: "post",
    path: "/v2/risk/lists/{id}/imports",
    operationId: "createRiskListImport",
    tag: "Risk",
    summary: "Import a CSV into a risk list",
    description:
      "The CSV's values are added by a background job: one value per line, or a `value` column with a header line (the header is optional). Each value is checked and normalised as on POST .../items; bad lines and values already there are skipped and counted, and the first 20 bad lines are kept with their numbers. " +
      "At most 900 000 characters and 50 000 lines, refused here. GET the import for its status (`queued`, `running`, `completed`, `failed`: nothing valid in the file, or the list would pass 100 000 values).",
    pathParams: listParams,
    body: createRiskListImportSchema,
    bodyExample: { csv: "value\n+256 700 000001\n+251911000002\n" },
    idempotent: true,
    success: { status: 202, message: "Import queued", data: riskListImportSchema, example: exampleImport },
    errors: [bodyFormatError, fieldError("VALIDATION_ERROR", "csv", "must have at most 50000 lines", "csv is missing, longer than 900 000 characters or 50 000 lines. Nothing is written"), listNotFound],
  },
  {
    method: "get",
    path: "/v2/risk/lists/{id}/imports/{importId}",
    operationId: "getRiskListImport",
    tag: "Risk",
    summary: "Retrieve a CSV import",
    pathParams: importParams,
    success: { status: 200, message: "Import retrieved", data: riskListImportSchema, example: { ...exampleImport, status: "completed", added_count: 2, skipped_count: 1, problems: [{ line: 3, problem: '"12" is not a phone number in international form, such as +256 700 000001' }], finished_at: "2026-12-04T08:00:02.000Z" } },
    errors: [{ ...listNotFound, when: "No list of yours has that id, or the import is not one of the list's", message: "import not found" }],
  },
  {
    method: "get",
    path: "/v2/risk/reviews",
    operationId: "listRiskReviews",
    tag: "Risk",
    summary: "List risk reviews",
    description: "Payments a `review` rule held, in the key's mode, newest first, paged by `cursor` (`per_page` 1 to 100, default 20).",
    query: listRiskReviewsQuerySchema,
    success: {
      status: 200,
      message: "Risk reviews retrieved",
      data: z.object({ items: z.array(riskReviewSchema), pagination: cursorPaginationSchema }).strict().meta({ id: "RiskReviewList" }),
      example: { items: [exampleReview], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [listQueryShapeError, fieldError("INVALID_VALUE", "cursor", "not a cursor from this list", "cursor is not one this list handed out")],
  },
  {
    method: "get",
    path: "/v2/risk/reviews/{id}",
    operationId: "getRiskReview",
    tag: "Risk",
    summary: "Retrieve a risk review",
    pathParams: reviewParams,
    success: { status: 200, message: "Risk review retrieved", data: riskReviewSchema, example: exampleReview },
    errors: [reviewNotFound],
  },
  {
    method: "post",
    path: "/v2/risk/reviews/{id}/approve",
    operationId: "approveRiskReview",
    tag: "Risk",
    summary: "Approve a held payment",
    description: "Closes the review and keeps the payment; `payment.review_closed` follows.",
    pathParams: reviewParams,
    body: closeRiskReviewSchema,
    bodyExample: { note: "Called the customer" },
    idempotent: true,
    success: { status: 200, message: "Review approved", data: riskReviewSchema, example: exampleReview },
    errors: closeErrors,
  },
  {
    method: "post",
    path: "/v2/risk/reviews/{id}/refuse",
    operationId: "refuseRiskReview",
    tag: "Risk",
    summary: "Refuse a held payment",
    description: "Closes the review and refunds what is left of the payment in full, with the note in the refund's reason; `payment.review_closed` follows. When your balance no longer holds the money, nothing is written and the review stays open.",
    pathParams: reviewParams,
    body: closeRiskReviewSchema,
    bodyExample: { note: "Stolen card reported" },
    idempotent: true,
    success: { status: 200, message: "Review refused", data: riskReviewSchema, example: { ...exampleReview, status: "refused", note: "Stolen card reported", refund_reference: "rfd_8Zx2Cv5Bn1Mq4Wl7Ek3Rt6" } },
    errors: [...closeErrors, { code: "INSUFFICIENT_BALANCE", when: "Your balance no longer holds the payment's amount to refund", message: "Insufficient balance: ETB 10.00 available, ETB 150.00 needed" }],
  },
]);
