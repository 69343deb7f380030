// GET /api/dashboard/subaccounts?page=&per_page=: the merchant's subaccounts in the dashboard's
// mode, with balances. POST: create one (owners and developers), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MOVE_MONEY } from "@/lib/dashboard/types";
import { pagination } from "@/lib/http/pagination";
import { parseOrThrow } from "@/lib/http/validation";
import { createSubaccountSchema, listQuerySchema } from "@/lib/schemas/subaccounts";
import { createSubaccountFromDashboard } from "@/lib/subaccounts/create-subaccount-from-dashboard";
import { listSubaccounts } from "@/lib/subaccounts/get-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, req }) => {
      const query = parseOrThrow(listQuerySchema, Object.fromEntries(new URL(req.url).searchParams), "query");
      const { rows, total, balances } = await listSubaccounts(db, { merchantId: ctx.merchantId, mode: ctx.mode, page: query.page, perPage: query.per_page });
      return {
        message: "Subaccounts retrieved",
        data: { items: rows.map((s) => serializeSubaccount(s, balances.get(s.id) ?? 0n)), pagination: pagination(query.page, query.per_page, rows.length, total) },
      };
    },
  }),
  POST: withDashboard({
    roles: CAN_MOVE_MONEY,
    body: createSubaccountSchema,
    handler: async ({ db, ctx, body }) => {
      const subaccount = await createSubaccountFromDashboard(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        input: body,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return { status: 201, message: "Subaccount created", data: serializeSubaccount(subaccount, 0n) };
    },
  }),
});
