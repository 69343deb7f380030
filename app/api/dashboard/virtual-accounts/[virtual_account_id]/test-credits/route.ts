// POST /api/dashboard/virtual-accounts/{id}/test-credits: "Simulate incoming transfer" (
// test mode only), by the service of the API's test-credits route. Owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { testCreditSchema } from "@/lib/schemas/virtual-accounts";
import { addTestCredit } from "@/lib/virtual-accounts/credit-virtual-account";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: testCreditSchema,
    handler: async ({ db, ctx, params, body }) => {
      const account = await findVirtualAccount(db, { ...scopeOf(ctx), id: params.virtual_account_id });
      const { credit, virtualAccount } = await addTestCredit(db, { account, input: body, actor: ctx.actor });
      return { status: 201, message: "Test credit received", data: { ...credit, virtual_account: virtualAccount } };
    },
  }),
});
