// POST /checkout/[token]/cancel: the customer's "Cancel payment"; answers 303 back to the page.
import { handleCancelForm } from "@/lib/checkout/checkout-forms";
import { withRequestId } from "@/lib/http/routes";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return handleCancelForm(request, token);
});
