// GET, POST /api/operator/operators: the operator accounts (administrators only); POST creates one and answers its one-time password.
import { apiRoutes } from "@/lib/http/routes";
import type { DbClient } from "@/lib/db";
import { createOperatorSchema } from "@/lib/operator/schemas";
import { createOperator } from "@/lib/operator/operators/create-operator";
import { listOperators } from "@/lib/operator/operators/list-operators";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("operators.manage", { handler: async ({ db }) => ({ message: "Operators", data: await listOperators(db) }) }),
  POST: withOperator("operators.manage", {
    body: createOperatorSchema,
    transaction: "service",
    handler: async ({ db, ctx, body }) => ({ status: 201, message: "Operator created; the password is shown once", data: await createOperator(db as DbClient, { ...body, actor: ctx.actor }) }),
  }),
});
