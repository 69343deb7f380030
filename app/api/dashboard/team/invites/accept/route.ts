// POST /api/dashboard/team/invites/accept: the invite page's form, signed out. Creates
// the invited address's account (or proves an existing one's password) and joins the team; the
// browser signs in with the same e-mail and password afterwards, as after sign-up.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { acceptInviteBodySchema } from "@/lib/schemas/team";
import { acceptInvite } from "@/lib/team/accept-invite";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    auth: "none",
    body: acceptInviteBodySchema,
    // acceptInvite hashes or checks the password before it opens its own transaction.
    transaction: "service",
    handler: async ({ db, body }) => {
      const { membership, email } = await acceptInvite(db, { token: body.token, password: body.password, name: body.name });
      return { status: 201, message: "You joined the team; sign in to continue", data: { email, role: membership.role } };
    },
  }),
});
