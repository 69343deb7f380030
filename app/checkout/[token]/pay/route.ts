// POST /checkout/[token]/pay: one payment attempt (card, wallet or bank transfer) from the checkout's HTML form; answers 303 back to the page.
import { handlePayForm } from "@/lib/checkout/checkout-forms";
import { withRequestId } from "@/lib/http/routes";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return handlePayForm(request, token);
});
