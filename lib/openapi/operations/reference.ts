// The document itself: GET /v2/openapi.json, the one operation without a key.
import { z } from "zod";
import { defineOperations } from "@/lib/openapi/operation";

export const referenceOperations = defineOperations([
  {
    method: "get",
    path: "/v2/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "Reference data",
    public: true,
    summary: "This OpenAPI document",
    description: "The OpenAPI 3.1 document of the /v2 API. It needs no key. Unlike every other operation, it answers with the document itself, not an envelope.",
    success: { status: 200, message: "The document", data: z.looseObject({ openapi: z.literal("3.1.0") }), example: { openapi: "3.1.0", info: { title: "Gateway API", version: "2.0.0" }, paths: {} }, unwrapped: true },
    errors: [],
  },
]);
