// Customer profiles in the OpenAPI document: GET /v2/customers, GET /v2/customers/{id}.
import { defineOperations, fieldError, listQueryShapeError, pathParamsSchema } from "@/lib/openapi/operation";
import { examplePaymentListItem } from "@/lib/openapi/operations/payment-list";
import { customerDetailQuerySchema, listCustomersQuerySchema } from "@/lib/schemas/customers";
import { customerDetailSchema, customerListSchema } from "@/lib/schemas/responses/customers";

const exampleCustomer = {
  id: "cus_3Vn8Qx2Lp7Rk5Tz1Wc9Bh4",
  email: "abebe@example.com",
  phone_number: "+251911234567",
  first_name: "Abebe",
  last_name: "Bikila",
  payments_count: 1,
  total_paid: [{ currency: "ETB", amount: 500 }],
  last_payment_at: "2026-11-23T08:00:00.000Z",
  created_at: "2026-11-02T14:21:05.000Z",
  updated_at: "2026-11-23T08:00:00.000Z",
};

const PROFILES =
  "Profiles exist only while customer profiles are on (dashboard Settings, off by default): each payment created with a customer email or phone number is then filed under one profile of the key's mode, found by email, else by phone number.";

export const customerOperations = defineOperations([
  {
    method: "get",
    path: "/v2/customers",
    operationId: "listCustomers",
    tag: "Customers",
    summary: "List customers",
    description: `Your customer profiles in the key's mode, newest first, with their numbers, paged by cursor. Filters combine with AND. ${PROFILES}`,
    query: listCustomersQuerySchema,
    success: {
      status: 200,
      message: "Customers retrieved",
      data: customerListSchema,
      example: { items: [exampleCustomer], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      fieldError("INVALID_VALUE", "email", "must be an e-mail address", "email is not an e-mail address, phone is not 4–20 digits (with an optional +), or cursor is not from this list"),
      listQueryShapeError,
    ],
  },
  {
    method: "get",
    path: "/v2/customers/{id}",
    operationId: "getCustomer",
    tag: "Customers",
    summary: "Retrieve a customer",
    description: `One customer profile with its numbers and its newest 50 payments (newest first; the payment list pages through the rest). ${PROFILES}`,
    pathParams: pathParamsSchema({ id: { description: "The profile's id (`cus_…`)", example: "cus_3Vn8Qx2Lp7Rk5Tz1Wc9Bh4" } }),
    query: customerDetailQuerySchema,
    success: {
      status: 200,
      message: "Customer retrieved",
      data: customerDetailSchema,
      example: { ...exampleCustomer, payments: [{ ...examplePaymentListItem, amount: 500, service_fee: 7.5 }] },
    },
    errors: [
      { code: "NOT_FOUND", when: "No profile of yours has that id", message: "customer not found" },
      {
        code: "VALIDATION_ERROR",
        when: "Any query parameter: this operation takes none",
        message: "Invalid request query: expand: Unknown field",
        details: [{ field: "expand", message: "Unknown field" }],
      },
    ],
  },
]);
