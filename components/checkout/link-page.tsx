// The public page of a payment, donation or event link, /l/{slug}. Rendered to a string
// by app/l/[slug]/render-link-page.ts with the checkout's stylesheet and NO script: every choice is
// a plain form control (suggested amounts are radios; "Other amount" shows its input through CSS
// :checked), and an event is two server-rendered steps (quantities, then one name per ticket).
// Plain server components only (lib/html/static-markup.ts says why). It lives beside the checkout's
// components so that scripts/build-checkout-assets.ts compiles its classes into the same stylesheet.
import type { ReactNode } from "react";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import type { LinkPageView } from "@/lib/payment-links/link-page-form";
import { attendeeField, customField, qtyField, ticketsTotal } from "@/lib/payment-links/link-page-form";
import { AlertIcon, LockIcon } from "@/components/ui/icons";
import { themeStyle } from "@/components/checkout/checkout-frame";
import { TestModeBanner } from "@/components/checkout/test-mode";
import { Field, inputLook } from "@/components/checkout/field";
import { phoneCountryOf, phoneExample } from "@/lib/phone";
import { PrimaryButton } from "@/components/checkout/parts";

export type LinkFormState = {
  step: "choose" | "pay";
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
};

const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2";

function LinkFrame({ theme, testMode, merchant, children }: { theme: BrandTheme; testMode: boolean; merchant: LinkPageView["merchant"] | null; children: ReactNode }) {
  return (
    <div style={themeStyle(theme)} className="flex min-h-dvh flex-col bg-slate-50">
      {testMode ? (
        <header>
          <TestModeBanner />
        </header>
      ) : null}
      <div aria-hidden="true" className="h-1 bg-(--accent)" />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 pt-5 pb-10 sm:pt-10">
        {merchant ? (
          <p className="mb-4 flex items-center gap-3 text-[15px] font-semibold text-slate-800">
            {/* A plain <img>: this page is a string of HTML, not a Next page (next/image needs its runtime). */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {merchant.logoUrl ? <img src={merchant.logoUrl} alt="" width={36} height={36} className="size-9 rounded-lg object-contain" /> : null}
            <span>{merchant.name}</span>
          </p>
        ) : null}
        {children}
        <footer className="mt-8 flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <LockIcon className="size-3.5" />
          <span>
            Secure payment · Powered by <span className="font-semibold text-slate-600">Gateway</span>
          </span>
        </footer>
      </main>
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  const parts = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <>
      {parts.map((p, i) => (
        <p key={i} className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-slate-700">
          {p}
        </p>
      ))}
    </>
  );
}

function ErrorText({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertIcon className="mt-px size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The page of an open link, with its form (and the customer's values and errors after a refusal). */
export function LinkPage({ view, theme, state }: { view: LinkPageView; theme: BrandTheme; state: LinkFormState }) {
  const { values, errors } = state;
  const eventChoose = view.kind === "event" && state.step === "choose";
  return (
    <LinkFrame theme={theme} testMode={view.testMode} merchant={view.merchant}>
      <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {view.imageUrl ? <img src={view.imageUrl} alt="" width={960} height={480} className="aspect-[2/1] w-full bg-slate-100 object-cover" /> : null}
        <div className="p-5 sm:p-7">
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{view.title}</h1>
          {view.description ? <Paragraphs text={view.description} /> : null}
          {view.closes ? (
            <p
              className={
                view.closes.soon
                  ? "mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                  : "mt-3 text-sm text-slate-600"
              }
            >
              {view.closes.text}
            </p>
          ) : null}
          <form method="post" action={view.path} className="mt-6 space-y-5">
            <ErrorSummary formError={state.formError} errors={errors} suggestedAmounts={view.amount.type === "chosen" && view.amount.suggested.length > 0} />
            {view.amount.type === "fixed" ? <FixedAmount view={view} values={values} errors={errors} /> : null}
            {view.amount.type === "chosen" ? <ChosenAmount amount={view.amount} currency={view.currency} values={values} errors={errors} /> : null}
            {eventChoose ? <TicketChoice view={view} values={values} errors={errors} /> : null}
            {view.kind === "event" && !eventChoose ? <Attendees view={view} values={values} errors={errors} /> : null}
            {eventChoose ? null : <CustomerFields view={view} values={values} errors={errors} />}
            <input type="hidden" name="step" value={eventChoose ? "choose" : "pay"} />
            <PrimaryButton type="submit">{eventChoose ? "Continue" : view.kind === "donation" ? "Continue to donate" : "Continue to payment"}</PrimaryButton>
            {eventChoose ? null : <p className="text-center text-[13px] text-slate-500">You choose how to pay (card or mobile money) on the next page.</p>}
          </form>
        </div>
      </article>
    </LinkFrame>
  );
}

/**
 * After the server refuses the form: what to change, at the top of the form, each line a link to
 * its field. It takes the focus when the page loads (autofocus works without JavaScript), so the
 * page does not come back at its top with the errors below the fold and nothing said.
 */
function ErrorSummary({ formError, errors, suggestedAmounts }: { formError: string | null; errors: Record<string, string>; suggestedAmounts: boolean }) {
  const fields = Object.entries(errors);
  if (!formError && fields.length === 0) return null;
  // A field's id is its name with dots as dashes (qty.<type> -> qty-<type>); a group's error has its own id.
  const target = (name: string) => (name === "tickets" || (name === "amount" && suggestedAmounts) ? `${name}-error` : name.replace(/\./g, "-"));
  return (
    <div
      id="error-summary"
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby="error-summary-title"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <p id="error-summary-title" className="flex items-start gap-2 font-semibold">
        <AlertIcon className="mt-px size-4 shrink-0" />
        {fields.length === 0 ? "This could not go through" : fields.length === 1 ? "Check this and try again" : `Check these ${fields.length} and try again`}
      </p>
      {formError ? <p className="mt-1 pl-6">{formError}</p> : null}
      {fields.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-10">
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#${target(name)}`} className="underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Section = { values: Record<string, string>; errors: Record<string, string> };

function FixedAmount({ view, values, errors }: { view: LinkPageView } & Section) {
  if (view.amount.type !== "fixed") return null;
  return (
    <div>
      <p className="text-2xl font-semibold text-slate-900">
        {view.amount.each}
        {view.amount.quantityMax ? <span className="text-base font-normal text-slate-600"> each</span> : null}
      </p>
      {view.amount.quantityMax ? (
        <Field
          id="quantity"
          name="quantity"
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={view.amount.quantityMax}
          required
          defaultValue={values.quantity ?? "1"}
          hint={`At most ${view.amount.quantityMax}`}
          error={errors.quantity}
          className="mt-4 max-w-40"
        />
      ) : null}
    </div>
  );
}

function ChosenAmount({ amount, currency, values, errors }: { amount: Extract<LinkPageView["amount"], { type: "chosen" }>; currency: string } & Section) {
  const bounds = [amount.min ? `at least ${amount.min}` : null, amount.max ? `at most ${amount.max}` : null].filter(Boolean).join(", ");
  const hint = bounds ? `In ${currency}, ${bounds}` : `In ${currency}`;
  if (!amount.suggested.length) {
    return <Field id="amount" name="amount" label="Amount" inputMode="decimal" autoComplete="off" required placeholder={amount.placeholder} defaultValue={values.amount ?? ""} hint={hint} error={errors.amount} />;
  }
  const chosen = values.amount_choice ?? "";
  const pill =
    `flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] font-semibold text-slate-800 ` +
    `has-checked:border-(--accent) has-checked:bg-(--accent) has-checked:text-(--on-accent) has-focus-visible:ring-2 has-focus-visible:ring-(--accent-text) has-focus-visible:ring-offset-2`;
  return (
    <fieldset aria-describedby={errors.amount ? "amount-error" : undefined} className="group">
      <legend className="mb-2 block text-sm font-medium text-slate-700">Choose an amount</legend>
      <div className="grid grid-cols-3 gap-2">
        {amount.suggested.map((s) => (
          <label key={s.value} className={pill}>
            <input type="radio" name="amount_choice" value={s.value} defaultChecked={chosen === s.value} className="sr-only" />
            {s.label}
          </label>
        ))}
        <label className={pill}>
          <input id="amount-other" type="radio" name="amount_choice" value="other" defaultChecked={chosen === "other"} className="sr-only" />
          Other
        </label>
      </div>
      {/* Shown when "Other" is chosen (CSS only); with it hidden the field is not sent as an answer (the radio wins). */}
      <div className="mt-3 hidden group-has-[#amount-other:checked]:block">
        <Field id="amount" name="amount" label="Other amount" inputMode="decimal" autoComplete="off" placeholder={amount.placeholder} defaultValue={values.amount ?? ""} hint={hint} />
      </div>
      {errors.amount ? <ErrorText id="amount-error" message={errors.amount} /> : <p className="mt-2 text-sm text-slate-500">{hint}</p>}
    </fieldset>
  );
}

function TicketChoice({ view, values, errors }: { view: LinkPageView } & Section) {
  return (
    <fieldset aria-describedby={errors.tickets ? "tickets-error" : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">Tickets</legend>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {view.ticketTypes.map((t) => {
          const id = `qty-${t.id}`;
          const error = errors[qtyField(t.id)];
          return (
            <li key={t.id} className="flex items-center justify-between gap-3 p-3.5">
              <div className="min-w-0">
                <label htmlFor={id} className="block text-[15px] font-semibold text-slate-900">
                  {t.name}
                </label>
                <p className="text-sm text-slate-600">
                  {t.price} · {t.unavailable ?? `${t.left} left`}
                </p>
                {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
              </div>
              <select
                id={id}
                name={qtyField(t.id)}
                defaultValue={values[qtyField(t.id)] ?? "0"}
                disabled={t.selectable === 0}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                // Its own width, not a field's full one: beside its label on a phone it stays inside the card.
                className={`${inputLook} block w-20 shrink-0`}
              >
                {Array.from({ length: t.selectable + 1 }, (_, n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      {errors.tickets ? <ErrorText id="tickets-error" message={errors.tickets} /> : <p className="mt-2 text-sm text-slate-500">At most {view.maxTickets} tickets at once.</p>}
    </fieldset>
  );
}

function Attendees({ view, values, errors }: { view: LinkPageView } & Section) {
  const chosen = view.ticketTypes.map((t) => ({ type: t, n: Math.min(100, Number(/^\d+$/.test(values[qtyField(t.id)] ?? "") ? values[qtyField(t.id)] : 0)) })).filter((c) => c.n > 0);
  const tickets = chosen.flatMap(({ type, n }) => Array.from({ length: n }, (_, i) => ({ type, n: i + 1 }))).map((t, i) => ({ ...t, number: i + 1 }));
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium text-slate-700">Your tickets</legend>
      <ul className="rounded-xl border border-slate-200 bg-slate-50 p-3.5 text-[15px] text-slate-800">
        {chosen.map(({ type, n }) => (
          <li key={type.id} className="flex justify-between gap-3">
            <span>
              {n} × {type.name}
            </span>
            <span>{type.price} each</span>
          </li>
        ))}
        <li className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold text-slate-900">
          <span>Total</span>
          <span>{ticketsTotal(view, chosen)}</span>
        </li>
      </ul>
      <p className="mt-2 text-sm">
        <a href={view.path} className={`font-medium text-(--accent-text) underline underline-offset-4 ${focusRing}`}>
          Change tickets
        </a>
      </p>
      {chosen.map(({ type, n }) => (
        <input key={type.id} type="hidden" name={qtyField(type.id)} value={String(n)} />
      ))}
      <div className="mt-4 space-y-4">
        {tickets.map(({ type, n, number }) => {
          const name = attendeeField(type.id, n);
          return (
            <Field
              key={name}
              id={`attendee-${type.id}-${n}`}
              name={name}
              label={`Ticket ${number} (${type.name}): attendee's name`}
              autoComplete="off"
              required
              maxLength={100}
              defaultValue={values[name] ?? ""}
              error={errors[name]}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function CustomerFields({ view, values, errors }: { view: LinkPageView } & Section) {
  const any = view.collect.name || view.collect.email || view.collect.phone || view.customFields.length > 0;
  if (!any) return null;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 block text-sm font-medium text-slate-700">Your details</legend>
      {view.collect.name ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="first_name" name="first_name" label="First name" autoComplete="given-name" required maxLength={100} defaultValue={values.first_name ?? ""} error={errors.first_name} />
          <Field id="last_name" name="last_name" label="Last name (optional)" autoComplete="family-name" maxLength={100} defaultValue={values.last_name ?? ""} error={errors.last_name} />
        </div>
      ) : null}
      {view.collect.email ? (
        <Field id="email" name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email ?? ""} hint={view.receiptMailed ? "Your receipt is sent here." : "So the merchant can reach you about this payment. Your receipt is shown once you have paid."} error={errors.email} />
      ) : null}
      {view.collect.phone ? (
        <Field id="phone_number" name="phone_number" label="Phone number" type="tel" autoComplete="tel" required defaultValue={values.phone_number ?? ""} hint={`For example ${phoneExample(phoneCountryOf(view.currency))}`} error={errors.phone_number} />
      ) : null}
      {view.customFields.map((f) => (
        <Field
          key={f.key}
          id={`cf-${f.key}`}
          name={customField(f.key)}
          label={f.required ? f.label : `${f.label} (optional)`}
          required={f.required}
          maxLength={200}
          defaultValue={values[customField(f.key)] ?? ""}
          error={errors[customField(f.key)]}
        />
      ))}
    </fieldset>
  );
}

/** A link that takes no payment (unknown, deactivated, expired, at its limit, sold out): what happened, in words. */
export function LinkUnavailable({ view, theme, heading, message }: { view: LinkPageView | null; theme: BrandTheme; heading: string; message: string }) {
  return (
    <LinkFrame theme={theme} testMode={view?.testMode ?? false} merchant={view?.merchant ?? null}>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-slate-100 text-slate-600">
          <AlertIcon className="size-7" />
        </span>
        {view ? <p className="mt-5 text-sm font-medium text-slate-600">{view.title}</p> : null}
        <h1 className="mt-2 text-xl font-semibold text-slate-900">{heading}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{message}</p>
      </div>
    </LinkFrame>
  );
}
