// POST /docs/examples/inline/session: the demo's stand-in for a merchant backend; creates a
// test-mode hosted payment for the demo merchant and returns its checkout_url (never a key).
import { createDemoSession, isDemoCurrency } from "@/lib/checkout/create-demo-session";
import { isOwnFormPost } from "@/lib/checkout/origins";
import { isApiError } from "@/lib/http/errors";

export async function POST(request: Request) {
  if (!isOwnFormPost(request.headers)) return Response.json({ error: "Forbidden" }, { status: 403 });
  const body = (await request.json().catch(() => ({}))) as { currency?: unknown };
  const currency = isDemoCurrency(body.currency) ? body.currency : "USD";
  try {
    return Response.json(await createDemoSession({ currency }), { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isApiError(error)) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}
