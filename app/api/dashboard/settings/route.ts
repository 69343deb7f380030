// GET, PATCH /api/dashboard/settings: the signed-in merchant's settings. Owners change them.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getMerchantSettings } from "@/lib/merchants/get-merchant-settings";
import { merchantSettingsUpdateSchema, updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx }) => ({ message: "Settings retrieved", data: await getMerchantSettings(db, ctx.merchantId) }),
  }),
  PATCH: withDashboard({
    action: "settings.manage",
    body: merchantSettingsUpdateSchema,
    handler: async ({ db, ctx, body }) => {
      const { settings, changed } = await updateMerchantSettings(db, {
        merchantId: ctx.merchantId,
        actor: ctx.actor,
        input: body,
      });
      return { message: changed.length ? "Settings saved" : "Nothing changed", data: { settings, changed } };
    },
  }),
});
