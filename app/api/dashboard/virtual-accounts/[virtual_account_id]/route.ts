// GET /api/dashboard/virtual-accounts/{id}: one virtual account with its balance, the bank of its
// number and its latest incoming transfers; the other mode's or another merchant's is NOT_FOUND.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { getVirtualAccountDetail } from "@/lib/virtual-accounts/virtual-account-detail";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, params }) => {
      const account = await findVirtualAccount(db, { ...scopeOf(ctx), id: params.virtual_account_id });
      return { message: "Virtual account retrieved", data: await getVirtualAccountDetail(db, account) };
    },
  }),
});
