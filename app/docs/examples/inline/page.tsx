// GET /docs/examples/inline: public/inline.js in action, inline (iframe overlay) and popup.
// Served only in demo mode; otherwise Next's not-found page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { demoModeEnabled } from "@/lib/checkout/create-demo-session";
import { InlineDemo } from "./inline-demo";

export const metadata: Metadata = { title: "Inline and popup checkout demo" };
// Decided per request from the running server's configuration, never frozen at build time.
export const dynamic = "force-dynamic";

const SNIPPET = `<script src="https://pay.example.com/inline.js"></script>
<script>
  payButton.addEventListener("click", () => {
    // Your backend calls POST /v2/payments/hosted with your secret key
    // and returns data.checkout_url. The browser never sees a key.
    const checkoutUrl = fetch("/my-backend/create-payment", { method: "POST" })
      .then((res) => res.json())
      .then((body) => body.checkout_url);

    Gateway.open({
      checkoutUrl,          // a string, or a Promise of one
      mode: "inline",       // or "popup"
      onSuccess(result) {   // { reference, status: "success", ... }
        // Confirm on your server: GET /v2/payments/{reference}/verify
      },
      onError(result) {},   // failed / blocked / expired / popup_blocked / load_timeout
      onClose(result) {},   // { reason, reference, status }
    });
  });
</script>`;

export default function InlineCheckoutDemoPage() {
  if (!demoModeEnabled()) notFound();
  return (
    // A <div>: the /docs layout around it holds the page's <main>.
    <div>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8">
        <p className="text-sm font-medium text-indigo-700">Docs · Examples</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">Inline and popup checkout</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
          This page plays a merchant&apos;s shop. Its &quot;backend&quot; creates a <strong>test-mode</strong> hosted payment for the demo merchant, and{" "}
          <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[13px]">/inline.js</code> opens the hosted checkout over the page or in a popup window.
          Pay with <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[13px]">4242 4242 4242 4242</code>, any future expiry and any CVC; the
          callbacks appear below.
        </p>

        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <InlineDemo />
        </div>

        <h2 className="mt-12 text-xl font-semibold text-slate-900">How it works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-[15px] leading-relaxed text-slate-700">
          <li>Your backend creates the payment with your secret key and passes only the <code className="text-[13px]">checkout_url</code> to the browser.</li>
          <li>
            <code className="text-[13px]">Gateway.open()</code> adds <code className="text-[13px]">embed_origin=&lt;your origin&gt;</code> to the URL and opens it.
          </li>
          <li>
            The checkout reports each state with <code className="text-[13px]">postMessage</code> to exactly that origin; <code className="text-[13px]">inline.js</code>{" "}
            accepts messages only from the checkout&apos;s own origin, then calls your callbacks.
          </li>
          <li>
            Always confirm on your server with <code className="text-[13px]">GET /v2/payments/&#123;reference&#125;/verify</code> (or a webhook) before you ship anything.
          </li>
        </ol>

        <h2 className="mt-10 text-xl font-semibold text-slate-900">Inline needs your origin in the embed allow-list</h2>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-700">
          The checkout is sent with <code className="text-[13px]">Content-Security-Policy: frame-ancestors</code> listing the merchant&apos;s allowed embed origins
          (none by default, with <code className="text-[13px]">X-Frame-Options: DENY</code>), so browsers refuse to show it in anyone else&apos;s iframe. Add
          each site that embeds it inline, e.g. <code className="text-[13px]">https://shop.example.com</code>, to the merchant&apos;s embed origins. If the
          checkout does not load within 15 seconds, <code className="text-[13px]">onError</code> receives{" "}
          <code className="text-[13px]">{"{ type: \"load_timeout\" }"}</code>. Popup mode needs no allow-list entry; the checkout also never redirects to your{" "}
          <code className="text-[13px]">return_url</code> inside the iframe or popup: your page decides what happens next.
        </p>

        <h2 className="mt-10 text-xl font-semibold text-slate-900">Code</h2>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-[13px] leading-relaxed text-slate-100">
          <code>{SNIPPET}</code>
        </pre>
      </div>
    </div>
  );
}
