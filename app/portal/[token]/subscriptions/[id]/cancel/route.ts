// POST /portal/[token]/subscriptions/[id]/cancel: "Cancel at period end", asked first (without confirm=yes), then done.
import { withRequestId } from "@/lib/http/routes";
import { portalCancelResponse } from "../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalCancelResponse(request, token, id);
});
