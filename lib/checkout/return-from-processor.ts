import "server-only";
// GET /checkout/<token>/return: where a processor's page sends the customer back. The
// redirect is a signal only (the spec): before the page shows anything, the gateway asks the
// processor about the waiting attempt (status sync, confirm-pending-attempt.ts), then sends the
// customer to the checkout page, which shows whatever that made of it. A processor that cannot be
// reached leaves the attempt waiting; the page's own re-check and the worker's job go on asking.
// The URL is public (the token is the customer's), so the ask is claimed first
// (lib/processors/status-asks.ts): one return per window asks, the others show what is recorded;
// the route rate-limits it too (lib/rate-limit/public-limits.ts).
import { db as defaultDb, type DbClient } from "@/lib/db";
import { logger } from "@/lib/logger";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { claimStatusAsk } from "@/lib/processors/status-asks";
import { recheckSoon } from "@/lib/processor-callbacks/handle-callback";
import { checkoutPagePath } from "@/lib/checkout/checkout-page-url";
import { errorBody, jsonResponse } from "@/lib/http/envelope";
import type { ApiError } from "@/lib/http/errors";
import { limitCheckoutReturn } from "@/lib/rate-limit/public-limits";

/**
 * The route's whole answer: 429 over the rate limit (nothing read, nothing asked), 404 for no such
 * checkout, else 303 to the checkout page once the waiting attempt was asked about (or someone
 * asked moments ago).
 */
export async function answerReturnFromProcessor(request: Request, token: string): Promise<Response> {
  const refused = await limitCheckoutReturn(request.headers, token);
  if (refused) return tooManyReturns(request, token, refused);
  if (!(await returnFromProcessor(token))) return new Response("Payment link not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 303, headers: { location: checkoutPagePath(token), "cache-control": "no-store" } });
}

/**
 * 429 with Retry-After either way. A script asking for JSON gets the envelope, as the checkout's forms
 * answer it; a browser gets a short page that goes on to the checkout page (which shows what is
 * recorded, and asks nothing) once the wait is over.
 */
function tooManyReturns(request: Request, token: string, refused: ApiError): Response {
  const accept = (request.headers.get("accept") ?? "").toLowerCase();
  if (accept.includes("application/json") && !accept.includes("text/html")) {
    return jsonResponse(refused.status, errorBody(refused.code, refused.message, refused.details), { ...refused.headers, "cache-control": "no-store" });
  }
  const wait = refused.headers["Retry-After"] ?? "60";
  // The page's URL only when the token has its shape (then it is letters, digits and underscores: safe in HTML).
  const page = CHECKOUT_TOKEN_PATTERN.test(token) ? checkoutPagePath(token) : null;
  const html = page
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${wait};url=${page}"><title>Please wait</title></head>` +
      `<body><p>Too many tries in a short time. Your payment page opens again in ${wait} seconds, or <a href="${page}">open it now</a>.</p></body></html>`
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Please wait</title></head><body><p>Too many tries in a short time. Please wait a minute, then try again.</p></body></html>`;
  return new Response(html, { status: 429, headers: { ...refused.headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/** Whether the token names a checkout; the attempt it waits on is asked about first. */
export async function returnFromProcessor(token: string, database: DbClient = defaultDb()): Promise<boolean> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return false;
  const payment = await database.payment.findUnique({ where: { checkoutToken: token }, select: { id: true, merchantId: true } });
  if (!payment) return false;
  const waiting = await database.paymentAttempt.findFirst({
    where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "pending", connectionId: { not: null } },
    orderBy: { number: "desc" },
    select: { id: true, merchantId: true },
  });
  if (!waiting) return true;
  const claim = await claimStatusAsk(database, "PaymentAttempt", waiting);
  if (claim.ask) {
    await confirmPendingAttempt(waiting, database).catch((error: unknown) =>
      logger().warn({ err: error, attemptId: waiting.id }, "status sync on return failed; the job will ask again"),
    );
  } else if (claim.noted) {
    recheckSoon("attempt", waiting, claim.noted, database);
  }
  return true;
}
