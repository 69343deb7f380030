// POST /portal/[token]/subscriptions/[id]/keep: "Keep my subscription", undoing a cancel at period end.
import { withRequestId } from "@/lib/http/routes";
import { portalKeepResponse } from "../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalKeepResponse(request, token, id);
});
