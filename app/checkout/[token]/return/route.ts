// GET /checkout/[token]/return: the customer back from a processor's page; rate-limited, the attempt's status is asked first, then 303 to the checkout page.
import { withRequestId } from "@/lib/http/routes";
import { answerReturnFromProcessor } from "@/lib/checkout/return-from-processor";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return answerReturnFromProcessor(request, token);
});
