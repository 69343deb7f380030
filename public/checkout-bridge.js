/* Gateway checkout bridge. Loaded by the hosted checkout page only when it was
 * opened by public/inline.js (?embed_origin=…), with the page's CSP nonce. It tells the page
 * that opened the checkout (iframe parent or popup opener) what state the payment is in:
 *   postMessage({ source: "gateway-checkout", type, reference, status, … }, embed_origin)
 * The target origin is embed_origin, so the browser delivers the message only to that origin.
 * The state comes from the data-* attributes of #gateway-checkout-state; no inline script. */
(() => {
  "use strict";

  const run = () => {
    const el = document.getElementById("gateway-checkout-state");
    if (!el) return;
    const d = el.dataset;
    const origin = d.embedOrigin;
    const framed = window.parent !== window;
    const target = framed ? window.parent : window.opener;
    if (!origin || !target) return; // opened directly: nothing to tell

    const post = (type, extra) => {
      try {
        target.postMessage(
          Object.assign(
            {
              source: "gateway-checkout",
              version: 1,
              type,
              reference: d.reference || null,
              merchant_reference: d.merchantReference || null,
              status: d.status || null,
            },
            extra || {},
          ),
          origin,
        );
      } catch (error) {
        // The opener went away or navigated elsewhere: nothing to tell.
        if (window.console) console.debug("gateway-checkout: message not sent", error);
      }
    };

    post(d.type, {
      final: d.final === "true",
      retries_left: Number(d.retriesLeft || 0),
      reason: d.reason || null,
    });

    // "Done" / "Return to merchant" buttons: the embedding page decides what happens next.
    document.addEventListener("click", (event) => {
      const closer = event.target instanceof Element ? event.target.closest("[data-gateway-close]") : null;
      if (!closer) return;
      event.preventDefault();
      post("close");
      if (!framed) setTimeout(() => window.close(), 100);
    });

    // Escape inside the iframe never reaches the parent document: forward it.
    if (framed) {
      document.addEventListener("keydown", (event) => {
        if (event.key === "Escape") post("close", { reason: "escape" });
      });
    }
  };

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
})();
