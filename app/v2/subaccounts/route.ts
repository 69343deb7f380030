// POST /v2/subaccounts: create a subaccount. GET /v2/subaccounts: list them (extension).
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createSubaccountSchema, listQuerySchema } from "@/lib/schemas/subaccounts";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import { listSubaccounts } from "@/lib/subaccounts/get-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { pagination } from "@/lib/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createSubaccountSchema, async ({ db, merchantId, mode, actor, body }) => {
    const subaccount = await createSubaccount(db, { merchantId, mode, input: body, actor });
    return { status: 201, message: "Subaccount created", data: serializeSubaccount(subaccount, 0n) };
  }),
  GET: apiList(listQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, total, balances } = await listSubaccounts(db, { merchantId, mode, page: query.page, perPage: query.per_page });
    return {
      message: "Subaccounts retrieved",
      data: { items: rows.map((s) => serializeSubaccount(s, balances.get(s.id) ?? 0n)), pagination: pagination(query.page, query.per_page, rows.length, total) },
    };
  }),
});
