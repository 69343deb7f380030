// POST /checkout/[token]/another-way: leave an attempt waiting at the processor (a push, the processor's page) and choose again; answers 303 back to the page.
import { handleAnotherWayForm } from "@/lib/checkout/checkout-forms";
import { withRequestId } from "@/lib/http/routes";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return handleAnotherWayForm(request, token);
});
