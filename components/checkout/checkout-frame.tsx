// The hosted checkout's page frame: test-mode banner, the order summary (left on wide screens,
// on top on phones) and the payment side, in the merchant's brand colour.
import type { CSSProperties, ReactNode } from "react";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import { LockIcon } from "@/components/ui/icons";
import { TestModeBanner } from "@/components/checkout/test-mode";

export function themeStyle(theme: BrandTheme): CSSProperties {
  return {
    "--accent": theme.accent,
    "--on-accent": theme.onAccent,
    "--accent-text": theme.accentText,
    "--accent-soft": theme.accentSoft,
  } as CSSProperties;
}

export function CheckoutFrame({ theme, testMode, summary, children }: { theme: BrandTheme; testMode: boolean; summary: ReactNode; children: ReactNode }) {
  return (
    <div style={themeStyle(theme)} className="flex min-h-dvh flex-col bg-white">
      {testMode ? (
        <header>
          <TestModeBanner />
        </header>
      ) : null}
      <div aria-hidden="true" className="h-1 bg-(--accent)" />
      <main className="flex flex-1 flex-col lg:flex-row">
        <section aria-label="Order summary" className="border-b border-slate-200 bg-slate-50 lg:w-1/2 lg:border-r lg:border-b-0">
          <div className="mx-auto max-w-md px-5 pt-6 pb-6 sm:px-6 lg:sticky lg:top-0 lg:mr-0 lg:ml-auto lg:max-w-[30rem] lg:px-12 lg:pt-16">{summary}</div>
        </section>
        <section aria-labelledby="payment-heading" className="flex-1 bg-white lg:w-1/2">
          <div className="mx-auto max-w-md px-5 pt-6 pb-10 sm:px-6 lg:mr-auto lg:ml-0 lg:max-w-[30rem] lg:px-12 lg:pt-16">
            {children}
            <Footer />
          </div>
        </section>
      </main>
    </div>
  );
}

function Footer() {
  return (
    <footer className="mt-10 flex items-center justify-center gap-1.5 text-xs text-slate-500">
      <LockIcon className="size-3.5" />
      <span>
        Secure checkout · Powered by <span className="font-semibold text-slate-600">Gateway</span>
      </span>
    </footer>
  );
}
