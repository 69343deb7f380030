// Everything the hosted checkout page shows, computed from the payment and its merchant
//. Pure: the page renders it, tests assert on it.
import type { Merchant, Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/money";
import type { PaymentMethod } from "@/lib/catalog/payment-methods";
import { ANOTHER_NUMBER_REASON, ANOTHER_WAY_REASON, attemptsLeft, IN_FLIGHT_OUTCOMES, MAX_ATTEMPTS } from "@/lib/catalog/attempt-rules";
import { timeZoneName } from "@/lib/catalog/time-zones";
import { checkoutMethods } from "@/lib/payments/attempts/method-rules";
import { merchantTimeZone } from "@/lib/merchants/time-zone";

export type CheckoutScreen =
  | "ready"
  | "processing"
  | "auth_needed"
  | "success"
  | "failed"
  | "no_retries"
  | "blocked"
  | "cancelled"
  | "expired";

export type CheckoutView = ReturnType<typeof checkoutView>;

/**
 * Which methods something can take: the methods processor connections serve for this
 * payment, and whether the simulator takes the rest (test mode). Computed by loadCheckout.
 */
export type MethodRoutes = { connections: ReadonlySet<string>; simulator: boolean };

export function checkoutView(payment: Payment, merchant: Merchant, attempts: PaymentAttempt[], now = new Date(), routes: MethodRoutes = { connections: new Set(), simulator: payment.mode === "test" }) {
  const lastAttempt = attempts.length ? attempts.reduce((a, b) => (a.number > b.number ? a : b)) : null;
  const inFlight = attempts.some((a) => (IN_FLIGHT_OUTCOMES as readonly string[]).includes(a.outcome));
  const retriesLeft = attemptsLeft(payment, now);
  const customization = (payment.customization ?? {}) as { title?: string; description?: string; logo?: string };
  const screen = screenFor(payment, inFlight, retriesLeft, now);
  const live = payment.mode === "live";
  // Live mode lists only the methods a connection serves; with none at all, every method shows as
  // unavailable (the page says live payments are not available). A card through a connection is
  // typed on the processor's own page (`onProcessorPage`): card numbers never reach the gateway live.
  const offered = checkoutMethods(payment, merchant);
  const served = offered.filter((m) => routes.simulator || routes.connections.has(m.id));
  const processorAvailable = served.length > 0;
  const methods: (PaymentMethod & { available: boolean; onProcessorPage: boolean })[] = processorAvailable
    ? served.map((m) => ({ ...m, available: true, onProcessorPage: m.kind === "card" && routes.connections.has(m.id) }))
    : offered.map((m) => ({ ...m, available: false, onProcessorPage: false }));
  const waitingRedirect = lastAttempt?.outcome === "pending" && lastAttempt.nextAction === "redirect" ? lastAttempt.nextActionUrl : null;
  return {
    screen,
    reference: payment.id,
    merchantReference: payment.merchantReference,
    status: payment.status,
    testMode: !live,
    processorAvailable,
    merchant: { name: merchant.name, logoUrl: customization.logo ?? merchant.logoUrl, brandColor: merchant.brandColor },
    /** The way back to the shop when there is no return_url (the merchant's website, from Settings). */
    shopUrl: merchant.websiteUrl && /^https:\/\//i.test(merchant.websiteUrl) ? merchant.websiteUrl : null,
    title: customization.title ?? `Pay ${merchant.name}`,
    description: customization.description ?? null,
    amountText: formatMoney(payment.amount, payment.currency),
    currency: payment.currency,
    customer: {
      name: [payment.customerFirstName, payment.customerLastName].filter(Boolean).join(" ") || null,
      email: payment.customerEmail,
      phone: payment.customerPhone,
    },
    methods,
    retriesLeft,
    maxAttempts: MAX_ATTEMPTS,
    attemptsMade: payment.attemptCount,
    lastFailure: lastAttempt && (lastAttempt.outcome === "failed" || lastAttempt.outcome === "blocked") ? lastAttempt.reason : null,
    challenge: lastAttempt?.outcome === "auth_needed" ? (lastAttempt.reason as "otp" | "3ds") : null,
    /** Tries of the code left within the waiting attempt. */
    otpTriesLeft: lastAttempt?.outcome === "auth_needed" ? lastAttempt.otpTriesLeft : null,
    /** Where the code went, masked: "•••• 0003" (only the last four digits are stored). */
    codeSentTo: lastAttempt?.outcome === "auth_needed" && lastAttempt.phoneLast4 ? `•••• ${lastAttempt.phoneLast4}` : null,
    /** The last attempt ended because the customer chose "use another number": not a failure to show. */
    anotherNumber: lastAttempt?.outcome === "failed" && (lastAttempt.reason === ANOTHER_NUMBER_REASON || lastAttempt.reason === ANOTHER_WAY_REASON),
    /** The waiting attempt is at a processor connection, so the customer may leave it for another way to pay. */
    canPayAnotherWay: lastAttempt?.outcome === "pending" && lastAttempt.connectionId !== null,
    pendingMethod: payment.status === "auth_needed" || inFlight ? lastAttempt?.method ?? null : null,
    /** The processor's page a pending attempt waits on: the processing screen links back to it. */
    redirectUrl: waitingRedirect,
    /** The method of the latest attempt: a retry opens on it. */
    lastMethod: lastAttempt?.method ?? null,
    expiresAt: payment.expiresAt.toISOString(),
    expiry: expiryOf(payment, merchant, screen, now),
    linkHold: linkHoldOf(payment, merchant, screen, now),
    returnUrl: payment.returnUrl ? returnUrlWith(payment.returnUrl, payment.id, payment.status) : null,
  };
}

const holdFormats = new Map<string, Intl.DateTimeFormat>();

/** A payment page closing this soon says so on the pay screen, with its time. */
export const EXPIRY_WARNING_MINUTES = 15;

/**
 * The pay screen's warning that the payment's time runs out soon: until when, in the merchant's
 * named time zone, and the whole minutes left (at least 1). Null when there is more time, or on a
 * screen where nothing is paid any more.
 */
function expiryOf(payment: Payment, merchant: Merchant, screen: CheckoutScreen, now: Date) {
  if (screen !== "ready" && screen !== "failed" && screen !== "auth_needed") return null;
  const leftMs = payment.expiresAt.getTime() - now.getTime();
  if (leftMs <= 0 || leftMs > EXPIRY_WARNING_MINUTES * 60_000) return null;
  return { untilText: clockInZone(payment.expiresAt, merchantTimeZone(merchant)), minutesLeft: Math.max(1, Math.floor(leftMs / 60_000)) };
}

/** "14:05 (East Africa Time)": a time of today on the merchant's clock. */
function clockInZone(instant: Date, timeZone: string): string {
  let format = holdFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone });
    holdFormats.set(timeZone, format);
  }
  return `${format.format(instant)} (${timeZoneName(timeZone, instant)})`;
}

/**
 * What the pay screen says of a link payment's hold on its place or tickets
 * (lib/link-tickets/link-holds.ts): until when, in the merchant's named time zone, or that it
 * ended (paying then takes a place again, if one is free). Null when the payment holds nothing.
 */
function linkHoldOf(payment: Payment, merchant: Merchant, screen: CheckoutScreen, now: Date) {
  if (!payment.linkHoldUntil || (screen !== "ready" && screen !== "failed")) return null;
  const ended = payment.linkHoldUntil <= now;
  return {
    until: payment.linkHoldUntil.toISOString(),
    untilText: clockInZone(payment.linkHoldUntil, merchantTimeZone(merchant)),
    ended,
    tickets: payment.paymentType === "Event",
  };
}

function screenFor(payment: Payment, inFlight: boolean, retriesLeft: number, now: Date): CheckoutScreen {
  switch (payment.status) {
    case "success":
    case "partially_refunded":
    case "fully_refunded":
      return "success";
    case "blocked":
      return "blocked";
    case "cancelled":
      return "cancelled";
    case "incomplete":
      return "expired";
    case "auth_needed":
      return inFlight ? "processing" : now >= payment.expiresAt ? "expired" : "auth_needed";
  }
  if (inFlight) return "processing";
  if (payment.status === "failed") return retriesLeft > 0 ? "failed" : "no_retries";
  return now >= payment.expiresAt ? "expired" : "ready";
}

/** The merchant's return_url with `reference` and `status` added. */
export function returnUrlWith(base: string, reference: string, status: string): string {
  const url = new URL(base);
  url.searchParams.set("reference", reference);
  url.searchParams.set("status", status);
  return url.toString();
}
