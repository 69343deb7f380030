import "server-only";
// The hosted checkout's HTML forms (issue 3): POST /checkout/<token>/pay, /otp and /cancel.
// They work without client JavaScript: each reads an urlencoded form, calls one checkout
// service and answers 303 back to the page, which renders the new state. Errors travel back
// as short codes (lib/checkout/form-errors.ts). Card numbers and CVCs are used for the
// processor call only: never put in a URL, never logged (the form data is not logged at all).
import type { z } from "zod";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { cancelCheckout, confirmAttemptOtp, submitPaymentAttempt } from "@/lib/checkout/submit-payment-attempt";
import { checkoutPagePath, parseEmbedOrigin } from "@/lib/checkout/checkout-page-url";
import { formErrorFromException, formErrorFromZod, type FormError } from "@/lib/checkout/form-errors";
import { isOwnFormPost } from "@/lib/checkout/origins";
import { bankTransferAttemptSchema, cardAttemptSchema, otpSchema, walletAttemptSchema, type AttemptInput } from "@/lib/schemas/checkout";
import { findMethod } from "@/lib/payments/methods";
import { findUnsafeFormField } from "@/lib/http/unsafe-text";
import { logger } from "@/lib/logger";

type FormContext = { token: string; form: FormData; embedOrigin: string | null };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Shared steps of every checkout form: token shape, Origin, content type, body. */
async function withCheckoutForm(request: Request, token: string, action: (ctx: FormContext) => Promise<Response>): Promise<Response> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return text(404, "Payment link not found");
  if (!isOwnFormPost(request.headers)) return text(403, "Forbidden: this form may only be sent from the checkout page");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return text(415, "Send the checkout form as application/x-www-form-urlencoded");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirect(checkoutPagePath(token, { error: { code: "bad_form" } }));
  }
  // NUL or a lone surrogate in any field: refused like an unreadable form (lib/http/unsafe-text.ts).
  if (findUnsafeFormField(form)) return redirect(checkoutPagePath(token, { error: { code: "bad_form" } }));
  const embedOrigin = parseEmbedOrigin(form.get("embed_origin"));
  try {
    return await action({ token, form, embedOrigin });
  } catch (error) {
    const problem = formErrorFromException(error);
    if (problem.code === "unexpected") {
      // The error only: never the form, which may hold a card number and CVC.
      logger().error({ err: error, route: new URL(request.url).pathname.replace(token, ":token") }, "checkout form failed");
    }
    const method = field(form, "method");
    return redirect(checkoutPagePath(token, { error: problem, embedOrigin, method: method || null }));
  }
}

/** POST /checkout/<token>/pay: one payment attempt by card, wallet or bank transfer. */
export function handlePayForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ form, embedOrigin }) => {
    const methodId = field(form, "method");
    const method = findMethod(methodId);
    const back = (error: FormError | null) => redirect(checkoutPagePath(token, { error, embedOrigin, method: method?.id ?? null }));
    if (!method) return back({ code: "method_unavailable" });

    const parsed = attemptInput(method.id, method.kind, form);
    if ("error" in parsed) return back(parsed.error);
    const payment = await submitPaymentAttempt(token, parsed.input);
    // After a failure the page reopens the method just tried; otherwise the URL stays clean.
    return payment.status === "failed" ? back(null) : redirect(checkoutPagePath(token, { embedOrigin }));
  });
}

/** POST /checkout/<token>/otp: the OTP / 3-D Secure code of the attempt that asked for it. */
export function handleOtpForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ form, embedOrigin }) => {
    const values = { otp: field(form, "otp") };
    const result = otpSchema.safeParse(values);
    if (!result.success) return redirect(checkoutPagePath(token, { error: formErrorFromZod(result.error, values), embedOrigin }));
    await confirmAttemptOtp(token, result.data.otp);
    return redirect(checkoutPagePath(token, { embedOrigin }));
  });
}

/** POST /checkout/<token>/cancel: the customer's "Cancel payment". */
export function handleCancelForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ embedOrigin }) => {
    await cancelCheckout(token);
    return redirect(checkoutPagePath(token, { embedOrigin }));
  });
}

type Parsed = { input: AttemptInput } | { error: FormError };

function attemptInput(methodId: string, kind: "card" | "wallet" | "bank_transfer", form: FormData): Parsed {
  const parse = <S extends z.ZodType>(schema: S, values: Record<string, string>): { data: z.output<S> } | { error: FormError } => {
    const result = schema.safeParse(values);
    return result.success ? { data: result.data as z.output<S> } : { error: formErrorFromZod(result.error, values) };
  };
  switch (kind) {
    case "card": {
      const values = {
        method: "card",
        card_number: field(form, "card_number"),
        expiry: normalizeExpiry(field(form, "expiry")),
        cvc: field(form, "cvc"),
        name: field(form, "name"),
      };
      const result = parse(cardAttemptSchema, values);
      if ("error" in result) return result;
      const card = result.data;
      return {
        input: {
          method: "card",
          card: { number: card.card_number, expMonth: card.expiry.month, expYear: card.expiry.year, cvc: card.cvc, name: card.name, brand: card.brand, last4: card.last4 },
        },
      };
    }
    case "wallet": {
      const values = { method: methodId, phone_number: field(form, "phone_number") };
      const result = parse(walletAttemptSchema, values);
      if ("error" in result) return result;
      return { input: { method: methodId, account: compactPhone(result.data.phone_number), kind: "wallet" } };
    }
    case "bank_transfer": {
      const values = { method: "bank_transfer", account_number: field(form, "account_number") };
      const result = parse(bankTransferAttemptSchema, values);
      if ("error" in result) return result;
      return { input: { method: methodId, account: result.data.account_number, kind: "bank_transfer" } };
    }
  }
}

/** A form field as text ("" when missing or a file), at most 200 characters. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/**
 * Phones' numeric keypads have no "/": accept "1229" and "122029" as well as "12/29".
 * Everything else goes to the schema as typed.
 */
export function normalizeExpiry(value: string): string {
  const digits = /^\s*(\d{2})\s*(\d{2}|\d{4})\s*$/.exec(value);
  return digits ? `${digits[1]}/${digits[2]}` : value;
}

/** "+251 91-111 0003" -> "+251911110003": the processor and the stored last four digits want digits only. */
function compactPhone(phone: string): string {
  return phone.replace(/[\s().-]/g, "");
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
