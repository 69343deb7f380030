// Balances in the OpenAPI document: GET /v2/balances, POST /v2/balances/test-funds.
import { defineOperations } from "@/lib/openapi/operation";
import { testFundsSchema } from "@/lib/schemas/test-funds";
import { balancesSchema, testFundsAddedSchema } from "@/lib/schemas/responses/account";

export const balanceOperations = defineOperations([
  {
    method: "get",
    path: "/v2/balances",
    operationId: "getBalances",
    tag: "Balances",
    summary: "Retrieve balances",
    description:
      "Your balances in the key's mode, per currency, derived from the ledger: `available` (payouts and refunds come out of it), " +
      "`pending` (held for payouts on their way), `disputed` (held for your open disputes: out of `available` until a dispute is won or lost) and " +
      "`owed` (the debt a dispute left when its hold or fee was larger than `available`, as a positive amount: the next settlement or released " +
      "hold pays it off first, and a payout nets it before it checks `available`, so a payout never sends out money that is disputed or owed). " +
      "Each counts what the gateway's operator holds and what your own processor connections hold alike. For reference, what your subaccounts hold.",
    success: {
      status: 200,
      message: "Balances retrieved",
      data: balancesSchema,
      example: [
        { currency: "USD", available: 97.1, held_by_operator: 97.1, held_at_connections: [], pending: 0, disputed: 0, owed: 0, subaccounts: 0 },
        {
          currency: "ETB",
          available: 12500,
          held_by_operator: 10000,
          held_at_connections: [{ connection_id: "pcn_4kQy7Rz2LmN8pT3vW6xB1c", processor: "chapa", enabled: true, available: 2500 }],
          pending: 1010,
          disputed: 750,
          owed: 0,
          subaccounts: 340.5,
        },
      ],
    },
    errors: [],
  },
  {
    method: "post",
    path: "/v2/balances/test-funds",
    operationId: "addTestFunds",
    tag: "Balances",
    summary: "Add test funds",
    description:
      "Test mode only: adds money to your available balance through the ledger, as the dashboard's \"Add test funds\" does, so you can script payout and refund tests " +
      "without taking payments first. Answers with your balances after it.",
    body: testFundsSchema,
    bodyExample: { currency: "ETB", amount: 5000 },
    idempotent: true,
    success: {
      status: 201,
      message: "Test funds added",
      data: testFundsAddedSchema,
      example: { balances: [{ currency: "ETB", available: 5000, held_by_operator: 5000, held_at_connections: [], pending: 0, disputed: 0, owed: 0, subaccounts: 0 }] },
    },
    errors: [
      {
        code: "INVALID_VALUE",
        when: "currency is not supported, or amount is not above zero, has more decimals than the currency or exceeds the limit",
        message: "amount must be greater than zero",
        details: [{ field: "amount", message: "amount must be greater than zero" }],
      },
      {
        code: "UNAUTHORIZED",
        when: "The Authorization header is missing or malformed, or the key is unknown, revoked, expired or public",
        message: "Missing Authorization header: send Authorization: Bearer <secret key>",
      },
      {
        code: "UNAUTHORIZED",
        when: "The key is a live key: test funds exist only in test mode",
        message: "POST /v2/balances/test-funds exists only in test mode: use your test secret key (sk_test_…)",
      },
    ],
  },
]);
