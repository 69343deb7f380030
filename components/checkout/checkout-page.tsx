// The hosted checkout's whole HTML document (rendered to a string by
// app/checkout/[token]/render-checkout-page.ts, with no framework script). Plain server components: no hooks,
// no context, no "use client" (lib/html/static-markup.ts says why).
import type { ReactNode } from "react";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import type { CheckoutView } from "@/lib/checkout/checkout-view";
import { AlertIcon } from "@/components/ui/icons";
import { CheckoutFrame } from "@/components/checkout/checkout-frame";
import { OrderSummary } from "@/components/checkout/order-summary";
import { CheckoutScreen, type ScreenProps } from "@/components/checkout/screens";
import { FieldErrorTemplate } from "@/components/checkout/field";

type DocumentProps = {
  title: string;
  css: string;
  /** The checkout's script (lib/checkout/client/checkout-forms.ts), on screens with forms. */
  script: string | null;
  nonce: string | undefined;
  /**
   * <meta http-equiv="refresh">: the processing screen checks again, the success screen goes back.
   * `noscript`: only without JavaScript (inside <noscript>); with it, the script counts down and can stop.
   */
  refresh: { seconds: number; url: string; noscript?: boolean } | null;
  children?: ReactNode;
};

export function CheckoutDocument({ title, css, script, nonce, refresh, children }: DocumentProps) {
  return (
    <html lang="en">
      {/* A whole document, not a Next page: next/head does not apply (app/checkout/[token]/render-checkout-page.ts). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <meta name="theme-color" content="#4f46e5" />
        {refresh && refresh.noscript ? (
          <noscript>
            <meta httpEquiv="refresh" content={`${refresh.seconds};url=${refresh.url}`} />
          </noscript>
        ) : refresh ? (
          <meta httpEquiv="refresh" content={`${refresh.seconds};url=${refresh.url}`} />
        ) : null}
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {/* A module script runs after the document is parsed, as `defer` would. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        {script ? <script type="module" src={script} nonce={nonce} /> : null}
      </head>
      <body className="font-sans">{children}</body>
    </html>
  );
}

type PageProps = ScreenProps & {
  theme: BrandTheme;
  /** In an iframe opened by inline.js: the state the bridge script reports to the parent page. */
  bridge: { state: Record<string, string>; nonce: string | undefined } | null;
};

export function CheckoutPage({ theme, bridge, ...screen }: PageProps) {
  const view: CheckoutView = screen.view;
  return (
    <>
      <CheckoutFrame theme={theme} testMode={view.testMode} summary={<OrderSummary view={view} />}>
        <CheckoutScreen {...screen} />
      </CheckoutFrame>
      <FieldErrorTemplate />
      {bridge ? (
        <>
          <div id="gateway-checkout-state" hidden {...dataAttributes(bridge.state)} />
          <script src="/checkout-bridge.js" nonce={bridge.nonce} defer />
        </>
      ) : null}
    </>
  );
}

/** An unknown or malformed payment link. */
export function CheckoutNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-slate-100 text-slate-600">
          <AlertIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">Payment link not found</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
          This link is not valid. Check that you copied the whole address, or ask the shop for a new payment link.
        </p>
      </div>
    </main>
  );
}

function dataAttributes(state: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [`data-${k.replace(/_/g, "-")}`, v]));
}
