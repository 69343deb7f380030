// Small building blocks of the hosted checkout (independent of the dashboard's components/ui).
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AlertIcon } from "@/components/ui/icons";

const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2";

export function PrimaryButton({ children, className = "", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-(--accent) px-4 py-3 text-base font-semibold text-(--on-accent) shadow-sm transition hover:brightness-110 active:brightness-95 ${focusRing} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}

/** A link that looks like the primary button (e.g. "Return to the merchant"). */
export function PrimaryLink({ href, children, target }: { href: string; children: ReactNode; target?: string }) {
  return (
    <a
      href={href}
      target={target}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-(--accent) px-4 py-3 text-base font-semibold text-(--on-accent) shadow-sm transition hover:brightness-110 ${focusRing}`}
    >
      {children}
    </a>
  );
}

export function SecondaryLink({ href, children, target }: { href: string; children: ReactNode; target?: string }) {
  return (
    <a
      href={href}
      target={target}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-medium text-slate-800 shadow-xs transition hover:bg-slate-50 ${focusRing}`}
    >
      {children}
    </a>
  );
}

export function HiddenEmbedOrigin({ value }: { value: string | null }) {
  return value ? <input type="hidden" name="embed_origin" value={value} /> : null;
}

/**
 * "Cancel payment": never in one tap. A POST form without `confirm`, so with
 * JavaScript off the server answers "Cancel this payment?" as a page of its own
 * (lib/checkout/checkout-forms.ts). With JavaScript the checkout's script opens the same question
 * in the <dialog> below instead; "Keep paying" closes it (method="dialog", no script needed).
 */
export function CancelPaymentForm({ token, embedOrigin, merchantName }: { token: string; embedOrigin: string | null; merchantName: string }) {
  return (
    <>
      <form method="post" action={`/checkout/${token}/cancel`} className="text-center" data-cancel-payment="">
        <HiddenEmbedOrigin value={embedOrigin} />
        <button
          type="submit"
          className={`rounded-md px-2 py-1 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline ${focusRing}`}
        >
          Cancel payment
        </button>
      </form>
      <dialog
        id="cancel-payment-dialog"
        aria-labelledby="cancel-payment-title"
        aria-describedby="cancel-payment-text"
        className="m-auto w-[min(100%-2rem,24rem)] rounded-2xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
      >
        {/* The first control takes the focus when the dialog opens: keeping on paying is the default. */}
        <h2 id="cancel-payment-title" className="text-lg font-semibold text-slate-900">
          Cancel this payment?
        </h2>
        <p id="cancel-payment-text" className="mt-2 text-[15px] leading-relaxed text-slate-600">
          No money has been taken. If you cancel, this payment link stops working and you need a new one from {merchantName} to pay.
        </p>
        <form method="dialog" className="mt-5">
          <PrimaryButton type="submit">Keep paying</PrimaryButton>
        </form>
        <div className="mt-3">
          <ConfirmCancelForm token={token} embedOrigin={embedOrigin} />
        </div>
      </dialog>
    </>
  );
}

/** The second step: the cancel form with confirm=yes, which cancels. */
export function ConfirmCancelForm({ token, embedOrigin }: { token: string; embedOrigin: string | null }) {
  return (
    <form method="post" action={`/checkout/${token}/cancel`}>
      <HiddenEmbedOrigin value={embedOrigin} />
      <input type="hidden" name="confirm" value="yes" />
      <button
        type="submit"
        className={`inline-flex w-full items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-[15px] font-medium text-red-700 shadow-xs transition hover:bg-red-50 ${focusRing}`}
      >
        Yes, cancel payment
      </button>
    </form>
  );
}

export function Notice({ tone, title, children, role }: { tone: "error" | "warning" | "info"; title?: string; children?: ReactNode; role?: "alert" | "status" }) {
  const tones = {
    error: "border-red-200 bg-red-50 text-red-900 [&_svg]:text-red-600",
    warning: "border-amber-200 bg-amber-50 text-amber-950 [&_svg]:text-amber-600",
    info: "border-slate-200 bg-slate-50 text-slate-800 [&_svg]:text-slate-500",
  } as const;
  return (
    <div role={role} className={`flex gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}>
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
