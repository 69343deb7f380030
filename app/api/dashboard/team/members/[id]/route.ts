// PATCH /api/dashboard/team/members/{id}: an owner changes a member's role.
// DELETE: an owner removes a member. The last owner can be neither demoted nor removed.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { changeRoleBodySchema } from "@/lib/schemas/team";
import { changeMemberRole, removeMember } from "@/lib/team/manage-members";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PATCH: withDashboard({
    action: "team.manage",
    body: changeRoleBodySchema,
    handler: async ({ db, ctx, params, body }) => {
      const { member, changed } = await changeMemberRole(db, { merchantId: ctx.merchantId, actor: ctx.actor, memberId: params.id, role: body.role });
      return { message: changed ? "Role changed" : "Nothing changed", data: { id: member.id, email: member.user.email, role: member.role } };
    },
  }),
  DELETE: withDashboard({
    action: "team.manage",
    handler: async ({ db, ctx, params }) => {
      const member = await removeMember(db, { merchantId: ctx.merchantId, actor: ctx.actor, memberId: params.id });
      return { message: "Member removed", data: { id: member.id, removed: true } };
    },
  }),
});
