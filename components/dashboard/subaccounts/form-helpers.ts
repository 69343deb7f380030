// Shared by the subaccount forms: focus the first field in error, and put the server's
// per-field refusals (409 duplicate bank account, INVALID_FORMAT, INVALID_VALUE) on their fields.
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";

export /** Focuses the first field, in the form's order, whose error key is listed. */
function focusFirst(form: HTMLFormElement, keys: string[]) {
  const wanted = new Set(keys);
  Array.from(form.querySelectorAll<HTMLElement>("[name]"))
    .find((el) => wanted.has(el.getAttribute("name") ?? ""))
    ?.focus();
}

export function serverFailure(error: unknown, setServerErrors: (e: Record<string, string>) => void) {
  if (error instanceof DashboardRequestError) setServerErrors(error.fieldErrors);
}
