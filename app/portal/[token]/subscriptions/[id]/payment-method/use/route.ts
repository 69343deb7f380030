// POST /portal/[token]/subscriptions/[id]/payment-method/use: "Use for this subscription", asked first (without confirm=yes), then done.
import { withRequestId } from "@/lib/http/routes";
import { portalUseResponse } from "../../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalUseResponse(request, token, id);
});
