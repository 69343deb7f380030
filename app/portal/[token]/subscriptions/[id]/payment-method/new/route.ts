// POST /portal/[token]/subscriptions/[id]/payment-method/new: set up a new card or MTN MoMo pre-approval, then to the processor's page or back.
import { withRequestId } from "@/lib/http/routes";
import { portalSetUpResponse } from "../../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalSetUpResponse(request, token, id);
});
