/*! Gateway inline checkout v1. No dependencies. Docs: /docs/examples/inline
 *
 *   <script src="https://YOUR-GATEWAY/inline.js"></script>
 *   Gateway.open({
 *     checkoutUrl,              // from your backend (POST /v2/payments/hosted), or a Promise of it
 *     mode: "inline",           // "inline" (iframe overlay) or "popup"
 *     onSuccess(result) {},     // { type: "success", reference, merchant_reference, status }
 *     onError(result) {},       // failed attempt, blocked, expired, popup blocked, load timeout
 *     onClose(result) {},       // overlay or popup closed: { reason, reference, status }
 *     onEvent(message) {},      // optional: every message from the checkout
 *   });
 *
 * Always confirm the outcome on your server with GET /v2/payments/{reference}/verify: a
 * browser callback is a hint, not a proof. Inline mode needs your site's origin in the
 * merchant's allowed embed origins (otherwise the browser refuses to frame the checkout);
 * popup mode works without it. Messages are accepted only from the checkout URL's origin. */
(function (global) {
  "use strict";
  if (global.Gateway && typeof global.Gateway.open === "function") return;

  var LOAD_TIMEOUT_MS = 15000;
  var current = null;
  var noop = function () {};

  function callback(options, name) {
    return typeof options[name] === "function" ? options[name] : noop;
  }

  function css(el, styles) {
    // Style properties set through the DOM are not inline <style>: fine under a strict CSP.
    for (var key in styles) el.style[key] = styles[key];
    return el;
  }

  function open(options) {
    options = options || {};
    var onSuccess = callback(options, "onSuccess");
    var onError = callback(options, "onError");
    var onClose = callback(options, "onClose");
    var onEvent = callback(options, "onEvent");
    var mode = options.mode === "popup" ? "popup" : "inline";
    if (current) current.close("replaced");

    var state = { closed: false, last: null, succeeded: false, reported: {}, origin: null, source: null, timer: 0, poll: 0 };
    var ui = mode === "popup" ? openPopup() : openOverlay();
    if (!ui) {
      state.closed = true;
      onError({ type: "popup_blocked", message: "The browser blocked the checkout window. Call Gateway.open() from a click handler." });
      return { close: noop };
    }

    var handle = { close: function (reason) { close(reason || "closed"); } };
    current = handle;
    global.addEventListener("message", onMessage);

    Promise.resolve(options.checkoutUrl).then(function (value) {
      if (state.closed) return;
      var url;
      try {
        url = new URL(String(value), global.location.href);
        if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not http(s)");
      } catch (error) {
        fail({ type: "invalid_checkout_url", message: "checkoutUrl must be the http(s) checkout_url from POST /v2/payments/hosted (" + error.message + ")" });
        return;
      }
      state.origin = url.origin;
      url.searchParams.set("embed_origin", global.location.origin);
      ui.navigate(url.toString());
      state.timer = setTimeout(function () {
        if (state.last || state.closed) return;
        onError({
          type: "load_timeout",
          message:
            mode === "inline"
              ? "The checkout did not load. Inline mode needs " + global.location.origin + " in the merchant's allowed embed origins."
              : "The checkout did not answer.",
        });
      }, LOAD_TIMEOUT_MS);
    }, function (error) {
      fail({ type: "session_failed", message: (error && error.message) || "Could not start the payment" });
    });

    function fail(result) {
      onError(result);
      close("error");
    }

    function onMessage(event) {
      if (state.closed || !state.origin || event.origin !== state.origin) return;
      if (state.source && event.source !== state.source()) return;
      var data = event.data;
      if (!data || typeof data !== "object" || data.source !== "gateway-checkout" || typeof data.type !== "string") return;
      var result = {
        type: data.type,
        reference: data.reference || null,
        merchant_reference: data.merchant_reference || null,
        status: data.status || null,
        final: data.final === true,
        retries_left: typeof data.retries_left === "number" ? data.retries_left : null,
        reason: data.reason || null,
      };
      if (data.type !== "close") state.last = result;
      onEvent(result);
      // Each page load reports its state again; report each outcome once.
      var key = [result.type, result.status, result.retries_left].join(":");
      var first = !state.reported[key];
      state.reported[key] = true;
      switch (data.type) {
        case "success":
          if (!state.succeeded) {
            state.succeeded = true;
            onSuccess(result);
          }
          break;
        case "failed":
        case "blocked":
        case "expired":
          if (first) onError(result);
          break;
        case "cancelled":
          close("cancelled");
          break;
        case "close":
          close(data.reason === "escape" ? "escape" : state.succeeded ? "completed" : "closed");
          break;
      }
    }

    function close(reason) {
      if (state.closed) return;
      state.closed = true;
      clearTimeout(state.timer);
      clearInterval(state.poll);
      global.removeEventListener("message", onMessage);
      if (current === handle) current = null;
      ui.destroy();
      var last = state.last || {};
      onClose({ reason: reason, reference: last.reference || null, merchant_reference: last.merchant_reference || null, status: last.status || null });
    }

    function openPopup() {
      var width = 480;
      var height = Math.min(760, global.screen.availHeight || 760);
      var left = Math.max(0, (global.screenX || 0) + ((global.outerWidth || width) - width) / 2);
      var top = Math.max(0, (global.screenY || 0) + ((global.outerHeight || height) - height) / 2);
      var popup = global.open("", "gateway_checkout", "popup=yes,width=" + width + ",height=" + height + ",left=" + left + ",top=" + top);
      if (!popup) return null;
      try {
        popup.document.title = "Secure checkout";
        popup.document.body.textContent = "Loading secure checkout…";
        css(popup.document.body, { font: "15px system-ui, sans-serif", color: "#475569", display: "grid", placeItems: "center", minHeight: "90vh" });
      } catch (error) {
        // A window of that name from elsewhere: it is navigated to the checkout all the same.
        if (global.console) global.console.debug("Gateway: could not label the popup", error);
      }
      state.source = function () { return popup; };
      state.poll = setInterval(function () {
        if (popup.closed) close(state.succeeded ? "completed" : "closed");
      }, 400);
      return {
        navigate: function (url) { popup.location.replace(url); },
        destroy: function () { if (!popup.closed) popup.close(); },
      };
    }

    function openOverlay() {
      var doc = global.document;
      var previousFocus = doc.activeElement;
      var previousOverflow = doc.documentElement.style.overflow;
      var inerted = [];

      var overlay = css(doc.createElement("div"), {
        position: "fixed", top: "0", right: "0", bottom: "0", left: "0", zIndex: "2147483000", display: "flex", alignItems: "center", justifyContent: "center",
        padding: "clamp(0px, 3vw, 24px)", background: "rgba(15, 23, 42, 0.62)", boxSizing: "border-box",
      });
      overlay.setAttribute("data-gateway-overlay", "");
      var dialog = css(doc.createElement("div"), {
        position: "relative", width: "min(1040px, 100%)", height: "min(800px, 100%)", background: "#fff",
        borderRadius: "clamp(0px, 2vw, 14px)", overflow: "hidden", boxShadow: "0 24px 64px rgba(15, 23, 42, 0.35)",
      });
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-label", "Secure checkout");
      var frame = css(doc.createElement("iframe"), { width: "100%", height: "100%", border: "0", display: "block", background: "#fff" });
      frame.title = "Secure checkout";
      var closeButton = css(doc.createElement("button"), {
        position: "absolute", top: "10px", right: "10px", width: "36px", height: "36px", borderRadius: "999px",
        border: "1px solid rgba(15, 23, 42, 0.15)", background: "#fff", color: "#0f172a", font: "22px/1 system-ui, sans-serif",
        cursor: "pointer", boxShadow: "0 2px 8px rgba(15, 23, 42, 0.18)", zIndex: "1",
      });
      closeButton.type = "button";
      closeButton.textContent = "\u00d7";
      closeButton.setAttribute("aria-label", "Close checkout");
      closeButton.addEventListener("click", function () { close("closed"); });
      overlay.addEventListener("click", function (event) {
        if (event.target === overlay) close("closed");
      });

      dialog.appendChild(frame);
      dialog.appendChild(closeButton);
      overlay.appendChild(dialog);
      // Everything else on the page is inert while the checkout is open: focus stays inside.
      Array.prototype.forEach.call(doc.body.children, function (el) {
        if (!el.inert) {
          el.inert = true;
          inerted.push(el);
        }
      });
      doc.body.appendChild(overlay);
      doc.documentElement.style.overflow = "hidden";
      doc.addEventListener("keydown", onKey, true);
      frame.focus();

      function onKey(event) {
        if (event.key === "Escape") {
          event.preventDefault();
          close("escape");
        }
      }

      state.source = function () { return frame.contentWindow; };
      return {
        navigate: function (url) {
          frame.src = url;
          frame.focus();
        },
        destroy: function () {
          doc.removeEventListener("keydown", onKey, true);
          inerted.forEach(function (el) { el.inert = false; });
          if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
          doc.documentElement.style.overflow = previousOverflow;
          if (previousFocus && typeof previousFocus.focus === "function") previousFocus.focus();
        },
      };
    }

    return handle;
  }

  global.Gateway = {
    version: 1,
    open: open,
    close: function () { if (current) current.close("closed"); },
  };
})(window);
