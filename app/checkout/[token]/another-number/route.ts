// POST /checkout/[token]/another-number: "use another number" on a wallet's code screen; answers 303 back to the page on the same wallet.
import { handleAnotherNumberForm } from "@/lib/checkout/checkout-forms";
import { withRequestId } from "@/lib/http/routes";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return handleAnotherNumberForm(request, token);
});
