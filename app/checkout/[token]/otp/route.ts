// POST /checkout/[token]/otp: the OTP / 3-D Secure code of the waiting attempt; answers 303 back to the page.
import { handleOtpForm } from "@/lib/checkout/checkout-forms";
import { withRequestId } from "@/lib/http/routes";

export const POST = withRequestId(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  return handleOtpForm(request, token);
});
