// POST /api/dashboard/team/transfer-ownership: the signed-in owner makes another member the
// owner and becomes an admin. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { transferOwnershipBodySchema } from "@/lib/schemas/team";
import { transferOwnership } from "@/lib/team/manage-members";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "team.transfer_ownership",
    body: transferOwnershipBodySchema,
    handler: async ({ db, ctx, body }) => {
      const result = await transferOwnership(db, { merchantId: ctx.merchantId, actor: ctx.actor, memberId: body.member_id });
      return { message: "Ownership transferred; you are now an admin", data: { owner_id: result.ownerId, previous_owner_id: result.previousOwnerId } };
    },
  }),
});
