// GET /portal/[token]/subscriptions/[id]/payment-method: the wallet form of a push subscription; POST: the new wallet.
import { withRequestId } from "@/lib/http/routes";
import { portalWalletPageResponse, portalWalletResponse } from "../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const GET = withRequestId(async (_request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalWalletPageResponse(token, id);
});

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalWalletResponse(request, token, id);
});
