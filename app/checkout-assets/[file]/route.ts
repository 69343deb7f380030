// GET /checkout-assets/[file]: the hosted checkout's script files (scripts/build-checkout-assets.ts).
// Their names carry a hash of their content, so browsers keep them for good.
import { CHECKOUT_SCRIPT_FILES } from "@/lib/generated/checkout-assets";
import { withRequestId } from "@/lib/http/routes";

export const GET = withRequestId(async (_request: Request, ctx: { params: Promise<{ file: string }> }) => {
  const { file } = await ctx.params;
  if (!Object.hasOwn(CHECKOUT_SCRIPT_FILES, file)) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(CHECKOUT_SCRIPT_FILES[file], {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
});
