// What is being paid, to whom and by whom: the left column on wide screens, the top on phones.
import type { CheckoutView } from "@/lib/checkout/checkout-view";

export function MerchantBadge({ view }: { view: CheckoutView }) {
  const logo = view.merchant.logoUrl && /^https:\/\//i.test(view.merchant.logoUrl) ? view.merchant.logoUrl : null;
  return (
    <div className="flex items-center gap-3">
      {logo ? (
        // Merchant logos live on the merchant's own https host; next/image would need every host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logo} alt="" width={36} height={36} className="size-9 rounded-lg bg-white object-contain ring-1 ring-slate-900/10" />
      ) : (
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-(--accent) text-base font-semibold text-(--on-accent)">
          {view.merchant.name.trim().charAt(0).toUpperCase() || "•"}
        </span>
      )}
      <span className="text-[15px] font-semibold text-slate-900">{view.merchant.name}</span>
    </div>
  );
}

export function OrderSummary({ view }: { view: CheckoutView }) {
  const space = view.amountText.indexOf(" ");
  const currency = space > 0 ? view.amountText.slice(0, space) : "";
  const number = space > 0 ? view.amountText.slice(space + 1) : view.amountText;
  const customer = [view.customer.name, view.customer.email, view.customer.phone].filter(Boolean) as string[];
  return (
    <div>
      <MerchantBadge view={view} />
      <h1 className="mt-6 text-base font-medium text-slate-600 lg:mt-10">{view.title}</h1>
      <p className="mt-1 flex items-baseline gap-2 text-slate-900" aria-label={`Amount: ${view.amountText}`}>
        <span className="text-lg font-semibold text-slate-500">{currency}</span>
        <span className="text-4xl font-semibold tracking-tight tabular-nums lg:text-[44px]">{number}</span>
      </p>
      {view.description ? <p className="mt-3 max-w-prose text-[15px] leading-relaxed text-slate-600">{view.description}</p> : null}

      <dl className="mt-6 space-y-3 border-t border-slate-200 pt-5 text-sm lg:mt-10">
        {customer.length ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">Billed to</dt>
            <dd className="min-w-0 text-right text-slate-900">
              {customer.map((line) => (
                <span key={line} className="block truncate">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {/* Two references, named for the customer: the shop's order and ours. */}
        {view.merchantReference ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">Order</dt>
            <dd className="min-w-0 truncate text-right font-mono text-[13px] text-slate-900">{view.merchantReference}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">Payment ID</dt>
          <dd className="min-w-0 truncate text-right font-mono text-[13px] text-slate-900">{view.reference}</dd>
        </div>
      </dl>
    </div>
  );
}
