// Reference data in the OpenAPI document: GET /v2/account, GET /v2/banks.
import { z } from "zod";
import { defineOperations, fieldError } from "@/lib/openapi/operation";
import { listBanksQuerySchema } from "@/lib/schemas/banks";
import { accountSchema, bankSchema } from "@/lib/schemas/responses/account";

export const accountOperations = defineOperations([
  {
    method: "get",
    path: "/v2/account",
    operationId: "getAccount",
    tag: "Reference data",
    summary: "Retrieve your account",
    description: "The merchant and mode your key belongs to: a cheap way to check a key works and which mode it is for.",
    success: {
      status: 200,
      message: "Account retrieved",
      data: accountSchema,
      example: { merchant_id: "mch_6Pw1Rz8Kt3Lx5Qm9Vb2Nc7", business_name: "Abebe Coffee PLC", mode: "test" },
    },
    errors: [],
  },
  {
    method: "get",
    path: "/v2/banks",
    operationId: "listBanks",
    tag: "Reference data",
    summary: "List banks and wallets",
    description:
      "The banks and mobile-money wallets that can receive settlements and payouts, with the `slug` to send as `bank_slug`. " +
      "Each entry says what its account numbers look like and gives one the API accepts; wallet numbers are stored and answered in E.164 (`+256776467224`), bank account numbers as digits only.",
    query: listBanksQuerySchema,
    success: {
      status: 200,
      message: "Banks retrieved",
      data: z.array(bankSchema),
      example: [
        { slug: "cbe", name: "Commercial Bank of Ethiopia", type: "bank", currency: "ETB", account_number_format: "13 digits", account_number_example: "1000123456789" },
        {
          slug: "telebirr",
          name: "telebirr",
          type: "wallet",
          currency: "ETB",
          account_number_format: "mobile number, e.g. +251912345678 or 0912345678",
          account_number_example: "+251912345678",
        },
      ],
    },
    errors: [
      fieldError("INVALID_VALUE", "currency", "must be one of USD, ETB, UGX, DJF", "currency is not a supported currency"),
      {
        code: "VALIDATION_ERROR",
        when: "An unknown or repeated query parameter",
        message: "Invalid request query: country: Unknown field",
        details: [{ field: "country", message: "Unknown field" }],
      },
    ],
  },
]);
