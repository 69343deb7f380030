// POST /api/operator/risk/reviews/{reviewId}/close {"decision": "approve"|"refuse", "note"?, "reason"}: close any merchant's held payment's review; refuse refunds it. Closed already: 409.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { closeReviewAsOperator, closeReviewSchema } from "@/lib/operator/risk/close-review";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("risk.manage", {
    body: closeReviewSchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: body.decision === "approve" ? "Review approved" : "Review refused; the payment is refunded",
      data: await closeReviewAsOperator(db as Prisma.TransactionClient, { reviewId: params.reviewId, decision: body.decision, note: body.note, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});
