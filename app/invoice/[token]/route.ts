// GET /invoice/[token]: the hosted invoice page, rendered to HTML without Next's page runtime (app/invoice/[token]/render-invoice-page.ts).
import { withRequestId } from "@/lib/http/routes";
import { invoicePageResponse } from "./render-invoice-page";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => invoicePageResponse(request, (await ctx.params).token));
