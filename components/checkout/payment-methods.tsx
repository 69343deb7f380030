// The payment methods of a checkout, in the merchant's order, as a radio group: a <fieldset>
// with a legend and one <input type="radio" name="payment-method"> per method, so a screen
// reader hears a choice ("radio button, 2 of 5") and the arrow keys move between methods, as in
// any radio group. Tapping the checked method again keeps it checked: one method is always chosen.
// The chosen method's fields are shown by CSS alone (`.peer:checked ~ panel`), so it works
// without JavaScript. The radios sit outside the methods' forms: each method keeps its own plain
// HTML form that POSTs to /checkout/<token>/pay, and radios of one name in different forms would
// be different groups.
import type { ReactNode } from "react";
import type { CheckoutView } from "@/lib/checkout/checkout-view";
import type { FormErrors } from "@/lib/forms/form-errors";
import { CheckoutForm, fieldErrors } from "@/components/checkout/checkout-form";
import { Field } from "@/components/checkout/field";
import { BankIcon, CardIcon, LockIcon, PhoneIcon } from "@/components/ui/icons";
import { HiddenEmbedOrigin, PrimaryButton } from "@/components/checkout/parts";

/**
 * The server's answer to a form, from the query string: a general message, and every field's
 * message. `method` is the form they belong to (the method just tried), or null for the page.
 */
export type CheckoutFormError = { message: string | null; fields: FormErrors; method: string | null };

/** The wallet number the customer typed last (lib/checkout/retry-choice.ts), to fill in again. */
export type KeptChoice = { method: string; phone?: string } | null;

type Method = CheckoutView["methods"][number];

type Props = {
  view: CheckoutView;
  token: string;
  embedOrigin: string | null;
  error: CheckoutFormError | null;
  /** The method whose radio starts checked (its form shown). */
  openMethod: string | null;
  kept: KeptChoice;
};

/** A wallet number of each country, written locally and internationally (both are accepted). */
const PHONE_EXAMPLES: Record<string, { local: string; international: string }> = {
  "+251": { local: "091 123 4567", international: "+251 91 123 4567" },
  "+256": { local: "0772 123 456", international: "+256 772 123 456" },
  "+253": { local: "77 12 34 56", international: "+253 77 12 34 56" },
};

export function PaymentMethods({ view, token, embedOrigin, error, openMethod, kept }: Props) {
  const open = view.methods.find((m) => m.id === openMethod)?.id ?? view.methods[0]?.id;
  return (
    <fieldset className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <legend className="sr-only">Payment method</legend>
      {view.methods.map((method) => {
        const radioId = `payment-method-${method.id}`;
        return (
          <div key={method.id} data-payment-method={method.id} className="relative border-b border-slate-200 last:border-b-0">
            {/* The radio itself is the visible circle: the browser's own control, in the brand colour. */}
            <input
              type="radio"
              name="payment-method"
              id={radioId}
              value={method.id}
              defaultChecked={method.id === open}
              aria-describedby={`${radioId}-kind`}
              className="peer absolute top-[15px] left-4 size-[18px] cursor-pointer accent-(--accent) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--accent-text)"
            />
            <label
              htmlFor={radioId}
              className="flex cursor-pointer items-center gap-3 py-3.5 pr-4 pl-12 select-none hover:bg-slate-50 peer-checked:bg-(--accent-soft)/40 peer-checked:hover:bg-(--accent-soft)/40 peer-checked:[&_svg]:text-(--accent-text)"
            >
              <MethodIcon kind={method.kind} className="size-5 shrink-0 text-slate-500" />
              <span className="flex-1 text-[15px] font-medium text-slate-900">{method.name}</span>
              {/* Its description (aria-describedby), not part of its name: the radio is "telebirr". */}
              <span id={`${radioId}-kind`} aria-hidden="true" className="hidden text-xs text-slate-500 min-[400px]:inline">
                {kindLabel(method)}
              </span>
            </label>
            {/* Shown only while its radio is checked (CSS, no script): the other methods' forms are display:none. */}
            <div className="hidden px-4 pt-1 pb-5 peer-checked:block peer-checked:bg-(--accent-soft)/40">
              <MethodForm
                method={method}
                view={view}
                token={token}
                embedOrigin={embedOrigin}
                error={error?.method === method.id ? error : null}
                keptPhone={kept?.method === method.id ? (kept.phone ?? null) : null}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Live mode without a live processor: the methods, visibly unavailable. */
export function UnavailableMethods({ view }: { view: CheckoutView }) {
  return (
    <ul className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50" aria-label="Payment methods (unavailable)">
      {view.methods.map((method) => (
        <li key={method.id} className="flex items-center gap-3 border-b border-slate-200 px-4 py-3.5 text-slate-500 last:border-b-0">
          <span aria-hidden="true" className="size-[18px] shrink-0 rounded-full border-2 border-slate-300 bg-slate-100" />
          <MethodIcon kind={method.kind} className="size-5 shrink-0" />
          <span className="flex-1 text-[15px] font-medium">{method.name}</span>
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">Unavailable</span>
        </li>
      ))}
    </ul>
  );
}

function kindLabel(method: Method): string {
  switch (method.kind) {
    case "card":
      return "Visa, Mastercard, Amex";
    case "wallet":
      return "Mobile money";
    case "bank_transfer":
      return "From your bank account";
  }
}

export function MethodIcon({ kind, className }: { kind: Method["kind"]; className?: string }) {
  if (kind === "card") return <CardIcon className={className} />;
  if (kind === "wallet") return <PhoneIcon className={className} />;
  return <BankIcon className={className} />;
}

type MethodFormProps = { method: Method; view: CheckoutView; token: string; embedOrigin: string | null; error: CheckoutFormError | null; keptPhone: string | null };

function MethodForm({ method, view, token, embedOrigin, error, keptPhone }: MethodFormProps) {
  if (method.onProcessorPage) return <ProcessorPageForm method={method} view={view} token={token} embedOrigin={embedOrigin} error={error} />;
  const id = (name: string) => `${method.id}-${name}`;
  const errorOf = fieldErrors(method.kind, error?.fields ?? {});
  let fields: ReactNode;
  if (method.kind === "card") {
    fields = (
      <>
        <Field
          id={id("card_number")}
          name="card_number"
          {...errorOf("card_number")}
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          required
          maxLength={23}
          spellCheck={false}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field
            id={id("expiry")}
            name="expiry"
            {...errorOf("expiry")}
            label="Expiry (MM / YY)"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            required
            maxLength={9}
          />
          <Field
            id={id("cvc")}
            name="cvc"
            {...errorOf("cvc")}
            label="Security code (CVC)"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="3 or 4 digits"
            required
            maxLength={4}
          />
        </div>
        <Field
          id={id("name")}
          name="name"
          {...errorOf("name")}
          label="Name on card"
          autoComplete="cc-name"
          required
          maxLength={100}
          defaultValue={view.customer.name ?? undefined}
        />
      </>
    );
  } else if (method.kind === "wallet") {
    const example = method.country ? PHONE_EXAMPLES[method.country] : undefined;
    // The number typed last on this device (retry, "use another number"), else the customer's own
    // number when it is of this wallet's country. No "+256" filled in: a customer typing the local
    // form after it wrote "+2560772…".
    const customerPhone = method.country && view.customer.phone?.startsWith(method.country) ? view.customer.phone : undefined;
    const prefill = keptPhone ?? customerPhone;
    fields = (
      <Field
        id={id("phone_number")}
        name="phone_number"
        {...errorOf("phone_number")}
        type="tel"
        label={`${method.name} phone number`}
        autoComplete="tel"
        inputMode="tel"
        placeholder={example?.local ?? "+251 91 123 4567"}
        required
        maxLength={24}
        defaultValue={prefill}
        hint={
          <>
            {example ? (
              <>
                For example {example.local} or {example.international}.{" "}
              </>
            ) : null}
            You will confirm the payment on your phone.
          </>
        }
      />
    );
  } else {
    fields = (
      <Field
        id={id("account_number")}
        name="account_number"
        {...errorOf("account_number")}
        label="Account number"
        autoComplete="off"
        inputMode="numeric"
        required
        maxLength={24}
        spellCheck={false}
        hint="The 6 to 20 digits of the account you pay from."
      />
    );
  }
  return (
    <CheckoutForm
      kind={method.kind}
      methodId={method.id}
      action={`/checkout/${token}/pay`}
      className="space-y-4"
      aria-label={`Pay with ${method.name}`}
    >
      <input type="hidden" name="method" value={method.id} />
      <HiddenEmbedOrigin value={embedOrigin} />
      {error?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      {fields}
      <PrimaryButton type="submit">
        <LockIcon className="size-4" />
        Pay {view.amountText}
      </PrimaryButton>
    </CheckoutForm>
  );
}

/**
 * A card through a processor connection: nothing is typed here. The form POSTs like the
 * others and the answer is a 303 to the processor's secure page, which takes the card; the customer
 * comes back to the gateway's return URL. No data-checkout-form: nothing for the form check to check.
 */
function ProcessorPageForm({ method, view, token, embedOrigin, error }: Omit<MethodFormProps, "keptPhone">) {
  return (
    <form method="post" action={`/checkout/${token}/pay`} data-method={method.id} className="space-y-4" aria-label={`Pay with ${method.name}`}>
      <input type="hidden" name="method" value={method.id} />
      <input type="hidden" name="on_processor_page" value="1" />
      <HiddenEmbedOrigin value={embedOrigin} />
      {error?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">You will enter your card details on our payment partner&apos;s secure page, then come back here.</p>
      <PrimaryButton type="submit">
        <LockIcon className="size-4" />
        Continue to pay {view.amountText}
      </PrimaryButton>
    </form>
  );
}
