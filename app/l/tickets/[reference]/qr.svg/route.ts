// GET /l/tickets/[reference]/qr.svg: the QR code of a paid ticket, for the receipt, the e-mail and the webhook's qr_code_url; 404 for any other ticket.
// Its static security headers (CSP default-src 'none', nosniff, no framing) come from next.config.js.
import { db } from "@/lib/db";
import { withRequestId } from "@/lib/http/routes";
import { paidTicketQrSvg } from "@/lib/payment-links/find-public-files";

export const GET = withRequestId(async (_request: Request, ctx: { params: Promise<{ reference: string }> }) => {
  const { reference } = await ctx.params;
  const svg = await paidTicketQrSvg(db(), reference);
  if (!svg) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      // The code of a reference never changes; private: a ticket is the customer's.
      "cache-control": "private, max-age=86400",
    },
  });
});
