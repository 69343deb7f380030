// The hosted checkout's only script: checks each form in the browser before
// it is sent, with the same rules and sentences as the server (lib/payments/attempts/checkout-rules.ts,
// which the server's schemas are built from), and shows each message beside its field. The page
// works without it: the forms are plain HTML forms, and the server's answer shows the same
// messages (components/checkout/field.tsx writes the same markup).
//
// Bundled by scripts/build-checkout-assets.ts and served from /checkout-assets/. The rules (with
// libphonenumber's metadata) are a chunk of their own, fetched when a form first takes the focus;
// a form sent before they arrive is held until they do, and sent unchecked (the server checks it)
// if they cannot be fetched.
import { CHECKOUT_FORM_FIELDS, checkoutFormValues, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";

type Rules = typeof import("@/lib/payments/attempts/checkout-rules");

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

function loadRules(): Promise<Rules> {
  loading ??= import("@/lib/payments/attempts/checkout-rules").then(
    (m) => (rules = m),
    (error: unknown) => {
      loading = null; // offline for a moment: the next use asks again
      throw error;
    },
  );
  return loading;
}

const FORM_KINDS: readonly string[] = Object.keys(CHECKOUT_FORM_FIELDS);

function enhance(form: HTMLFormElement) {
  const kind = form.dataset.checkoutForm;
  if (!kind || !FORM_KINDS.includes(kind)) return;
  const formKind = kind as CheckoutFormKind;
  const methodId = form.dataset.method ?? "";

  form.addEventListener("focusin", () => void loadRules().catch(() => {}));
  form.addEventListener("submit", (event) => {
    if (!rules) {
      // Sent before the rules arrived: hold it, then send it again through this check.
      event.preventDefault();
      loadRules().then(
        () => form.requestSubmit(),
        () => form.submit(),
      );
      return;
    }
    const values = checkoutFormValues(formKind, methodId, (name) => {
      const input = form.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value.slice(0, 200) : "";
    });
    const found = rules.checkoutFormErrors(formKind, values);
    if (Object.keys(found).length === 0) return; // valid: the browser sends the form as usual
    event.preventDefault();
    let first: HTMLInputElement | null = null;
    for (const name of CHECKOUT_FORM_FIELDS[formKind]) {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      const message = Object.hasOwn(found, name) ? found[name] : null;
      showError(input, message);
      if (message && !first) first = input;
    }
    first?.focus();
  });
  // Typing in a field clears its message; the next submit checks it again.
  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.getAttribute("aria-invalid") === "true") showError(event.target, null);
  });
}

/** Writes (or removes) a field's message as components/checkout/field.tsx does on the server. */
function showError(input: HTMLInputElement, message: string | null) {
  const errorId = `${input.id}-error`;
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  let element = document.getElementById(errorId);
  if (message === null) {
    element?.remove();
    input.removeAttribute("aria-invalid");
  } else {
    if (!element) {
      const template = document.getElementById("checkout-field-error");
      const copy = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
      element = copy instanceof HTMLElement ? copy : document.createElement("p");
      element.id = errorId;
      input.after(element);
    }
    (element.querySelector("span") ?? element).textContent = message;
    input.setAttribute("aria-invalid", "true");
    described.unshift(errorId);
  }
  if (described.length) input.setAttribute("aria-describedby", described.join(" "));
  else input.removeAttribute("aria-describedby");
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checkout-form]")) enhance(form);

// "Cancel payment" asks first, in a dialog on this page (without the script, the server
// asks on a page of its own). The dialog's own forms keep paying (method="dialog") or cancel.
const cancelForm = document.querySelector<HTMLFormElement>("form[data-cancel-payment]");
const cancelDialog = document.getElementById("cancel-payment-dialog");
if (cancelForm && cancelDialog instanceof HTMLDialogElement && typeof cancelDialog.showModal === "function") {
  cancelForm.addEventListener("submit", (event) => {
    event.preventDefault();
    cancelDialog.showModal();
  });
}

// The success screen's way back to the shop (components/checkout/screens.tsx, AutoReturn): counted
// down here, one second at a time, then on to the "Return to …" link's address. It never leaves
// while the customer is doing something: the first tap, click, key, scroll or focus change on the
// page, or "Stay on this page", stops it for good (the link's own page, ?stay=1, is what it does
// without JavaScript, where a <meta refresh> in <noscript> goes back instead).
const countdown = document.querySelector<HTMLElement>("[data-return-countdown]");
if (countdown) startReturnCountdown(countdown);

function startReturnCountdown(box: HTMLElement) {
  const back = document.querySelector<HTMLAnchorElement>("[data-gateway-close] a[href]");
  const shown = box.querySelector<HTMLElement>("[data-return-seconds]");
  let left = Number(box.dataset.returnCountdown);
  if (!back || !Number.isFinite(left) || left <= 0) return;
  const target = back.href;
  const timer = window.setInterval(() => {
    left -= 1;
    if (left > 0) {
      if (shown) shown.textContent = String(left);
      return;
    }
    stop();
    window.location.assign(target);
  }, 1_000);
  const events = ["pointerdown", "keydown", "wheel", "touchstart", "focusin"] as const;
  const message = box.querySelector<HTMLElement>("[data-return-message]");
  const stayLink = box.querySelector<HTMLElement>("[data-return-stay]");
  const on = (event: Event | undefined, element: Element | null) => event?.target instanceof Node && element !== null && element.contains(event.target);
  const stay = (event?: Event) => {
    // Tapping "Return to …" itself is no reason to stay: the link takes the customer back. A press
    // on "Stay" is left to its click below: changing the page between the press and the release
    // would move the link from under the pointer, and the click would never reach it.
    if (on(event, back) || on(event, stayLink)) return;
    stop();
    if (message) message.textContent = "You are staying on this page. Use the button above when you are ready to go back.";
    stayLink?.closest("p")?.remove();
  };
  function stop() {
    window.clearInterval(timer);
    for (const type of events) document.removeEventListener(type, stay, true);
  }
  for (const type of events) document.addEventListener(type, stay, { capture: true, passive: true });
  stayLink?.addEventListener("click", (event) => {
    event.preventDefault();
    stay();
    if (message) {
      message.tabIndex = -1;
      message.focus();
    }
    stayLink.closest("p")?.remove();
  });
}
