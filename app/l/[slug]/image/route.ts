// GET /l/[slug]/image: a payment link's uploaded image, served from our origin with its checked content type.
// Its static security headers (CSP default-src 'none', nosniff, no framing) come from next.config.js.
import { db } from "@/lib/db";
import { withRequestId } from "@/lib/http/routes";
import { findLinkImage } from "@/lib/payment-links/find-public-files";

export const GET = withRequestId(async (request: Request, ctx: { params: Promise<{ slug: string }> }) => {
  const { slug } = await ctx.params;
  const image = await findLinkImage(db(), slug);
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  // The page links the image as ?v=<image id>: that URL's bytes never change, so it is kept for good;
  // the bare URL follows the link's current image and is re-checked after a few minutes.
  const versioned = new URL(request.url).searchParams.get("v") === image.id;
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      "cache-control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
      etag: `"${image.sha256}"`,
    },
  });
});
