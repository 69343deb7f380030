// The right-hand side of the checkout for each state of the payment: one clear
// screen per state, each with an h2 that says where the customer is.
import type { ReactNode } from "react";
import type { CheckoutView } from "@/lib/checkout/checkout-view";
import { findMethod } from "@/lib/catalog/payment-methods";
import { Field } from "@/components/checkout/field";
import { BanIcon, CheckIcon, ClockIcon, LockIcon, ShieldIcon, CloseIcon } from "@/components/ui/icons";
import { CancelPaymentForm, ConfirmCancelForm, HiddenEmbedOrigin, Notice, PrimaryButton, PrimaryLink, SecondaryLink } from "@/components/checkout/parts";
import { CheckoutForm, fieldErrors } from "@/components/checkout/checkout-form";
import { PaymentMethods, UnavailableMethods, type CheckoutFormError, type KeptChoice } from "@/components/checkout/payment-methods";
import { TestValuesPanel } from "@/components/checkout/test-mode";
import { ReceiptTickets } from "@/components/checkout/receipt-page";
import type { ReceiptView } from "@/lib/receipts/receipt-view";

export type ScreenProps = {
  view: CheckoutView;
  token: string;
  /** Validated `embed_origin`: forms carry it along. */
  embedOrigin: string | null;
  /** In an iframe or popup opened by inline.js: the parent page decides where to go next. */
  embedded: boolean;
  error: CheckoutFormError | null;
  openMethod: string | null;
  /** The method and wallet number the customer chose last on this device. */
  kept: KeptChoice;
  /** "Visa •••• 4242" of the successful attempt, for the receipt. */
  paidWith: string | null;
  /**
   * The success screen's way back to the return_url by itself: after `seconds`, counted down on
   * the screen, unless the customer stays (`stayHref`, the page without the countdown) or does
   * anything on the page. Null: no return_url, embedded, or the customer chose to stay.
   */
  autoReturn: { seconds: number; stayHref: string } | null;
  /** On the success screen: the paid tickets, and the address the receipt is e-mailed to (null: it is not e-mailed). */
  receipt?: { tickets: ReceiptView["tickets"]; mailedTo: string | null } | null;
  /** This page's own address without one-off parameters (errors), for "check again". */
  pagePath: string;
  /** "Cancel payment" was tapped with JavaScript off: ask before cancelling. */
  confirmCancel?: boolean;
  /** An expired payment made on a payment link still open: its page, to start a new payment. */
  restartPath?: string | null;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function CheckoutScreen(props: ScreenProps) {
  if (props.confirmCancel && (props.view.screen === "ready" || props.view.screen === "failed" || props.view.screen === "auth_needed")) {
    return <ConfirmCancelScreen {...props} />;
  }
  switch (props.view.screen) {
    case "ready":
    case "failed":
      return <PayScreen {...props} />;
    case "processing":
      return <ProcessingScreen {...props} />;
    case "auth_needed":
      return <AuthScreen {...props} />;
    case "success":
      return <SuccessScreen {...props} />;
    case "no_retries":
      return (
        <EndScreen {...props} icon={<BanIcon />} tone="red" title="No retries left">
          This payment could not be completed and no more attempts are allowed
          {props.view.lastFailure ? <> (last attempt: {lowerFirst(props.view.lastFailure)})</> : null}. No money was taken. Contact{" "}
          {props.view.merchant.name} to pay another way.
        </EndScreen>
      );
    case "blocked":
      return (
        <EndScreen {...props} icon={<ShieldIcon />} tone="red" title="Payment blocked">
          This payment was stopped by our security checks and cannot be retried. No money was taken. If you think this is a mistake, contact{" "}
          {props.view.merchant.name}.
        </EndScreen>
      );
    case "cancelled":
      return (
        <EndScreen {...props} icon={<CloseIcon />} tone="slate" title="Payment cancelled">
          You cancelled this payment. No money was taken.
        </EndScreen>
      );
    case "expired":
      return (
        <EndScreen
          {...props}
          icon={<ClockIcon />}
          tone="slate"
          title="This payment link has expired"
          action={
            props.restartPath && !props.embedded ? (
              <PrimaryLink href={props.restartPath}>Start a new payment</PrimaryLink>
            ) : null
          }
        >
          The time to pay has run out and no money was taken.{" "}
          {props.restartPath && !props.embedded
            ? `${props.view.merchant.name}'s payment page is still open: start again there.`
            : `Ask ${props.view.merchant.name} for a new payment link.`}
        </EndScreen>
      );
  }
}

function PayScreen({ view, token, embedOrigin, error, openMethod, kept }: ScreenProps) {
  const failed = view.screen === "failed";
  const generalError = error?.message && !error.method ? error : null;
  return (
    <div className="space-y-5">
      <h2 id="payment-heading" className="text-lg font-semibold text-slate-900">
        {failed ? "Try again" : "Pay with"}
      </h2>
      {failed && view.anotherNumber ? (
        <Notice tone="info" role="status">
          Enter the number to use, or choose another method: {plural(view.retriesLeft, "attempt", "attempts")} left.
        </Notice>
      ) : failed ? (
        <Notice tone="error" title="Payment failed" role="alert">
          {view.lastFailure ? `${withPeriod(view.lastFailure)} ` : ""}
          You can try again or choose another method: {plural(view.retriesLeft, "attempt", "attempts")} left.
        </Notice>
      ) : null}
      {generalError ? (
        <Notice tone="error" role="alert">
          {generalError.message}
        </Notice>
      ) : null}
      {view.expiry ? <ExpiryNotice expiry={view.expiry} /> : null}
      {view.linkHold ? <LinkHoldNotice hold={view.linkHold} /> : null}
      {view.processorAvailable ? (
        <PaymentMethods view={view} token={token} embedOrigin={embedOrigin} error={error} openMethod={openMethod} kept={kept} />
      ) : (
        <>
          <Notice tone="warning" title="Live payments are not available yet" role="status">
            {view.merchant.name} cannot take live payments here yet. Nothing will be charged.
          </Notice>
          <UnavailableMethods view={view} />
        </>
      )}
      <CancelPaymentForm token={token} embedOrigin={embedOrigin} merchantName={view.merchant.name} />
      {view.testMode ? <TestValuesPanel currency={view.currency} /> : null}
    </div>
  );
}

/** How long the link's place or tickets are kept for this customer (lib/link-tickets/link-holds.ts). */
/** The payment's time runs out soon: until when, and what happens then. */
function ExpiryNotice({ expiry }: { expiry: NonNullable<CheckoutView["expiry"]> }) {
  return (
    <Notice tone="warning" role="status">
      Pay by {expiry.untilText}: {expiry.minutesLeft === 1 ? "about a minute" : `about ${expiry.minutesLeft} minutes`} left. After that this page takes no
      payment and nothing is charged.
    </Notice>
  );
}

function LinkHoldNotice({ hold }: { hold: NonNullable<CheckoutView["linkHold"]> }) {
  const what = hold.tickets ? "Your tickets are" : "Your place is";
  return hold.ended ? (
    <Notice tone="warning" role="status">
      {hold.tickets ? "Your tickets were" : "Your place was"} held until {hold.untilText}. You can still pay if {hold.tickets ? "they are" : "one is"} still free.
    </Notice>
  ) : (
    <Notice tone="info" role="status">
      {what} held for you until {hold.untilText}. Going back or cancelling gives {hold.tickets ? "them" : "it"} to the next customer.
    </Notice>
  );
}

/**
 * "Cancel this payment?" as a page of its own, for the first tap on "Cancel payment" with
 * JavaScript off: keeping on paying is the main action; cancelling is the second step.
 */
function ConfirmCancelScreen({ view, token, embedOrigin, pagePath }: ScreenProps) {
  return (
    <div className="space-y-5 py-4">
      <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
        Cancel this payment?
      </h2>
      <p className="text-[15px] leading-relaxed text-slate-600">
        No money has been taken. If you cancel, this payment link stops working and you need a new one from {view.merchant.name} to pay.
      </p>
      <div className="space-y-3">
        <PrimaryLink href={pagePath}>Keep paying</PrimaryLink>
        <ConfirmCancelForm token={token} embedOrigin={embedOrigin} />
      </div>
    </div>
  );
}

/** Leave an attempt waiting at the processor and choose again (the processor is asked first). */
function PayAnotherWayForm({ token, embedOrigin }: Pick<ScreenProps, "token" | "embedOrigin">) {
  return (
    <form method="post" action={`/checkout/${token}/another-way`} className="mt-4 text-center">
      <HiddenEmbedOrigin value={embedOrigin} />
      <button
        type="submit"
        className="rounded-md px-2 py-1 text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Pay another way
      </button>
    </form>
  );
}

function ProcessingScreen({ view, pagePath, token, embedOrigin }: ScreenProps) {
  const method = view.pendingMethod ? findMethod(view.pendingMethod) : undefined;
  if (view.redirectUrl) {
    // The attempt waits on the processor's own page (a card, or a wallet through Chapa).
    return (
      <div className="py-6 text-center" aria-live="polite">
        <h2 id="payment-heading" className="mt-5 text-lg font-semibold text-slate-900">
          Finish paying on the secure payment page
        </h2>
        <p className="mx-auto mt-2 max-w-sm text-[15px] text-slate-600">
          {method ? `You are paying with ${method.name} on our payment partner's page. ` : null}When you are done there, you come back here.
        </p>
        <p className="mt-6">
          <a href={view.redirectUrl} className="inline-block rounded-lg bg-(--accent) px-4 py-2.5 text-sm font-semibold text-(--on-accent)">
            Continue to the payment page
          </a>
        </p>
        <p className="mt-4 text-sm text-slate-500">This page checks the payment by itself.</p>
        <p className="mt-2">
          <a href={pagePath} className="text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline">
            Check again now
          </a>
        </p>
        {view.canPayAnotherWay ? <PayAnotherWayForm token={token} embedOrigin={embedOrigin} /> : null}
      </div>
    );
  }
  return (
    <div className="py-6 text-center" aria-live="polite">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-(--accent-soft)">
        <span aria-hidden="true" className="size-7 rounded-full border-[3px] border-(--accent)/25 border-t-(--accent) motion-safe:animate-spin" />
      </span>
      <h2 id="payment-heading" className="mt-5 text-lg font-semibold text-slate-900">
        Confirming your payment…
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-[15px] text-slate-600">
        {method?.kind === "wallet"
          ? `Approve the request on your phone in ${method.name}. This can take a little while.`
          : method?.kind === "bank_transfer"
            ? "Your bank is confirming the transfer. This can take a little while."
            : "We are waiting for the result from your bank."}
      </p>
      <p className="mt-4 text-sm text-slate-500">This page updates by itself. Please keep it open.</p>
      <p className="mt-6">
        <a href={pagePath} className="text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline">
          Check again now
        </a>
      </p>
      {view.canPayAnotherWay ? <PayAnotherWayForm token={token} embedOrigin={embedOrigin} /> : null}
    </div>
  );
}

function AuthScreen({ view, token, embedOrigin, error }: ScreenProps) {
  const method = view.pendingMethod ? findMethod(view.pendingMethod) : undefined;
  const bank = view.challenge === "3ds";
  const generalError = error?.message ? error : null;
  return (
    <div className="space-y-5">
      <div>
        <span className="grid size-11 place-items-center rounded-full bg-(--accent-soft) text-(--accent-text)">
          <ShieldIcon className="size-6" />
        </span>
        <h2 id="payment-heading" className="mt-4 text-lg font-semibold text-slate-900">
          {bank ? "Your bank needs to confirm this payment" : "Confirm the payment on your phone"}
        </h2>
        <p className="mt-1.5 text-[15px] text-slate-600">
          {bank
            ? "Enter the verification code your bank sent you (3-D Secure)."
            : view.codeSentTo
              ? `Enter the code ${method?.name ?? "your wallet"} sent to ${view.codeSentTo}.`
              : `Enter the code ${method?.name ?? "your wallet"} sent to your phone.`}
        </p>
      </div>
      {generalError ? (
        <Notice tone="error" role="alert">
          {generalError.message}
        </Notice>
      ) : null}
      <CheckoutForm
        kind="otp"
        action={`/checkout/${token}/otp`}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      >
        <HiddenEmbedOrigin value={embedOrigin} />
        <Field
          id="otp"
          name="otp"
          {...fieldErrors("otp", error?.fields ?? {})("otp")}
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={8}
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          hint={view.otpTriesLeft !== null ? `${plural(view.otpTriesLeft, "try", "tries")} left` : undefined}
        />
        <PrimaryButton type="submit">
          <LockIcon className="size-4" />
          Confirm {view.amountText}
        </PrimaryButton>
      </CheckoutForm>
      {method?.kind === "wallet" ? (
        <form method="post" action={`/checkout/${token}/another-number`} className="text-center">
          <HiddenEmbedOrigin value={embedOrigin} />
          <button
            type="submit"
            className="rounded-md px-2 py-1 text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Use another number
          </button>
        </form>
      ) : null}
      <CancelPaymentForm token={token} embedOrigin={embedOrigin} merchantName={view.merchant.name} />
      {view.testMode ? <TestValuesPanel currency={view.currency} /> : null}
    </div>
  );
}

function SuccessScreen({ view, token, embedded, paidWith, autoReturn, receipt }: ScreenProps) {
  const receiptPath = `/checkout/${token}/receipt`;
  const tickets = receipt?.tickets ?? [];
  return (
    <div className="py-4 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="size-8" strokeWidth={2.4} />
      </span>
      <h2 id="payment-heading" className="mt-5 text-xl font-semibold text-slate-900">
        Payment successful
      </h2>
      <p className="mt-2 text-[15px] text-slate-600">
        You paid <span className="font-semibold text-slate-900">{view.amountText}</span> to {view.merchant.name}.
      </p>
      <dl className="mx-auto mt-6 max-w-sm divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50/60 text-left text-sm">
        {paidWith ? (
          <div className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">Paid with</dt>
            <dd className="text-slate-900">{paidWith}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-500">Payment ID</dt>
          <dd className="truncate font-mono text-[13px] text-slate-900">{view.reference}</dd>
        </div>
      </dl>
      {tickets.length ? <ReceiptTickets tickets={tickets} headingLevel={3} className="mx-auto mt-6 max-w-sm text-left" /> : null}
      <div className="mx-auto mt-6 max-w-sm space-y-3">
        <BackToMerchant view={view} embedded={embedded} primary />
        {autoReturn ? <AutoReturn seconds={autoReturn.seconds} stayHref={autoReturn.stayHref} merchantName={view.merchant.name} /> : null}
        {!view.returnUrl && !view.shopUrl && !embedded ? <p className="text-sm text-slate-500">You can close this page now.</p> : null}
        {/* The receipt, printable, at an address of its own. In a frame it opens in a tab of its own. */}
        <p>
          <a
            href={receiptPath}
            target={embedded ? "_blank" : undefined}
            rel={embedded ? "noopener" : undefined}
            className="rounded-md px-2 py-1 text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            View receipt
          </a>
        </p>
        {/* Only say it is e-mailed when it will be (an address, receipts on, a mail server): else how to keep it. */}
        <p className="text-[13px] leading-relaxed text-slate-500">
          {receipt?.mailedTo
            ? `A copy of the receipt${tickets.length ? " and the tickets" : ""} is on its way to ${receipt.mailedTo}.`
            : `Keep this page's receipt link to see the receipt${tickets.length ? " and the tickets" : ""} again, or open it and save it as a PDF.`}
        </p>
      </div>
    </div>
  );
}

/**
 * "Taking you back in 15 seconds", with "Stay on this page". Without JavaScript a <meta refresh>
 * in <noscript> goes back (components/checkout/checkout-page.tsx) and "Stay" is a link to the page
 * without it; with JavaScript the script counts down here (lib/checkout/client/checkout-forms.ts)
 * and stops for good at the first tap, key, scroll or "Stay".
 */
function AutoReturn({ seconds, stayHref, merchantName }: { seconds: number; stayHref: string; merchantName: string }) {
  return (
    <div data-return-countdown={seconds} className="space-y-1.5">
      {/* The number that changes is hidden from screen readers: the status is read once, not every second. */}
      <p className="text-sm text-slate-600" role="status" data-return-message="">
        Taking you back to {merchantName} in <span aria-hidden="true" data-return-seconds="">{seconds}</span>
        <span className="sr-only">{seconds}</span> seconds.
      </p>
      <p>
        <a
          href={stayHref}
          data-return-stay=""
          className="rounded-md px-2 py-1 text-sm font-medium text-(--accent-text) underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Stay on this page
        </a>
      </p>
    </div>
  );
}

const tones = {
  red: "bg-red-100 text-red-700",
  slate: "bg-slate-100 text-slate-600",
} as const;

function EndScreen({ view, embedded, icon, tone, title, action, children }: ScreenProps & { icon: ReactNode; tone: keyof typeof tones; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="py-4 text-center">
      <span className={`mx-auto grid size-14 place-items-center rounded-full ${tones[tone]} [&_svg]:size-7`}>{icon}</span>
      <h2 id="payment-heading" className="mt-5 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-[15px] leading-relaxed text-slate-600">{children}</p>
      <div className="mx-auto mt-6 max-w-sm space-y-3">
        {action}
        <BackToMerchant view={view} embedded={embedded} />
      </div>
    </div>
  );
}

/**
 * Back to the merchant's return_url (with reference and status), else to the shop's website from
 * its settings (a customer who cancels must have a way back). Embedded, the link targets
 * the top window and public/checkout-bridge.js turns it into a "close" message to the parent page.
 */
function BackToMerchant({ view, embedded, primary = false }: { view: CheckoutView; embedded: boolean; primary?: boolean }) {
  const label = embedded ? "Done" : `Return to ${view.merchant.name}`;
  if (!view.returnUrl) {
    if (embedded) {
      return (
        <button
          type="button"
          data-gateway-close=""
          className="inline-flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Done
        </button>
      );
    }
    return view.shopUrl ? <SecondaryLink href={view.shopUrl}>{`Back to ${view.merchant.name}`}</SecondaryLink> : null;
  }
  const Link = primary ? PrimaryLink : SecondaryLink;
  return (
    <span data-gateway-close="" className="contents">
      <Link href={view.returnUrl} target={embedded ? "_top" : undefined}>
        {label}
      </Link>
    </span>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, "");
const withPeriod = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
