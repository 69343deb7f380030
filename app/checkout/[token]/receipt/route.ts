// GET /checkout/[token]/receipt: a paid payment's receipt, rendered to HTML without Next's page runtime (./render-receipt-page.ts).
import type { NextRequest } from "next/server";
import { receiptPageResponse } from "./render-receipt-page";
import { withRequestId } from "@/lib/http/routes";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return receiptPageResponse(request as NextRequest, token);
});
