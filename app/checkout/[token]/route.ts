// GET /checkout/[token]: the hosted checkout page, rendered to HTML without Next's page runtime (app/checkout/[token]/render-checkout-page.ts).
import type { NextRequest } from "next/server";
import { checkoutPageResponse } from "./render-checkout-page";
import { withRequestId } from "@/lib/http/routes";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return checkoutPageResponse(request as NextRequest, token);
});
