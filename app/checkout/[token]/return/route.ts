// GET /checkout/[token]/return: the customer back from a processor's page (issue 26); the attempt's status is asked first, then 303 to the checkout page.
import { withRequestId } from "@/lib/http/routes";
import { returnFromProcessor } from "@/lib/checkout/return-from-processor";
import { checkoutPagePath } from "@/lib/checkout/checkout-page-url";

export const GET = withRequestId(async (_request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  if (!(await returnFromProcessor(token))) return new Response("Payment link not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 303, headers: { location: checkoutPagePath(token), "cache-control": "no-store" } });
});
