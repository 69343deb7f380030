// One error type, one table (docs/architecture.md, convention 4).
export const ERROR_STATUS = {
  INVALID_VALUE: 400,
  INVALID_FORMAT: 400,
  VALIDATION_ERROR: 400,
  INSUFFICIENT_BALANCE: 400,
  /** A payout above the part of the balance the operator holds, the rest held at the merchant's own processor connection. */
  FUNDS_HELD_AT_CONNECTION: 400,
  UNAUTHORIZED: 401,
  /** A live key of a merchant the operator has not activated yet. */
  ACTIVATION_PENDING: 401,
  /** The operator suspended the account: no new payments, payouts held (docs/operator.md "Holds"). */
  MERCHANT_SUSPENDED: 403,
  /** A restriction the operator placed on the account forbids this (docs/operator.md "Holds"). */
  MERCHANT_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RESOURCE_CONFLICT: 409,
  INVALID_STATE: 409,
  /** A live payment in a currency, or for preferred methods, that no enabled live processor connection serves. */
  NO_LIVE_PROCESSOR: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_MISMATCH: 422,
  RATE_LIMITED: 429,
  PROCESSING_FAILED: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The answers whose HTTP status is not their code's row above, each with its reason.
 * - `permission_refused`: the dashboard refuses a signed-in user's role, or a state-changing
 *   request whose Origin is not this server. The spec's table has no FORBIDDEN code, so the
 *   code is UNAUTHORIZED; the status is 403, not 401, because the dashboard's client takes a
 *   401 to mean "session ended, sign in again", which is wrong for a viewer who is signed in
 *   but may not change things.
 * - `activation_pending`: the dashboard refuses a live-mode action that moves money (payment
 *   links, refunds, payouts, subaccounts, virtual accounts) while the operator has not activated
 *   the merchant; same 403 reasoning.
 */
export const STATUS_CASES = {
  permission_refused: { code: "UNAUTHORIZED", status: 403 },
  // The dashboard refuses a live-mode money action of a merchant not activated
  // yet. 403, not the API's 401, for the reason above (the dashboard's 401 means "sign in again").
  activation_pending: { code: "ACTIVATION_PENDING", status: 403 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

export type StatusCase = keyof typeof STATUS_CASES;

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  /** Set only for a row of STATUS_CASES (see ApiError.forCase). */
  readonly statusCase: StatusCase | null;

  constructor(code: ErrorCode, message: string, details: unknown = null, headers: Record<string, string> = {}, statusCase: StatusCase | null = null) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
    this.headers = headers;
    this.statusCase = statusCase;
  }

  /** An answer from STATUS_CASES: its code and status both come from the table. */
  static forCase(statusCase: StatusCase, message: string, details: unknown = null): ApiError {
    return new ApiError(STATUS_CASES[statusCase].code, message, details, {}, statusCase);
  }

  get status(): number {
    return this.statusCase ? STATUS_CASES[this.statusCase].status : ERROR_STATUS[this.code];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A broken invariant that only a bug in our own code can cause, never a caller's input (a
 * ledger posting that does not balance, a job type with no handler). It answers 500
 * PROCESSING_FAILED with a generic message and is logged in full. Anything a user can cause
 * is an ApiError with a code from ERROR_STATUS instead.
 */
export class InternalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InternalError";
  }
}
