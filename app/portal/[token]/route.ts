// GET /portal/[token]: the customer portal, the customer's subscriptions and invoices (app/portal/[token]/render-portal-page.ts).
import { withRequestId } from "@/lib/http/routes";
import { portalHomeResponse } from "./render-portal-page";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => portalHomeResponse(request, (await ctx.params).token));
