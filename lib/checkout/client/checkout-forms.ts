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
