// Disputes in the OpenAPI document: GET and POST /v2/disputes, GET /v2/disputes/{id}, and the
// dispute's evidence (text and files), submit, accept and a reversal claim's status.
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import {
  createReversalClaimSchema,
  disputeFileUploadDocSchema,
  emptyDisputeActionSchema,
  listDisputesQuerySchema,
  reversalClaimStatusSchema,
  stageDisputeEvidenceSchema,
} from "@/lib/schemas/disputes";
import { disputeFileSchema, disputeListSchema, disputeSchema } from "@/lib/schemas/responses/disputes";

const DISPUTE_ID = "dp_8Rk2Lm7Qx4Vb9Nz3Tc6Wp1";
const disputeParams = pathParamsSchema({ id: { description: "The dispute's reference (`dp_…`)", example: DISPUTE_ID } });

const exampleFile = {
  file_id: "dpf_3Qw9Lp2Zx7Cv5Bn1Mk8Rt4",
  purpose: "receipt",
  file_name: "receipt-1001.pdf",
  mime_type: "application/pdf",
  size: 48213,
  sha256: "9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8",
  created_at: "2026-12-02T10:15:00.000Z",
};

/** A reversal claim just recorded: open, its amount held. */
const exampleDispute = {
  dispute_reference: DISPUTE_ID,
  payment_reference: "pay_4cBq8kPz1xTn0aLm2VwQeR",
  kind: "reversal",
  stage: "dispute",
  status: "open",
  reason: "unrecognized",
  amount: 120,
  currency: "ETB",
  fee: 0,
  outcome: null,
  loss_bearer: "merchant",
  processor_reference: "MTN-CC-778812",
  processor_status: null,
  evidence: { uncategorized_text: "The customer called MTN customer care on 1 December" },
  evidence_details: {
    due_by: null,
    due_soon: false,
    past_due: false,
    has_evidence: true,
    submission_count: 0,
    submitted_at: null,
    channel: "record",
    awaiting_response: true,
  },
  files: [],
  balance_transactions: [{ type: "hold", amount: 120, currency: "ETB", created_at: "2026-12-02T10:00:00.000Z" }],
  funds_withdrawn_at: "2026-12-02T10:00:00.000Z",
  funds_reinstated_at: null,
  closed_at: null,
  mode: "test",
  created_at: "2026-12-02T10:00:00.000Z",
  updated_at: "2026-12-02T10:00:00.000Z",
};

/** The same dispute in a list (lists carry no files or balance movements). */
const { files: _files, balance_transactions: _movements, ...exampleListedDispute } = exampleDispute;

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No dispute of yours has that reference (another merchant's dispute is not found either)",
  message: "dispute not found",
};

const FROZEN =
  "The dispute is closed (won, lost, reversed, rejected), its evidence was already submitted (it is submitted once, then frozen), or it does not await a response now (under review)";

const evidenceFrozen: DocumentedError = { code: "INVALID_STATE", when: FROZEN, message: "The evidence was submitted: it is frozen" };

const processorRefused = (action: string, nothing: string): DocumentedError => ({
  code: "SERVICE_UNAVAILABLE",
  when: `The processor refused the ${action} or did not answer (nothing was ${nothing}: send the same request again in a moment); or the database did not answer, and nothing was changed`,
  message: `The processor did not take the ${action}; nothing was ${nothing}. Try again in a moment`,
});

const CHANNELS =
  "Where the processor has a dispute API (Stripe), the evidence goes to it; elsewhere (Chapa takes evidence in its dashboard, the mobile-money operators at customer care) the gateway keeps it as your record (`evidence_details.channel`: `processor` or `record`).";

export const disputeOperations = defineOperations([
  {
    method: "get",
    path: "/v2/disputes",
    operationId: "listDisputes",
    tag: "Disputes",
    summary: "List disputes",
    description:
      "Your disputes in the key's mode, newest first: card chargebacks the processors reported and the mobile-money reversal claims you recorded. Filters combine with AND; paged by `cursor` (`per_page` 1 to 100, default 20). " +
      "Listed disputes carry no files or balance movements: GET /v2/disputes/{id} has them.",
    query: listDisputesQuerySchema,
    success: {
      status: 200,
      message: "Disputes retrieved",
      data: disputeListSchema,
      example: { items: [exampleListedDispute], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      {
        code: "VALIDATION_ERROR",
        when: "A status or kind not on the list, open not `true` or `false`, due_before not an ISO 8601 UTC time, an unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
        message: "Invalid request query: status: Invalid option: expected one of \"warning_needs_response\"|\"warning_under_review\"|…",
        details: [{ field: "status", message: 'Invalid option: expected one of "warning_needs_response"|"warning_under_review"|…' }],
      },
      { code: "INVALID_VALUE", when: "cursor is not one this list handed out", message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given", details: [{ field: "cursor", message: "is not a cursor from this list; use next_cursor or prev_cursor as given" }] },
    ],
  },
  {
    method: "post",
    path: "/v2/disputes",
    operationId: "recordReversalClaim",
    tag: "Disputes",
    summary: "Record a reversal claim",
    description:
      "MTN MoMo, Airtel Money and WaafiPay have no dispute API: a customer asks the operator's customer care to reverse a payment, and the operator freezes the funds in your wallet. " +
      "Record the claim here with the operator's reference (its ticket or transaction id); the amount (the payment's whole amount less refunds unless you give one) leaves your available balance at once, as the operator's freeze does, and `dispute.created` and `dispute.funds_withdrawn` are sent. " +
      "Tell the gateway each step the operator tells you with POST /v2/disputes/{id}/claim-status. Card payments' disputes come from their processors and take no claims. " +
      "In test mode, a payment paid on the simulator takes claims too, to try the flow.",
    body: createReversalClaimSchema,
    bodyExample: { payment_reference: "order-1001", operator_reference: "MTN-CC-778812", reason: "unrecognized", note: "The customer called MTN customer care on 1 December" },
    idempotent: true,
    success: { status: 201, message: "Reversal claim recorded", data: disputeSchema, example: exampleDispute },
    errors: [
      { code: "NOT_FOUND", when: "No payment of this mode has that reference (gateway reference or merchant_reference)", message: "payment not found" },
      {
        code: "INVALID_STATE",
        when: "The payment is not paid (pending, failed, cancelled), or a card processor took it (its disputes come from the processor: reversal claims are for MTN MoMo, Airtel Money and WaafiPay payments)",
        message: "Payment pay_4cBq8kPz1xTn0aLm2VwQeR is pending: only a paid payment can be reversed",
      },
      {
        code: "INVALID_VALUE",
        when: "amount is not above zero, has more decimals than the currency, or is more than the customer still has paid (the payment's amount less refunds)",
        message: "amount must be more than 0 and at most what the customer still has paid (the payment's amount)",
        details: { field: "amount" },
      },
      {
        code: "RESOURCE_CONFLICT",
        when: "A reversal claim with this operator_reference is already recorded in this mode",
        message: "A reversal claim with operator reference MTN-CC-778812 is already recorded",
        details: { field: "operator_reference" },
      },
    ],
  },
  {
    method: "get",
    path: "/v2/disputes/{id}",
    operationId: "getDispute",
    tag: "Disputes",
    summary: "Retrieve a dispute",
    description: "One dispute with its evidence files (their names, sizes and hashes, never their bytes) and its movements of your balance (`hold`, `release`, `loss`, `fee`, `debt`).",
    pathParams: disputeParams,
    success: { status: 200, message: "Dispute retrieved", data: disputeSchema, example: { ...exampleDispute, files: [exampleFile] } },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/disputes/{id}/evidence",
    operationId: "stageDisputeEvidence",
    tag: "Disputes",
    summary: "Stage text evidence",
    description:
      "Stages text evidence under Stripe's field names, without submitting it: a field you give replaces the staged one, `null` (or empty text) clears it, a field you leave out stays. " +
      "Stage as often as you like while the dispute awaits a response (`evidence_details.awaiting_response`), then submit once with POST /v2/disputes/{id}/submit. Each change sends `dispute.updated`.",
    pathParams: disputeParams,
    body: stageDisputeEvidenceSchema,
    bodyExample: { evidence: { product_description: "Airtime bundle, 500 ETB", customer_name: "Abebe Kebede", uncategorized_text: null } },
    idempotent: true,
    success: {
      status: 200,
      message: "Evidence staged",
      data: disputeSchema,
      example: { ...exampleDispute, evidence: { product_description: "Airtime bundle, 500 ETB", customer_name: "Abebe Kebede" }, updated_at: "2026-12-02T10:10:00.000Z" },
    },
    errors: [
      notFound,
      evidenceFrozen,
      { code: "INVALID_VALUE", when: "evidence names no field", message: "evidence names no field: give at least one", details: [{ field: "evidence", message: "must name at least one field" }] },
      {
        code: "VALIDATION_ERROR",
        when: "evidence is missing, names a field not on the list, or a field is not text or null or is longer than 20,000 characters",
        message: "Invalid request body: evidence.favourite_colour: Unknown field",
        details: [{ field: "evidence.favourite_colour", message: "Unknown field" }],
      },
    ],
  },
  {
    method: "post",
    path: "/v2/disputes/{id}/files",
    operationId: "uploadDisputeFile",
    tag: "Disputes",
    summary: "Add an evidence file",
    description:
      "Send the file as `multipart/form-data` in the field `file`, with its `purpose` in the field `purpose` (`curl -F file=@receipt.pdf -F purpose=receipt`). PDF, PNG, JPEG or plain UTF-8 text, judged by the file's bytes, never by its declared type or name; at most 5 MB, and at most 10 files a dispute. " +
      "The answer gives the file's size and SHA-256; it is submitted with the text evidence. A file cannot be added once the evidence was submitted or the dispute closed.",
    pathParams: disputeParams,
    body: disputeFileUploadDocSchema,
    bodyContentType: "multipart/form-data",
    bodyExample: { file: "(the file's bytes)", purpose: "receipt" },
    idempotent: true,
    success: { status: 201, message: "Evidence file added", data: disputeFileSchema, example: exampleFile },
    errors: [
      notFound,
      { ...evidenceFrozen, when: `${FROZEN}; or the dispute has 10 files already` },
      {
        code: "INVALID_VALUE",
        when: "The file is empty, over 5 MB, or not a PDF, PNG, JPEG or UTF-8 text file by its content",
        message: "file must be a PDF, PNG, JPEG or plain-text file",
        details: [{ field: "file", message: "is not a PDF, PNG, JPEG or UTF-8 text file (judged by its content, not its declared type)" }],
      },
      {
        code: "INVALID_FORMAT",
        when: "The body is not `multipart/form-data` or does not parse as such; or a path parameter holds text the database cannot store (a NUL character) or malformed percent-encoding; or the Idempotency-Key is not 1 to 255 printable ASCII characters",
        message: 'Content-Type must be multipart/form-data, with the file in the field "file"',
      },
      {
        code: "VALIDATION_ERROR",
        when: "The field `file` is missing or holds text instead of a file, `purpose` is missing or not on the list, or the form has another field",
        message: "Invalid request body: purpose: must be one of receipt, shipping_documentation, customer_communication, refund_policy, other",
        details: [{ field: "purpose", message: "must be one of receipt, shipping_documentation, customer_communication, refund_policy, other" }],
      },
    ],
  },
  {
    method: "post",
    path: "/v2/disputes/{id}/submit",
    operationId: "submitDisputeEvidence",
    tag: "Disputes",
    summary: "Submit the evidence",
    description:
      `Submits the staged text and files, once: from then on the evidence is frozen, and a second submit is refused, even one sent at the same moment. ${CHANNELS} ` +
      "A chargeback moves to `under_review` (an inquiry to `warning_under_review`); a reversal claim keeps its status. The body is `{}`.",
    pathParams: disputeParams,
    body: emptyDisputeActionSchema,
    bodyExample: {},
    success: {
      status: 200,
      message: "Evidence submitted",
      data: disputeSchema,
      example: {
        ...exampleDispute,
        evidence_details: { ...exampleDispute.evidence_details, submission_count: 1, submitted_at: "2026-12-02T11:00:00.000Z", awaiting_response: false },
        updated_at: "2026-12-02T11:00:00.000Z",
      },
    },
    errors: [
      notFound,
      { code: "INVALID_STATE", when: `${FROZEN}; or no evidence is staged (no text and no file)`, message: "No evidence is staged: stage text or upload a file before submitting" },
      processorRefused("evidence", "submitted"),
    ],
  },
  {
    method: "post",
    path: "/v2/disputes/{id}/accept",
    operationId: "acceptDispute",
    tag: "Disputes",
    summary: "Accept a dispute",
    description:
      "Concedes the dispute: it closes lost (a reversal claim: `reversed`), the held amount is taken for good, with the dispute fee on a card chargeback, and `dispute.closed` is sent. " +
      "Where the processor has a dispute API (Stripe) it is told first; elsewhere the gateway records the loss. The body is `{}`.",
    pathParams: disputeParams,
    body: emptyDisputeActionSchema,
    bodyExample: {},
    success: {
      status: 200,
      message: "Dispute accepted",
      data: disputeSchema,
      example: {
        ...exampleDispute,
        status: "reversed",
        outcome: "lost",
        evidence_details: { ...exampleDispute.evidence_details, awaiting_response: false },
        balance_transactions: [...exampleDispute.balance_transactions, { type: "loss", amount: 120, currency: "ETB", created_at: "2026-12-02T11:00:00.000Z" }],
        closed_at: "2026-12-02T11:00:00.000Z",
        updated_at: "2026-12-02T11:00:00.000Z",
      },
    },
    errors: [
      notFound,
      { code: "INVALID_STATE", when: "The dispute is closed already (won, lost, reversed, rejected)", message: "The dispute is closed (reversed): there is nothing to accept" },
      processorRefused("acceptance", "accepted"),
    ],
  },
  {
    method: "post",
    path: "/v2/disputes/{id}/claim-status",
    operationId: "updateReversalClaim",
    tag: "Disputes",
    summary: "Update a reversal claim",
    description:
      "A reversal claim's next step, as the operator told you: `funds_frozen` (it froze the amount), `reversed` (it took it: the held amount is lost, `dispute.closed`) or `rejected` (it released it: the amount is back in your available balance, `dispute.funds_reinstated` and `dispute.closed`). " +
      "A claim moves open → funds_frozen → reversed or rejected (or straight from open to either); a closed claim does not move again. A card chargeback's status comes from its processor.",
    pathParams: disputeParams,
    body: reversalClaimStatusSchema,
    bodyExample: { status: "funds_frozen" },
    idempotent: true,
    success: {
      status: 200,
      message: "Reversal claim updated",
      data: disputeSchema,
      example: { ...exampleDispute, status: "funds_frozen", updated_at: "2026-12-02T12:00:00.000Z" },
    },
    errors: [
      notFound,
      {
        code: "INVALID_STATE",
        when: "The dispute is a card chargeback, not a reversal claim; or the claim cannot move to that status (it is in it already, or it is closed: reversed or rejected)",
        message: "The claim is reversed; it cannot become rejected",
      },
    ],
  },
]);
