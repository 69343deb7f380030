// PUT /api/dashboard/activation/business: the checklist's business details. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { activationBusinessSchema } from "@/lib/schemas/merchant";
import { updateBusinessDetails } from "@/lib/merchants/activation/update-business-details";
import { getActivation } from "@/lib/merchants/activation/get-activation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PUT: withDashboard({
    action: "activation.manage",
    body: activationBusinessSchema,
    handler: async ({ db, ctx, body }) => {
      await updateBusinessDetails(db, { merchantId: ctx.merchantId, actor: ctx.actor, details: body });
      return { message: "Business details saved", data: await getActivation(db, ctx.merchantId) };
    },
  }),
});
