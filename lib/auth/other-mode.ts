// The one rule for an object of the caller's other mode (a test payment asked for with a live
// key, or while the dashboard shows live data). The lookup services apply it; the caller says
// which answer it needs, and the wrappers hand routes their own (ctx.otherMode):
//   "unauthorized": the API. 401 naming the mode: the spec makes mixing modes an
//                   authentication error, and the message tells the integrator which key to use.
//   "not_found":    the dashboard. It shows one mode at a time, so the object is simply not in
//                   the mode being viewed; a 401 would also tell its client the session ended.
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";

export type OtherModeAnswer = "unauthorized" | "not_found";

export function otherModeError(what: "payment" | "subaccount" | "refund" | "payout" | "payout batch" | "event" | "webhook endpoint" | "webhook delivery" | "customer" | "virtual account" | "payment link" | "dispute" | "plan" | "subscription" | "invoice" | "payment method" | "test clock", objectMode: Mode, answer: OtherModeAnswer): ApiError {
  if (answer === "not_found") return new ApiError("NOT_FOUND", `${what} not found`);
  return new ApiError("UNAUTHORIZED", `this reference belongs to ${objectMode} mode; use your ${objectMode} secret key`);
}
