// GET /portal/[token]/subscriptions/[id]/payment-method: the subscription's payment method page (saved methods, a new one, a wallet); POST: the new wallet.
import { withRequestId } from "@/lib/http/routes";
import { portalWalletPageResponse, portalWalletResponse } from "../../../render-portal-page";

type Ctx = { params: Promise<{ token: string; id: string }> };

export const GET = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalWalletPageResponse(request, token, id);
});

export const POST = withRequestId(async (request: Request, ctx: Ctx) => {
  const { token, id } = await ctx.params;
  return portalWalletResponse(request, token, id);
});
