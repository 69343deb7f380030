// POST /docs/examples/inline/session: the demo's stand-in for a merchant backend; creates a
// test-mode hosted payment for the demo merchant and returns its checkout_url (never a key).
// Only in demo mode: otherwise 404, as if the route did not exist.
import { createDemoSession, demoModeEnabled, isDemoCurrency } from "@/lib/checkout/create-demo-session";
import { isOwnFormPost } from "@/lib/checkout/origins";
import { errorBody, jsonResponse, successBody } from "@/lib/http/envelope";
import { isApiError } from "@/lib/http/errors";
import { requestIdFrom } from "@/lib/http/request-id";

export async function POST(request: Request) {
  const headers = { "Request-Id": requestIdFrom(request.headers) };
  if (!demoModeEnabled()) return jsonResponse(404, errorBody("NOT_FOUND", "Not found"), headers);
  // 403 with UNAUTHORIZED, as the dashboard answers a foreign Origin (the error table has no FORBIDDEN).
  if (!isOwnFormPost(request.headers)) return jsonResponse(403, errorBody("UNAUTHORIZED", "Cross-origin request refused"), headers);
  const body = (await request.json().catch(() => ({}))) as { currency?: unknown } | null;
  const currency = isDemoCurrency(body?.currency) ? body.currency : "USD";
  try {
    return jsonResponse(201, successBody("Demo checkout session created", await createDemoSession({ currency })), headers);
  } catch (error) {
    if (isApiError(error)) return jsonResponse(error.status, errorBody(error.code, error.message, error.details), headers);
    throw error;
  }
}
