// GET /api/dashboard/risk/lists: the merchant's value lists in the dashboard's mode. POST: create one (risk.manage).
import { dashboardRoutes, dashboardRead, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createRiskListSchema } from "@/lib/risk/manage/schemas";
import { createRiskList, listRiskLists } from "@/lib/risk/manage/lists";
import { serializeRiskList } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => {
    const rows = await listRiskLists(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode } });
    return { message: "Risk lists retrieved", data: { items: rows.map(serializeRiskList) } };
  }),
  POST: withDashboard({
    action: "risk.manage",
    body: createRiskListSchema,
    handler: async ({ db, ctx, body }) => {
      const list = await createRiskList(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, input: body, actor: ctx.actor });
      return { status: 201, message: "Risk list created", data: serializeRiskList(list) };
    },
  }),
});
