// A contract case: what one operation needs before the request built from the
// OpenAPI document's examples can succeed on a fresh test merchant. tests/integration/api/openapi-contract.test.ts
// sends that request and expects the documented success status; the answer's body is checked
// against the document by tests/support/contract-observer.ts.
import type { createTestMerchant } from "@/tests/factories/merchants";

export type ContractEnv = {
  merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  /** The merchant's test secret key: the request is sent with it. */
  key: string;
};

export type ContractCase = {
  /**
   * Makes the objects the request names (a paid payment to refund, funds to pay out) and
   * returns the path parameters (and, rarely, query parameters) to use instead of the
   * document's example values. The body is always the document's bodyExample. `key`: the key to send
   * instead of the merchant's (the operator API's operations take an operator API key).
   */
  prepare?: (env: ContractEnv) => Promise<{ path?: Record<string, string>; query?: Record<string, string>; key?: string }>;
  /**
   * A body that is not JSON (an image upload's multipart/form-data), sent instead of the
   * document's bodyExample; the request then takes its Content-Type from the body.
   */
  requestBody?: () => BodyInit;
};

export type ContractCases = Record<string, ContractCase>;
