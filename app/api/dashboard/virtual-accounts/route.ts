// GET /api/dashboard/virtual-accounts: the virtual accounts page's list in the dashboard's mode
//, with the API's filters and paging, by the API's own service.
// POST: "New virtual account", by the service of POST /v2/virtual-accounts. Owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { readQuery } from "@/lib/http/routes";
import { createVirtualAccountSchema } from "@/lib/schemas/virtual-accounts";
import { createVirtualAccount } from "@/lib/virtual-accounts/create-virtual-account";
import { listVirtualAccounts } from "@/lib/virtual-accounts/list-virtual-accounts";
import { serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, req, ctx }) => {
      const data = await listVirtualAccounts(db, { merchantId: ctx.merchantId, mode: ctx.mode, rawQuery: readQuery(new URL(req.url)) });
      return { message: "Virtual accounts retrieved", data };
    },
  }),
  POST: withDashboard({
    action: "money.move",
    body: createVirtualAccountSchema,
    handler: async ({ db, ctx, body }) => {
      const account = await createVirtualAccount(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
      return { status: 201, message: "Virtual account created", data: serializeVirtualAccount(account, 0n) };
    },
  }),
});
