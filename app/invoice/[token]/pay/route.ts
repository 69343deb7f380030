// POST /invoice/[token]/pay: the invoice page's form; a payment of the invoice and a 303 to its checkout, or the page again with why not.
import { withRequestId } from "@/lib/http/routes";
import { invoicePayResponse } from "../render-invoice-page";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => invoicePayResponse(request, (await ctx.params).token));
